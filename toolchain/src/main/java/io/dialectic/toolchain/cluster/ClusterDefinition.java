package io.dialectic.toolchain.cluster;

import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.crash.BugLocation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a crash cluster is, in one place for every view (CLI {@code clusters}, the Spark job's cluster
 * tables, the app's cluster list, the reducer's {@code --all-clusters}):
 *
 * <ol>
 *   <li><b>Members:</b> the crash runs whose stored {@code crash_key} is equal (DESIGN.md "The run
 *       record"; the key is the {@link io.dialectic.toolchain.verdict.Judge}'s, a function of one
 *       run's stderr and signal). Nothing about other runs changes a run's cluster, so a cluster
 *       only grows as a campaign goes on and every view can group by the stored column.</li>
 *   <li><b>Pass:</b> the pass most members' own evidence names ({@code crash_pass}: a "Running pass"
 *       line, a {@code runOnOperation} frame, a one-pass pipeline; ties by name), else the one pass
 *       every member's pipeline holds (with two members or more), else unknown ("").</li>
 *   <li><b>Representative:</b> among the members that ran that pass (all when it is unknown), the one
 *       with the smallest program (characters; unknown text last), ties by run id: the run to reduce
 *       first, and one that shows the cluster's key and pass.</li>
 *   <li><b>Bug location</b> (FLEX): the pass's, when the cluster has one; else the representative's
 *       (from its frames).</li>
 * </ol>
 */
public final class ClusterDefinition {
    private ClusterDefinition() {}

    /**
     * One crash run as the definition needs it.
     *
     * @param programChars length of the program text, negative when unknown
     * @param crashPass    the run's own {@code crash_pass}, null or "" when unknown
     * @param pipeline     the run's pipeline items
     * @param bugLocation  the run's bug location label, null when unknown
     */
    public record Member(String runId, long programChars, String crashPass, List<String> pipeline, String bugLocation) {
        public Member {
            pipeline = pipeline == null ? List.of() : pipeline;
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

    /** What a cluster shows about its members. {@code pass} and {@code bugLocation} are "" when unknown. */
    public record Summary(String representative, String pass, String bugLocation) {}

    public static Summary summarize(List<Member> members) {
        if (members.isEmpty()) throw new IllegalArgumentException("a cluster has members");
        String pass = pass(members);
        List<Member> candidates = new ArrayList<>();
        for (Member m : members) if (pass.isEmpty() || m.ran(pass)) candidates.add(m);
        Member rep = candidates.stream().min(Comparator.comparingLong((Member m) -> m.programChars() < 0 ? Long.MAX_VALUE : m.programChars())
                .thenComparing(Member::runId)).orElseThrow();
        // FLEX's bug location follows the pass when there is one (BugLocation), else the representative's frames
        String loc = !pass.isEmpty() ? BugLocation.of(pass, List.of()).label() : rep.bugLocation() == null ? "" : rep.bugLocation();
        return new Summary(rep.runId(), pass, loc);
    }

    private static String pass(List<Member> members) {
        Map<String, Integer> named = new TreeMap<>();
        for (Member m : members) if (m.crashPass() != null && !m.crashPass().isEmpty()) named.merge(m.crashPass(), 1, Integer::sum);
        String best = "";
        int n = 0;
        for (var e : named.entrySet()) if (e.getValue() > n) {
            best = e.getKey();
            n = e.getValue();
        }
        if (!best.isEmpty() || members.size() < 2) return best;
        Set<String> common = new TreeSet<>(members.get(0).passes());
        for (Member m : members) common.retainAll(m.passes());
        return common.size() == 1 ? common.iterator().next() : "";
    }
}
