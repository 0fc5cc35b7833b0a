package io.dialectic.toolchain.cluster;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.rerun.CrashReproducer;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reruns crashes to find the flaky ones and the clusters they join. A crash whose reruns do not all
 * give its recorded key is flaky. When one input crashes with key A on one run and key B on another
 * (../shared/crashes: remove-dead-values crashes alternate between {@code Block::eraseArguments} and
 * an unnamed frame), A and B are one bug reached through a race or a memory corruption, so their
 * clusters are merged: the merged cluster keeps the key of its largest part and lists the others as
 * {@link Cluster#linkedKeys()}. A crash key that several clusters share ({@link ClusterDefinition} split it)
 * links none of them: the rerun does not say which.
 */
public final class FlakyCrashes {
    /**
     * What reruns showed: every crash key seen per run id (recorded first) and the run ids whose reruns
     * did not all reproduce the recorded outcome and key (flaky, or changed the same way every time).
     */
    public record Evidence(Map<String, Set<String>> keysByRun, Set<String> flaky) {}

    private FlakyCrashes() {}

    /**
     * Reruns every crash {@code times} times on its recorded tool (with {@code --allow-unregistered-dialect},
     * harmless for a program that already parsed) standing in for its recorded one ({@link RerunTools}). Crashes whose
     * tool is not installed, or that are refused (a pipeline that would load code or write a file), are skipped.
     */
    public static Evidence rerun(
            List<RunRecord> records,
            CrashReproducer reproducer,
            ToolDiscovery discovery,
            RunLimits limits,
            int times,
            PrintStream progress) {
        RerunTools tools = new RerunTools(discovery, w -> {
            if (progress != null) progress.println(w);
        });
        Map<String, Set<String>> keys = new LinkedHashMap<>();
        Set<String> flaky = new TreeSet<>();
        // A record whose trace came from a single-threaded rerun (MissingTraces) is compared with nothing recorded:
        // skipped.
        List<RunRecord> crashes = records.stream()
                .filter(r -> r.outcome() == Outcome.CRASH
                        && r.tool() != null
                        && r.programText() != null
                        && (r.error() == null || !r.error().startsWith("trace recovered")))
                .toList();
        int done = 0;
        for (RunRecord r : crashes) {
            Optional<Tool> tool = tools.of(r);
            if (tool.isEmpty()) continue;
            CrashReproducer.Report rep =
                    reproducer.rerun(r, tool.get(), List.of(RunRequest.ALLOW_UNREGISTERED), limits, times);
            Set<String> seen = new LinkedHashSet<>();
            seen.add(r.crashKey());
            for (CrashReproducer.Attempt a : rep.attempts()) if (a.outcome() == Outcome.CRASH) seen.add(a.key());
            keys.put(r.runId(), seen);
            if (!rep.stable()) flaky.add(r.runId());
            if (progress != null)
                progress.printf("\rrerun %d/%d crashes, %d flaky   ", ++done, crashes.size(), flaky.size());
        }
        if (progress != null) progress.println();
        return new Evidence(keys, flaky);
    }

    /** Merges clusters linked by one run crashing with several of their keys. */
    public static List<Cluster> merge(List<Cluster> clusters, Evidence ev) {
        Map<String, String> parent = new HashMap<>();
        for (Cluster c : clusters) parent.put(c.key(), c.key());
        Map<String, Cluster> clusterOfRun = new HashMap<>();
        for (Cluster c : clusters) for (String m : c.members()) clusterOfRun.put(m, c);
        Map<String, List<String>> byCrashKey = new HashMap<>();
        for (Cluster c : clusters)
            byCrashKey.computeIfAbsent(c.crashKey(), k -> new ArrayList<>()).add(c.key());
        for (var e : ev.keysByRun().entrySet()) {
            Cluster home = clusterOfRun.get(e.getKey());
            if (home == null) continue;
            for (String k : e.getValue()) {
                // A rerun key is a crash key: the run's own says nothing new, and one that several clusters share
                // (a key split by pass or site, ClusterDefinition) cannot say which of them: no link. Nor does a key
                // without evidence: sharing "no trace" with another crash says nothing.
                List<String> targets = byCrashKey.getOrDefault(k, List.of());
                if (!home.crashKey().equals(k) && targets.size() == 1 && ClusterDefinition.hasEvidence(k))
                    union(parent, home.key(), targets.get(0));
            }
        }
        Map<String, List<Cluster>> groups = new LinkedHashMap<>();
        for (Cluster c : clusters)
            groups.computeIfAbsent(find(parent, c.key()), x -> new ArrayList<>())
                    .add(c);
        List<Cluster> out = new ArrayList<>();
        for (List<Cluster> g : groups.values()) {
            // the merged cluster keeps the key, representative and pass of its largest part with evidence
            g.sort(Clusters.ORDER);
            out.add(Clusters.merged(g));
        }
        out.sort(Clusters.ORDER);
        return out;
    }

    private static String find(Map<String, String> parent, String k) {
        String p = parent.get(k);
        if (p.equals(k)) return k;
        String root = find(parent, p);
        parent.put(k, root);
        return root;
    }

    private static void union(Map<String, String> parent, String a, String b) {
        String ra = find(parent, a);
        String rb = find(parent, b);
        if (!ra.equals(rb)) parent.put(rb, ra);
    }
}
