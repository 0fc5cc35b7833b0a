package io.dialectic.ir.metrics.richness;

/**
 * How many distinct items a fuzzer could reach, estimated from what it found
 * (MLIRod calls the denominator of OD coverage unknowable; this bounds it).
 *
 * @param observed        S_obs
 * @param units           programs sampled (n)
 * @param f1              items seen in exactly one program
 * @param f2              items seen in exactly two programs
 * @param chao1           bias-corrected Chao1 ({@link Chao1})
 * @param chao1Lower      95% log-normal interval, lower end
 * @param chao1Upper      95% log-normal interval, upper end
 * @param iChao1          {@link IChao1}
 * @param ace             {@link Ace}, null when undefined (every rare item a singleton)
 * @param coveragePercent 100 S_obs / Chao1: the share of the estimated reachable items already seen
 */
public record RichnessEstimate(
        long observed,
        long units,
        long f1,
        long f2,
        double chao1,
        double chao1Lower,
        double chao1Upper,
        double iChao1,
        Double ace,
        double coveragePercent) {

    public static RichnessEstimate of(FrequencyCounts c) {
        double chao1 = Chao1.estimate(c);
        double[] ci = Chao1.interval(c);
        double ace = Ace.estimate(c);
        double cov = chao1 > 0 ? 100.0 * c.observed() / chao1 : 100.0;
        return new RichnessEstimate(
                c.observed(),
                c.n(),
                c.f(1),
                c.f(2),
                chao1,
                ci[0],
                ci[1],
                IChao1.estimate(c),
                Double.isNaN(ace) ? null : ace,
                cov);
    }
}
