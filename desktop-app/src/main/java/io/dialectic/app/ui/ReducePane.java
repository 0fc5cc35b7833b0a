package io.dialectic.app.ui;

import io.dialectic.app.data.RunRow;
import io.dialectic.app.work.ClusterReduction;
import io.dialectic.app.work.ReduceOutcome;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextFlow;

/**
 * Reduce for the selected cluster: runs the reducer in the background with a
 * live progress line, then shows the reduced program, the minimal command and
 * report.md, each with Copy (to the clipboard) and Save (to a file of the
 * user's choice; the reducer has already written them next to the results).
 */
public final class ReducePane extends VBox {
    private final Workbench wb;
    private final ClusterReduction reduction = new ClusterReduction();
    private final Button start = new Button("Reduce");
    private final ProgressBar bar = new ProgressBar();
    private final Label progress =
            new Label("Reduce the representative to the smallest program and pipeline with the same crash signature.");
    private final TextFlow reduced = new TextFlow();
    private final TextArea pipeline = new TextArea();
    private final TextArea report = new TextArea();
    private final Label where = new Label();
    private String key;
    private String program;
    private RunRow run;
    private ReduceOutcome last;
    private boolean running;
    private Consumer<ReduceOutcome> onReduced = o -> {};

    public ReducePane(Workbench wb) {
        this.wb = wb;
        setId("reduce-pane");
        setSpacing(6);
        setPadding(new Insets(6));
        start.setId("reduce-start");
        start.setOnAction(e -> startReduce());
        bar.setVisible(false);
        progress.setId("reduce-progress");
        reduced.setId("reduced-program");
        reduced.getStyleClass().add("mlir-code");
        pipeline.setId("reduced-pipeline");
        pipeline.setEditable(false);
        pipeline.getStyleClass().add("mono");
        report.setId("reduce-report");
        report.setEditable(false);
        report.getStyleClass().add("mono");
        where.setId("reduce-dir");
        TabPane results = new TabPane(
                new Tab(
                        "Reduced program",
                        withActions(new ScrollPane(reduced), () -> last == null ? "" : last.reduced(), "reduced.mlir")),
                new Tab("Pipeline", withActions(pipeline, pipeline::getText, "pipeline.txt")),
                new Tab("report.md", withActions(report, report::getText, "report.md")));
        results.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(results, Priority.ALWAYS);
        getChildren().addAll(new HBox(8, start, bar, progress), where, results);
    }

    private VBox withActions(Node content, Supplier<String> text, String fileName) {
        return CopySave.around(wb, content, text, fileName, "");
    }

    /** Told of every finished reduction (the cluster view draws the reduced program). */
    void onReduced(Consumer<ReduceOutcome> c) {
        onReduced = c;
    }

    /** The cluster Reduce would work on. */
    void showCluster(String key, String program, RunRow run) {
        if (running) return;
        this.key = key;
        this.program = program;
        this.run = run;
        this.last = null;
        reduced.getChildren().clear();
        pipeline.clear();
        report.clear();
        where.setText("");
        progress.setText(
                "Reduce the representative (" + program.length() + " bytes, run " + (run == null ? "?" : run.runId())
                        + ") to the smallest program and pipeline with the same crash signature.");
    }

    /** Starts the reduction of the shown cluster; returns false when there is nothing to reduce or one is running. */
    public boolean startReduce() {
        if (running || key == null || program == null || program.isEmpty()) return false;
        running = true;
        start.setDisable(true);
        bar.setVisible(true);
        bar.setProgress(ProgressBar.INDETERMINATE_PROGRESS);
        String runTool = run != null && run.tool() != null && !run.tool().isBlank() ? run.tool() : null;
        String tool = runTool != null ? runTool : wb.config().tool();
        List<String> passes = run == null ? List.of() : run.pipeline();
        var req = new ClusterReduction.Request(
                key,
                program,
                runTool,
                wb.config().tool(),
                passes,
                wb.config().workDir(),
                wb.config().reduceBudget());
        progress.setText("Reducing with " + tool + "...");
        wb.status().info("Reducing " + ClustersView.abbreviate(key));
        wb.background()
                .job(
                        "Reducing " + ClustersView.abbreviate(key),
                        () -> {
                            try {
                                return reduction.run(req, p -> Platform.runLater(() -> progress.setText(p.line())));
                            } finally {
                                Platform.runLater(this::stopped);
                            }
                        },
                        this::finished);
        return true;
    }

    private void stopped() {
        running = false;
        start.setDisable(false);
        bar.setVisible(false);
    }

    private void finished(ReduceOutcome o) {
        last = o;
        var r = o.result();
        if (!r.reproduced()) {
            progress.setText("Did not reproduce: " + r.note());
            wb.status().info("The crash did not reproduce: " + r.note());
        } else {
            progress.setText(String.format(
                    "Done: %d -> %d ops, %d -> %d bytes, %d oracle calls, %.1f s, same signature: %s; %s",
                    r.opsBefore(),
                    r.opsAfter(),
                    r.bytesBefore(),
                    r.bytesAfter(),
                    r.oracleCalls(),
                    r.seconds(),
                    r.sameSignature(),
                    r.versionSummary()));
            wb.status()
                    .info("Reduced " + ClustersView.abbreviate(key) + ": " + r.bytesBefore() + " -> " + r.bytesAfter()
                            + " bytes");
        }
        MlirText.show(reduced, o.reduced());
        pipeline.setText(o.pipeline());
        report.setText(o.report());
        where.setText("Written to " + o.dir());
        onReduced.accept(o);
    }

    // For tests.
    public ReduceOutcome lastOutcome() {
        return last;
    }

    public boolean isRunning() {
        return running;
    }
    /** The cluster shown, or being reduced. */
    public String clusterKey() {
        return key;
    }
}
