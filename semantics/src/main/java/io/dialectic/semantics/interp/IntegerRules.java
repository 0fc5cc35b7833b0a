package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.Cause;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.Type;
import io.dialectic.semantics.value.Unsupported;
import java.math.BigInteger;
import java.util.function.BinaryOperator;

/**
 * Integer semantics shared by arith and index, following the MLIR arith
 * and index dialect documentation and LLVM LangRef for what they lower to:
 * division by zero and signed overflow of division or remainder
 * ({@code MIN / -1}) are immediate UB, as is a poison divisor; overflow under
 * {@code nsw}/{@code nuw}, a shift amount >= the bit width and an inexact
 * {@code exact} division or shift give poison.
 */
final class IntegerRules {
    private IntegerRules() {}

    /** How a quotient is rounded. */
    enum Rounding {
        TOWARD_ZERO,
        CEIL,
        FLOOR
    }

    static BigInteger minSigned(int w) {
        return BigInteger.ONE.shiftLeft(w - 1).negate();
    }

    static BigInteger maxSigned(int w) {
        return BigInteger.ONE.shiftLeft(w - 1).subtract(BigInteger.ONE);
    }

    static boolean fitsSigned(BigInteger v, int w) {
        return v.compareTo(minSigned(w)) >= 0 && v.compareTo(maxSigned(w)) <= 0;
    }

    static boolean fitsUnsigned(BigInteger v, int w) {
        return v.signum() >= 0 && v.bitLength() <= w;
    }

    private static IntValue result(Type.IntegerType t, BigInteger exact, Cause poison, IntValue a, IntValue b) {
        IntValue r = IntValue.wrap(t, exact, poison);
        return (IntValue) Lanes.propagate(r, a, b);
    }

    static IntValue add(OpCall c, IntValue a, IntValue b, boolean nsw, boolean nuw) {
        Cause p = null;
        if (nsw && !fitsSigned(a.signed().add(b.signed()), a.width())) p = c.cause("signed overflow under nsw");
        else if (nuw && !fitsUnsigned(a.unsigned().add(b.unsigned()), a.width()))
            p = c.cause("unsigned overflow under nuw");
        return result(a.type(), a.unsigned().add(b.unsigned()), p, a, b);
    }

    static IntValue sub(OpCall c, IntValue a, IntValue b, boolean nsw, boolean nuw) {
        Cause p = null;
        if (nsw && !fitsSigned(a.signed().subtract(b.signed()), a.width())) p = c.cause("signed overflow under nsw");
        else if (nuw && !fitsUnsigned(a.unsigned().subtract(b.unsigned()), a.width()))
            p = c.cause("unsigned overflow under nuw");
        return result(a.type(), a.unsigned().subtract(b.unsigned()), p, a, b);
    }

    static IntValue mul(OpCall c, IntValue a, IntValue b, boolean nsw, boolean nuw) {
        Cause p = null;
        if (nsw && !fitsSigned(a.signed().multiply(b.signed()), a.width())) p = c.cause("signed overflow under nsw");
        else if (nuw && !fitsUnsigned(a.unsigned().multiply(b.unsigned()), a.width()))
            p = c.cause("unsigned overflow under nuw");
        return result(a.type(), a.unsigned().multiply(b.unsigned()), p, a, b);
    }

    private static void checkDivisor(OpCall c, IntValue b) {
        if (b.poison() != null) throw c.ub("divisor is poison (" + b.poison() + ")");
        if (b.bits().signum() == 0) throw c.ub("division by zero");
    }

    static IntValue divSigned(OpCall c, IntValue a, IntValue b, Rounding r, boolean exact) {
        checkDivisor(c, b);
        BigInteger x = a.signed();
        BigInteger y = b.signed();
        if (y.equals(BigInteger.ONE.negate()) && (a.poison() != null || x.equals(minSigned(a.width())))) {
            throw c.ub(
                    a.poison() != null
                            ? "poison dividend divided by -1 (may be MIN / -1)"
                            : "signed division overflow: MIN / -1");
        }
        BigInteger[] qr = x.divideAndRemainder(y);
        BigInteger q = round(qr, x.signum() * y.signum(), r);
        Cause p = exact && qr[1].signum() != 0 ? c.cause("exact division with remainder " + qr[1]) : null;
        return result(a.type(), q, p, a, b);
    }

    static IntValue divUnsigned(OpCall c, IntValue a, IntValue b, Rounding r, boolean exact) {
        checkDivisor(c, b);
        BigInteger[] qr = a.unsigned().divideAndRemainder(b.unsigned());
        BigInteger q = round(qr, 1, r);
        Cause p = exact && qr[1].signum() != 0 ? c.cause("exact division with remainder " + qr[1]) : null;
        return result(a.type(), q, p, a, b);
    }

