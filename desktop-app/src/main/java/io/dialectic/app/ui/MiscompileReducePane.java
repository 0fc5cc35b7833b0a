package io.dialectic.app.ui;

import io.dialectic.app.data.MiscompileQueries;
import io.dialectic.app.work.MiscompileReduction;
import io.dialectic.reducer.result.MiscompileResult;
import java.util.List;
import java.util.Locale;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TextArea;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/**
 * Reduce for the selected miscompiling run (the Miscompiles tab): runs the miscompile reducer in the background with a
 * live progress line ({@link MiscompileReduction}), then shows what the crash Reduce shows, for a miscompile: the
 * reduced program's expected output (reference semantics) beside its actual one, line by line with the differing
 * lines marked; the reduced program; the commands (mlir-opt with the cell's pipeline, then the JIT runner); the
 * versions it reproduces on; and report.md. Each with Copy and Save (the reducer has already written them beside the
 * results).
 */
public final class MiscompileReducePane extends VBox {
    private static final String HINT = "Select a miscompiling run to reduce it.";
    private final Workbench wb;
    private final MiscompileReduction reduction = new MiscompileReduction();
    private final ReductionControls controls;
    private final GridPane comparison = new GridPane();
    private final GridPane versions = new GridPane();
    private final Label reproduces = new Label();
    private final TextArea commands = ReductionControls.readOnlyText();
    private String key;
    private MiscompileQueries.Outputs run;
    private MiscompileReduction.Outcome last;

    public MiscompileReducePane(Workbench wb) {
        this.wb = wb;
        this.controls = new ReductionControls(wb, "miscompile-", HINT, this::startReduce);
        setId("miscompile-reduce-pane");
        controls.start.setId("miscompile-reduce-start");
        controls.start.setDisable(true);
        controls.progress.setId("miscompile-reduce-progress");
        controls.progress.setWrapText(true);
        comparison.setId("reduced-comparison");
        comparison.setHgap(16);
        comparison.setVgap(2);
        ColumnConstraints number = new ColumnConstraints();
        ColumnConstraints half = new ColumnConstraints();
        half.setPercentWidth(45);
        comparison.getColumnConstraints().setAll(number, half, half);
        versions.setId("reduced-versions");
        versions.setHgap(16);
        versions.setVgap(2);
        reproduces.setId("reduced-reproduces-on");
        controls.reduced.setId("miscompile-reduced-program");
        commands.setId("miscompile-commands");
        controls.report.setId("miscompile-report");
        controls.where.setId("miscompile-reduce-dir");
        Label outputs = new Label("Expected (reference semantics) vs actual (compiled and run)");
        outputs.getStyleClass().add("section-title");
        Label vs = new Label("Versions");
        vs.getStyleClass().add("section-title");
        ScrollPane summary = new ScrollPane(new VBox(6, outputs, comparison, vs, reproduces, versions));
        summary.setFitToWidth(true);
        controls.layOut(
                this,
                new Tab("Expected vs actual", summary),
                controls.reducedTab(() -> last == null ? "" : last.reduced()),
                new Tab("Commands", controls.withActions(commands, commands::getText, "pipeline.txt")),
                controls.reportTab());
    }

    /** The run Reduce would work on: a member of the cluster {@code key}. Ignored while a reduction runs. */
    void showRun(String key, MiscompileQueries.Outputs o) {
        if (controls.running()) return;
        this.key = key;
        this.run = o;
        this.last = null;
        comparison.getChildren().clear();
        versions.getChildren().clear();
        reproduces.setText("");
        controls.clear();
        commands.clear();
        boolean ok =
                key != null && o != null && o.program() != null && !o.program().isEmpty();
        controls.start.setDisable(!ok);
        controls.progress.setText(
                ok
                        ? "Reduce run " + o.runId() + " (" + o.program().length()
                                + " bytes) to the smallest program that still miscompiles in " + o.tool()
                                + " with the difference attributed to the same pass."
                        : HINT);
    }

