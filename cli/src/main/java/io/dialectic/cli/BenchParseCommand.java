package io.dialectic.cli;

import io.dialectic.bench.parse.ParseBenchmark;
import io.dialectic.bench.parse.ParseBenchmarkOptions;
import io.dialectic.bench.parse.ParseBenchmarkReport;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dialectic bench parse}: a thin skin over {@link ParseBenchmark#run}. */
@Command(
        name = "parse",
        mixinStandardHelpOptions = true,
        description = {
            "Throughput of Dialectic's reader on one thread: read + ODG + dialect pairs + OD patterns (d=2)",
            "per program: a cold pass, untimed warm-up passes (3 s of CPU in all, until passes stop getting faster),",
            "then N timed passes (median reported), in MB/s of wall and of CPU time;",
            "then the same files through the real compiler in ONE process, all files joined with '// -----':",
            "'TOOL --split-input-file --allow-unregistered-dialect JOINED' (parse, verify, print), and the ratios",
            "in CPU time (the fair figure on a shared machine: thread CPU time vs the tool's user+system time)",
            "and in wall time. --per-file adds the old one-process-per-file run (mostly process start-up).",
            "Example: dialectic bench parse ../shared/corpora/mlir-testsuite/generic --limit 1000"
        })
public final class BenchParseCommand implements Callable<Integer> {
    @Mixin
    Streams io;

    @Mixin
    MlirFolderParameter folder;

    @Option(
            names = "--limit",
            paramLabel = "N",
            defaultValue = "0",
            description = "Only the first N files by name (default: all).")
    int limit;

    @Option(
            names = "--tool",
            paramLabel = "TOOL",
            defaultValue = "mlir-opt-19",
            description = "The mlir-opt to compare with, a name on PATH or a path (default: ${DEFAULT-VALUE}).")
    String tool;

    @Option(names = "--no-reference", description = "Measure Dialectic only; do not run the compiler.")
    boolean noReference;

    @Option(
            names = "--d",
            paramLabel = "N",
            defaultValue = "2",
            description = "Depth d of the OD patterns computed (0..3, default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(
            names = "--passes",
            paramLabel = "N",
            defaultValue = "5",
            description =
                    "Timed passes after the cold one and the warm-up; the median counts (default: ${DEFAULT-VALUE}).")
    int passes;

    @Option(
            names = "--per-file",
            description = "Also run the compiler once per file (slow: process start-up dominates).")
    boolean perFile;

    @Option(
            names = "--timeout",
            paramLabel = "TIME",
            defaultValue = "600s",
            converter = Durations.Time.class,
            description = "Time limit for one compiler process, e.g. 600s, 10m (default: ${DEFAULT-VALUE}).")
    Duration timeout;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = io.out();
        PrintWriter err = io.err();
        Path dir = folder.checked();
        Path reference = null;
        if (!noReference) {
            Optional<Tool> t = new ToolDiscovery().find(tool);
            if (t.isEmpty()) throw new BadInput(new ToolDiscovery().notFound(tool) + " (or --no-reference)");
            reference = t.get().path();
        }
        if (passes < 1) throw new BadInput("--passes must be 1 or more, got " + passes);
        ParseBenchmarkReport r = ParseBenchmark.run(
                new ParseBenchmarkOptions(dir, limit, reference, timeout, depth, passes, perFile),
                (done, total) -> err.printf("bench parse: step %d/%d%n", done, total));
        if (json) {
            out.println(r.toJson());
            out.flush();
            return 0;
        }
        double mb = r.bytes() / 1e6;
        ParseBenchmarkReport.Timing med = r.median();
        out.printf(Locale.ROOT, "files %d, %.2f MB, %d ops%n", r.files(), mb, r.operations());
        out.printf(
                Locale.ROOT,
                "dialectic, read + ODG + pairs + patterns d=%d, 1 thread, median of %d passes: "
                        + "cpu %.3f s (%.1f MB/s), wall %.3f s (%.1f MB/s)%n",
                depth,
                r.passes().size(),
                med.cpuSeconds(),
                r.megabytesPerSecond(med.cpuSeconds()),
                med.wallSeconds(),
                r.megabytesPerSecond(med.wallSeconds()));
        out.printf(
                Locale.ROOT,
                "dialectic, first pass (cold JVM): cpu %.3f s, wall %.3f s%n",
                r.cold().cpuSeconds(),
                r.cold().wallSeconds());
        if (r.hasReference()) {
            out.printf(
                    Locale.ROOT,
                    "%s, one process, files joined with '// -----', --split-input-file: "
                            + "cpu %.3f s (%.1f MB/s), wall %.3f s (%.1f MB/s), exit %d, %d chunk(s) rejected%n",
                    r.referenceTool(),
                    r.reference().cpuSeconds(),
                    r.megabytesPerSecond(r.reference().cpuSeconds()),
                    r.reference().wallSeconds(),
                    r.megabytesPerSecond(r.reference().wallSeconds()),
                    r.referenceExit(),
                    r.referenceRejected());
            out.printf(
                    Locale.ROOT,
                    "ratio (one process): %.1fx in CPU time, %.1fx in wall time%n",
                    r.cpuRatio(),
                    r.wallRatio());
            if (r.perFile() != null) {
                out.printf(
                        Locale.ROOT,
                        "%s, one process per file: cpu %.3f s, wall %.3f s, %d rejected; ratio %.1fx CPU, %.1fx wall%n",
                        r.referenceTool(),
                        r.perFile().cpuSeconds(),
                        r.perFile().wallSeconds(),
                        r.perFileFailures(),
                        r.perFile().cpuSeconds() / med.cpuSeconds(),
                        r.perFile().wallSeconds() / med.wallSeconds());
            }
        }
        out.flush();
        return 0;
    }
}
