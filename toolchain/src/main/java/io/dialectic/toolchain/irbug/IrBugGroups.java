package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.record.RunRecord;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The runs carrying an IR-bug verdict grouped by kind and key, as the {@code clusters} verb lists them beside the
 * crash clusters: read from the records, never rerun. Largest first, then by kind and key.
 */
public final class IrBugGroups {
    private IrBugGroups() {}

    /**
     * One group: its members' run ids in record order; the representative is the member with the smallest program
     * (ties: the first), with its pass, op and message.
     */
    public record Group(
            String kind,
            String key,
            List<String> members,
            String representative,
            String pass,
            String op,
            String message) {
        public int size() {
            return members.size();
        }
    }

    public static List<Group> of(List<RunRecord> records) {
        Map<List<String>, List<RunRecord>> byKey = new LinkedHashMap<>();
        for (RunRecord r : records)
            if (r.irBugKind() != null && r.irBugKey() != null)
                byKey.computeIfAbsent(List.of(r.irBugKind(), r.irBugKey()), k -> new ArrayList<>())
                        .add(r);
        List<Group> out = new ArrayList<>();
        for (var e : byKey.entrySet()) {
            RunRecord rep = e.getValue().stream()
                    .min(Comparator.comparingInt(IrBugGroups::chars))
                    .orElseThrow();
            out.add(new Group(
                    e.getKey().get(0),
                    e.getKey().get(1),
                    e.getValue().stream().map(RunRecord::runId).toList(),
                    rep.runId(),
                    rep.irBugPass(),
                    rep.irBugOp(),
                    rep.irBugMessage()));
        }
        out.sort(Comparator.comparingInt(Group::size)
                .reversed()
                .thenComparing(Group::kind)
                .thenComparing(Group::key));
        return out;
    }

    private static int chars(RunRecord r) {
        return r.programText() == null ? Integer.MAX_VALUE : r.programText().length();
    }
}
