package io.dialectic.app.work;

import io.dialectic.reducer.MiscompileReducer;
import io.dialectic.reducer.result.MiscompileRequest;
import io.dialectic.reducer.result.MiscompileResult;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.toolchain.ToolDiscovery;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reduces a miscompiling run with the reducer module's library call (the one {@code dialectic reduce --keep
 * same-miscompile} and {@code reduce --all-clusters} make): the smallest program that still miscompiles in the run's
 * cell, UB-free, with the difference attributed to the same pass, into {@code <results>.app/reduced/<cluster and run>/}.
 * Resumable: a second Reduce of the same run continues from the best program saved so far.
 */
public final class MiscompileReduction {
    private final ToolDiscovery discovery = new ToolDiscovery();

    /** What to reduce: the cluster's key and one of its runs (program, the tool and pipeline it ran with: data from the results). */
    public record Request(
            String clusterKey,
            String runId,
            String program,
            String tool,
            List<String> pipeline,
            Path workDir,
            Duration budget) {}

    /**
     * A finished Reduce: the reducer's result and the files it wrote.
     *
     * @param reduced  reduced.mlir
     * @param commands pipeline.txt: the mlir-opt and JIT runner commands
     * @param report   report.md: program, commands, expected beside actual, versions
     */
    public record Outcome(MiscompileResult result, Path dir, String reduced, String commands, String report) {}

    /**
     * Reduces. The run's tool and pipeline are data: the tool must be mlir-opt-19 or -22 with its JIT runner installed,
     * and a pipeline that would load code or write a file is refused, each an {@link IOException} saying so.
     */
    public Outcome run(Request r, Consumer<String> progress) throws IOException {
        Cell cell;
        try {
            cell = MiscompileReducer.cellOf(r.runId(), r.tool(), r.pipeline());
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage(), e);
        }
        if (discovery.find(cell.tool().optBinary).isEmpty()) {
            throw new IOException("Reduce needs the real compiler: " + discovery.notFound(cell.tool().optBinary));
        }
        if (!JitExecutor.available(cell.tool())) {
            throw new IOException("Reduce needs " + cell.tool().runnerBinary
                    + " and its runtime libraries (semantics/tools/fetch-runner-libs.sh)");
        }
        Path out = r.workDir()
                .resolve("reduced")
                .resolve(ClusterReduction.folderName("miscompile " + r.clusterKey() + " @ " + r.runId()));
        Files.createDirectories(out);
        MiscompileResult result = new MiscompileReducer(discovery)
                .reduce(
                        new MiscompileRequest(
                                r.program(),
                                cell,
                                r.budget(),
                                Math.max(1, Runtime.getRuntime().availableProcessors()),
                                out,
                                true),
                        progress);
        return new Outcome(
                result,
                out,
                read(out.resolve("reduced.mlir")),
                read(out.resolve("pipeline.txt")),
                read(out.resolve("report.md")));
    }

    private static String read(Path p) throws IOException {
        return Files.exists(p) ? Files.readString(p, StandardCharsets.UTF_8) : "";
    }
}
