package io.dialectic.cli;

import io.dialectic.ir.compare.ParseBenchmark;
import io.dialectic.ir.compare.ParseBenchmarkOptions;
import io.dialectic.ir.compare.ParseBenchmarkReport;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic bench parse}: a thin skin over {@link ParseBenchmark#run}. */
@Command(name = "parse",
        mixinStandardHelpOptions = true,
        description = {
                "Throughput of Dialectic's reader on one thread: read + ODG + dialect pairs + OD patterns (d=2)",
                "per program, in MB/s and programs/s; then the same files through the real compiler,",
                "'TOOL --split-input-file --allow-unregistered-dialect FILE' (parse, verify, print; one process",
                "per file, sequential), and the ratio of the two wall times."})
public final class BenchParseCommand implements Callable<Integer> {
    @Mixin
    Streams io;

    @Parameters(index = "0", paramLabel = "DIR", description = "Folder of .mlir files (not searched recursively).")
    Path dir;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "0", description = "Only the first N files by name (default: all).")
    int limit;

    @Option(names = "--tool", paramLabel = "TOOL", defaultValue = "mlir-opt-19",
            description = "The mlir-opt to compare with, a name on PATH or a path (default: ${DEFAULT-VALUE}).")
    String tool;

    @Option(names = "--no-reference", description = "Measure Dialectic only; do not run the compiler.")
    boolean noReference;

    @Option(names = "--d", paramLabel = "N", defaultValue = "2", description = "Depth d of the OD patterns computed (0..3, default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--timeout", paramLabel = "TIME", defaultValue = "30s", converter = Durations.Time.class,
            description = "Per-file time limit for the compiler, e.g. 30s, 2m (default: ${DEFAULT-VALUE}).")
    Duration timeout;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = io.out();
        PrintWriter err = io.err();
        BadInput.folder(dir, "DIR");
        Path reference = null;
        if (!noReference) {
            Optional<Tool> t = new ToolDiscovery().find(tool);
            if (t.isEmpty()) throw new BadInput(new ToolDiscovery().notFound(tool) + " (or --no-reference)");
            reference = t.get().path();
        }
        ParseBenchmarkReport r = ParseBenchmark.run(
                new ParseBenchmarkOptions(dir, limit, reference, timeout, depth),
                (done, total) -> {
                    if (done % 1000 == 0 || done == total) err.printf("bench parse: %d/%d runs%n", done, total);
                });
        if (json) {
            out.println(r.toJson());
            out.flush();
            return 0;
        }
        out.printf(Locale.ROOT, "files %d, %.2f MB, %d ops%n", r.files(), r.bytes() / 1e6, r.operations());
        out.printf(Locale.ROOT, "dialectic (read + ODG + pairs + patterns d=%d, 1 thread): %.2f s, %.2f MB/s, %.0f programs/s%n",
                depth, r.seconds(), r.megabytesPerSecond(), r.programsPerSecond());
        if (r.hasReference()) {
            out.printf(Locale.ROOT, "%s --split-input-file: %.2f s, %.2f MB/s, %.0f programs/s, %d rejected%n",
                    r.referenceTool(), r.referenceSeconds(), r.bytes() / 1e6 / r.referenceSeconds(),
                    r.files() / r.referenceSeconds(), r.referenceFailures());
            out.printf(Locale.ROOT, "ratio: %.1fx%n", r.ratio());
        }
        out.flush();
        return 0;
    }
}
