package io.dialectic.semantics.interp;

import io.dialectic.semantics.interp.IntegerRules.Rounding;
import io.dialectic.semantics.value.Cause;
import io.dialectic.semantics.value.Constants;
import io.dialectic.semantics.value.FloatFormats;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.FloatValue;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.Type;
import io.dialectic.semantics.value.Unsupported;
import io.dialectic.semantics.value.VectorValue;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The arith dialect: every op on integers of any width (i1 and index
 * included), f16/bf16/f32/f64, and vectors of them lane by lane; overflow
 * flags, {@code exact} and fastmath {@code nnan}/{@code ninf} make poison as
 * the op documentation says.
 */
final class ArithSemantics {
    private ArithSemantics() {}

    interface IntOp2 {
        IntValue apply(OpCall c, IntValue a, IntValue b);
    }

    interface FloatOp2 {
        double apply(double a, double b);
    }

    interface FloatOp1 {
        double apply(double a);
    }

    static void register(OpTable t) {
        t.put("arith.constant", c -> List.of(Constants.parse(required(c, "value"), c.resultType(0))));

        intBinary(t, "arith.addi", (c, a, b) -> IntegerRules.add(c, a, b, flag(c, "nsw"), flag(c, "nuw")));
        intBinary(t, "arith.subi", (c, a, b) -> IntegerRules.sub(c, a, b, flag(c, "nsw"), flag(c, "nuw")));
        intBinary(t, "arith.muli", (c, a, b) -> IntegerRules.mul(c, a, b, flag(c, "nsw"), flag(c, "nuw")));
        intBinary(t, "arith.divsi", (c, a, b) -> IntegerRules.divSigned(c, a, b, Rounding.TOWARD_ZERO, exact(c)));
        intBinary(t, "arith.divui", (c, a, b) -> IntegerRules.divUnsigned(c, a, b, Rounding.TOWARD_ZERO, exact(c)));
        intBinary(t, "arith.ceildivsi", (c, a, b) -> IntegerRules.divSigned(c, a, b, Rounding.CEIL, false));
        intBinary(t, "arith.ceildivui", (c, a, b) -> IntegerRules.divUnsigned(c, a, b, Rounding.CEIL, false));
        intBinary(t, "arith.floordivsi", (c, a, b) -> IntegerRules.divSigned(c, a, b, Rounding.FLOOR, false));
        intBinary(t, "arith.remsi", IntegerRules::remSigned);
        intBinary(t, "arith.remui", IntegerRules::remUnsigned);
        intBinary(t, "arith.andi", (c, a, b) -> IntegerRules.bitwise(a, b, BigInteger::and));
        intBinary(t, "arith.ori", (c, a, b) -> IntegerRules.bitwise(a, b, BigInteger::or));
        intBinary(t, "arith.xori", (c, a, b) -> IntegerRules.bitwise(a, b, BigInteger::xor));
        intBinary(t, "arith.shli", (c, a, b) -> IntegerRules.shl(c, a, b, flag(c, "nsw"), flag(c, "nuw")));
        intBinary(t, "arith.shrsi", (c, a, b) -> IntegerRules.shrSigned(c, a, b, exact(c)));
        intBinary(t, "arith.shrui", (c, a, b) -> IntegerRules.shrUnsigned(c, a, b, exact(c)));
        intBinary(
                t,
                "arith.maxsi",
                (c, a, b) -> IntegerRules.bitwise(a, b, (x, y) -> a.signed().compareTo(b.signed()) >= 0 ? x : y));
        intBinary(
                t,
                "arith.minsi",
                (c, a, b) -> IntegerRules.bitwise(a, b, (x, y) -> a.signed().compareTo(b.signed()) <= 0 ? x : y));
        intBinary(t, "arith.maxui", (c, a, b) -> IntegerRules.bitwise(a, b, BigInteger::max));
        intBinary(t, "arith.minui", (c, a, b) -> IntegerRules.bitwise(a, b, BigInteger::min));
        t.put("arith.cmpi", c -> {
            String pred = IntegerRules.CMPI[(int) c.attributes().integer("predicate", -1)];
            return List.of(Lanes.map2(
                    c.resultType(0),
                    c.operand(0),
                    c.operand(1),
                    (x, y) -> IntegerRules.compare(pred, (IntValue) x, (IntValue) y)));
        });
        t.put("arith.addui_extended", ArithSemantics::adduiExtended);
        t.put("arith.mulsi_extended", c -> mulExtended(c, true));
        t.put("arith.mului_extended", c -> mulExtended(c, false));

        floatBinary(t, "arith.addf", (a, b) -> a + b);
        floatBinary(t, "arith.subf", (a, b) -> a - b);
        floatBinary(t, "arith.mulf", (a, b) -> a * b);
        floatBinary(t, "arith.divf", (a, b) -> a / b);
        floatBinary(t, "arith.remf", (a, b) -> a % b); // Java's % on doubles is C's fmod: exact
        floatBinary(t, "arith.maximumf", Math::max); // NaN-propagating, -0 < +0, as Math.max
        floatBinary(t, "arith.minimumf", Math::min);
        t.put("arith.maxnumf", c -> floatNum(c, true));
        t.put("arith.minnumf", c -> floatNum(c, false));
        t.put("arith.negf", c -> List.of(floatUnary(c, a -> -a)));
        t.put("arith.cmpf", ArithSemantics::cmpf);
        t.put("arith.select", ArithSemantics::select);

        t.put(
                "arith.extsi",
                c -> List.of(Lanes.map1(
                        c.resultType(0), c.operand(0), x -> IntegerRules.convert((IntValue) x, intType(c), true))));
        t.put(
                "arith.extui",
                c -> List.of(Lanes.map1(
                        c.resultType(0), c.operand(0), x -> IntegerRules.convert((IntValue) x, intType(c), false))));
        t.put("arith.trunci", c -> List.of(Lanes.map1(c.resultType(0), c.operand(0), x -> trunci(c, (IntValue) x))));
        t.put(
                "arith.index_cast",
                c -> List.of(Lanes.map1(
                        c.resultType(0), c.operand(0), x -> IntegerRules.convert((IntValue) x, intType(c), true))));
        t.put(
                "arith.index_castui",
                c -> List.of(Lanes.map1(
                        c.resultType(0), c.operand(0), x -> IntegerRules.convert((IntValue) x, intType(c), false))));
        t.put(
                "arith.sitofp",
                c -> List.of(Lanes.map1(c.resultType(0), c.operand(0), x -> intToFloat(c, (IntValue) x, true))));
        t.put(
                "arith.uitofp",
                c -> List.of(Lanes.map1(c.resultType(0), c.operand(0), x -> intToFloat(c, (IntValue) x, false))));
        t.put(
                "arith.fptosi",
                c -> List.of(Lanes.map1(c.resultType(0), c.operand(0), x -> floatToInt(c, (FloatValue) x, true))));
        t.put(
                "arith.fptoui",
                c -> List.of(Lanes.map1(c.resultType(0), c.operand(0), x -> floatToInt(c, (FloatValue) x, false))));
        t.put(
                "arith.extf",
                c -> List.of(Lanes.map1(
                        c.resultType(0),
                        c.operand(0),
                        x -> Lanes.propagate(new FloatValue(floatType(c), ((FloatValue) x).value(), null), x))));
        t.put("arith.truncf", c -> {
            long mode = c.attributes().integer("roundingmode", 0);
            if (mode != 0) throw c.unsupported("rounding mode " + mode + " (only to_nearest_even is modelled)");
            return List.of(Lanes.map1(
                    c.resultType(0),
                    c.operand(0),
                    x -> Lanes.propagate(FloatValue.rounded(floatType(c), ((FloatValue) x).value(), null), x)));
        });
        t.put(
                "arith.bitcast",
                c -> List.of(Lanes.map1(
                        c.resultType(0),
                        c.operand(0),
                        x -> bitcast(x, c.resultType(0).scalar()))));
    }

