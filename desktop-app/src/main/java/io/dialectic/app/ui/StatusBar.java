package io.dialectic.app.ui;

import java.io.PrintWriter;
import java.io.StringWriter;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * The line at the bottom of the window: what the app is doing and the last
 * error. Errors also open an alert (unless the app runs headless for a
 * screenshot or a test that asked for none), so they are never only on the console.
 */
public final class StatusBar extends HBox {
    private final Label message = new Label("Ready");
    private final ProgressBar progress = new ProgressBar();
    private final boolean alerts;
    /** The last error reported, kept when later messages replace it in the bar (tests read it). */
    private volatile String lastError;

    public StatusBar(boolean alerts) {
        this.alerts = alerts;
        setId("status-bar");
        getStyleClass().add("status-bar");
        setPadding(new Insets(3, 8, 3, 8));
        setSpacing(10);
        message.setId("status-message");
        message.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(message, Priority.ALWAYS);
        progress.setPrefWidth(160);
        progress.setVisible(false);
        getChildren().addAll(message, progress);
    }

    /** Shows a message; any thread. */
    public void info(String text) {
        onFx(() -> {
            message.getStyleClass().remove("error");
            message.setText(text);
        });
    }

    /** Shows progress in [0,1], or indeterminate with a negative value; {@code Double.NaN} hides the bar. */
    public void progress(double fraction) {
        onFx(() -> {
            progress.setVisible(!Double.isNaN(fraction));
            progress.setProgress(fraction < 0 ? ProgressBar.INDETERMINATE_PROGRESS : fraction);
        });
    }

    /** Reports an error in the bar and in an alert; any thread. */
    public void error(String what, Throwable t) {
        String text = what + ": " + describe(t);
        lastError = text;
        // Without an alert the details of a bug would be lost: they go to stderr, for a bug report.
        if (!alerts && ErrorText.isBug(t)) {
            System.err.println("dialectic app: " + text);
            t.printStackTrace();
        }
        onFx(() -> {
            if (!message.getStyleClass().contains("error"))
                message.getStyleClass().add("error");
            message.setText(text);
            progress.setVisible(false);
            if (alerts) {
                Alert a = new Alert(Alert.AlertType.ERROR, text);
                a.setHeaderText(what);
                TextArea details = new TextArea(stackTrace(t));
                details.setEditable(false);
                a.getDialogPane().setExpandableContent(details);
                a.show();
            }
        });
    }

    public String text() {
        return message.getText();
    }

    /** The last error shown, or null when there was none. */
    public String lastError() {
        return lastError;
    }

    static String describe(Throwable t) {
        return ErrorText.describe(t);
    }

    private static String stackTrace(Throwable t) {
        StringWriter w = new StringWriter();
        t.printStackTrace(new PrintWriter(w));
        return w.toString();
    }

    static void onFx(Runnable r) {
        if (Platform.isFxApplicationThread()) r.run();
        else Platform.runLater(r);
    }
}
