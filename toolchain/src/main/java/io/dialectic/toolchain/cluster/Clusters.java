package io.dialectic.toolchain.cluster;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.crash.BugLocation;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.crash.Frame;
import io.dialectic.toolchain.crash.PlumbingFrames;
import io.dialectic.toolchain.record.RunRecord;
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
 * Groups crash runs into clusters, one per bug as far as the evidence tells.
 *
 * <ol>
 *   <li><b>Exact key:</b> runs with the same {@link CrashSignature#key()} are one group.</li>
 *   <li><b>Split by pass</b> (on by default): when some member's crash site is an unnamed frame, the
 *       names in the key say how the crash was reached but not where it is (e.g. two different
 *       legality callbacks both under {@code ConversionTarget::isLegal}). Such a group is split by
 *       the pass its members share: repeatedly, the pass item found in most unassigned members'
 *       pipelines (at least 2) takes all of them, key {@code KEY @ pass}. Members sharing no pass with
 *       another stay under {@code KEY}. The same split applies to every tool version, so a bug keeps
 *       one key across versions.</li>
 *   <li><b>Similarity merge</b> (off by default): clusters with frame-only keys whose frame-name
 *       sets have Jaccard similarity &ge; the threshold are merged into the larger one. It can join
 *       two bugs in one function; it is for a first look at a noisy campaign only.</li>
 * </ol>
 */
public final class Clusters {
    private Clusters() {}

    /** Clusters of the crash runs among {@code records} (others are ignored), largest first. */
    public static List<Cluster> of(List<RunRecord> records, ClusterOptions opts) {
        PlumbingFrames plumbing = PlumbingFrames.defaults();
        Map<String, List<Member>> groups = new TreeMap<>();
        for (RunRecord r : records) {
            if (!Outcome.CRASH.label().equals(r.outcome())) continue;
            CrashSignature sig = CrashSignature.parse(r.stderr(), r.pipeline(), r.signal(), plumbing, opts.topFrames());
            groups.computeIfAbsent(sig.key(), k -> new ArrayList<>()).add(new Member(r, sig));
        }
        Map<String, List<Member>> split = new TreeMap<>();
        for (var e : groups.entrySet()) {
            // a stack overflow stops at a random point of its cycle: its site says nothing, never split it
            boolean recursion = e.getKey().startsWith("stack overflow:");
            if (opts.splitByPass() && !recursion && severalSitesInOneBinary(e.getValue())) splitByPass(e.getKey(), e.getValue(), split);
            else split.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).addAll(e.getValue());
        }
        if (opts.similarityMerge()) split = mergeSimilar(split, opts.mergeThreshold());
        List<Cluster> out = new ArrayList<>();
        split.forEach((k, ms) -> out.add(cluster(k, ms)));
        out.sort(Comparator.comparing((Cluster c) -> -c.size()).thenComparing(Cluster::key));
        return out;
    }

    /**
     * True when two members of one binary (same tool) crashed at different sites (top meaningful frame
     * and its caller, named or module+offset) and one of those frames is unnamed: the key's names do
     * not tell these sites apart.
     */
    private static boolean severalSitesInOneBinary(List<Member> members) {
        if (members.stream().noneMatch(Member::siteUnnamed)) return false;
        // siteUnnamed: either of the two site frames has no name
        Map<String, Set<String>> sitesByTool = new HashMap<>();
        for (Member m : members) {
            List<Frame> f = m.sig().meaningfulFrames();
            sitesByTool.computeIfAbsent(String.valueOf(m.record().tool()), t -> new HashSet<>()).add(m.site());
        }
        return sitesByTool.values().stream().anyMatch(s -> s.size() > 1);
    }

    private static void splitByPass(String key, List<Member> members, Map<String, List<Member>> out) {
        List<Member> left = new ArrayList<>(members);
        while (left.size() > 1) {
            Map<String, Integer> count = new TreeMap<>();
            for (Member m : left) for (String p : m.passes()) count.merge(p, 1, Integer::sum);
            String best = null;
            int n = 1;
            for (var c : count.entrySet()) if (c.getValue() > n) {
                best = c.getKey();
                n = c.getValue();
            }
            if (best == null) break;
            final String pass = best;
            List<Member> taken = left.stream().filter(m -> m.passes().contains(pass)).toList();
            // when several passes are common to all taken members, the evidence cannot tell which one: name them all
            Set<String> common = new TreeSet<>(taken.get(0).passes());
            for (Member m : taken) common.retainAll(m.passes());
            out.computeIfAbsent(key + " @ " + String.join("|", common), k -> new ArrayList<>()).addAll(taken);
            left.removeAll(taken);
        }
        // Members sharing no pass: if they still crashed at different sites of one binary, keep the sites apart
        // (the suffix is a module+offset, comparable only within that build).
        if (left.stream().map(Member::site).distinct().count() > 1 && left.stream().map(m -> m.record().tool()).distinct().count() == 1) {
            for (Member m : left) out.computeIfAbsent(key + " @ " + m.site(), k -> new ArrayList<>()).add(m);
        } else if (!left.isEmpty()) {
            out.computeIfAbsent(key, k -> new ArrayList<>()).addAll(left);
        }
    }

    private static Map<String, List<Member>> mergeSimilar(Map<String, List<Member>> groups, double threshold) {
        List<String> keys = new ArrayList<>(groups.keySet());
        keys.sort(Comparator.comparing((String k) -> -groups.get(k).size()).thenComparing(k -> k));
        Map<String, List<Member>> out = new LinkedHashMap<>();
        for (String k : keys) {
            String into = null;
            for (String kept : out.keySet()) if (similar(k, kept) >= threshold) {
                into = kept;
                break;
            }
            out.computeIfAbsent(into == null ? k : into, x -> new ArrayList<>()).addAll(groups.get(k));
        }
        return out;
    }

    /** Jaccard similarity of the frame names of two frame-only keys; 0 for any other kind of key. */
    public static double similar(String a, String b) {
        if (!a.startsWith("frames: ") || !b.startsWith("frames: ")) return 0;
        Set<String> x = new HashSet<>(List.of(a.substring(8).replaceAll(" @ .*$", "").split(" > ")));
        Set<String> y = new HashSet<>(List.of(b.substring(8).replaceAll(" @ .*$", "").split(" > ")));
        Set<String> inter = new HashSet<>(x);
        inter.retainAll(y);
        Set<String> union = new HashSet<>(x);
        union.addAll(y);
        return union.isEmpty() ? 0 : (double) inter.size() / union.size();
    }

    private static Cluster cluster(String key, List<Member> ms) {
        List<Member> sorted = new ArrayList<>(ms);
        sorted.sort(Comparator.comparing((Member m) -> m.record().runId()));
        Member rep = sorted.stream().min(Comparator.comparingInt((Member m) -> size(m.record())).thenComparing(m -> m.record().runId())).orElseThrow();
        Set<String> tools = new TreeSet<>();
        Set<String> passes = new TreeSet<>();
        Set<String> locs = new TreeSet<>();
        // A pass in every member's pipeline is the cluster's pass when no signature names one: one bug, one pass.
        Set<String> common = new TreeSet<>(sorted.get(0).passes());
        for (Member m : sorted) common.retainAll(m.passes());
        String sharedPass = sorted.size() > 1 && common.size() == 1 ? common.iterator().next() : null;
        for (Member m : sorted) {
            if (m.record().tool() != null) tools.add(m.record().tool());
            if (m.sig().pass() != null) passes.add(m.sig().pass());
        }
        if (key.contains(" @ ") && !key.contains("+0x")) passes.addAll(List.of(key.substring(key.lastIndexOf(" @ ") + 3).split("\\|")));
        if (passes.isEmpty() && sharedPass != null) passes.add(sharedPass);
        for (Member m : sorted) {
            String pass = m.sig().pass() != null ? m.sig().pass() : passes.size() == 1 ? passes.iterator().next() : null;
            locs.add(BugLocation.of(pass, m.sig().frames()).label());
        }
        return new Cluster(key, sorted.stream().map(m -> m.record().runId()).toList(), rep.record().runId(), tools, passes, locs,
                rep.sig().topFrame().orElse(""), List.of());
    }

    private static int size(RunRecord r) {
        return r.programText() == null ? Integer.MAX_VALUE : r.programText().length();
    }

    private record Member(RunRecord record, CrashSignature sig) {
        boolean siteUnnamed() {
            return sig.meaningfulFrames().stream().limit(2).anyMatch(f -> !f.named());
        }

        /** The crashing frame and its caller, named or module+offset: a crash site inside one binary. */
        String site() {
            List<Frame> f = sig.meaningfulFrames();
            return f.stream().limit(2).map(Frame::display).reduce((a, b) -> a + " < " + b).orElse("");
        }

        Set<String> passes() {
            Set<String> s = new HashSet<>();
            for (String item : record.pipeline()) s.add(PassPipeline.Item.parse(item).pass());
            return s;
        }
    }

    /** Outcome label per run id, in input order. */
    public static Map<String, String> outcomes(List<RunRecord> records) {
        Map<String, String> m = new LinkedHashMap<>();
        for (RunRecord r : records) m.put(r.runId(), r.outcome() == null ? (r.error() != null ? "error" : "not-run") : r.outcome());
        return m;
    }

}