    static String required(OpCall c, String attr) {
        String v = c.attributes().get(attr);
        if (v == null) throw c.unsupported("no attribute " + attr);
        return v;
    }

    static boolean flag(OpCall c, String f) {
        return c.attributes().enumWords("overflowFlags").contains(f);
    }

    /** The {@code exact} unit attribute of divsi/divui/shrsi/shrui (printed {@code isExact}). */
    static boolean exact(OpCall c) {
        return c.attributes().has("isExact") || c.attributes().has("exact");
    }

    private static Type.IntegerType intType(OpCall c) {
        if (!(c.resultType(0).scalar() instanceof Type.IntegerType it)) throw c.unsupported("non-integer result");
        return it;
    }

    private static Type.FloatType floatType(OpCall c) {
        if (!(c.resultType(0).scalar() instanceof Type.FloatType ft)) throw c.unsupported("non-float result");
        return ft;
    }

    static void intBinary(OpTable t, String name, IntOp2 f) {
        t.put(
                name,
                c -> List.of(Lanes.map2(
                        c.resultType(0),
                        c.operand(0),
                        c.operand(1),
                        (x, y) -> f.apply(c, (IntValue) x, (IntValue) y))));
    }

    private static void floatBinary(OpTable t, String name, FloatOp2 f) {
        t.put(name, c -> {
            Type.FloatType ft = floatType(c);
            return List.of(Lanes.map2(c.resultType(0), c.operand(0), c.operand(1), (x, y) -> {
                FloatValue a = (FloatValue) x;
                FloatValue b = (FloatValue) y;
                FloatValue r = FloatValue.rounded(ft, f.apply(a.value(), b.value()), null);
                return fastmath(c, Lanes.propagate(r, a, b), a, b);
            }));
        });
    }

