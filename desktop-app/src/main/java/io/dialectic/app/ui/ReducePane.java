package io.dialectic.app.ui;

import io.dialectic.app.data.RunRow;
import io.dialectic.app.work.ClusterReduction;
import io.dialectic.app.work.ReduceOutcome;
import java.util.List;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.scene.control.Tab;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;

/**
 * Reduce for the selected cluster: runs the reducer in the background with a
 * live progress line, then shows the reduced program, the minimal command and
 * report.md, each with Copy (to the clipboard) and Save (to a file of the
 * user's choice; the reducer has already written them next to the results).
 */
public final class ReducePane extends VBox {
    private final Workbench wb;
    private final ClusterReduction reduction = new ClusterReduction();
    private final ReductionControls controls;
    private final TextArea pipeline = ReductionControls.readOnlyText();
    private String key;
    private String program;
    private RunRow run;
    private ReduceOutcome last;
    private Consumer<ReduceOutcome> onReduced = o -> {};

    public ReducePane(Workbench wb) {
        this.wb = wb;
        this.controls = new ReductionControls(
                wb,
                "",
                "Reduce the representative to the smallest program and pipeline with the same crash signature.",
                this::startReduce);
        setId("reduce-pane");
        controls.start.setId("reduce-start");
        controls.progress.setId("reduce-progress");
        controls.reduced.setId("reduced-program");
        pipeline.setId("reduced-pipeline");
        controls.report.setId("reduce-report");
        controls.where.setId("reduce-dir");
        controls.layOut(
                this,
                controls.reducedTab(() -> last == null ? "" : last.reduced()),
                new Tab("Pipeline", controls.withActions(pipeline, pipeline::getText, "pipeline.txt")),
                controls.reportTab());
    }

    /** Told of every finished reduction (the cluster view draws the reduced program). */
    void onReduced(Consumer<ReduceOutcome> c) {
        onReduced = c;
    }

    /** The cluster Reduce would work on. */
    void showCluster(String key, String program, RunRow run) {
        if (controls.running()) return;
        this.key = key;
        this.program = program;
        this.run = run;
        this.last = null;
        controls.clear();
        pipeline.clear();
        controls.progress.setText(
                "Reduce the representative (" + program.length() + " bytes, run " + (run == null ? "?" : run.runId())
                        + ") to the smallest program and pipeline with the same crash signature.");
    }

    /** Starts the reduction of the shown cluster; returns false when there is nothing to reduce or one is running. */
    public boolean startReduce() {
        if (controls.running() || key == null || program == null || program.isEmpty()) return false;
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
        controls.progress.setText("Reducing with " + tool + "...");
        controls.run(
                "Reducing " + ClustersView.abbreviate(key),
                () -> reduction.run(req, p -> Platform.runLater(() -> controls.progress.setText(p.line()))),
                this::finished,
                () -> true);
        return true;
    }

    private void finished(ReduceOutcome o) {
        last = o;
        var r = o.result();
        if (!r.reproduced()) {
            controls.notReproduced("crash", r.note());
        } else {
            controls.progress.setText(String.format(
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
        pipeline.setText(o.pipeline());
        controls.show(o.reduced(), o.report(), o.dir());
        onReduced.accept(o);
    }

    // For tests.
    public ReduceOutcome lastOutcome() {
        return last;
    }

    public boolean isRunning() {
        return controls.running();
    }

    /** The cluster shown, or being reduced. */
    public String clusterKey() {
        return key;
    }
}
