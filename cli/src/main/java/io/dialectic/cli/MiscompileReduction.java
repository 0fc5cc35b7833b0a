package io.dialectic.cli;

import io.dialectic.base.ProgramBytes;
import io.dialectic.reducer.MiscompileReducer;
import io.dialectic.reducer.result.MiscompileRequest;
import io.dialectic.reducer.result.MiscompileResult;
import io.dialectic.semantics.run.Cell;
import io.dialectic.toolchain.RefusedInput;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;

/**
 * {@code reduce --keep same-miscompile}: the program and its cell come from {@code --input} with
 * {@code --tool} and {@code --pipeline} (a pipeline word of {@code exec}: O0, OPT, RATTE or passes run before the
 * lowering), or from a miscompile run record ({@code --run PATH:RUN_ID}, PATH a runs .jsonl or a campaign folder of
 * {@code fuzz --oracle differential}); then {@link MiscompileReducer} does the work.
 */
final class MiscompileReduction {
    private MiscompileReduction() {}

    /** The record {@code runId} of a runs file or campaign folder. */
    static RunRecord record(String spec) throws IOException {
        return RecordReference.read(spec);
    }

    /** The cell a record ran in: its mlir-opt version and its pipeline items as flags ({@link MiscompileReducer#cellOf}). */
    static Cell cellOf(RunRecord r) {
        try {
            return MiscompileReducer.cellOf(r.runId(), r.tool(), r.pipeline());
        } catch (RefusedInput e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new BadInput(e.getMessage());
        }
    }

    static int run(String program, Cell cell, Duration budget, int jobs, Path out, boolean resume) throws IOException {
        MiscompileResult r = new MiscompileReducer(new ToolDiscovery())
                .reduce(
                        new MiscompileRequest(program, cell, budget, jobs, out, resume),
                        line -> System.err.print("\rreduce: " + line + "   "));
        System.err.println();
        if (!r.reproduced()) {
            System.out.println("did not reproduce: " + r.note() + " (report in " + out.resolve("report.md") + ")");
            return 1;
        }
        System.out.printf(
                Locale.ROOT,
                "%d -> %d ops, %d oracle calls, %.1f s; suspect pass %s; key %s%n",
                r.opsBefore(),
                r.opsAfter(),
                r.oracleCalls(),
                r.seconds(),
                r.suspectPass(),
                r.miscompileKey());
        for (MiscompileResult.VersionRun v : r.versions()) {
            System.out.println("  " + v.tool() + ": " + v.verdict() + (v.reproduces() ? " (same miscompile)" : ""));
        }
        System.out.println("wrote " + out.resolve("reduced.mlir") + ", pipeline.txt, stats.json, report.md");
        return r.miscompileKey() != null ? 0 : 1;
    }

    /** The program text of {@code --input}. */
    static String read(Path input) throws IOException {
        return ProgramBytes.readable(ProgramBytes.decode(Files.readAllBytes(input)));
    }
}
