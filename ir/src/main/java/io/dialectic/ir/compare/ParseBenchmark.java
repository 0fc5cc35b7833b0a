package io.dialectic.ir.compare;

import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.ProgramMetrics;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The library behind {@code dialectic bench parse}: one thread reads each
 * program and computes its ODG, dialect pairs and OD patterns up to depth d
 * ({@link ProgramMetrics}); then, on the same files, the reference
 * {@code mlir-opt --split-input-file --allow-unregistered-dialect FILE}
 * parses, verifies and prints each (one process per file, sequential,
 * output discarded).
 *
 * <p>Files are read into memory first, so disk time counts for neither side's
 * parse. The JVM is warmed up on the first files (up to 200, not timed),
 * since a workbench reads corpora in a running JVM. The reference runs
 * through a bare {@link ProcessBuilder} rather than the toolchain's runner,
 * whose resource-limit wrapper and crash symbolisation would add per-process
 * cost that has nothing to do with parsing.
 */
public final class ParseBenchmark {
    private ParseBenchmark() {}

    public static ParseBenchmarkReport run(ParseBenchmarkOptions options, ParseCheck.Progress progress) throws IOException {
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
        int total = files.size() * (options.referenceTool() == null ? 1 : 2);
        for (int i = 0; i < Math.min(200, texts.size()); i++) ProgramMetrics.of(MlirReader.read(texts.get(i)), metrics);

        long ops = 0;
        long t0 = System.nanoTime();
        for (int i = 0; i < texts.size(); i++) {
            Program p = MlirReader.read(texts.get(i));
            ops += ProgramMetrics.of(p, metrics).ops();
            if ((i & 63) == 0) progress.update(i + 1, total);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;

        String tool = "";
        double refSeconds = 0;
        int refFailures = 0;
        if (options.referenceTool() != null) {
            tool = options.referenceTool().toString();
            long r0 = System.nanoTime();
            for (int i = 0; i < files.size(); i++) {
                if (!referenceAccepts(options, files.get(i))) refFailures++;
                progress.update(files.size() + i + 1, total);
            }
            refSeconds = (System.nanoTime() - r0) / 1e9;
        }
        progress.update(total, total);
        return new ParseBenchmarkReport(files.size(), bytes, seconds, ops, tool, refSeconds, refFailures);
    }

    /** Runs the reference tool on one file; false when it fails, times out or cannot start. */
    private static boolean referenceAccepts(ParseBenchmarkOptions options, Path file) {
        ProcessBuilder pb = new ProcessBuilder(options.referenceTool().toString(), "--split-input-file",
                "--allow-unregistered-dialect", file.toString());
        pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.redirectInput(ProcessBuilder.Redirect.PIPE);
        try {
            Process proc = pb.start();
            proc.getOutputStream().close();
            if (!proc.waitFor(options.timeout().toMillis(), TimeUnit.MILLISECONDS)) {
                proc.descendants().forEach(ProcessHandle::destroyForcibly);
                proc.destroyForcibly();
                return false;
            }
            return proc.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
