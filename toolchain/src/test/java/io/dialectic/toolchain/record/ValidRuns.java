package io.dialectic.toolchain.record;

import io.dialectic.toolchain.Outcome;
import java.util.List;

/** For tests of every module (toolchain's test jar): the record of a valid cse run of mlir-opt-19, to fill in. */
public final class ValidRuns {
    private ValidRuns() {}

    /** Run {@code runId} of {@code programText}: mlir-opt-19 19.1.7, pipeline cse, exit 0 in 5 ms, nothing on stderr. */
    public static RunRecord.Builder of(String runId, String programText) {
        return RunRecord.builder()
                .runId(runId)
                .programText(programText)
                .tool("mlir-opt-19")
                .toolVersion("19.1.7")
                .pipeline(List.of("cse"))
                .exitCode(0)
                .durationMs(5)
                .stderr("")
                .outcome(Outcome.VALID);
    }
}
