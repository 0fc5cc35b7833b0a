package io.dialectic.toolchain.cluster;

import io.dialectic.toolchain.crash.CrashKeys;
import java.util.Collections;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * How many crash clusters a set of clusters means, as every view says it ({@code clusters}, {@code analyze},
 * summary.json, report.html, the app): the clusters with evidence ({@link ClusterDefinition#hasEvidence}), which may be
 * bugs, and apart from them the crashes without evidence, each a cluster of its own, grouped by what their trace lacks
 * ({@link ClusterDefinition#lack}). "5,031 crash clusters" of which 5,009 are single crashes without a crash site
 * reads as 5,031 bugs; "22 crash clusters (+5,009 crashes without evidence: ...)" does not.
 *
 * <p>The bugs among the clusters with evidence are their crash sites ({@link CrashKeys#siteOf}): a maintainer
 * files one issue per site, and two clusters of one site (a key split by pass, a SIGSEGV and an {@code LLVM ERROR} of
 * one function) are one bug. "12 crash sites (14 crash clusters)".
 *
 * @param withEvidence    clusters whose key names a crash site
 * @param withoutEvidence crashes (one cluster each) whose key names none, by what their trace lacks
 * @param sites           distinct crash sites among the clusters with evidence: the bugs
 */
public record ClusterCount(long withEvidence, Map<String, Long> withoutEvidence, long sites) {
    public ClusterCount {
        withoutEvidence = Collections.unmodifiableMap(new TreeMap<>(withoutEvidence));
    }

    /** A count whose sites were not told apart (stored before sites were counted): each cluster its own site. */
    public ClusterCount(long withEvidence, Map<String, Long> withoutEvidence) {
        this(withEvidence, withoutEvidence, withEvidence);
    }

    public static ClusterCount none() {
        return new ClusterCount(0, Map.of(), 0);
    }

    /**
     * The count of clusters of these cluster keys (one entry per cluster): a crash key, or a split one
     * ({@code KEY @ PASS}, two bugs the key's names could not tell apart, two sites), or one crash alone
     * ({@code KEY @ run ID}).
     */
    public static ClusterCount of(Iterable<String> clusterCrashKeys) {
        long with = 0;
        Map<String, Long> without = new TreeMap<>();
        Set<String> sites = new HashSet<>();
        for (String k : clusterCrashKeys) {
            String lack = ClusterDefinition.lack(k);
            if (lack == null) {
                with++;
                sites.add(k == null ? "" : CrashKeys.siteOf(k));
            } else without.merge(lack, 1L, Long::sum);
        }
        return new ClusterCount(with, without, sites.size());
    }

    /** Crashes without evidence, all together. */
    public long without() {
        return withoutEvidence.values().stream().mapToLong(Long::longValue).sum();
    }

    /**
     * {@code 22 crash clusters (+5,009 crashes without evidence: 4,226 caller not in trace, 783 no trace)}, and when
     * clusters share a site, {@code 20 crash sites (22 crash clusters; +5,009 crashes without evidence: ...)}.
     */
    public String sentence() {
        String without = withoutText();
        if (sites == withEvidence)
            return String.format(Locale.ROOT, "%,d crash clusters", withEvidence)
                    + (without.isEmpty() ? "" : " (" + without + ")");
        return String.format(Locale.ROOT, "%,d crash sites (%,d crash clusters", sites, withEvidence)
                + (without.isEmpty() ? ")" : "; " + without + ")");
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