    private static RtValue floatUnary(OpCall c, FloatOp1 f) {
        Type.FloatType ft = floatType(c);
        return Lanes.map1(c.resultType(0), c.operand(0), x -> {
            FloatValue a = (FloatValue) x;
            return fastmath(c, Lanes.propagate(FloatValue.rounded(ft, f.apply(a.value()), null), a), a);
        });
    }

    /** fastmath {@code nnan}/{@code ninf} (or {@code fast}): a NaN/infinite operand or result is poison. */
    static Scalar fastmath(OpCall c, Scalar result, FloatValue... in) {
        List<String> words = c.attributes().enumWords("fastmath");
        if (result.poison() != null) return result;
        boolean nnan = words.contains("nnan") || words.contains("fast");
        boolean ninf = words.contains("ninf") || words.contains("fast");
        if (!nnan && !ninf) return result;
        List<Double> all = new ArrayList<>();
        for (FloatValue f : in) all.add(f.value());
        if (result instanceof FloatValue f) all.add(f.value());
        for (double d : all) {
            if (nnan && Double.isNaN(d)) return result.poisoned(c.cause("NaN under fastmath nnan"));
            if (ninf && Double.isInfinite(d)) return result.poisoned(c.cause("infinity under fastmath ninf"));
        }
        return result;
    }

