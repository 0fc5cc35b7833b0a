package io.dialectic.semantics.value;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads constant attribute values ({@code 42}, {@code true},
 * {@code 1.500000e+00}, {@code 0x7FC00000}, {@code dense<[1, 2]>},
 * {@code dense<1.0>}, {@code dense<"0x0100...">}) as values of a known type.
 */
public final class Constants {
    private Constants() {}

    /** {@code attrText} is the attribute as printed, with or without its {@code : type} suffix. */
    public static RtValue parse(String attrText, Type type) {
        String lit = Attributes.literal(attrText);
        if (type instanceof Type.TensorType tt) {
            Type.VectorType vt = tt.asVector();
            VectorValue v = (VectorValue) parse(attrText, vt);
            long[] sizes = new long[vt.shape().size()];
            for (int i = 0; i < sizes.length; i++) sizes[i] = vt.shape().get(i);
            return new TensorValue(tt, sizes, v.elements());
        }
        if (type instanceof Type.VectorType vt) {
            if (!lit.startsWith("dense<") || !lit.endsWith(">")) throw new Unsupported("vector constant " + attrText);
            String body = lit.substring("dense<".length(), lit.length() - 1).strip();
            List<Scalar> elems = new ArrayList<>(vt.elementCount());
            if (body.startsWith("\"")) {
                hexData(body.substring(1, body.length() - 1), vt, elems);
            } else if (body.startsWith("[")) {
                flatten(body, elems, vt.element());
                if (elems.size() == 1 && vt.elementCount() != 1) splat(elems.get(0), vt, elems);
            } else {
                splat(scalar(body, vt.element()), vt, elems);
            }
            if (elems.size() != vt.elementCount())
                throw new Unsupported("dense constant with " + elems.size() + " elements for " + vt);
            return new VectorValue(vt, elems);
        }
        if (lit.startsWith("dense<")) {
            // A rank-0 tensor-like splat used for a scalar is not valid arith; treat as unsupported.
            throw new Unsupported("scalar constant " + attrText);
        }
        return scalar(lit, type);
    }

    private static void splat(Scalar s, Type.VectorType vt, List<Scalar> out) {
        out.clear();
        for (int i = 0; i < vt.elementCount(); i++) out.add(s);
    }

    private static void flatten(String text, List<Scalar> out, Type elem) {
        String t = text.strip();
        if (t.startsWith("[") && t.endsWith("]")) {
            String inner = t.substring(1, t.length() - 1);
            if (inner.isBlank()) return;
            for (String part : Attributes.splitTopLevel(inner, ',')) flatten(part, out, elem);
        } else {
            out.add(scalar(t, elem));
        }
    }

    /** Hex dense data: raw little-endian element storage (one element means a splat); i1 takes one byte per element. */
    private static void hexData(String hex, Type.VectorType vt, List<Scalar> out) {
        if (!hex.startsWith("0x")) throw new Unsupported("dense string " + hex);
        byte[] bytes = new BigInteger("01" + hex.substring(2), 16).toByteArray();
        int width = vt.element() instanceof Type.IntegerType it ? it.width() : ((Type.FloatType) vt.element()).width;
        int elemBytes = (width + 7) / 8;
        int n = (bytes.length - 1) / elemBytes;
        for (int i = 0; i < n; i++) {
            BigInteger v = BigInteger.ZERO;
            for (int b = elemBytes - 1; b >= 0; b--)
                v = v.shiftLeft(8).or(BigInteger.valueOf(bytes[1 + i * elemBytes + b] & 0xFF));
            out.add(fromBits(vt.element(), v));
        }
        if (out.size() == 1 && vt.elementCount() != 1) splat(out.get(0), vt, out);
    }

    private static Scalar fromBits(Type t, BigInteger bits) {
        if (t instanceof Type.IntegerType it) return Scalar.IntValue.wrap(it, bits, null);
        Type.FloatType ft = (Type.FloatType) t;
        return new Scalar.FloatValue(ft, FloatFormats.fromBits(ft, bits.longValue()), null);
    }

    public static Scalar scalar(String lit, Type type) {
        String t = lit.strip();
        if (type instanceof Type.IntegerType it) {
            if (t.equals("true")) return Scalar.IntValue.of(it, 1);
            if (t.equals("false")) return Scalar.IntValue.of(it, 0);
            BigInteger v = t.startsWith("0x") || t.startsWith("-0x")
                    ? new BigInteger(t.replace("0x", ""), 16)
                    : new BigInteger(t);
            return Scalar.IntValue.wrap(it, v, null);
        }
        if (type instanceof Type.FloatType ft) {
            if (t.startsWith("0x")) return fromBits(ft, new BigInteger(t.substring(2), 16));
            double d;
            switch (t) {
                case "inf":
                case "+inf":
                    d = Double.POSITIVE_INFINITY;
                    break;
                case "-inf":
                    d = Double.NEGATIVE_INFINITY;
                    break;
                case "nan":
                case "-nan":
                    d = Double.NaN;
                    break;
                default:
                    // A decimal literal rounds once, from its exact value, to the format.
                    BigDecimal exact = new BigDecimal(t);
                    d = ft == Type.FloatType.F32 ? exact.floatValue() : exact.doubleValue();
                    if (exact.signum() == 0 && t.startsWith("-")) d = -0.0;
            }
            return Scalar.FloatValue.rounded(ft, d, null);
        }
        throw new Unsupported("constant of type " + type);
    }
}
