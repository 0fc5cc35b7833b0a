package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.bench.analyze.BenchCorpus;
import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A SIGTERM stops {@code analyze} within seconds in the phase that aggregates (the crash clusters, the miscompile
 * clusters and the optimization triggers read every matching run there), on a fuzz campaign's output with trigger
 * observations on every record, in a child JVM at the launcher's default heap: the exit is prompt, says
 * "interrupted", and leaves neither the report nor its temporary folder.
 */
class AnalyzeTermWhileAggregatingTest {
    /** What "within seconds" means here, JVM shutdown included, on a loaded 2-core machine. */
    private static final long STOP_WITHIN_MS = 15_000;

    @Test
    void sigtermInTheAggregationPhaseStopsPromptlyAndLeavesNothing(@TempDir Path work) throws Exception {
        Path corpus = work.resolve("corpus");
        new BenchCorpus(SharedData.testsuite(), SharedData.crashes(), 20_000, 2, 1, 7, BenchCorpus.Shape.FUZZ)
                .write(corpus);
        Path out = work.resolve("report");
        List<String> cmd = new ArrayList<>(ThisJvm.javaAndOptions());
        cmd.add("-Xmx1g");
        cmd.addAll(ThisJvm.classPathAndMain());
        cmd.addAll(List.of("analyze", corpus.toString(), "--out", out.toString()));
        Path errFile = work.resolve("analyze.err");
        ProcessRunner.Running child = new ProcessRunner()
                .start(ProcessSpec.of(cmd)
                        .workIn(Path.of("").toAbsolutePath())
                        .timeout(Duration.ofMinutes(10))
                        .stdoutTo(work.resolve("analyze.out"))
                        .stderrTo(errFile));
        long deadline = System.nanoTime() + Duration.ofMinutes(8).toNanos();
        while (!stderr(errFile).contains("building the programs")) {
            if (child.waitFor(200)) fail("analyze ended before its aggregation phase:\n" + stderr(errFile));
            if (System.nanoTime() > deadline) fail("no aggregation phase within 8 minutes:\n" + stderr(errFile));
        }
        long t0 = System.nanoTime();
        child.terminate();
        boolean ended = child.waitFor(STOP_WITHIN_MS);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        if (!ended) child.kill();
        Integer exit = child.await().exitCode();
        String err = stderr(errFile);
        assertTrue(ended, "still running " + STOP_WITHIN_MS + " ms after SIGTERM:\n" + err);
        assertTrue(
                err.contains("interrupted"), "stopped in " + ms + " ms (exit " + exit + ") without saying so:\n" + err);
        assertFalse(err.contains("OutOfMemoryError"), err);
        assertFalse(Files.exists(out), "a partial report was left");
        try (Stream<Path> s = Files.list(work)) {
            List<String> left = s.map(p -> p.getFileName().toString())
                    .filter(n -> n.startsWith(".report.tmp-"))
                    .toList();
            assertTrue(left.isEmpty(), "temporary folders left: " + left);
        }
    }

    private static String stderr(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }
}