    private static BigInteger round(BigInteger[] qr, int quotientSign, Rounding r) {
        if (qr[1].signum() == 0) return qr[0];
        if (r == Rounding.CEIL && quotientSign > 0) return qr[0].add(BigInteger.ONE);
        if (r == Rounding.FLOOR && quotientSign < 0) return qr[0].subtract(BigInteger.ONE);
        return qr[0];
    }

    /** Signed remainder, the sign of the dividend (C, LLVM srem); {@code MIN % -1} is UB as in LLVM. */
    static IntValue remSigned(OpCall c, IntValue a, IntValue b) {
        checkDivisor(c, b);
        if (b.signed().equals(BigInteger.ONE.negate())
                && (a.poison() != null || a.signed().equals(minSigned(a.width())))) {
            throw c.ub(
                    a.poison() != null
                            ? "poison dividend remainder by -1 (may be MIN % -1)"
                            : "signed remainder overflow: MIN % -1");
        }
        return result(a.type(), a.signed().remainder(b.signed()), null, a, b);
    }

    static IntValue remUnsigned(OpCall c, IntValue a, IntValue b) {
        checkDivisor(c, b);
        return result(a.type(), a.unsigned().remainder(b.unsigned()), null, a, b);
    }

    private static Cause overShift(OpCall c, IntValue a, IntValue b) {
        if (b.unsigned().compareTo(BigInteger.valueOf(a.width())) >= 0) {
            return c.cause("shift amount " + b.unsigned() + " >= bit width " + a.width());
        }
        return null;
    }

    static IntValue shl(OpCall c, IntValue a, IntValue b, boolean nsw, boolean nuw) {
        Cause p = overShift(c, a, b);
        if (p != null) return result(a.type(), BigInteger.ZERO, p, a, b);
        int s = b.unsigned().intValueExact();
        BigInteger shifted = a.unsigned().shiftLeft(s);
        if (nuw && !fitsUnsigned(shifted, a.width())) p = c.cause("nonzero bits shifted out under nuw");
        else if (nsw && !fitsSigned(a.signed().shiftLeft(s), a.width())) p = c.cause("signed overflow under nsw");
        return result(a.type(), shifted, p, a, b);
    }

    static IntValue shrSigned(OpCall c, IntValue a, IntValue b, boolean exact) {
        Cause p = overShift(c, a, b);
        if (p != null)
            return result(a.type(), a.signed().signum() < 0 ? BigInteger.ONE.negate() : BigInteger.ZERO, p, a, b);
        int s = b.unsigned().intValueExact();
        if (exact && a.unsigned().getLowestSetBit() >= 0 && a.unsigned().getLowestSetBit() < s)
            p = c.cause("exact shift drops nonzero bits");
        return result(a.type(), a.signed().shiftRight(s), p, a, b);
    }

    static IntValue shrUnsigned(OpCall c, IntValue a, IntValue b, boolean exact) {
        Cause p = overShift(c, a, b);
        if (p != null) return result(a.type(), BigInteger.ZERO, p, a, b);
        int s = b.unsigned().intValueExact();
        if (exact && a.unsigned().getLowestSetBit() >= 0 && a.unsigned().getLowestSetBit() < s)
            p = c.cause("exact shift drops nonzero bits");
        return result(a.type(), a.unsigned().shiftRight(s), p, a, b);
    }

    static IntValue bitwise(IntValue a, IntValue b, BinaryOperator<BigInteger> f) {
        return result(a.type(), f.apply(a.unsigned(), b.unsigned()), null, a, b);
    }

    /** arith.cmpi predicates by their enum value: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge. */
    static final String[] CMPI = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};

    static IntValue compare(String pred, IntValue a, IntValue b) {
        int s = a.signed().compareTo(b.signed());
        int u = a.unsigned().compareTo(b.unsigned());
        boolean r;
        switch (pred) {
            case "eq":
                r = u == 0;
                break;
            case "ne":
                r = u != 0;
                break;
            case "slt":
                r = s < 0;
                break;
            case "sle":
                r = s <= 0;
                break;
            case "sgt":
                r = s > 0;
                break;
            case "sge":
                r = s >= 0;
                break;
            case "ult":
                r = u < 0;
                break;
            case "ule":
                r = u <= 0;
                break;
            case "ugt":
                r = u > 0;
                break;
            case "uge":
                r = u >= 0;
                break;
            default:
                throw new Unsupported("comparison predicate " + pred);
        }
        return (IntValue) Lanes.propagate(IntValue.bool(r, null), a, b);
    }

    /** {@code a} converted to {@code to}: sign- or zero-extended, or truncated. */
    static IntValue convert(IntValue a, Type.IntegerType to, boolean signed) {
        return (IntValue) Lanes.propagate(IntValue.wrap(to, signed ? a.signed() : a.unsigned(), null), a);
    }
}
