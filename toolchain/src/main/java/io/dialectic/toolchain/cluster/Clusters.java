package io.dialectic.toolchain.cluster;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Groups crash runs into clusters by {@link ClusterDefinition}: the members of each stored
 * {@code crash_key} (their crash sites read off their stderr by the {@link Judge}) handed to it, which
 * gives that key's clusters with their pass and representative. This is {@code dialectic clusters};
 * the Spark job and the app hand the same function the same members from their tables.
 *
 * <p><b>Similarity merge</b> (off by default) merges clusters with frame-only keys whose frame-name
 * sets have Jaccard similarity &ge; the threshold into the larger one. It can join two bugs in one
 * function; it is for a first look at a noisy campaign only, and the merged keys are listed as
 * {@link Cluster#linkedKeys()}.
 */
public final class Clusters {
    private Clusters() {}

    /** The order of every list of clusters: those with evidence first, then largest first, then by key. */
    public static final Comparator<Cluster> ORDER = Comparator.comparing((Cluster c) -> !c.evidence())
            .thenComparing(c -> -c.size())
            .thenComparing(Cluster::key);

    /**
     * Clusters of the crash runs among {@code records} (others are ignored), in {@link #ORDER}: the crashes without
     * evidence, one cluster each, last. Records as {@link Judge#stamp} leaves them.
     */
    public static List<Cluster> of(List<RunRecord> records, ClusterOptions opts) {
        Judge judge = Judge.defaults();
        Map<String, List<Member>> groups = new TreeMap<>();
        for (RunRecord r : records) {
            if (r.outcome() != Outcome.CRASH) continue;
            Verdict v = judge.verdictOfStamped(r).orElseThrow();
            groups.computeIfAbsent(r.crashKey(), k -> new ArrayList<>()).add(new Member(r, v));
        }
        List<Cluster> out = new ArrayList<>();
        groups.forEach((k, ms) -> out.addAll(clusters(k, ms)));
        out.sort(ORDER);
        return opts.similarityMerge() ? mergeSimilar(out, opts.mergeThreshold()) : out;
    }

    /** The clusters of one crash key's members. */
    private static List<Cluster> clusters(String key, List<Member> ms) {
        List<ClusterDefinition.Member> defs = new ArrayList<>();
        Map<String, Member> byId = new HashMap<>();
        for (Member m : ms) {
            defs.add(ClusterDefinition.member(m.record(), m.verdict()));
            byId.put(m.record().runId(), m);
        }
        List<Cluster> out = new ArrayList<>();
        for (ClusterDefinition.Group g : ClusterDefinition.clusters(key, defs)) {
            ClusterDefinition.Summary s = g.summary();
            Set<String> tools = new TreeSet<>();
            for (ClusterDefinition.Member m : g.members()) if (m.tool() != null) tools.add(m.tool());
            List<String> members = g.members().stream()
                    .map(ClusterDefinition.Member::runId)
                    .sorted()
                    .toList();
            String topFrame = byId.get(s.representative())
                    .verdict()
                    .signature()
                    .topFrame()
                    .orElse("");
            Set<String> passes = new TreeSet<>();
            for (ClusterDefinition.Member m : g.members())
                if (m.crashPass() != null && !m.crashPass().isEmpty()) passes.add(m.crashPass());
            out.add(new Cluster(
                    g.key(),
                    g.crashKey(),
                    members,
                    s.representative(),
                    s.pass(),
                    List.copyOf(passes),
                    s.bugLocation(),
                    tools,
                    topFrame,
                    List.of()));
        }
        return out;
    }

    /** Merges each cluster into the first larger one whose frame-only key is similar enough (input largest first). */
    private static List<Cluster> mergeSimilar(List<Cluster> clusters, double threshold) {
        Map<String, List<Cluster>> into = new LinkedHashMap<>();
        for (Cluster c : clusters) {
            String target = null;
            for (String kept : into.keySet())
                if (similar(c.key(), kept) >= threshold) {
                    target = kept;
                    break;
                }
            into.computeIfAbsent(target == null ? c.key() : target, x -> new ArrayList<>())
                    .add(c);
        }
        List<Cluster> out = new ArrayList<>();
        for (List<Cluster> g : into.values()) out.add(merged(g));
        out.sort(ORDER);
        return out;
    }

    /** The union of clusters kept under the first (the largest), whose representative, pass and location it keeps. */
    static Cluster merged(List<Cluster> g) {
        if (g.size() == 1) return g.get(0);
        Cluster main = g.get(0);
        Set<String> members = new TreeSet<>();
        Set<String> tools = new TreeSet<>();
        List<String> linked = new ArrayList<>(main.linkedKeys());
        Set<String> passes = new TreeSet<>();
        for (Cluster c : g) {
            members.addAll(c.members());
            passes.addAll(c.passes());
            tools.addAll(c.tools());
            if (c != main) {
                linked.add(c.key());
                linked.addAll(c.linkedKeys());
            }
        }
        return new Cluster(
                main.key(),
                main.crashKey(),
                List.copyOf(members),
                main.representative(),
                main.pass(),
                List.copyOf(passes),
                main.bugLocation(),
                tools,
                main.topFrame(),
                linked);
    }

    /** Jaccard similarity of the frame names of two frame-only keys; 0 for any other kind of key. */
    public static double similar(String a, String b) {
        if (!a.startsWith("frames: ") || !b.startsWith("frames: ")) return 0;
        Set<String> x = new HashSet<>(List.of(frameNames(a)));
        Set<String> y = new HashSet<>(List.of(frameNames(b)));
        Set<String> inter = new HashSet<>(x);
        inter.retainAll(y);
        Set<String> union = new HashSet<>(x);
        union.addAll(y);
        return union.isEmpty() ? 0 : (double) inter.size() / union.size();
    }

    /** The frame names of a frame-only cluster key, without the suffix of a split key ({@link ClusterKey}: frame names hold no " @ "). */
    private static String[] frameNames(String key) {
        int split = key.indexOf(ClusterKey.SEPARATOR);
        return (split < 0 ? key.substring(8) : key.substring(8, split)).split(" > ");
    }

    private record Member(RunRecord record, Verdict verdict) {}

    /** Outcome label per run id, in input order. */
    public static Map<String, String> outcomes(List<RunRecord> records) {
        Map<String, String> m = new LinkedHashMap<>();
        for (RunRecord r : records)
            m.put(
                    r.runId(),
                    r.outcome() == null
                            ? (r.error() != null ? "error" : Outcome.NOT_RUN)
                            : r.outcome().label());
        return m;
    }
}
