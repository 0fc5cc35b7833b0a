package io.dialectic.bench.fuzz;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cluster.Cluster;
import io.dialectic.toolchain.cluster.ClusterCount;
import io.dialectic.toolchain.irbug.IrBugKind;
import io.dialectic.toolchain.record.RunRecord;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The distinct bugs of campaigns by kind, each counted once: crash sites (the crash clusters' keys counted as every view
 * counts them, {@link ClusterCount#sites()}: two clusters of one site are one bug, crashes without evidence none),
 * invalid-IR keys, round-trip keys and miscompile keys. Kept as key sets so that the bugs of several repetitions are
 * their union, not a sum that counts one bug once per repetition.
 */
record DistinctBugs(Set<String> clusterKeys, Set<String> invalidIr, Set<String> roundtrip, Set<String> miscompiles) {
    DistinctBugs {
        clusterKeys = Set.copyOf(clusterKeys);
        invalidIr = Set.copyOf(invalidIr);
        roundtrip = Set.copyOf(roundtrip);
        miscompiles = Set.copyOf(miscompiles);
    }

    static DistinctBugs none() {
        return new DistinctBugs(Set.of(), Set.of(), Set.of(), Set.of());
    }

    /** The bugs of one campaign: its crash clusters and the verdicts its records carry. */
    static DistinctBugs of(List<Cluster> clusters, List<RunRecord> records) {
        Set<String> keys = new TreeSet<>();
        for (Cluster c : clusters) keys.add(c.key());
        Set<String> invalid = new TreeSet<>();
        Set<String> roundtrip = new TreeSet<>();
        Set<String> miscompiles = new TreeSet<>();
        for (RunRecord r : records) {
            IrBugKind kind = IrBugKind.of(r.irBugKind());
            if (kind == IrBugKind.INVALID_IR && r.irBugKey() != null) invalid.add(r.irBugKey());
            if (kind == IrBugKind.ROUNDTRIP && r.irBugKey() != null) roundtrip.add(r.irBugKey());
            if (r.outcome() == Outcome.MISCOMPILE && r.miscompileKey() != null) miscompiles.add(r.miscompileKey());
        }
        return new DistinctBugs(keys, invalid, roundtrip, miscompiles);
    }

    /** The bugs of both, each once. */
    DistinctBugs union(DistinctBugs o) {
        return new DistinctBugs(
                joined(clusterKeys, o.clusterKeys),
                joined(invalidIr, o.invalidIr),
                joined(roundtrip, o.roundtrip),
                joined(miscompiles, o.miscompiles));
    }

    /** Distinct crash sites among the clusters with evidence. */
    long crashSites() {
        return ClusterCount.of(clusterKeys).sites();
    }

    private static Set<String> joined(Set<String> a, Set<String> b) {
        Set<String> s = new TreeSet<>(a);
        s.addAll(b);
        return s;
    }
}
