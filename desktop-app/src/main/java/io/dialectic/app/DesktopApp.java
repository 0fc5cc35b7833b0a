package io.dialectic.app;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.ui.AppWindow;
import io.dialectic.app.ui.StatusBar;
import io.dialectic.app.ui.Workbench;
import io.dialectic.app.work.FuzzerModule;
import java.util.concurrent.CountDownLatch;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.stage.Stage;

/**
 * The entry point behind {@code dialectic app}: opens a results directory in
 * a window, or, with {@link AppConfig#screenshot()}, renders one view to a PNG
 * headless (Monocle, software rendering: no display needed) and returns.
 */
public final class DesktopApp {
    private DesktopApp() {}

    /** Runs the app until its window is closed (or the screenshot is written); returns an exit code. */
    public static int run(AppConfig config) throws Exception {
        if (config.screenshot() != null) {
            Headless.configure();
            Platform.startup(() -> {});
            try {
                Screenshot.render(config, FuzzerModule.refuzzer());
                return 0;
            } finally {
                Platform.exit();
            }
        }
        if (System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null && !Headless.requested()) {
            throw new IllegalStateException("no display (DISPLAY is not set): run on a desktop, or render a view with --screenshot OUT.png");
        }
        CountDownLatch closed = new CountDownLatch(1);
        Platform.setImplicitExit(true);
        Platform.startup(() -> {});
        Platform.runLater(() -> {
            StatusBar status = new StatusBar(true);
            Workbench wb;
            try {
                wb = Workbench.open(config, status);
            } catch (Exception e) {
                Alert a = new Alert(Alert.AlertType.ERROR, "Cannot open " + config.results() + ":\n" + e.getMessage());
                a.setOnHidden(ev -> closed.countDown());
                a.show();
                return;
            }
            AppWindow w = new AppWindow(wb, FuzzerModule.refuzzer());
            Stage stage = new Stage();
            stage.setTitle("Dialectic — " + config.results().toAbsolutePath().normalize());
            stage.setScene(w.scene(config.width(), config.height()));
            stage.setOnHidden(e -> {
                try {
                    wb.close();
                } catch (Exception ignored) {
                    // Closing on exit: nothing left to show an error in.
                }
                closed.countDown();
            });
            stage.show();
            w.start();
        });
        closed.await();
        Platform.exit();
        return 0;
    }
}
