package io.dialectic.semantics.value;

import java.math.BigInteger;

/**
 * One integer or float. Besides its bits a scalar may carry a poison
 * {@link Cause}: the value is then poison (LLVM/MLIR deferred UB) and its bits
 * are only the value a typical lowering would produce, kept so output stays
 * printable; whatever depends on it is poison too.
 */
public sealed interface Scalar extends RtValue permits Scalar.IntValue, Scalar.FloatValue {

    /** This scalar with the given poison cause (unchanged when already poison). */
    Scalar poisoned(Cause cause);

    /**
     * An integer of {@code type.width()} bits; {@code bits} is the unsigned
     * value in {@code [0, 2^width)}.
     */
    record IntValue(Type.IntegerType type, BigInteger bits, Cause poison) implements Scalar {
        public IntValue {
            if (bits.signum() < 0 || bits.bitLength() > type.width())
                throw new IllegalArgumentException(bits + " out of range for " + type);
        }

        /** Any integer wrapped modulo 2^width (two's complement truncation). */
        public static IntValue wrap(Type.IntegerType type, BigInteger any, Cause poison) {
            return new IntValue(type, any.and(mask(type.width())), poison);
        }

        public static IntValue of(Type.IntegerType type, long v) {
            return wrap(type, BigInteger.valueOf(v), null);
        }

        public static IntValue bool(boolean b, Cause poison) {
            return new IntValue(Type.IntegerType.I1, b ? BigInteger.ONE : BigInteger.ZERO, poison);
        }

        public static BigInteger mask(int width) {
            return BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
        }

        public BigInteger unsigned() {
            return bits;
        }

        public BigInteger signed() {
            return bits.testBit(type.width() - 1) ? bits.subtract(BigInteger.ONE.shiftLeft(type.width())) : bits;
        }

        public int width() {
            return type.width();
        }

        public boolean isTrue() {
            return bits.signum() != 0;
        }

        @Override
        public Scalar poisoned(Cause cause) {
            return poison != null ? this : new IntValue(type, bits, cause);
        }

        @Override
        public String toString() {
            return signed() + " : " + type + (poison != null ? " (poison)" : "");
        }
    }

    /** A float of {@code type}; {@code value} is exactly representable in it (NaN sign and payload are not modelled). */
    record FloatValue(Type.FloatType type, double value, Cause poison) implements Scalar {
        /** The float nearest to {@code v} in {@code type} (round to nearest, ties to even). */
        public static FloatValue rounded(Type.FloatType type, double v, Cause poison) {
            return new FloatValue(type, FloatFormats.round(type, v), poison);
        }

        @Override
        public Scalar poisoned(Cause cause) {
            return poison != null ? this : new FloatValue(type, value, cause);
        }

        @Override
        public String toString() {
            return value + " : " + type + (poison != null ? " (poison)" : "");
        }
    }
}
