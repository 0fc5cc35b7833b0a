package io.dialectic.fuzzer.campaign;

import io.dialectic.fuzzer.FuzzStats;
import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.fuzzer.guidance.CoverageReport;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cluster.ClusterDefinition;
import io.dialectic.toolchain.irbug.IrBugKind;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** Counts what the loop handled, in handling order (so the counts are the same on resume). */
final class StatsTracker {
    private final Map<String, Long> outcomes = new LinkedHashMap<>();
    private final Map<String, Long> mutantOutcomes = new LinkedHashMap<>();
    private final Map<String, Long> rules = new LinkedHashMap<>();
    /** Crashes by crash key, as the one cluster definition needs them, and each key's cluster count (null: to count again). */
    private final Map<String, List<ClusterDefinition.Member>> crashesByKey = new HashMap<>();

    private final Map<String, Integer> clustersOfKey = new HashMap<>();
    /** IR-bug kind -> its distinct keys. */
    private final Map<String, Set<String>> irBugKeys = new TreeMap<>();

    private final Judge judge = Judge.defaults();
    private long runs;
    private long newRuns;
    private long mutants;
    private long crashes;

    StatsTracker() {
        for (Outcome o : Outcome.values()) {
            outcomes.put(o.label(), 0L);
            mutantOutcomes.put(o.label(), 0L);
        }
        for (String r : new String[] {"R1", "R2", "R3", "R4", "none"}) rules.put(r, 0L);
        for (IrBugKind k : IrBugKind.values()) irBugKeys.put(k.label(), new HashSet<>());
    }

    void handled(Candidate c, CandidateRun e, boolean executedNow) {
        runs++;
        if (executedNow) newRuns++;
        String label = e.outcome() == null ? "error" : e.outcome().label();
        outcomes.merge(label, 1L, Long::sum);
        rules.merge(c.rule(), 1L, Long::sum);
        if (!c.rule().equals("none")) {
            mutants++;
            mutantOutcomes.merge(label, 1L, Long::sum);
        }
        for (RunRecord r : e.records())
            if (r.irBugKind() != null)
                irBugKeys.computeIfAbsent(r.irBugKind(), k -> new HashSet<>()).add(r.irBugKey());
        if (e.outcome() == Outcome.CRASH) {
            crashes++;
            // clusters as `dialectic clusters` counts them (ClusterDefinition: a key may hold several)
            String key = e.record().crashKey();
            crashesByKey
                    .computeIfAbsent(key, k -> new ArrayList<>())
                    .add(ClusterDefinition.member(
                            e.record(), judge.verdictOfStamped(e.record()).orElse(null)));
            clustersOfKey.remove(key);
        }
    }

    private int clusters() {
        int n = 0;
        for (var e : crashesByKey.entrySet())
            n += clustersOfKey.computeIfAbsent(
                    e.getKey(), k -> ClusterDefinition.clusters(k, e.getValue()).size());
        return n;
    }

    FuzzStats snapshot(CoverageReport g, long elapsedMs, boolean finished) {
        return new FuzzStats(
                runs,
                newRuns,
                elapsedMs,
                Map.copyOf(outcomes),
                mutants,
                Map.copyOf(mutantOutcomes),
                Map.copyOf(rules),
                g.poolSize(),
                g.startPatterns(),
                g.patterns(),
                g.startPairs(),
                g.dialectPairs(),
                crashes,
                clusters(),
                irBugCounts(),
                finished);
    }

    private Map<String, Integer> irBugCounts() {
        Map<String, Integer> out = new LinkedHashMap<>();
        irBugKeys.forEach((k, keys) -> out.put(k, keys.size()));
        return out;
    }
}
