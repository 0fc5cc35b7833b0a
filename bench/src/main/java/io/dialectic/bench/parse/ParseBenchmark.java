package io.dialectic.bench.parse;

import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.bench.measure.CpuTime;
import io.dialectic.bench.parse.ParseBenchmarkReport.Timing;
import io.dialectic.ir.compare.ParseCheck;
import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.ProgramMetrics;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The library behind {@code dialectic bench parse}: Dialectic's reader
 * against a real {@code mlir-opt} on the same files, measured fairly.
 *
 * <p><b>Dialectic</b>: one thread reads each program and computes its ODG,
 * dialect pairs and OD patterns up to depth d ({@link ProgramMetrics}). Files
 * are read into memory first, so disk time counts for neither side. The first
 * pass runs in a cold JVM and is reported as such; untimed warm-up passes
 * follow (as JMH's warm-up iterations) until they have taken
 * {@link #WARM_UP_CPU_SECONDS} of CPU time and a pass is within {@link #STEADY}
 * of the fastest so far, then {@code passes} timed passes, of
 * which the median counts: a workbench reads corpora in a running JVM, and
 * the tool it is compared with is compiled ahead of time. CPU time is the measuring thread's ({@link ThreadMXBean}): JIT and GC
 * threads are not in it, as the tool's compile time is not in its run.
 *
 * <p><b>The reference</b> (the anchor): <em>one</em> process,
 * {@code TOOL --split-input-file --allow-unregistered-dialect JOINED}, over all
 * files joined with {@code // -----} (as SynthFuzz batches files), parsing,
 * verifying and printing every chunk (output discarded); CPU time is its user
 * + system time ({@link CpuTime}). Optionally also one process per file,
 * whose ratio is mostly process start-up. Both run through the one process runner
 * ({@link io.dialectic.base.process.ProcessRunner}) with no address-space limit and no
 * symbolizer, which would add cost that has nothing to do with parsing.
 */
public final class ParseBenchmark {
    private ParseBenchmark() {}

    /** CPU seconds of reading before the timed passes (cold pass included), at most {@link #MAX_WARM_UP_PASSES} passes. */
    static final double WARM_UP_CPU_SECONDS = 3.0;

    static final int MAX_WARM_UP_PASSES = 30;
    /** Warm-up ends when a pass takes at most this times the fastest warm-up pass so far. */
    static final double STEADY = 1.15;

    private static double seconds(Timing t) {
        return Double.isNaN(t.cpuSeconds()) ? t.wallSeconds() : t.cpuSeconds();
    }

    public static ParseBenchmarkReport run(ParseBenchmarkOptions options, ParseCheck.Progress progress)
            throws IOException {
        List<Path> files = ParseCheck.mlirFiles(options.dir());
        if (options.limit() > 0 && files.size() > options.limit()) files = files.subList(0, options.limit());
        List<String> texts = new ArrayList<>(files.size());
        long bytes = 0;
        for (Path f : files) {
            String t = ParseCheck.readLenient(f);
            texts.add(t);
            bytes += t.length();
        }
        MetricsOptions metrics = MetricsOptions.defaults().withMaxDepth(options.patternDepth());
        int steps = 1 + options.passes() + (options.referenceTool() == null ? 0 : 1 + (options.perFile() ? 1 : 0));
        int step = 0;

        long[] ops = new long[1];
        Timing cold = pass(texts, metrics, ops);
        progress.update(++step, steps);
        double warm = seconds(cold);
        double best = Double.MAX_VALUE;
        double last = Double.MAX_VALUE;
        // On a loaded machine the JIT's compiler threads wait for a core too, so CPU spent is
        // not enough: warm up until the passes stop getting faster (the last near the best).
        for (int k = 0; k < MAX_WARM_UP_PASSES && !(warm >= WARM_UP_CPU_SECONDS && last <= STEADY * best); k++) {
            last = seconds(pass(texts, metrics, ops));
            warm += last;
            best = Math.min(best, last);
        }
        List<Timing> passes = new ArrayList<>();
        for (int k = 0; k < options.passes(); k++) {
            passes.add(pass(texts, metrics, ops));
            progress.update(++step, steps);
        }

        String tool = "";
        Timing reference = null;
        int exit = 0;
        int rejected = 0;
        Timing perFile = null;
        int perFileFailures = 0;
        if (options.referenceTool() != null) {
            tool = options.referenceTool().toString();
            OneProcess one = oneProcess(options, texts);
            reference = one.timing;
            exit = one.exit;
            rejected = one.rejectedChunks;
            progress.update(++step, steps);
            if (options.perFile()) {
                double c0 = childSeconds();
                long r0 = System.nanoTime();
                for (Path f : files) if (!referenceAccepts(options, f)) perFileFailures++;
                perFile = new Timing((System.nanoTime() - r0) / 1e9, childSeconds() - c0);
                progress.update(++step, steps);
            }
        }
        return new ParseBenchmarkReport(
                files.size(), bytes, ops[0], cold, passes, tool, reference, exit, rejected, perFile, perFileFailures);
    }

    /** One pass of read + ODG + pairs + patterns over every text; {@code ops[0]} gets the operations read. */
    private static Timing pass(List<String> texts, MetricsOptions metrics, long[] ops) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        boolean cpu = mx.isCurrentThreadCpuTimeSupported();
        long c0 = cpu ? mx.getCurrentThreadCpuTime() : 0;
        long t0 = System.nanoTime();
        long n = 0;
        for (String text : texts) {
            Program p = MlirReader.read(text);
            n += ProgramMetrics.of(p, metrics).ops();
        }
        long t1 = System.nanoTime();
        long c1 = cpu ? mx.getCurrentThreadCpuTime() : 0;
        ops[0] = n;
        return new Timing((t1 - t0) / 1e9, cpu ? (c1 - c0) / 1e9 : Double.NaN);
    }

    private record OneProcess(Timing timing, int exit, int rejectedChunks) {}

    /** All texts joined with {@code // -----} into one file of the run's private folder, read by one tool process. */
    private static OneProcess oneProcess(ParseBenchmarkOptions options, List<String> texts) throws IOException {
        byte[] joined =
                String.join("\n" + MlirReader.SPLIT_MARKER + "\n", texts).getBytes(StandardCharsets.UTF_8);
        ProcessSpec spec = ProcessSpec.of(
                        options.referenceTool().toString(),
                        "--split-input-file",
                        "--allow-unregistered-dialect",
                        "joined.mlir")
                .file("joined.mlir", joined)
                .timeout(options.timeout())
                .stdoutTo(ProcessSpec.DISCARD)
                .maxOutput(256 << 20);
        double c0 = childSeconds();
        long t0 = System.nanoTime();
        ProcessResult r = new ProcessRunner().run(spec);
        if (r.timedOut())
            throw new IOException(options.referenceTool() + " did not finish within " + options.timeout());
        if (!r.started()) throw new IOException(r.error());
        Timing t = new Timing((System.nanoTime() - t0) / 1e9, childSeconds() - c0);
        return new OneProcess(
                t,
                r.exitCode(),
                rejectedChunks(new String(r.stderr(), StandardCharsets.ISO_8859_1)
                        .lines()
                        .toList()));
    }

    /** Distinct chunks named by {@code within split at FILE:LINE offset ...: error:} lines. */
    static int rejectedChunks(List<String> stderrLines) {
        Set<String> chunks = new HashSet<>();
        for (String line : stderrLines) {
            int at = line.indexOf("within split at ");
            int off = line.indexOf(" offset ", Math.max(at, 0));
            if (at >= 0 && off > at && line.contains("error:")) chunks.add(line.substring(at, off));
        }
        return chunks.size();
    }

    /** Runs the reference tool on one file; false when it fails, times out or cannot start. */
    private static boolean referenceAccepts(ParseBenchmarkOptions options, Path file) {
        return new ProcessRunner()
                .run(ProcessSpec.of(
                                options.referenceTool().toString(),
                                "--split-input-file",
                                "--allow-unregistered-dialect",
                                file.toAbsolutePath().toString())
                        .timeout(options.timeout())
                        .stdoutTo(ProcessSpec.DISCARD)
                        .stderrTo(ProcessSpec.DISCARD))
                .ok();
    }

    /** The CPU seconds of the tools this JVM has waited for, or NaN. */
    private static double childSeconds() {
        return CpuTime.now().childMs() / 1000;
    }
}
