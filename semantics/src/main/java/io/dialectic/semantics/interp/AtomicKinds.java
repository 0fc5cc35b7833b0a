package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.Attributes;
import io.dialectic.semantics.value.Cause;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.FloatValue;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.Type;
import java.math.BigInteger;

/**
 * arith's {@code AtomicRMWKind}: how {@code memref.atomic_rmw} updates an element and how {@code affine.parallel}
 * combines its reductions. Generic form prints the kind as its enum number, in the order of the enum's definition.
 */
final class AtomicKinds {
    private AtomicKinds() {}

    private static final String[] NAMES = {
        "addf",
        "addi",
        "assign",
        "maximumf",
        "maxs",
        "maxu",
        "minimumf",
        "mins",
        "minu",
        "mulf",
        "muli",
        "ori",
        "andi",
        "maxnumf",
        "minnumf"
    };

    /** The kind's name from {@code 1 : i64}, {@code 1} or {@code #arith.atomic_rmw_kind<addi>}. */
    static String name(String text) {
        String k = Attributes.literal(text);
        if (k.matches("[0-9]+")) return NAMES[Integer.parseInt(k)];
        return k.replaceAll(".*<|>.*", "").strip();
    }

    /** {@code old kind v}: the element after the update (the reduction of two partial values). */
    static Scalar combine(OpCall c, String kind, Scalar old, Scalar v) {
        Cause poison = old.poison() != null ? old.poison() : v.poison();
        if (kind.equals("assign")) return v;
        if (old instanceof IntValue a && v instanceof IntValue b) {
            BigInteger r;
            switch (kind) {
                case "addi":
                    r = a.unsigned().add(b.unsigned());
                    break;
                case "muli":
                    r = a.unsigned().multiply(b.unsigned());
                    break;
                case "ori":
                    r = a.unsigned().or(b.unsigned());
                    break;
                case "andi":
                    r = a.unsigned().and(b.unsigned());
                    break;
                case "maxs":
                    r = a.signed().max(b.signed());
                    break;
                case "mins":
                    r = a.signed().min(b.signed());
                    break;
                case "maxu":
                    r = a.unsigned().max(b.unsigned());
                    break;
                case "minu":
                    r = a.unsigned().min(b.unsigned());
                    break;
                default:
                    throw c.unsupported("atomic kind " + kind);
            }
            return IntValue.wrap(a.type(), r, poison);
        }
        if (old instanceof FloatValue a && v instanceof FloatValue b) {
            if (kind.equals("addf")) return FloatValue.rounded(a.type(), a.value() + b.value(), poison);
            if (kind.equals("mulf")) return FloatValue.rounded(a.type(), a.value() * b.value(), poison);
        }
        throw c.unsupported("atomic kind " + kind);
    }

    /** The neutral value of {@code kind} on {@code type}: what a reduction over no iteration gives. */
    static Scalar identity(OpCall c, String kind, Type type) {
        if (type instanceof Type.IntegerType it) {
            BigInteger min = BigInteger.ONE.shiftLeft(it.width() - 1);
            switch (kind) {
                case "addi":
                case "ori":
                case "maxu":
                    return IntValue.of(it, 0);
                case "muli":
                    return IntValue.of(it, 1);
                case "andi":
                case "minu":
                    return IntValue.of(it, -1);
                case "maxs":
                    return IntValue.wrap(it, min, null);
                case "mins":
                    return IntValue.wrap(it, min.subtract(BigInteger.ONE), null);
                default:
                    break;
            }
        } else if (type instanceof Type.FloatType ft) {
            if (kind.equals("addf")) return new FloatValue(ft, 0.0, null);
            if (kind.equals("mulf")) return new FloatValue(ft, 1.0, null);
        }
        throw c.unsupported("reduction " + kind + " on " + type);
    }
}
