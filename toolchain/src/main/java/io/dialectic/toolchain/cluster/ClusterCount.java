package io.dialectic.toolchain.cluster;

import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * How many crash clusters a set of clusters means, as every view says it ({@code clusters}, {@code analyze},
 * summary.json, report.html, the app): the clusters with evidence ({@link ClusterDefinition#hasEvidence}), which may be
 * bugs, and apart from them the crashes without evidence, each a cluster of its own, grouped by what their trace lacks
 * ({@link ClusterDefinition#lack}). "5,031 crash clusters" of which 5,009 are single crashes without a crash site
 * reads as 5,031 bugs; "22 crash clusters (+5,009 crashes without evidence: ...)" does not.
 *
 * @param withEvidence    clusters whose key names a crash site
 * @param withoutEvidence crashes (one cluster each) whose key names none, by what their trace lacks
 */
public record ClusterCount(long withEvidence, Map<String, Long> withoutEvidence) {
    public ClusterCount {
        withoutEvidence = Collections.unmodifiableMap(new TreeMap<>(withoutEvidence));
    }

    public static ClusterCount none() {
        return new ClusterCount(0, Map.of());
    }

    /** The count of clusters of these crash keys (one entry per cluster). */
    public static ClusterCount of(Iterable<String> clusterCrashKeys) {
        long with = 0;
        Map<String, Long> without = new TreeMap<>();
        for (String k : clusterCrashKeys) {
            String lack = ClusterDefinition.lack(k);
            if (lack == null) with++;
            else without.merge(lack, 1L, Long::sum);
        }
        return new ClusterCount(with, without);
    }

    /** Crashes without evidence, all together. */
    public long without() {
        return withoutEvidence.values().stream().mapToLong(Long::longValue).sum();
    }

    /** {@code 22 crash clusters (+5,009 crashes without evidence: 4,226 caller not in trace, 783 no trace)}. */
    public String sentence() {
        String without = withoutText();
        return String.format(Locale.ROOT, "%,d crash clusters", withEvidence)
                + (without.isEmpty() ? "" : " (" + without + ")");
    }

    /** {@code +5,009 crashes without evidence: 4,226 caller not in trace, 783 no trace}, or "" when every crash has evidence. */
    public String withoutText() {
        if (without() == 0) return "";
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "+%,d crashes without evidence: ", without()));
        String sep = "";
        for (var e : withoutEvidence.entrySet()) {
            b.append(sep).append(String.format(Locale.ROOT, "%,d %s", e.getValue(), e.getKey()));
            sep = ", ";
        }
        return b.toString();
    }
}
