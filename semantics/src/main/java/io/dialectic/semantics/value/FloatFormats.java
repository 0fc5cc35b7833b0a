package io.dialectic.semantics.value;

/**
 * Rounding to and bit encodings of the IEEE formats. Every float is held as a
 * double that is exactly representable in its own format; an operation in a
 * narrower format is computed in double and rounded once, which is exact for
 * +, -, *, / and sqrt because double has more than 2p+2 bits for each p here
 * (Figueroa, "When is double rounding innocuous?", 1995).
 */
public final class FloatFormats {
    private FloatFormats() {}

    /** The value of {@code type} nearest to {@code v}, ties to even; overflow gives infinity. */
    public static double round(Type.FloatType type, double v) {
        switch (type) {
            case F64:
                return v;
            case F32:
                return (float) v;
            default:
                break;
        }
        if (Double.isNaN(v) || Double.isInfinite(v) || v == 0) return v;
        int emax = (1 << (type.exponentBits - 1)) - 1;
        int emin = 1 - emax;
        int e = Math.max(Math.getExponent(v), emin);
        double quantum = Math.scalb(1.0, e - type.mantissaBits);
        double r = Math.rint(v / quantum) * quantum;
        if (Math.abs(r) >= Math.scalb(1.0, emax + 1)) return Math.copySign(Double.POSITIVE_INFINITY, v);
        return r;
    }

    /** The IEEE bit pattern of {@code v} (which must be representable in {@code type}); NaN is the quiet NaN. */
    public static long bits(Type.FloatType type, double v) {
        switch (type) {
            case F64:
                return Double.doubleToLongBits(v);
            case F32:
                return Float.floatToIntBits((float) v) & 0xFFFFFFFFL;
            case BF16:
                return (Float.floatToIntBits((float) v) >>> 16) & 0xFFFFL;
            default:
                break;
        }
        long sign = (Double.doubleToRawLongBits(v) >>> 63) << 15;
        if (Double.isNaN(v)) return 0x7E00;
        if (Double.isInfinite(v)) return sign | 0x7C00;
        double a = Math.abs(v);
        if (a == 0) return sign;
        int exp = Math.getExponent(a);
        if (exp < -14) return sign | (long) (a * Math.scalb(1.0, 24)); // subnormal: multiples of 2^-24
        long mant = (long) ((a / Math.scalb(1.0, exp) - 1.0) * 1024);
        return sign | ((long) (exp + 15) << 10) | mant;
    }

    /** The value of the IEEE bit pattern {@code bits} of {@code type}. */
    public static double fromBits(Type.FloatType type, long bits) {
        switch (type) {
            case F64:
                return Double.longBitsToDouble(bits);
            case F32:
                return Float.intBitsToFloat((int) bits);
            case BF16:
                return Float.intBitsToFloat((int) (bits & 0xFFFF) << 16);
            default:
                break;
        }
        int sign = (int) (bits >>> 15) & 1;
        int exp = (int) (bits >>> 10) & 0x1F;
        int mant = (int) bits & 0x3FF;
        double m;
        if (exp == 0) m = mant * Math.scalb(1.0, -24);
        else if (exp == 31) m = mant == 0 ? Double.POSITIVE_INFINITY : Double.NaN;
        else m = (1 + mant / 1024.0) * Math.scalb(1.0, exp - 15);
        return sign == 1 ? -m : m;
    }
}
