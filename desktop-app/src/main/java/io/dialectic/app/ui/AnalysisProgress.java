package io.dialectic.app.ui;

import java.nio.file.Path;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * A small window with the analysis's steps while a raw campaign folder is analyzed into a report
 * (the analytics module's own progress lines). Shown only once a step arrives: opening a report is quick.
 */
public final class AnalysisProgress {
    private final Path results;
    private Stage stage;
    private Label line;

    private AnalysisProgress(Path results) {
        this.results = results;
    }

    /** A progress window for {@code results}; its methods may be called from any thread. */
    public static AnalysisProgress onFx(Path results) {
        return new AnalysisProgress(results);
    }

    /** Shows one step of the analysis. */
    public void step(String text) {
        Platform.runLater(() -> {
            if (stage == null) {
                line = new Label();
                line.setId("analysis-step");
                ProgressBar bar = new ProgressBar(ProgressBar.INDETERMINATE_PROGRESS);
                bar.setMaxWidth(Double.MAX_VALUE);
                VBox box = new VBox(
                        8,
                        new Label("Analyzing " + results.toAbsolutePath().normalize()
                                + " (run records, no report yet) with the analysis of `dialectic analyze`..."),
                        bar,
                        line);
                box.setPadding(new Insets(12));
                stage = new Stage();
                stage.setTitle("Dialectic — analyzing");
                stage.setScene(new Scene(box, 640, 120));
                stage.show();
            }
            line.setText(text);
        });
    }

    /** Closes the window, if it was shown. */
    public void close() {
        Platform.runLater(() -> {
            if (stage != null) stage.close();
        });
    }
}
