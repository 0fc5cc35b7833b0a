package io.dialectic.semantics.value;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Each expected string is what mlir-cpu-runner-19 and mlir-runner-22 printed for the same constant (vector.print). */
class CFormatTest {
    @Test
    void matchesTheRunnersPrintf() {
        assertEquals("1e+10", CFormat.g((float) 1.0e10));
        assertEquals("0.1", CFormat.g(0.1));
        assertEquals("0.333333", CFormat.g(0.333333333333));
        assertEquals("1.23457e+08", CFormat.g(123456789.0));
        assertEquals("1e-07", CFormat.g(1.0e-7));
        assertEquals("1e-05", CFormat.g(1.0e-5));
        assertEquals("100000", CFormat.g(100000.0));
        assertEquals("1e+06", CFormat.g(1000000.0));
        assertEquals("0.0001", CFormat.g((float) 0.0001));
        assertEquals("3.40282e+38", CFormat.g(Float.MAX_VALUE));
        assertEquals("1.67772e+07", CFormat.g(16777217.0));
        assertEquals("-0", CFormat.g(-0.0));
        assertEquals("1.5", CFormat.g(1.5));
        assertEquals("inf", CFormat.g(Double.POSITIVE_INFINITY));
        assertEquals("-inf", CFormat.g(Double.NEGATIVE_INFINITY));
        assertEquals("nan", CFormat.g(Double.NaN));
    }

    @Test
    void roundsTheExactBinaryValueHalfToEven() {
        // 0.3f is 0.300000011920928955078125: six significant digits give 0.3.
        assertEquals("0.3", CFormat.g((float) 0.3));
        // 1234565 (exactly representable, a tie at 6 digits) rounds to even: 1.23456e+06.
        assertEquals("1.23456e+06", CFormat.g(1234565.0));
        assertEquals("1.23458e+06", CFormat.g(1234575.0));
    }
}
