package io.dialectic.toolchain.cluster;

import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.crash.BugLocation;
import io.dialectic.toolchain.crash.CrashKeys;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.crash.Frame;
import io.dialectic.toolchain.crash.FunctionIdentities;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a crash cluster is, in one place for every view (CLI {@code clusters}, the Spark job's cluster
 * tables, the app's cluster list and overview, the reducer's {@code --all-clusters}, which reduces the
 * representative of each cluster of an analysis). Each view hands {@link #clusters} the members of one
 * stored {@code crash_key} as it reads them from the run records; this class decides the rest.
 *
 * <ol>
 *   <li><b>No evidence, no duplicate:</b> a crash key that names no crash site ({@link CrashKeys#isWeakKey}: "no
 *       trace", "crash site not in trace", a generic function's assertion whose caller is not in the paste) is evidence
 *       of nothing but "it crashed". Each of its members is a cluster of its own, {@code KEY @ run RUNID}
 *       ({@link ClusterKey#alone}), marked as having no evidence ({@link Group#evidence()}); no later step applies.
 *       Views may list such clusters under one heading but never count them as one bug; {@code --recover-traces}
 *       reruns them to get the evidence.</li>
 *   <li><b>Crash key:</b> the runs with one stored {@code crash_key} (docs/ARCHITECTURE.md "The run record"; the key
 *       is the {@link io.dialectic.toolchain.verdict.Judge}'s, a function of one run's stderr and signal)
 *       are one cluster, key = the crash key, unless the next step splits them.</li>
 *   <li><b>Split when the key's names cannot tell sites apart.</b> A key names the meaningful named frames;
 *       when one member's crash site (its top meaningful frame and that frame's caller, {@link #site}) is an
 *       unnamed frame and two members of one binary (same {@code tool}) crashed at different sites, the key
 *       says how the crash was reached but not where it is (../shared/crashes: legality callbacks of
 *       {@code async-to-async-runtime} and of {@code math-extend-to-supported-types}, both unnamed, both under
 *       {@code ConversionTarget::isLegal}). Such a key's members are split by the pass they share:
 *       repeatedly, the pipeline pass found in most remaining members (at least 2; ties by name) takes every
 *       remaining member that ran it, cluster key {@code KEY @ P} where P lists the passes all taken members
 *       ran ({@code a|b} when the evidence cannot tell which). Groups whose members crashed at a common site of one
 *       binary are then one, named by all their passes: one place in the code, whichever pass reached it (mlir-opt-22's
 *       IntegerRangeAnalysis under int-range-optimizations and arith-int-range-narrowing); a member left over at such
 *       a site joins it. The members left, sharing no pass with another,
 *       get {@code KEY @ SITE} each when they still crashed at different sites of one binary (a module+offset,
 *       comparable within that build only), else stay under {@code KEY}. A stack overflow is never split: it
 *       stops at a random point of its cycle, so its site says nothing. The same rule applies to every tool
 *       version, so a bug keeps one cluster key across versions.</li>
 *   <li><b>Pass:</b> the pass most members' own evidence names ({@code crash_pass}: a "Running pass"
 *       line, a {@code runOnOperation} frame, a one-pass pipeline; ties by name), else the one pass
 *       every member's pipeline holds (with two members or more), else unknown ("").</li>
 *   <li><b>Representative:</b> among the members that ran that pass (all when it is unknown), the one
 *       with the smallest program (characters; unknown text last), ties by run id: the run to reduce
 *       first, and one that shows the cluster's key and pass.</li>
 *   <li><b>Bug location</b> (FLEX): the pass's, when the cluster has one; else the representative's
 *       (from its frames).</li>
 * </ol>
 *
 * <p>A run's cluster depends only on the members of its own crash key, which every view holds: the
 * stored {@code crash_key}, {@code crash_pass}, pipeline, tool and crash site (the Spark job's runs table
 * stores the site as {@code crash_site}/{@code crash_site_named}; a view that lacks them reads the site off
 * the run's stderr with the {@link io.dialectic.toolchain.verdict.Judge}). The split does depend on the
 * key's other members: a key whose members all crashed at one site is one cluster {@code KEY}, and becomes
 * {@code KEY @ P} clusters once a campaign adds a member of a second site.
 */
public final class ClusterDefinition {
    private ClusterDefinition() {}

    /** The separator between a crash key and what tells its clusters apart (a pass list or a site): {@link ClusterKey}. */
    public static final String SPLIT = ClusterKey.SEPARATOR;

    /**
     * One crash run as the definition needs it.
     *
     * @param programChars length of the program text, negative when unknown
     * @param crashPass    the run's own {@code crash_pass}, null or "" when unknown
     * @param pipeline     the run's pipeline items
     * @param bugLocation  the run's bug location label, null when unknown
     * @param tool         the tool that ran it ({@code mlir-opt-19}), null when unknown: sites compare within one tool
     * @param site         its crash site ({@link #site}), "" when the trace has no meaningful frame
     * @param siteNamed    both frames of the site have names
     */
    public record Member(
            String runId,
            long programChars,
            String crashPass,
            List<String> pipeline,
            String bugLocation,
            String tool,
            String site,
            boolean siteNamed) {
        public Member {
            pipeline = pipeline == null ? List.of() : pipeline;
            site = site == null ? "" : site;
        }

        /** A member whose crash site is unknown (no trace to read it from): it never makes its key split. */
        public Member(String runId, long programChars, String crashPass, List<String> pipeline, String bugLocation) {
            this(runId, programChars, crashPass, pipeline, bugLocation, null, "", true);
        }

        Set<String> passes() {
            Set<String> s = new TreeSet<>();
            for (String item : pipeline) s.add(PassPipeline.Item.parse(item).pass());
            return s;
        }

        boolean ran(String pass) {
            return pass.equals(crashPass) || passes().contains(pass);
        }
    }

    /**
     * Where in one binary a crash happened: the top meaningful frame and its caller, each its name or, unnamed,
     * its module+offset ({@link Frame#display}), joined by {@code " < "}.
     *
     * @param named both frames have symbol names (then the crash key, built from names, already tells the site; a
     *              function identity, like an offset, is one build's)
     */
    public record Site(String text, boolean named) {
        public static Site of(CrashSignature s) {
            if (s == null) return new Site("", true);
            List<Frame> top = s.meaningfulFrames().stream().limit(2).toList();
            String text = String.join(" < ", top.stream().map(Frame::display).toList());
            // a function identity (libMLIR.so.22.1!fn@0x...) names a place of one build only, as an offset does
            return new Site(text, top.stream().allMatch(f -> f.named() && !FunctionIdentities.isIdentity(f.name())));
        }
    }

    /** A crash run record as the definition sees it, with its verdict ({@link io.dialectic.toolchain.verdict.Judge#verdictOfStamped}). */
    public static Member member(RunRecord r, Verdict v) {
        Site site = Site.of(v == null ? null : v.signature());
        return new Member(
                r.runId(),
                r.programText() == null ? -1 : r.programText().length(),
                v == null ? null : v.crashPass(),
                r.pipeline(),
                v == null ? null : v.bugLocation(),
                r.tool(),
                site.text(),
                site.named());
    }

    /** What a cluster shows about its members. {@code pass} and {@code bugLocation} are "" when unknown. */
    public record Summary(String representative, String pass, String bugLocation) {}

    /**
     * One cluster of a crash key.
     *
     * @param key      the cluster key: the crash key, or {@code crashKey @ passes} / {@code crashKey @ site} when split,
     *                 {@code crashKey @ run RUNID} for a crash without evidence
     * @param crashKey the members' stored {@code crash_key}
     * @param members  the members, by run id
     * @param evidence the crash key names a crash site ({@link #hasEvidence}); false: one crash alone, never a duplicate
     */
    public record Group(String key, String crashKey, List<Member> members, Summary summary, boolean evidence) {}

    /**
     * The crash key names where the crash happened, so two runs sharing it may be one bug; false for a weak key
     * ({@link CrashKeys#isWeakKey}), whose runs share nothing but having crashed.
     */
    public static boolean hasEvidence(String crashKey) {
        return crashKey == null || !CrashKeys.isWeakKey(crashKey);
    }

    /**
     * What a crash without evidence lacks, as its key says: {@code "no trace"} (no frame above the pass that ran),
     * {@code "crash site not in trace"} (an excerpt cut above it), {@code "caller not in trace"} (a generic utility's
     * message without its caller); null for a key with evidence ({@link #hasEvidence}).
     */
    public static String lack(String crashKey) {
        if (hasEvidence(crashKey)) return null;
        if (crashKey.endsWith(" | " + CrashKeys.CALLER_NOT_IN_TRACE)) return CrashKeys.CALLER_NOT_IN_TRACE;
        if (crashKey.contains(" | crash site not in trace")) return "crash site not in trace";
        return NO_TRACE;
    }

    /** What {@link #lack} says of a crash that printed no frame above the pass (what {@code --recover-traces} reruns). */
    public static final String NO_TRACE = "no trace";

    /** The clusters of one crash key's members (in any order; the result does not depend on it), by cluster key. */
    public static List<Group> clusters(String crashKey, List<Member> members) {
        if (members.isEmpty()) throw new IllegalArgumentException("a cluster has members");
        String key = crashKey == null ? "" : crashKey;
        List<Member> sorted = new ArrayList<>(members);
        sorted.sort(Comparator.comparing(Member::runId, Comparator.nullsFirst(Comparator.naturalOrder())));
        Map<String, List<Member>> parts = new TreeMap<>();
        if (!hasEvidence(key)) {
            List<Group> alone = new ArrayList<>();
            for (Member m : sorted)
                alone.add(new Group(
                        ClusterKey.alone(key, m.runId()).toString(), key, List.of(m), summarize(List.of(m)), false));
            return alone;
        }
        // a stack overflow stops at a random point of its cycle: its site says nothing, never split it
        boolean recursion = key.startsWith("stack overflow:");
        if (!recursion && severalSitesInOneBinary(sorted)) splitByPass(key, sorted, parts);
        else parts.put(key, sorted);
        List<Group> out = new ArrayList<>();
        parts.forEach((k, ms) -> out.add(new Group(k, key, List.copyOf(ms), summarize(ms), true)));
        return out;
    }

    /** Two members of one binary crashed at different sites, and one of those sites has an unnamed frame. */
    private static boolean severalSitesInOneBinary(List<Member> members) {
        if (members.stream().allMatch(Member::siteNamed)) return false;
        Map<String, Set<String>> sitesByTool = new HashMap<>();
        for (Member m : members)
            sitesByTool
                    .computeIfAbsent(String.valueOf(m.tool()), t -> new HashSet<>())
                    .add(m.site());
        return sitesByTool.values().stream().anyMatch(s -> s.size() > 1);
    }

    private static void splitByPass(String key, List<Member> members, Map<String, List<Member>> out) {
        List<Member> left = new ArrayList<>(members);
        Map<Member, Set<String>> passes = new IdentityHashMap<>(); // parsed once, not once per round
        for (Member m : members) passes.put(m, m.passes());
        List<List<Member>> groups = new ArrayList<>();
        List<Set<String>> labels = new ArrayList<>();
        while (left.size() > 1) {
            Map<String, Integer> count = new TreeMap<>();
            for (Member m : left) for (String p : passes.get(m)) count.merge(p, 1, Integer::sum);
            String best = null;
            int n = 1;
            for (var c : count.entrySet())
                if (c.getValue() > n) {
                    best = c.getKey();
                    n = c.getValue();
                }
            if (best == null) break;
            // one pass over the members (left.removeAll(taken) compares every member with every taken one: quadratic
            // in a key's members)
            List<Member> taken = new ArrayList<>(), rest = new ArrayList<>();
            for (Member m : left) (passes.get(m).contains(best) ? taken : rest).add(m);
            // when several passes are common to all taken members, the evidence cannot tell which one: name them all
            Set<String> common = new TreeSet<>(passes.get(taken.get(0)));
            for (Member m : taken) common.retainAll(passes.get(m));
            groups.add(taken);
            labels.add(common);
            left = rest;
        }
        left = joinAtSharedSites(groups, labels, left);
        for (int g = 0; g < groups.size(); g++) {
            if (groups.get(g).isEmpty()) continue;
            out.computeIfAbsent(
                            ClusterKey.split(key, String.join("|", labels.get(g)))
                                    .toString(),
                            k -> new ArrayList<>())
                    .addAll(groups.get(g));
        }
        // Members sharing no pass: if they still crashed at different sites of one binary, keep the sites apart
        // (the suffix is a module+offset, comparable only within that build).
        if (left.stream().map(Member::site).distinct().count() > 1
                && left.stream().map(Member::tool).distinct().count() == 1) {
            for (Member m : left)
                out.computeIfAbsent(ClusterKey.split(key, m.site()).toString(), k -> new ArrayList<>())
                        .add(m);
        } else if (!left.isEmpty()) {
            out.computeIfAbsent(key, k -> new ArrayList<>()).addAll(left);
        }
    }

    /**
     * One site of one binary is one place in the code: the pass groups whose members crashed at a common site become one
     * group (the first of them, named by all their passes: the evidence cannot tell which one), and a member left over
     * at such a site joins it. Without this one bug was as many clusters as passes that reach it: IntegerRangeAnalysis's
     * unnamed callee under int-range-optimizations and under arith-int-range-narrowing, one site of mlir-opt-22. Members
     * of an unknown site join nothing. Groups merged away are left empty; returns the members still left.
     */
    private static List<Member> joinAtSharedSites(
            List<List<Member>> groups, List<Set<String>> labels, List<Member> left) {
        int[] parent = new int[groups.size()];
        for (int g = 0; g < parent.length; g++) parent[g] = g;
        Map<String, Integer> groupOfSite = new HashMap<>();
        for (int g = 0; g < groups.size(); g++) {
            for (Member m : groups.get(g)) {
                if (m.site().isEmpty()) continue;
                Integer other = groupOfSite.putIfAbsent(siteIn(m), g);
                if (other != null) {
                    int a = root(parent, other), b = root(parent, g);
                    parent[Math.max(a, b)] = Math.min(a, b); // the first group takes the others in
                }
            }
        }
        for (int g = 0; g < groups.size(); g++) {
            int r = root(parent, g);
            if (r == g) continue;
            groups.get(r).addAll(groups.get(g));
            labels.get(r).addAll(labels.get(g));
            groups.get(g).clear();
        }
        List<Member> still = new ArrayList<>();
        for (Member m : left) {
            Integer g = m.site().isEmpty() ? null : groupOfSite.get(siteIn(m));
            if (g == null) still.add(m);
            else groups.get(root(parent, g)).add(m);
        }
        return still;
    }

    private static int root(int[] parent, int g) {
        while (parent[g] != g) g = parent[g] = parent[parent[g]];
        return g;
    }

    /** A member's site within its binary (offsets compare within one build only). */
    private static String siteIn(Member m) {
        return m.tool() + "\n" + m.site();
    }

    /** Pass, representative and bug location of one cluster's members ({@link #clusters} gives each group its own). */
    public static Summary summarize(List<Member> members) {
        if (members.isEmpty()) throw new IllegalArgumentException("a cluster has members");
        String pass = pass(members);
        List<Member> candidates = new ArrayList<>();
        for (Member m : members) if (pass.isEmpty() || m.ran(pass)) candidates.add(m);
        Member rep = candidates.stream()
                .min(Comparator.comparingLong((Member m) -> m.programChars() < 0 ? Long.MAX_VALUE : m.programChars())
                        .thenComparing(Member::runId))
                .orElseThrow();
        // FLEX's bug location follows the pass when there is one (BugLocation), else the representative's frames
        String loc = !pass.isEmpty()
                ? BugLocation.of(pass, List.of()).label()
                : rep.bugLocation() == null ? "" : rep.bugLocation();
        return new Summary(rep.runId(), pass, loc);
    }

    private static String pass(List<Member> members) {
        Map<String, Integer> named = new TreeMap<>();
        for (Member m : members)
            if (m.crashPass() != null && !m.crashPass().isEmpty()) named.merge(m.crashPass(), 1, Integer::sum);
        String best = "";
        int n = 0;
        for (var e : named.entrySet())
            if (e.getValue() > n) {
                best = e.getKey();
                n = e.getValue();
            }
        if (!best.isEmpty() || members.size() < 2) return best;
        Set<String> common = new TreeSet<>(members.get(0).passes());
        for (Member m : members) common.retainAll(m.passes());
        return common.size() == 1 ? common.iterator().next() : "";
    }
}
