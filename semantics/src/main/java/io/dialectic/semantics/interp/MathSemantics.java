package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.FloatValue;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.Type;
import java.util.List;

/**
 * The math ops whose result is exactly specified (correctly rounded or
 * exact: abs, bit counts, copysign, fma, sqrt, rounding to integral);
 * libm-backed functions (exp, sin, ...) are not modelled: their last bit
 * depends on the library.
 */
final class MathSemantics {
    private MathSemantics() {}

    interface F1 {
        double apply(double a);
    }

    static void register(OpTable t) {
        t.put(
                "math.absi",
                c -> List.of(Lanes.map1(c.resultType(0), c.operand(0), x -> {
                    IntValue a = (IntValue) x;
                    return Lanes.propagate(
                            IntValue.wrap(a.type(), a.signed().abs(), null), a); // abs(MIN) = MIN, not poison
                })));
        t.put(
                "math.ctlz",
                c -> List.of(Lanes.map1(c.resultType(0), c.operand(0), x -> {
                    IntValue a = (IntValue) x;
                    return Lanes.propagate(
                            IntValue.of(a.type(), a.width() - a.unsigned().bitLength()), a);
                })));
        t.put(
                "math.cttz",
                c -> List.of(Lanes.map1(c.resultType(0), c.operand(0), x -> {
                    IntValue a = (IntValue) x;
                    int tz = a.unsigned().signum() == 0
                            ? a.width()
                            : a.unsigned().getLowestSetBit();
                    return Lanes.propagate(IntValue.of(a.type(), tz), a);
                })));
        t.put(
                "math.ctpop",
                c -> List.of(Lanes.map1(c.resultType(0), c.operand(0), x -> {
                    IntValue a = (IntValue) x;
                    return Lanes.propagate(IntValue.of(a.type(), a.unsigned().bitCount()), a);
                })));
        unary(t, "math.absf", Math::abs);
        unary(t, "math.sqrt", Math::sqrt);
        unary(t, "math.floor", Math::floor);
        unary(t, "math.ceil", Math::ceil);
        unary(t, "math.trunc", a -> a < 0 ? Math.ceil(a) : Math.floor(a));
        unary(t, "math.roundeven", Math::rint);
        unary(t, "math.round", MathSemantics::roundHalfAway);
        t.put(
                "math.copysign",
                c -> List.of(Lanes.map2(c.resultType(0), c.operand(0), c.operand(1), (x, y) -> {
                    FloatValue a = (FloatValue) x;
                    FloatValue b = (FloatValue) y;
                    return ArithSemantics.fastmath(
                            c,
                            Lanes.propagate(new FloatValue(a.type(), Math.copySign(a.value(), b.value()), null), a, b),
                            a,
                            b);
                })));
        t.put(
                "math.fma",
                c -> List.of(Lanes.map3(
                        c.resultType(0),
                        c.operand(0),
                        c.operand(1),
                        c.operand(2),
                        (a, b, d) -> ArithSemantics.fastmath(
                                c,
                                fma((FloatValue) a, (FloatValue) b, (FloatValue) d),
                                (FloatValue) a,
                                (FloatValue) b,
                                (FloatValue) d))));
    }

    private static void unary(OpTable t, String name, F1 f) {
        t.put(
                name,
                c -> List.of(Lanes.map1(c.resultType(0), c.operand(0), x -> {
                    FloatValue a = (FloatValue) x;
                    return ArithSemantics.fastmath(
                            c, Lanes.propagate(FloatValue.rounded(a.type(), f.apply(a.value()), null), a), a);
                })));
    }

    /** a*b+c with one rounding: exact for f32/f64 (Math.fma); f16/bf16 go through an f32 fma (a*b is exact there). */
    static Scalar fma(FloatValue a, FloatValue b, FloatValue c) {
        double r = a.type() == Type.FloatType.F64
                ? Math.fma(a.value(), b.value(), c.value())
                : Math.fma((float) a.value(), (float) b.value(), (float) c.value());
        return Lanes.propagate(FloatValue.rounded(a.type(), r, null), a, b, c);
    }

    /** math.round: to the nearest integral value, halfway cases away from zero (C round). */
    static double roundHalfAway(double a) {
        if (Double.isNaN(a) || Double.isInfinite(a)) return a;
        double abs = Math.abs(a);
        double f = Math.floor(abs);
        if (abs - f >= 0.5) f += 1; // abs - f is exact: both below 2^53 apart by < 1
        return Math.copySign(f, a);
    }
}
