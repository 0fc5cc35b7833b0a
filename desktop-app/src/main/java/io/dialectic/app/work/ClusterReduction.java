package io.dialectic.app.work;

import io.dialectic.reducer.Reducer;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.result.ReduceProgress;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.toolchain.ForeignArgs;
import io.dialectic.toolchain.RefusedInput;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Reduces a cluster's representative with the reducer module's library call
 * (the one {@code dialectic reduce} makes), keeping the same crash signature,
 * into {@code <results>.app/reduced/<cluster>/}. Resumable: a second Reduce of
 * the same cluster continues from the best program saved so far.
 */
public final class ClusterReduction {
    private final ToolDiscovery discovery = new ToolDiscovery();

    /**
     * What to reduce. {@code runTool} is the tool the representative run names (data, null when the run names
     * none), {@code defaultTool} the app's own setting; {@code workDir} the app's folder beside the results.
     */
    public record Request(
            String clusterKey,
            String program,
            String runTool,
            String defaultTool,
            List<String> pipeline,
            Path workDir,
            Duration budget) {}

    /**
     * Reduces. The run's tool and pipeline are data from the results folder: the discovered mlir-opt that stands
     * in for the tool is run ({@link ToolDiscovery#forData}), and a pipeline that would load code or write a file
     * is refused ({@link ForeignArgs}), with an {@link IOException} saying so.
     */
    public ReduceOutcome run(Request r, ReduceProgress.Listener listener) throws IOException {
        String source = "the representative of cluster " + r.clusterKey();
        Tool tool;
        try {
            ForeignArgs.check(source, r.pipeline(), List.of());
            boolean fromRun = r.runTool() != null && !r.runTool().isBlank();
            String name = fromRun ? ToolDiscovery.standInName(r.runTool(), null) : r.defaultTool();
            Optional<Tool> found =
                    fromRun ? discovery.forData(source, r.runTool(), null) : discovery.find(r.defaultTool());
            tool = found.orElseThrow(
                    () -> new IOException("Reduce needs the real compiler: " + discovery.notFound(name)));
        } catch (RefusedInput e) {
            throw new IOException(e.getMessage(), e);
        }
        Path out = r.workDir().resolve("reduced").resolve(folderName(r.clusterKey()));
        Files.createDirectories(out);
        ReduceRequest req = new ReduceRequest(
                r.program(),
                tool,
                r.pipeline(),
                List.of(),
                Interestingness.Keep.parse("same-signature"),
                r.budget(),
                Math.max(1, Runtime.getRuntime().availableProcessors()),
                true,
                out,
                3,
                Duration.ofSeconds(10),
                true);
        var result = Reducer.withDefaults().reduce(req, listener);
        return new ReduceOutcome(
                result,
                out,
                read(out.resolve("reduced.mlir")),
                read(out.resolve("pipeline.txt")),
                read(out.resolve("report.md")));
    }

    /** The reduced program an earlier Reduce of the cluster saved beside the results, if any. */
    public static Optional<String> reducedProgram(Path workDir, String clusterKey) throws IOException {
        Path p = workDir.resolve("reduced").resolve(folderName(clusterKey)).resolve("reduced.mlir");
        return Files.exists(p) ? Optional.of(Files.readString(p, StandardCharsets.UTF_8)) : Optional.empty();
    }

    /** A folder name for a cluster key: readable prefix plus a hash, as keys hold any characters. */
    static String folderName(String key) {
        String prefix = key.replaceAll("[^A-Za-z0-9_.-]+", "_");
        if (prefix.length() > 40) prefix = prefix.substring(0, 40);
        return prefix + "-" + Integer.toHexString(key.hashCode());
    }

    private static String read(Path p) throws IOException {
        return Files.exists(p) ? Files.readString(p, StandardCharsets.UTF_8) : "";
    }
}
