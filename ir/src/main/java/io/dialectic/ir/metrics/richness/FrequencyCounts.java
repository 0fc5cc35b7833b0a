package io.dialectic.ir.metrics.richness;

import java.util.Map;
import java.util.TreeMap;

/**
 * The frequency counts richness estimators work from: {@code f(k)} = number of
 * distinct items (OD patterns, dialect pairs) seen in exactly k sampling
 * units, and the sample size n.
 *
 * <p>In Dialectic a sampling unit is a program and an item's frequency is the
 * number of distinct programs containing it (incidence data). Fed with the
 * number of programs as n, the Chao1 formulas below are their incidence
 * twins (Chao2, iChao2, ICE-style ACE): Chao &amp; Chiu (2016), "Species
 * richness: estimation and comparison", Wiley StatsRef.
 *
 * @param f counts by frequency k >= 1
 * @param n sample size: number of sampling units (programs)
 */
public record FrequencyCounts(Map<Integer, Long> f, long n) {
    public FrequencyCounts {
        f = Map.copyOf(new TreeMap<>(f));
        for (var e : f.entrySet()) {
            if (e.getKey() < 1 || e.getValue() < 0) throw new IllegalArgumentException("bad frequency count " + e);
        }
    }

    public long f(int k) {
        return f.getOrDefault(k, 0L);
    }

    /** Observed richness: distinct items seen at least once. */
    public long observed() {
        return f.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Total abundance: sum of k f(k). */
    public long abundance() {
        long s = 0;
        for (var e : f.entrySet()) s += (long) e.getKey() * e.getValue();
        return s;
    }
}
