package io.dialectic.bench.app;

import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code dialectic bench app}: how long the desktop app takes to open a report to a rendered view, and how
 * much memory, each view in a fresh JVM as a user starts it ({@code dialectic app --screenshot X.png --view V
 * REPORT}), each figure beside its target. The child prints
 * its own timing line (the app's {@code Screenshot}): time to the rendered view from the JVM's start and from
 * opening the report, and its peak resident set (VmHWM); this side adds the wall time from start to exit.
 */
public final class AppOpenBenchmark {
    static final double TARGET_S = 3;
    static final long TARGET_RSS_MB = 1536;
    /** The line {@code Screenshot.render} prints (desktop-app; bench does not depend on the app). */
    private static final Pattern LINE =
            Pattern.compile("app screenshot (\\w+): rendered (\\d+) ms after the JVM started; "
                    + "report opened in (\\d+) ms, view ready (\\d+) ms after that; peak RSS (-?\\d+) MB");

    private AppOpenBenchmark() {}

    /** One view: the child's wall seconds (start to exit) and its own figures. */
    public record Figure(String view, double wallSeconds, long renderedMs, long openMs, long viewMs, long peakRssMb) {
        String describe() {
            boolean met = renderedMs / 1000.0 <= TARGET_S && peakRssMb >= 0 && peakRssMb <= TARGET_RSS_MB;
            return String.format(
                    Locale.ROOT,
                    "%-9s rendered %.2f s after the JVM started (report opened in %d ms, view ready %d ms later; "
                            + "process %.2f s start to exit), peak RSS %d MB   [target <= %.0f s, <= %d MB: %s]",
                    view,
                    renderedMs / 1000.0,
                    openMs,
                    viewMs,
                    wallSeconds,
                    peakRssMb,
                    TARGET_S,
                    TARGET_RSS_MB,
                    met ? "met" : "MISSED");
        }
    }

    /**
     * Opens {@code report} once per view in {@code views}, {@code repeat} times each, in child JVMs started by
     * {@code dialectic} (java, options and class path), screenshots written under {@code work}.
     */
    public static List<Figure> run(
            List<String> dialectic, Path report, List<String> views, int repeat, Path work, Consumer<String> progress)
            throws IOException, InterruptedException {
        Files.createDirectories(work);
        List<Figure> out = new ArrayList<>();
        for (int i = 0; i < repeat; i++) {
            for (String v : views) {
                List<String> cmd = new ArrayList<>(dialectic);
                cmd.addAll(List.of(
                        "app", "--screenshot", work.resolve(v + ".png").toString(), "--view", v, report.toString()));
                progress.accept("opening " + report + " on " + v + " (" + (i + 1) + " of " + repeat + ")");
                Path err = work.resolve(v + ".stderr");
                long t0 = System.nanoTime();
                ProcessResult r = new ProcessRunner()
                        .run(ProcessSpec.of(cmd)
                                .workIn(Path.of("").toAbsolutePath())
                                .timeout(Duration.ofMinutes(10))
                                .stdoutTo(work.resolve(v + ".stdout"))
                                .stderrTo(err));
                double wall = (System.nanoTime() - t0) / 1e9;
                if (!r.ok())
                    throw new IllegalStateException(
                            "dialectic app on " + v + " failed (exit " + r.exitCode() + "), see " + err);
                Matcher m = LINE.matcher(Files.readString(err));
                if (!m.find()) throw new IllegalStateException("dialectic app printed no timing line, see " + err);
                Figure f = new Figure(
                        v,
                        wall,
                        Long.parseLong(m.group(2)),
                        Long.parseLong(m.group(3)),
                        Long.parseLong(m.group(4)),
                        Long.parseLong(m.group(5)));
                progress.accept(f.describe());
                out.add(f);
            }
        }
        return out;
    }

    /** The figures, with the machine's load (the 2-core box is shared: a figure says little without it). */
    public static String describe(Path report, List<Figure> figures, double loadStart) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                Locale.ROOT,
                "app on %s: load average (1 min) %.2f at start, %.2f at end; %d cores%n",
                report,
                loadStart,
                load(),
                Runtime.getRuntime().availableProcessors()));
        for (Figure f : figures) sb.append(f.describe()).append('\n');
        return sb.toString().stripTrailing();
    }

    public static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }
}
