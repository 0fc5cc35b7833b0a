package io.dialectic.bench.analyze;

import io.dialectic.analytics.Analysis;
import io.dialectic.analytics.Progress;
import io.dialectic.base.Json;
import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs a child JVM and watches it: timed from its start to its exit, its peak resident set (VmHWM) sampled from /proc
 * while it runs, its stderr followed as progress lines (the phase marks of its clock, its {@link JobCount} line).
 */
final class ChildSupervisor {
    private ChildSupervisor() {}

    /**
     * {@code command} in a child JVM, timed from its start to its exit, its peak resident set read from /proc while it
     * runs; its stderr shown as progress and kept in {@code name}.stderr, its Spark counts read from the
     * {@link JobCount} line it prints (null when it ran embedded), its analysis seconds from {@code out}/summary.json.
     */
    static ChildRun run(List<String> command, Path name, Path out, Progress progress)
            throws IOException, InterruptedException {
        Path err = name.resolveSibling(name.getFileName() + ".stderr");
        long t0 = System.nanoTime();
        // The one process runner; a full analysis of 10M records may take an hour, and its stderr is followed as it
        // grows.
        ProcessRunner.Running p = new ProcessRunner()
                .start(ProcessSpec.of(command)
                        .workIn(Path.of("").toAbsolutePath())
                        .timeout(Duration.ofHours(6))
                        .stdoutTo(name.resolveSibling(name.getFileName() + ".stdout"))
                        .stderrTo(err));
        JobCount.Line counts = null;
        boolean inProcess = false;
        long read = 0;
        StringBuilder partial = new StringBuilder();
        Map<String, Double> marks = new HashMap<>();
        boolean done = false;
        long rssKb = 0;
        Path status = Path.of("/proc", String.valueOf(p.pid()), "status");
        while (!done) {
            done = p.waitFor(250);
            rssKb = Math.max(rssKb, peakRssKb(status));
            try (var in = Files.newInputStream(err)) {
                in.skipNBytes(read);
                byte[] more = in.readAllBytes();
                read += more.length;
                partial.append(new String(more, StandardCharsets.UTF_8));
            }
            int nl;
            while ((nl = partial.indexOf("\n")) >= 0 || (done && partial.length() > 0)) {
                String line = nl >= 0 ? partial.substring(0, nl) : partial.toString();
                partial.delete(0, nl >= 0 ? nl + 1 : partial.length());
                if (line.contains(Analysis.IN_PROCESS_STEP)) inProcess = true;
                Matcher clock = CHILD_CLOCK.matcher(line);
                if (clock.find()) {
                    for (String mark : List.of(Phases.FEATURIZING, Phases.RUNS_TABLE, Phases.REST, Phases.END))
                        if (line.startsWith(mark, clock.end()))
                            marks.putIfAbsent(mark, Double.parseDouble(clock.group(1)));
                }
                JobCount.Line c = JobCount.line(line);
                if (c != null) counts = c;
                else
                    progress.step("  "
                            + line.replaceFirst("^\\[[a-z]+ +[0-9.]+s\\] ", "")); // the child's own clock: ours counts
            }
        }
        ProcessResult r = p.await();
        double s = seconds(t0);
        if (!r.ok())
            throw new IllegalStateException(
                    "the " + name.getFileName() + " run failed (exit " + r.exitCode() + "), see " + err);
        Figure f = counts == null
                ? new Figure(s, -1, -1, inProcess, -1)
                : new Figure(s, counts.jobs(), counts.tasks(), inProcess, counts.onCpu());
        double analysis = Json.MAPPER
                .readTree(out.resolve("summary.json").toFile())
                .path("seconds")
                .asDouble(Double.NaN);
        return new ChildRun(f, rssKb / 1024, analysis, counts, Phases.of(marks));
    }

    /** The child's own clock at the start of a progress line ({@link Progress#to}). */
    private static final Pattern CHILD_CLOCK = Pattern.compile("^\\[[a-z]+ +([0-9.]+)s\\] ");

    /** VmHWM of a live process (kB), 0 once it has ended: Linux only; the last reading before the exit is the peak. */
    private static long peakRssKb(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmHWM:")) return Long.parseLong(line.replaceAll("[^0-9]", ""));
            }
        } catch (IOException | RuntimeException e) {
            // ended, or not Linux
        }
        return 0;
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }
}
