package io.dialectic.ir.metrics.richness;

/**
 * iChao1, the improved lower bound of Chiu, Wang, Walther &amp; Chao (2014),
 * "An improved nonparametric lower bound of species richness via a modified
 * Good-Turing frequency formula", Biometrics 70:671-682, eq. (8):
 *
 * <pre>
 *   iChao1 = Chao1 + ((n-3)/(4n)) (f3/f4) max(f1 - ((n-3)/(2(n-1))) f2 f3 / f4, 0)
 * </pre>
 * f4 = 0 is replaced by 1, as the authors' software does. It uses f3 and f4,
 * so it stays higher than Chao1 when f1 is large against f2.
 */
public final class IChao1 {
    private IChao1() {}

    public static double estimate(FrequencyCounts c) {
        double chao1 = Chao1.estimate(c);
        double n = c.n();
        if (n <= 3) return chao1;
        double f1 = c.f(1), f2 = c.f(2), f3 = c.f(3), f4 = Math.max(c.f(4), 1);
        double correction =
                ((n - 3) / (4 * n)) * (f3 / f4) * Math.max(f1 - ((n - 3) / (2 * (n - 1))) * f2 * f3 / f4, 0);
        return chao1 + correction;
    }
}
