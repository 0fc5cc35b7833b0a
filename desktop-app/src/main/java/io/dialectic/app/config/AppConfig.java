package io.dialectic.app.config;

import java.nio.file.Path;
import java.time.Duration;

/**
 * Everything the desktop app needs, read once at the entry point
 * ({@code dialectic app}) and passed down unchanged.
 *
 * @param results       a report directory (analytics Parquet) or a campaign directory (runs.jsonl, analyzed first)
 * @param view          the view shown first (and the one a screenshot renders)
 * @param screenshot    when set, render {@code view} to this PNG headless and exit, no window
 * @param width         window / screenshot width in pixels
 * @param height        window / screenshot height in pixels
 * @param tool          the mlir-opt used by Reduce and Re-fuzz ({@code mlir-opt-19})
 * @param reduceBudget  wall-clock budget of one Reduce
 * @param programRow    the row of the Programs list shown first (1-based)
 */
public record AppConfig(
        Path results,
        View view,
        Path screenshot,
        int width,
        int height,
        String tool,
        Duration reduceBudget,
        long programRow) {

    /** The views, in tab order. */
    public enum View {
        OVERVIEW,
        CLUSTERS,
        PROGRAMS,
        TRIGGERS,
        MISCOMPILES,
        IR_BUGS
    }

    public AppConfig {
        if (results == null) throw new IllegalArgumentException("a results directory is required");
        if (view == null) view = View.OVERVIEW;
        if (width < 400 || height < 300) throw new IllegalArgumentException("window size must be at least 400x300");
        if (tool == null || tool.isBlank()) tool = "mlir-opt-19";
        if (programRow < 1) throw new IllegalArgumentException("the program row is 1-based, got " + programRow);
    }

    /**
     * Where the app writes next to the results: {@code <results>.app/} beside the results directory
     * (triage.json, reduced/, refuzz/). Beside and not inside, because {@code dialectic analyze --out DIR}
     * replaces DIR wholesale: triage verdicts and re-fuzz campaigns must survive a re-analysis.
     */
    public Path workDir() {
        Path abs = results.toAbsolutePath().normalize();
        Path parent = abs.getParent();
        return parent == null ? abs.resolve(".dialectic-app") : parent.resolve(abs.getFileName() + ".app");
    }

    public static AppConfig of(Path results) {
        return new AppConfig(results, View.OVERVIEW, null, 1400, 900, "mlir-opt-19", Duration.ofMinutes(5), 1);
    }

    public AppConfig withView(View v) {
        return new AppConfig(results, v, screenshot, width, height, tool, reduceBudget, programRow);
    }

    public AppConfig withScreenshot(Path png) {
        return new AppConfig(results, view, png, width, height, tool, reduceBudget, programRow);
    }

    public AppConfig withSize(int w, int h) {
        return new AppConfig(results, view, screenshot, w, h, tool, reduceBudget, programRow);
    }

    public AppConfig withTool(String t) {
        return new AppConfig(results, view, screenshot, width, height, t, reduceBudget, programRow);
    }

    public AppConfig withProgramRow(long row) {
        return new AppConfig(results, view, screenshot, width, height, tool, reduceBudget, row);
    }

    public AppConfig withReduceBudget(Duration d) {
        return new AppConfig(results, view, screenshot, width, height, tool, d, programRow);
    }
}
