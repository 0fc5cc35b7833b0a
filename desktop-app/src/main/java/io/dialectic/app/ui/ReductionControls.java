package io.dialectic.app.ui;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
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
 * What a Reduce pane is made of, for crashes ({@link ReducePane}) and miscompiles ({@link MiscompileReducePane}):
 * the start button, the busy bar and live progress line above tabs of results (the reduced program and report.md,
 * each with Copy and Save), the folder written to, and the one reduction running in the background at a time.
 */
final class ReductionControls {
    final Button start = new Button("Reduce");
    final Label progress;
    final Label where = new Label();
    final TextFlow reduced = new TextFlow();
    final TextArea report = readOnlyText();
    private final ProgressBar bar = new ProgressBar();
    private final Workbench wb;
    private final String idPrefix;
    private boolean running;

    /** {@code idPrefix} starts the ids of the Copy and Save buttons; {@code onStart} is what the button does. */
    ReductionControls(Workbench wb, String idPrefix, String hint, Runnable onStart) {
        this.wb = wb;
        this.idPrefix = idPrefix;
        this.progress = new Label(hint);
        start.setOnAction(e -> onStart.run());
        bar.setVisible(false);
        reduced.getStyleClass().add("mlir-code");
    }

    /** A text area for output the user reads and copies, not edits. */
    static TextArea readOnlyText() {
        TextArea t = new TextArea();
        t.setEditable(false);
        t.getStyleClass().add("mono");
        return t;
    }

    /** {@code content} with Copy (to the clipboard) and Save (to a file named like {@code fileName}) below it. */
    VBox withActions(Node content, Supplier<String> text, String fileName) {
        return CopySave.around(wb, content, text, fileName, idPrefix);
    }

    /** The tab of the reduced program, whose text {@code text} gives (empty before a result). */
    Tab reducedTab(Supplier<String> text) {
        return new Tab("Reduced program", withActions(new ScrollPane(reduced), text, "reduced.mlir"));
    }

    Tab reportTab() {
        return new Tab("report.md", withActions(report, report::getText, "report.md"));
    }

    /** Lays {@code pane} out: the start row, the folder line, then {@code tabs} filling the rest. */
    void layOut(VBox pane, Tab... tabs) {
        pane.setSpacing(6);
        pane.setPadding(new Insets(6));
        TabPane results = new TabPane(tabs);
        results.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(results, Priority.ALWAYS);
        pane.getChildren().addAll(new HBox(8, start, bar, progress), where, results);
    }

    boolean running() {
        return running;
    }

    /**
     * Runs {@code work} in the background as {@code what}, the button disabled and the bar busy until it ends; then
     * the button is enabled again when {@code startable} says so, and {@code finished} gets the work's result.
     */
    <T> void run(String what, Callable<T> work, Consumer<T> finished, BooleanSupplier startable) {
        running = true;
        start.setDisable(true);
        bar.setVisible(true);
        bar.setProgress(ProgressBar.INDETERMINATE_PROGRESS);
        wb.status().info(what);
        wb.background()
                .job(
                        what,
                        () -> {
                            try {
                                return work.call();
                            } finally {
                                Platform.runLater(() -> {
                                    running = false;
                                    start.setDisable(!startable.getAsBoolean());
                                    bar.setVisible(false);
                                });
                            }
                        },
                        finished);
    }

    /** A result that did not show the bug: {@code what} is "crash" or "miscompile". */
    void notReproduced(String what, String note) {
        progress.setText("Did not reproduce: " + note);
        wb.status().info("The " + what + " did not reproduce: " + note);
    }

    /** Clears the outputs of an earlier result. */
    void clear() {
        reduced.getChildren().clear();
        report.clear();
        where.setText("");
    }

    /** Shows the outputs the reducer wrote into {@code dir}. */
    void show(String reducedProgram, String reportText, Path dir) {
        MlirText.show(reduced, reducedProgram);
        report.setText(reportText);
        where.setText("Written to " + dir);
    }
}