    /** maxnumf/minnumf (IEEE maxNum/minNum): a NaN operand yields the other; the sign of a zero result from -0 and +0 is unspecified. */
    private static List<RtValue> floatNum(OpCall c, boolean max) {
        Type.FloatType ft = floatType(c);
        return List.of(Lanes.map2(c.resultType(0), c.operand(0), c.operand(1), (x, y) -> {
            FloatValue a = (FloatValue) x;
            FloatValue b = (FloatValue) y;
            double r;
            Cause p = null;
            if (Double.isNaN(a.value())) r = b.value();
            else if (Double.isNaN(b.value())) r = a.value();
            else if (a.value() == 0 && b.value() == 0 && Double.compare(a.value(), b.value()) != 0) {
                r = max ? 0.0 : -0.0;
                p = c.cause("sign of zero unspecified for " + (max ? "maxnumf" : "minnumf") + " of -0 and +0");
            } else r = max ? Math.max(a.value(), b.value()) : Math.min(a.value(), b.value());
            return fastmath(c, Lanes.propagate(new FloatValue(ft, r, p), a, b), a, b);
        }));
    }

    /** arith.cmpf predicates by their enum value. */
    private static final String[] CMPF = {
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
        "true"
    };

    private static List<RtValue> cmpf(OpCall c) {
        String pred = CMPF[(int) c.attributes().integer("predicate", -1)];
        return List.of(Lanes.map2(c.resultType(0), c.operand(0), c.operand(1), (x, y) -> {
            double a = ((FloatValue) x).value();
            double b = ((FloatValue) y).value();
            boolean unordered = Double.isNaN(a) || Double.isNaN(b);
            boolean r;
            switch (pred) {
                case "false":
                    r = false;
                    break;
                case "true":
                    r = true;
                    break;
                case "ord":
                    r = !unordered;
                    break;
                case "uno":
                    r = unordered;
                    break;
                default:
                    boolean cmp;
                    switch (pred.substring(1)) {
                        case "eq":
                            cmp = a == b;
                            break;
                        case "gt":
                            cmp = a > b;
                            break;
                        case "ge":
                            cmp = a >= b;
                            break;
                        case "lt":
                            cmp = a < b;
                            break;
                        case "le":
                            cmp = a <= b;
                            break;
                        case "ne":
                            cmp = a != b;
                            break;
                        default:
                            throw c.unsupported("predicate " + pred);
                    }
                    r = pred.charAt(0) == 'o' ? !unordered && cmp : unordered || cmp;
            }
            return fastmath(c, Lanes.propagate(IntValue.bool(r, null), x, y), (FloatValue) x, (FloatValue) y);
        }));
    }

    /** select: a poison condition gives poison; otherwise the chosen operand, poison or not (the other does not matter). */
    private static List<RtValue> select(OpCall c) {
        RtValue cond = c.operand(0);
        RtValue a = c.operand(1);
        RtValue b = c.operand(2);
        if (cond instanceof Scalar s) {
            RtValue chosen = ((IntValue) s).isTrue() ? a : b;
            if (s.poison() == null) return List.of(chosen);
            return List.of(poisonAll(chosen, s.poison()));
        }
        return List.of(Lanes.map3(c.resultType(0), cond, a, b, (k, x, y) -> {
            Scalar chosen = ((IntValue) k).isTrue() ? x : y;
            return k.poison() == null ? chosen : chosen.poisoned(k.poison());
        }));
    }

    static RtValue poisonAll(RtValue v, Cause cause) {
        if (v instanceof Scalar s) return s.poisoned(cause);
        VectorValue vv = (VectorValue) v;
        List<Scalar> out = new ArrayList<>();
        for (Scalar e : vv.elements()) out.add(e.poisoned(cause));
        return new VectorValue(vv.type(), out);
    }

    /** trunci; {@code nsw}/{@code nuw} (LLVM 20+): poison when the dropped bits are not a sign/zero extension. */
    private static Scalar trunci(OpCall c, IntValue a) {
        Type.IntegerType to = intType(c);
        Cause p = null;
        if (flag(c, "nuw") && !IntegerRules.fitsUnsigned(a.unsigned(), to.width()))
            p = c.cause("truncation drops nonzero bits under nuw");
        else if (flag(c, "nsw") && !IntegerRules.fitsSigned(a.signed(), to.width()))
            p = c.cause("truncation changes the signed value under nsw");
        return Lanes.propagate(IntValue.wrap(to, a.unsigned(), p), a);
    }

