package io.dialectic.semantics.value;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * C's {@code printf("%g")} (precision 6), which the MLIR runner utilities use
 * to print every float ({@code printF32}/{@code printF64}; f16/bf16 are widened
 * to float first). glibc rounds the exact binary value half-to-even, as
 * {@link BigDecimal} does here. NaN prints as {@code nan} whatever its sign:
 * x86 produces a negative default NaN at run time while a folded constant is
 * positive, and MLIR does not specify a NaN's sign, so comparisons ignore it.
 */
public final class CFormat {
    private CFormat() {}

    private static final int PRECISION = 6;

    public static String g(double v) {
        if (Double.isNaN(v)) return "nan";
        if (Double.isInfinite(v)) return v > 0 ? "inf" : "-inf";
        String sign = (Double.doubleToRawLongBits(v) < 0) ? "-" : "";
        if (v == 0) return sign + "0";
        BigDecimal r = new BigDecimal(Math.abs(v)).round(new MathContext(PRECISION, RoundingMode.HALF_EVEN));
        int exponent = r.precision() - r.scale() - 1;
        if (exponent < -4 || exponent >= PRECISION) {
            String digits = r.unscaledValue().toString().replaceAll("0+$", "");
            String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
            String e = String.valueOf(Math.abs(exponent));
            if (e.length() < 2) e = "0" + e;
            return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + e;
        }
        return sign + r.stripTrailingZeros().toPlainString();
    }
}
