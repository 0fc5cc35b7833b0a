package io.dialectic.ir.metrics.richness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The estimators on small frequency tables worked out by hand from the
 * published formulas (derivations in the comments).
 */
class EstimatorsTest {
    /*
     * 11 items: f1 = 5, f2 = 2, f3 = 1, f4 = 1, and 2 items seen 12 times. n = 40 sampling units.
     *   S_obs = 5 + 2 + 1 + 1 + 2 = 11
     *   Chao1 = 11 + (39/40) * 5*4 / (2*3) = 11 + 0.975 * 3.3333 = 14.25
     *   var   = 0.975*20/6 + 0.975^2 * 5*81/36 + 0.975^2 * 25*2*16/324
     *         = 3.25 + 0.950625*11.25 + 0.950625*2.469136 = 3.25 + 10.694531 + 2.347222 = 16.291753
     *   T = 3.25, K = exp(1.96 sqrt(ln(1 + 16.291753/10.5625))) = exp(1.96 * 0.965978) = 6.64128
     *   CI = [11 + 3.25/6.64128, 11 + 3.25*6.64128] = [11.4894, 32.5844]
     *   iChao1 = 14.25 + (37/160) * (1/1) * max(5 - (37/78)*2*1/1, 0) = 14.25 + 0.23125 * 4.051282 = 15.186859
     *   ACE: S_rare = 9, S_abund = 2, N_rare = 5+4+3+4 = 16, C = 1 - 5/16 = 0.6875,
     *        sum k(k-1)f_k = 2*1*2 + 3*2*1 + 4*3*1 = 22, g^2 = (9/0.6875)*22/(16*15) - 1 = 0.2,
     *        ACE = 2 + 13.090909 + (5/0.6875)*0.2 = 16.545455
     */
    private static final FrequencyCounts EXAMPLE = new FrequencyCounts(Map.of(1, 5L, 2, 2L, 3, 1L, 4, 1L, 12, 2L), 40);

    @Test
    void chao1BiasCorrectedWithLogNormalInterval() {
        assertEquals(11, EXAMPLE.observed());
        assertEquals(14.25, Chao1.estimate(EXAMPLE), 1e-9);
        assertEquals(16.291753, Chao1.variance(EXAMPLE), 1e-6);
        double[] ci = Chao1.interval(EXAMPLE);
        assertEquals(11.4894, ci[0], 1e-4);
        assertEquals(32.5844, ci[1], 1e-4);
    }

    @Test
    void iChao1AddsTheF3F4Correction() {
        assertEquals(15.186859, IChao1.estimate(EXAMPLE), 1e-6);
    }

    @Test
    void aceWithRareCutOffTen() {
        assertEquals(16.545455, Ace.estimate(EXAMPLE), 1e-6);
    }

    @Test
    void noSingletonsMeansNothingUnseen() {
        // f1 = 0: Chao1 = S_obs = 3 + 1 = 4, the interval collapses to the point.
        FrequencyCounts c = new FrequencyCounts(Map.of(2, 3L, 5, 1L), 10);
        assertEquals(4, Chao1.estimate(c), 1e-12);
        double[] ci = Chao1.interval(c);
        assertEquals(4, ci[0], 1e-12);
        assertEquals(4, ci[1], 1e-12);
        RichnessEstimate e = RichnessEstimate.of(c);
        assertEquals(100.0, e.coveragePercent(), 1e-9);
    }

    @Test
    void onlySingletonsLeavesAceUndefinedAndChao1Large() {
        // f1 = 4, f2 = 0, n = 4: Chao1 = 4 + (3/4) * 4*3/2 = 8.5; ACE has coverage 1 - 4/4 = 0 -> undefined.
        FrequencyCounts c = new FrequencyCounts(Map.of(1, 4L), 4);
        assertEquals(8.5, Chao1.estimate(c), 1e-12);
        assertTrue(Double.isNaN(Ace.estimate(c)));
        RichnessEstimate e = RichnessEstimate.of(c);
        assertNull(e.ace());
        assertEquals(100.0 * 4 / 8.5, e.coveragePercent(), 1e-9);
    }
}