    /** sitofp/uitofp: the nearest float, ties to even (one rounding from the exact integer for f32/f64). */
    private static Scalar intToFloat(OpCall c, IntValue a, boolean signed) {
        Type.FloatType ft = floatType(c);
        BigInteger v = signed ? a.signed() : a.unsigned();
        double d = ft == Type.FloatType.F32 ? v.floatValue() : v.doubleValue();
        return Lanes.propagate(FloatValue.rounded(ft, d, null), a);
    }

    /** fptosi/fptoui: rounds toward zero; NaN, infinity or a value out of the result's range is poison (LLVM fptosi/fptoui). */
    private static Scalar floatToInt(OpCall c, FloatValue a, boolean signed) {
        Type.IntegerType to = intType(c);
        double d = a.value();
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            return IntValue.wrap(to, IntegerRules.minSigned(to.width()), c.cause("conversion of " + d + " to " + to));
        }
        BigInteger v = new BigDecimal(d).toBigInteger();
        boolean fits = signed ? IntegerRules.fitsSigned(v, to.width()) : IntegerRules.fitsUnsigned(v, to.width());
        Cause p = fits ? null : c.cause("conversion of out-of-range " + d + " to " + to);
        return Lanes.propagate(IntValue.wrap(to, v, p), a);
    }

    private static Scalar bitcast(Scalar x, Type to) {
        BigInteger bits = x instanceof IntValue iv
                ? iv.unsigned()
                : BigInteger.valueOf(FloatFormats.bits(((FloatValue) x).type(), ((FloatValue) x).value()))
                        .and(IntValue.mask(((FloatValue) x).type().width));
        Scalar r;
        if (to instanceof Type.IntegerType it) r = IntValue.wrap(it, bits, null);
        else {
            Type.FloatType ft = (Type.FloatType) to;
            r = new FloatValue(ft, FloatFormats.fromBits(ft, bits.longValue()), null);
        }
        return Lanes.propagate(r, x);
    }

    private static List<RtValue> adduiExtended(OpCall c) {
        List<Scalar> sums = new ArrayList<>();
        List<Scalar> carries = new ArrayList<>();
        Lanes.map2(c.resultType(0), c.operand(0), c.operand(1), (x, y) -> {
            IntValue a = (IntValue) x;
            IntValue b = (IntValue) y;
            BigInteger s = a.unsigned().add(b.unsigned());
            sums.add(Lanes.propagate(IntValue.wrap(a.type(), s, null), a, b));
            carries.add(Lanes.propagate(IntValue.bool(!IntegerRules.fitsUnsigned(s, a.width()), null), a, b));
            return x;
        });
        return List.of(pack(c.resultType(0), sums), pack(c.resultType(1), carries));
    }

    private static List<RtValue> mulExtended(OpCall c, boolean signed) {
        List<Scalar> low = new ArrayList<>();
        List<Scalar> high = new ArrayList<>();
        Lanes.map2(c.resultType(0), c.operand(0), c.operand(1), (x, y) -> {
            IntValue a = (IntValue) x;
            IntValue b = (IntValue) y;
            BigInteger p =
                    signed ? a.signed().multiply(b.signed()) : a.unsigned().multiply(b.unsigned());
            low.add(Lanes.propagate(IntValue.wrap(a.type(), p, null), a, b));
            high.add(Lanes.propagate(IntValue.wrap(a.type(), p.shiftRight(a.width()), null), a, b));
            return x;
        });
        return List.of(pack(c.resultType(0), low), pack(c.resultType(1), high));
    }

    private static RtValue pack(Type t, List<Scalar> lanes) {
        if (t instanceof Type.VectorType vt) return new VectorValue(vt, lanes);
        if (lanes.size() != 1) throw new Unsupported("scalar result from " + lanes.size() + " lanes");
        return lanes.get(0);
    }
}
