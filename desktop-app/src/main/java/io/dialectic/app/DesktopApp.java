package io.dialectic.app;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.Analytics;
import io.dialectic.app.data.CampaignAnalysis;
import io.dialectic.app.data.ResultsLocation;
import io.dialectic.app.ui.AnalysisProgress;
import io.dialectic.app.ui.AppWindow;
import io.dialectic.app.ui.StatusBar;
import io.dialectic.app.ui.Workbench;
import io.dialectic.app.work.FuzzerModule;
import java.util.concurrent.CountDownLatch;
import javafx.application.Platform;
import javafx.scene.control.Alert;
import javafx.stage.Stage;

/**
 * The entry point behind {@code dialectic app}: opens a report in a window (a raw campaign folder is
 * analyzed into one first, with its progress shown: {@link CampaignAnalysis}), or, with
 * {@link AppConfig#screenshot()}, renders one view to a PNG headless (Monocle, software rendering: no
 * display needed) and returns.
 */
public final class DesktopApp {
    private DesktopApp() {}

    /** Runs the app until its window is closed (or the screenshot is written); returns an exit code. */
    public static int run(AppConfig config, Analytics analytics) throws Exception {
        if (config.screenshot() != null) {
            ResultsLocation report = CampaignAnalysis.open(
                    config.results(), config.workDir(), analytics.analyzer(), m -> System.err.println("app: " + m));
            Headless.configure();
            Platform.startup(() -> {});
            try {
                Screenshot.render(config, report, analytics.features(), FuzzerModule.refuzzer());
                return 0;
            } finally {
                Platform.exit();
            }
        }
        if (System.getenv("DISPLAY") == null && System.getenv("WAYLAND_DISPLAY") == null && !Headless.requested()) {
            throw new IllegalStateException(
                    "no display (DISPLAY is not set): run on a desktop, or render a view with --screenshot OUT.png");
        }
        CountDownLatch closed = new CountDownLatch(1);
        Platform.setImplicitExit(true);
        Platform.startup(() -> {});
        AnalysisProgress progress = AnalysisProgress.onFx(config.results());
        Thread opener = new Thread(
                () -> {
                    ResultsLocation report;
                    try {
                        report = CampaignAnalysis.open(
                                config.results(), config.workDir(), analytics.analyzer(), progress::step);
                    } catch (Exception e) {
                        Platform.runLater(() -> {
                            progress.close();
                            fail(config, e, closed);
                        });
                        return;
                    }
                    Platform.runLater(() -> {
                        progress.close();
                        show(config, report, analytics, closed);
                    });
                },
                "dialectic-open");
        opener.setDaemon(true);
        opener.start();
        closed.await();
        Platform.exit();
        return 0;
    }

    private static void fail(AppConfig config, Exception e, CountDownLatch closed) {
        Alert a = new Alert(Alert.AlertType.ERROR, "Cannot open " + config.results() + ":\n" + e.getMessage());
        a.setOnHidden(ev -> closed.countDown());
        a.show();
    }

    private static void show(AppConfig config, ResultsLocation report, Analytics analytics, CountDownLatch closed) {
        StatusBar status = new StatusBar(true);
        Workbench wb;
        try {
            wb = Workbench.open(config, report, status, analytics.features());
        } catch (Exception e) {
            fail(config, e, closed);
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
    }
}
