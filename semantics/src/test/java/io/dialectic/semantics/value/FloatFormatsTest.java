package io.dialectic.semantics.value;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** f16/bf16 rounding and encodings, checked by hand from the IEEE layouts. */
class FloatFormatsTest {
    @Test
    void halfPrecisionRoundsToNearestEvenAndOverflowsToInfinity() {
        assertEquals(1.0 + 1.0 / 1024, FloatFormats.round(Type.FloatType.F16, 1.0 + 1.0 / 1024));
        // halfway between 1 and 1+2^-10: ties to even (1.0)
        assertEquals(1.0, FloatFormats.round(Type.FloatType.F16, 1.0 + 1.0 / 2048));
        assertEquals(65504.0, FloatFormats.round(Type.FloatType.F16, 65519.0));
        assertEquals(Double.POSITIVE_INFINITY, FloatFormats.round(Type.FloatType.F16, 65520.0));
        // smallest subnormal 2^-24; half of it ties to even (0)
        assertEquals(Math.scalb(1.0, -24), FloatFormats.round(Type.FloatType.F16, Math.scalb(1.0, -24)));
        assertEquals(0.0, FloatFormats.round(Type.FloatType.F16, Math.scalb(1.0, -25)));
    }

    @Test
    void bitPatterns() {
        assertEquals(0x3E00, FloatFormats.bits(Type.FloatType.F16, 1.5));
        assertEquals(0x0001, FloatFormats.bits(Type.FloatType.F16, Math.scalb(1.0, -24)));
        assertEquals(0xFC00, FloatFormats.bits(Type.FloatType.F16, Double.NEGATIVE_INFINITY));
        assertEquals(1.5, FloatFormats.fromBits(Type.FloatType.F16, 0x3E00));
        assertEquals(0x3FC0, FloatFormats.bits(Type.FloatType.BF16, 1.5));
        assertEquals(0x3F800000L, FloatFormats.bits(Type.FloatType.F32, 1.0));
    }

    @Test
    void bfloat16KeepsEightSignificantBits() {
        // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: ties to even (1.0); 1 + 3*2^-8 is a tie too, to 1 + 2^-6 (even).
        assertEquals(1.0, FloatFormats.round(Type.FloatType.BF16, 1.0 + 1.0 / 256));
        assertEquals(1.0 + 1.0 / 64, FloatFormats.round(Type.FloatType.BF16, 1.0 + 3.0 / 256));
    }
}
