package io.dialectic.cli;

import io.dialectic.bench.app.AppOpenBenchmark;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic bench app}: time and memory of the desktop app opening a report, per view ({@link AppOpenBenchmark}). */
@Command(
        name = "app",
        mixinStandardHelpOptions = true,
        description = {
            "Open a report in the desktop app, each view in a fresh JVM as `dialectic app --screenshot X.png --view V REPORT`, "
                    + "and print the time to the rendered view and the peak RSS beside their targets (3 s, 1.5 GB), with the load average.",
            "Make a large report first: dialectic bench analyze --records 1000000 --keep --work W (its out-full/), or dialectic analyze.",
            "Example: dialectic bench app W/out-full"
        })
public final class BenchAppCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "REPORT", description = "Report folder written by `dialectic analyze`.")
    Path report;

    @Option(
            names = "--views",
            split = ",",
            defaultValue = "overview,clusters,programs",
            paramLabel = "V,...",
            description = "Views to open, each in its own JVM (default: ${DEFAULT-VALUE}).")
    List<String> views;

    @Option(
            names = "--repeat",
            defaultValue = "1",
            description = "Times to open each view (default: ${DEFAULT-VALUE}).")
    int repeat;

    @Option(
            names = "--work",
            defaultValue = "target/bench-app",
            description = "Folder of the screenshots and the children's output (default: ${DEFAULT-VALUE}).")
    Path work;

    @Override
    public Integer call() throws Exception {
        BadInput.existing(report);
        if (repeat < 1) throw new BadInput("--repeat must be >= 1, got " + repeat);
        double load = AppOpenBenchmark.load();
        var figures = AppOpenBenchmark.run(
                dialectic(), report, views, repeat, work, m -> System.err.println("[bench app] " + m));
        System.out.println(AppOpenBenchmark.describe(report, figures, load));
        return 0;
    }

    /** {@code dialectic} in a fresh JVM like this one, as the launcher starts it. */
    private static List<String> dialectic() {
        List<String> c = new ArrayList<>(ThisJvm.javaAndOptions());
        c.addAll(ThisJvm.classPathAndMain());
        return c;
    }
}
