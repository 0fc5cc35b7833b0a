package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.record.RunRecord;
import java.util.Collections;
import java.util.List;

/**
 * A record's invalid-IR verdict checked again on a tool: the record's program and pipeline run once more, and when the
 * run ends in an error, the invalid-IR check made afresh ({@link IrBugChecker}, with its own prefixes for the bad pass,
 * nothing taken from the campaign). The verdict holds when the kind and the key come back: the recorded key as
 * today's rule gives it ({@link IrBugKey#of}), so a record keyed by an older rule is not refuted by a change of rule.
 */
public final class InvalidIrRerun {
    private InvalidIrRerun() {}

    /**
     * @param recordedKind the record's {@code ir_bug_kind} (null for none)
     * @param recordedKey  the record's {@code ir_bug_key} by today's rule (null for none)
     * @param found        what the rerun proved, null when the run did not end in an error that left invalid IR
     */
    public record Report(String recordedKind, String recordedKey, IrBug found) {
        /** The rerun proved the recorded kind with the recorded key. */
        public boolean holds() {
            return found != null
                    && found.kind().label().equals(recordedKind)
                    && found.key().equals(recordedKey);
        }
    }

    public static Report of(RunRecord rec, Tool tool, List<String> extraArgs, RunLimits limits, ToolRunner runner) {
        RunRequest req = new RunRequest(tool, rec.programText(), rec.pipeline(), limits, extraArgs);
        RunResult plain = runner.run(req);
        IrBug found = Reruns.rejected(plain)
                ? new IrBugChecker(
                                true) // prefixes too: a record of the differential oracle ran a lowering after the pass
                        .invalidIr(List.of(req), Collections.singletonList(plain.stderr()), new BatchRunner(runner, 1))[
                        0]
                : null;
        return new Report(rec.irBugKind(), IrBugKey.of(rec), found);
    }
}