    /** Starts the reduction of the shown run; false when there is nothing to reduce or one is running. */
    public boolean startReduce() {
        if (controls.running()
                || run == null
                || key == null
                || run.program() == null
                || run.program().isEmpty()) return false;
        var req = new MiscompileReduction.Request(
                key,
                run.runId(),
                run.program(),
                run.tool(),
                run.pipeline(),
                wb.config().workDir(),
                wb.config().reduceBudget());
        controls.progress.setText("Reducing run " + run.runId() + " with " + run.tool() + "...");
        controls.run(
                "Reducing miscompile " + ClustersView.abbreviate(key),
                () -> reduction.run(req, line -> Platform.runLater(() -> controls.progress.setText(line))),
                this::finished,
                () -> run != null);
        return true;
    }

    private void finished(MiscompileReduction.Outcome o) {
        last = o;
        MiscompileResult r = o.result();
        if (!r.reproduced()) {
            controls.notReproduced("miscompile", r.note());
        } else {
            controls.progress.setText(String.format(
                    Locale.ROOT,
                    "Done: %d -> %d ops, %d oracle calls, %.1f s; suspect pass %s; key %s%s",
                    r.opsBefore(),
                    r.opsAfter(),
                    r.oracleCalls(),
                    r.seconds(),
                    r.suspectPass(),
                    r.miscompileKey(),
                    r.note().isEmpty() ? "" : "; " + r.note()));
            wb.status()
                    .info("Reduced miscompile " + ClustersView.abbreviate(key) + ": " + r.opsBefore() + " -> "
                            + r.opsAfter() + " ops");
        }
        showComparison(r.expected(), r.actual(), r.cell().label());
        showVersions(r.versions());
        commands.setText(o.commands());
        controls.show(o.reduced(), o.report(), o.dir());
    }

    private void showComparison(String expected, String actual, String cell) {
        comparison.getChildren().clear();
        Label lh = new Label("#");
        Label eh = new Label("expected");
        Label ah = new Label("actual (" + cell + ")");
        for (Label l : List.of(lh, eh, ah)) l.getStyleClass().add("comparison-header");
        comparison.addRow(0, lh, eh, ah);
        var lines = new MiscompileQueries.Outputs("", "", List.of(), "", expected, actual).lines();
        int row = 1;
        for (MiscompileQueries.Line l : lines) {
            Label e = new Label(l.expected());
            Label a = new Label(l.actual());
            e.setId("reduced-expected-" + l.number());
            a.setId("reduced-actual-" + l.number());
            for (Label x : List.of(e, a)) {
                x.getStyleClass().add("mono");
                if (l.differs()) x.getStyleClass().add("differs");
            }
            comparison.addRow(row++, new Label(Integer.toString(l.number())), e, a);
        }
    }

    private void showVersions(List<MiscompileResult.VersionRun> runs) {
        versions.getChildren().clear();
        List<String> on = runs.stream()
                .filter(MiscompileResult.VersionRun::reproduces)
                .map(MiscompileResult.VersionRun::tool)
                .toList();
        reproduces.setText(
                on.isEmpty() ? "Reproduces on no installed version." : "Reproduces on " + String.join(", ", on) + ".");
        Label[] header = {
            new Label("tool"),
            new Label("verdict"),
            new Label("same miscompile"),
            new Label("suspect pass"),
            new Label("prints")
        };
        for (Label l : header) l.getStyleClass().add("comparison-header");
        versions.addRow(0, header);
        int row = 1;
        for (MiscompileResult.VersionRun v : runs) {
            Label tool = new Label(v.tool());
            Label same = new Label(v.reproduces() ? "yes" : "no");
            same.setId("reduced-version-" + v.tool());
            Label prints =
                    new Label(v.actual() == null ? "" : v.actual().strip().replace("\n", " / "));
            prints.getStyleClass().add("mono");
            versions.addRow(
                    row++,
                    tool,
                    new Label(v.verdict()),
                    same,
                    new Label(v.suspectPass() == null ? "" : v.suspectPass()),
                    prints);
        }
    }

    // For tests.
    public MiscompileReduction.Outcome lastOutcome() {
        return last;
    }

    public boolean isRunning() {
        return controls.running();
    }
}
