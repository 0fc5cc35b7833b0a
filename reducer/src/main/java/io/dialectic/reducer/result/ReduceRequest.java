package io.dialectic.reducer.result;

import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.toolchain.Tool;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Everything one reduction needs, read once at the entry point (CLI, app,
 * batch) and passed down unchanged.
 *
 * @param program        the crashing program text
 * @param tool           the mlir-opt that crashes on it
 * @param pipeline       pipeline items ({@code cse}, {@code func.func:PASS{opt=v}})
 * @param extraArgs      further tool arguments kept verbatim ({@code --allow-unregistered-dialect})
 * @param keep           interestingness: same-signature (default), any-crash, regex:R
 * @param budget         wall-clock budget for the whole reduction
 * @param jobs           oracle calls run in parallel
 * @param resume         continue from the state saved in {@code outDir}
 * @param outDir         where reduced.mlir, pipeline.txt, stats.json, report.md go
 * @param confirmRuns    runs of the original used to confirm the crash and detect flakiness
 * @param runTimeout     time limit of one oracle call
 * @param otherVersions  check the result on every other installed mlir-opt
 */
public record ReduceRequest(
        String program,
        Tool tool,
        List<String> pipeline,
        List<String> extraArgs,
        Interestingness.Spec keep,
        Duration budget,
        int jobs,
        boolean resume,
        Path outDir,
        int confirmRuns,
        Duration runTimeout,
        boolean otherVersions) {

    public ReduceRequest {
        pipeline = List.copyOf(pipeline);
        extraArgs = List.copyOf(extraArgs);
        if (jobs < 1) throw new IllegalArgumentException("--jobs must be at least 1");
        if (confirmRuns < 1) throw new IllegalArgumentException("confirmRuns must be at least 1");
    }

    public static int defaultJobs() {
        return Runtime.getRuntime().availableProcessors();
    }
}
