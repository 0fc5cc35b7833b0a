package io.dialectic.cli;

import io.dialectic.app.DesktopApp;
import io.dialectic.app.config.AppConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic app}: the JavaFX desktop app over a results directory ({@link DesktopApp}). */
@Command(
        name = "app",
        mixinStandardHelpOptions = true,
        description = {
            "Browse analysis results on the desktop: coverage overview, crash-cluster triage (with Reduce), "
                    + "programs with their ODG, and re-fuzzing from chosen programs.",
            "DIR is a report directory written by `dialectic analyze` (Parquet tables) or a campaign directory "
                    + "with runs.jsonl (`dialectic run` / `dialectic fuzz`) or *.jsonl[.gz] run-record files, which the app analyzes first "
                    + "as `dialectic analyze` does, into DIR.app/analysis/ (reused while newer than the records). Triage verdicts, reductions and re-fuzz campaigns go to DIR.app/ beside it (re-analysis replaces DIR).",
            "Example: dialectic app reports/sample",
            "Headless picture of one view: dialectic app --screenshot docs/app-clusters.png --view clusters reports/sample"
        })
public final class AppCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            paramLabel = "DIR",
            defaultValue = "reports/sample",
            description = "Report or campaign directory (default: ${DEFAULT-VALUE}).")
    Path dir;

    @Option(
            names = "--view",
            defaultValue = "overview",
            paramLabel = "VIEW",
            description =
                    "View shown first, and the one --screenshot renders: overview, clusters, programs, triggers, miscompiles or ir_bugs (default: ${DEFAULT-VALUE}).")
    AppConfig.View view;

    @Option(
            names = "--screenshot",
            paramLabel = "OUT.png",
            description =
                    "Render the view to this PNG without a display (Monocle headless, software rendering) and exit.")
    Path screenshot;

    @Option(
            names = "--size",
            defaultValue = "1400x900",
            paramLabel = "WxH",
            description = "Window or picture size in pixels (default: ${DEFAULT-VALUE}).")
    String size;

    @Option(
            names = "--tool",
            defaultValue = "mlir-opt-19",
            description =
                    "mlir-opt used by Reduce and Re-fuzz when a run does not name one (default: ${DEFAULT-VALUE}).")
    String tool;

    @Option(
            names = "--reduce-budget",
            defaultValue = "5m",
            converter = Durations.TimeBudget.class,
            description = "Wall-clock budget of one Reduce, e.g. 90s, 5m (default: ${DEFAULT-VALUE}).")
    Duration reduceBudget;

    @Option(
            names = "--program",
            defaultValue = "1",
            paramLabel = "N",
            description =
                    "Row of the Programs list shown first, e.g. for a --screenshot of the programs view (default: ${DEFAULT-VALUE}).")
    long program;

    @Override
    public Integer call() throws Exception {
        BadInput.existing(dir);
        if (!Files.isDirectory(dir))
            throw new BadInput(dir
                    + " is not a folder (give a report directory from `dialectic analyze` or a campaign directory)");
        String[] wh = size.toLowerCase().split("x");
        if (wh.length != 2 || !wh[0].matches("\\d{2,5}") || !wh[1].matches("\\d{2,5}"))
            throw new BadInput("--size must look like 1400x900, got " + size);
        AppConfig config = AppConfig.of(dir)
                .withView(view)
                .withSize(Integer.parseInt(wh[0]), Integer.parseInt(wh[1]))
                .withTool(tool)
                .withReduceBudget(reduceBudget);
        if (program < 1) throw new BadInput("--program is a row number from 1, got " + program);
        config = config.withProgramRow(program);
        if (screenshot != null) config = config.withScreenshot(screenshot);
        int rc = DesktopApp.run(config, AppAnalytics.of());
        if (screenshot != null && rc == 0) System.out.println("wrote " + screenshot);
        return rc;
    }
}
