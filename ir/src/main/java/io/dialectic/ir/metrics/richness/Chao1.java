package io.dialectic.ir.metrics.richness;

/**
 * Bias-corrected Chao1 with its variance and log-normal 95% interval.
 *
 * <pre>
 *   S = S_obs + ((n-1)/n) f1 (f1-1) / (2 (f2+1))                       Chao (1987); Chao (2005)
 *   var = a f1(f1-1)/(2(f2+1)) + a^2 f1(2f1-1)^2/(4(f2+1)^2)
 *       + a^2 f1^2 f2 (f1-1)^2/(4(f2+1)^4),     a = (n-1)/n           (EstimateS 9 user guide, eq. for bias-corrected Chao1)
 *   T = S - S_obs,  K = exp(1.96 sqrt(ln(1 + var/T^2)))
 *   95% CI = [S_obs + T/K, S_obs + T K]                                  Chao (1987), log-normal
 * </pre>
 * With f1 = 0 nothing unseen is inferred: S = S_obs and the interval is the point.
 */
public final class Chao1 {
    private Chao1() {}

    public static double estimate(FrequencyCounts c) {
        double n = c.n(), f1 = c.f(1), f2 = c.f(2);
        if (n <= 0) return c.observed();
        return c.observed() + ((n - 1) / n) * f1 * (f1 - 1) / (2 * (f2 + 1));
    }

    public static double variance(FrequencyCounts c) {
        double n = c.n(), f1 = c.f(1), f2 = c.f(2);
        if (n <= 0 || f1 == 0) return 0;
        double a = (n - 1) / n;
        return a * f1 * (f1 - 1) / (2 * (f2 + 1))
                + a * a * f1 * Math.pow(2 * f1 - 1, 2) / (4 * Math.pow(f2 + 1, 2))
                + a * a * f1 * f1 * f2 * Math.pow(f1 - 1, 2) / (4 * Math.pow(f2 + 1, 4));
    }

    /** {lower, upper} of the log-normal 95% interval. */
    public static double[] interval(FrequencyCounts c) {
        double sObs = c.observed();
        double t = estimate(c) - sObs;
        double var = variance(c);
        if (t <= 0 || var <= 0) return new double[] {sObs, sObs};
        double k = Math.exp(1.96 * Math.sqrt(Math.log(1 + var / (t * t))));
        return new double[] {sObs + t / k, sObs + t * k};
    }
}
