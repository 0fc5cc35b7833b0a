package io.dialectic.app.ui;

import io.dialectic.app.work.RefuzzSession;
import java.time.Duration;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;

/** Asks how much to re-fuzz: runs, time, parallel jobs, generator seed, passes per run, tool. */
final class BudgetDialog extends Dialog<RefuzzSession.Budget> {
    final Spinner<Integer> runs = new Spinner<>(0, 1_000_000, 200, 50);
    final Spinner<Integer> seconds = new Spinner<>(0, 24 * 3600, 120, 30);
    final Spinner<Integer> jobs =
            new Spinner<>(1, 64, Math.max(1, Runtime.getRuntime().availableProcessors()));
    final Spinner<Integer> seed = new Spinner<>(0, Integer.MAX_VALUE, 1);
    final Spinner<Integer> passes = new Spinner<>(1, 10, 3);
    final TextField tool = new TextField();

    BudgetDialog(int seeds, String defaultTool) {
        setTitle("Re-fuzz from selected");
        setHeaderText(
                "Fuzz from " + seeds + " selected program" + (seeds == 1 ? "" : "s") + " (MLIRod-style ODG mutations)");
        tool.setText(defaultTool);
        for (Spinner<?> s : new Spinner<?>[] {runs, seconds, jobs, seed, passes}) s.setEditable(true);
        runs.setId("budget-runs");
        seconds.setId("budget-seconds");
        GridPane g = new GridPane();
        g.setHgap(8);
        g.setVgap(6);
        g.addRow(0, new Label("Runs (0 = no limit)"), runs);
        g.addRow(1, new Label("Time limit, s (0 = no limit)"), seconds);
        g.addRow(2, new Label("Parallel jobs"), jobs);
        g.addRow(3, new Label("Generator seed"), seed);
        g.addRow(4, new Label("Passes per run, at most"), passes);
        g.addRow(5, new Label("Tool"), tool);
        getDialogPane().setContent(g);
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        setResultConverter(bt -> bt == ButtonType.OK ? budget() : null);
    }

    RefuzzSession.Budget budget() {
        int s = seconds.getValue();
        return new RefuzzSession.Budget(
                runs.getValue(),
                s == 0 ? null : Duration.ofSeconds(s),
                jobs.getValue(),
                seed.getValue(),
                passes.getValue(),
                tool.getText().strip());
    }
}
