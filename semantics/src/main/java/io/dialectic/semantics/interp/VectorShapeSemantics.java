package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.Cause;
import io.dialectic.semantics.value.FloatFormats;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.FloatValue;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.Type;
import io.dialectic.semantics.value.VectorValue;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * vector ops that move elements between shapes: shuffle, transpose,
 * bitcast (reinterpreting the bits of the innermost dimension, element 0 in
 * the low bits as on the little-endian target), extract/insert_strided_slice,
 * create_mask and constant_mask. A shuffle's poison index (-1) gives a
 * poison element; a bitcast element built from a poison element is poison.
 */
final class VectorShapeSemantics {
    private VectorShapeSemantics() {}

    static void register(OpTable t) {
        t.put("vector.shuffle", VectorShapeSemantics::shuffle);
        t.put("vector.transpose", VectorShapeSemantics::transpose);
        t.put("vector.bitcast", VectorShapeSemantics::bitcast);
        t.put("vector.extract_strided_slice", VectorShapeSemantics::extractStrided);
        t.put("vector.insert_strided_slice", VectorShapeSemantics::insertStrided);
        t.put("vector.create_mask", VectorShapeSemantics::createMask);
        t.put("vector.constant_mask", c -> {
            long[] sizes = c.attributes().intList("mask_dim_sizes");
            return List.of(mask(vector(c), sizes));
        });
    }

    private static Type.VectorType vector(OpCall c) {
        if (!(c.resultType(0) instanceof Type.VectorType vt)) throw c.unsupported("non-vector result");
        return vt;
    }

    /** Row-major strides of a shape. */
    private static int[] strides(List<Integer> shape) {
        int[] s = new int[shape.size()];
        int acc = 1;
        for (int d = shape.size() - 1; d >= 0; d--) {
            s[d] = acc;
            acc *= shape.get(d);
        }
        return s;
    }

    private static int[] index(int linear, List<Integer> shape) {
        int[] idx = new int[shape.size()];
        for (int d = shape.size() - 1; d >= 0; d--) {
            idx[d] = linear % shape.get(d);
            linear /= shape.get(d);
        }
        return idx;
    }

    private static List<RtValue> shuffle(OpCall c) {
        Type.VectorType rt = vector(c);
        RtValue a = c.operand(0);
        RtValue b = c.operand(1);
        long[] mask = c.attributes().intList("mask");
        int inner = rt.elementCount() / rt.shape().get(0);
        List<Scalar> first = a instanceof VectorValue va ? va.elements() : List.of((Scalar) a);
        List<Scalar> second = b instanceof VectorValue vb ? vb.elements() : List.of((Scalar) b);
        int n1 = first.size() / inner;
        List<Scalar> out = new ArrayList<>();
        for (long m : mask) {
            if (m < 0) {
                Scalar p = UbPoison.zero(rt.element()).poisoned(c.cause("poison shuffle index"));
                for (int i = 0; i < inner; i++) out.add(p);
            } else if (m < n1) {
                out.addAll(first.subList((int) m * inner, (int) (m + 1) * inner));
            } else {
                out.addAll(second.subList((int) (m - n1) * inner, (int) (m - n1 + 1) * inner));
            }
        }
        return List.of(new VectorValue(rt, out));
    }

    private static List<RtValue> transpose(OpCall c) {
        Type.VectorType rt = vector(c);
        VectorValue v = (VectorValue) c.operand(0);
        long[] perm = c.attributes().intList("permutation");
        int[] srcStrides = strides(v.type().shape());
        List<Scalar> out = new ArrayList<>(rt.elementCount());
        for (int n = 0; n < rt.elementCount(); n++) {
            int[] r = index(n, rt.shape());
            int off = 0;
            for (int d = 0; d < r.length; d++) off += r[d] * srcStrides[(int) perm[d]];
            out.add(v.elements().get(off));
        }
        return List.of(new VectorValue(rt, out));
    }

    private static BigInteger bits(Scalar s) {
        if (s instanceof IntValue iv) return iv.unsigned();
        FloatValue f = (FloatValue) s;
        return BigInteger.valueOf(FloatFormats.bits(f.type(), f.value())).and(IntValue.mask(f.type().width));
    }

    private static int width(Type t) {
        return t instanceof Type.IntegerType it ? it.width() : ((Type.FloatType) t).width;
    }

