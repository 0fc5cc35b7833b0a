package io.dialectic.ir.metrics.richness;

/**
 * ACE, the abundance-based coverage estimator of Chao &amp; Lee (1992), JASA 87:210-217,
 * with the usual rare cut-off of 10:
 *
 * <pre>
 *   S_rare = sum_{k<=10} f_k,  S_abund = sum_{k>10} f_k,  N_rare = sum_{k<=10} k f_k
 *   C = 1 - f1 / N_rare
 *   g^2 = max( (S_rare / C) sum_{k<=10} k(k-1) f_k / (N_rare (N_rare - 1)) - 1, 0 )
 *   ACE = S_abund + S_rare / C + (f1 / C) g^2
 * </pre>
 * When every rare item is a singleton (C = 0) ACE is undefined; NaN is returned.
 */
public final class Ace {
    public static final int RARE = 10;

    private Ace() {}

    public static double estimate(FrequencyCounts c) {
        double sRare = 0, sAbund = 0, nRare = 0, sumKk1 = 0;
        for (var e : c.f().entrySet()) {
            int k = e.getKey();
            double fk = e.getValue();
            if (k <= RARE) {
                sRare += fk;
                nRare += k * fk;
                sumKk1 += (double) k * (k - 1) * fk;
            } else {
                sAbund += fk;
            }
        }
        if (sRare == 0) return sAbund;
        double f1 = c.f(1);
        double cover = 1 - f1 / nRare;
        if (cover <= 0) return Double.NaN;
        double g2 = nRare > 1 ? Math.max((sRare / cover) * sumKk1 / (nRare * (nRare - 1)) - 1, 0) : 0;
        return sAbund + sRare / cover + (f1 / cover) * g2;
    }
}