    private static List<RtValue> bitcast(OpCall c) {
        Type.VectorType rt = vector(c);
        VectorValue v = (VectorValue) c.operand(0);
        int inW = width(v.type().element());
        int outW = width(rt.element());
        int inRow = v.type().shape().isEmpty()
                ? 1
                : v.type().shape().get(v.type().shape().size() - 1);
        int outRow = rt.shape().isEmpty() ? 1 : rt.shape().get(rt.shape().size() - 1);
        List<Scalar> out = new ArrayList<>(rt.elementCount());
        for (int row = 0; row < v.elements().size() / inRow; row++) {
            BigInteger all = BigInteger.ZERO;
            Cause[] poisonOfBit = new Cause[inRow * inW];
            for (int i = inRow - 1; i >= 0; i--) {
                Scalar s = v.elements().get(row * inRow + i);
                all = all.shiftLeft(inW).or(bits(s));
                for (int k = 0; k < inW; k++) poisonOfBit[i * inW + k] = s.poison();
            }
            for (int j = 0; j < outRow; j++) {
                BigInteger b = all.shiftRight(j * outW).and(IntValue.mask(outW));
                Cause p = null;
                for (int k = j * outW; k < (j + 1) * outW && p == null; k++) p = poisonOfBit[k];
                Scalar r = rt.element() instanceof Type.IntegerType it
                        ? IntValue.wrap(it, b, p)
                        : new FloatValue(
                                (Type.FloatType) rt.element(),
                                FloatFormats.fromBits((Type.FloatType) rt.element(), b.longValue()),
                                p);
                out.add(r);
            }
        }
        return List.of(new VectorValue(rt, out));
    }

    private static List<RtValue> extractStrided(OpCall c) {
        Type.VectorType rt = vector(c);
        VectorValue v = (VectorValue) c.operand(0);
        long[] offsets = c.attributes().intList("offsets");
        long[] strides = c.attributes().intList("strides");
        int[] srcStrides = strides(v.type().shape());
        List<Scalar> out = new ArrayList<>(rt.elementCount());
        for (int n = 0; n < rt.elementCount(); n++) {
            int[] r = index(n, rt.shape());
            int off = 0;
            for (int d = 0; d < r.length; d++) {
                long pos = d < offsets.length ? offsets[d] + r[d] * strides[d] : r[d];
                off += (int) pos * srcStrides[d];
            }
            out.add(v.elements().get(off));
        }
        return List.of(new VectorValue(rt, out));
    }

    private static List<RtValue> insertStrided(OpCall c) {
        VectorValue src = (VectorValue) c.operand(0);
        VectorValue dest = (VectorValue) c.operand(1);
        long[] offsets = c.attributes().intList("offsets");
        long[] strides = c.attributes().intList("strides");
        int lead = dest.type().shape().size() - src.type().shape().size();
        int[] destStrides = strides(dest.type().shape());
        List<Scalar> out = new ArrayList<>(dest.elements());
        for (int n = 0; n < src.elements().size(); n++) {
            int[] s = index(n, src.type().shape());
            int off = 0;
            for (int d = 0; d < dest.type().shape().size(); d++) {
                long pos = d < lead ? offsets[d] : offsets[d] + (long) s[d - lead] * strides[d - lead];
                off += (int) pos * destStrides[d];
            }
            out.set(off, src.elements().get(n));
        }
        return List.of(new VectorValue(dest.type(), out));
    }

    private static List<RtValue> createMask(OpCall c) {
        Type.VectorType rt = vector(c);
        long[] sizes = new long[c.operands().size()];
        for (int i = 0; i < sizes.length; i++) {
            Scalar s = c.scalarOperand(i);
            if (s.poison() != null)
                return List.of(ArithSemantics.poisonAll(mask(rt, new long[sizes.length]), s.poison()));
            BigInteger v = ((IntValue) s).signed();
            sizes[i] = v.signum() < 0
                    ? 0
                    : v.min(BigInteger.valueOf(Integer.MAX_VALUE)).longValue();
        }
        return List.of(mask(rt, sizes));
    }

    /** The i1 vector whose element is true iff each index is below the size of its dimension. */
    private static VectorValue mask(Type.VectorType rt, long[] sizes) {
        List<Scalar> out = new ArrayList<>(rt.elementCount());
        for (int n = 0; n < rt.elementCount(); n++) {
            int[] r = index(n, rt.shape());
            // rank 0: one size, the element is set when it is positive
            boolean in = r.length > 0 || sizes.length == 0 || sizes[0] > 0;
            for (int d = 0; d < r.length && d < sizes.length; d++) in &= r[d] < sizes[d];
            out.add(IntValue.bool(in, null));
        }
        return new VectorValue(rt, out);
    }
}
