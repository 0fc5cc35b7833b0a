package io.dialectic.app;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.ProgramFeatures;
import io.dialectic.app.data.ResultsLocation;
import io.dialectic.app.ui.AppWindow;
import io.dialectic.app.ui.StatusBar;
import io.dialectic.app.ui.Workbench;
import io.dialectic.app.work.Refuzzer;
import io.dialectic.base.storage.AtomicFiles;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;

/**
 * Renders one view of the app to a PNG: the real window content in a stage of
 * the configured size, after every query it started has finished, written
 * atomically. The toolkit must be running.
 */
public final class Screenshot {
    private Screenshot() {}

    public static void render(AppConfig config, ResultsLocation report, ProgramFeatures features, Refuzzer refuzzer)
            throws Exception {
        StatusBar status = new StatusBar(false);
        long t0 = System.nanoTime();
        try (Workbench wb = Workbench.open(config, report, status, features)) {
            long opened = System.nanoTime();
            CompletableFuture<AppWindow> shown = new CompletableFuture<>();
            Platform.runLater(() -> {
                try {
                    AppWindow w = new AppWindow(wb, refuzzer);
                    Stage stage = new Stage();
                    stage.setScene(w.scene(config.width(), config.height()));
                    stage.show();
                    w.start();
                    shown.complete(w);
                } catch (RuntimeException e) {
                    shown.completeExceptionally(e);
                }
            });
            AppWindow w = shown.get(60, TimeUnit.SECONDS);
            trace("window built and shown", opened);
            waitIdle(wb, 180_000);
            trace("queries done", opened);
            if (config.view() == AppConfig.View.PROGRAMS)
                onFx(() -> w.programs().selectOdgTab());
            waitIdle(wb, 30_000);
            WritableImage img = onFxGet(() -> {
                Scene s = w.getScene();
                return s.snapshot(null);
            });
            long rendered = System.nanoTime();
            trace("snapshot taken", opened);
            write(img, config.screenshot());
            // what `bench app` reads: the view's time from the JVM's start (JavaFX's included) and from opening the
            // report
            System.err.printf(
                    Locale.ROOT,
                    "%s %s: rendered %d ms after the JVM started; report opened in %d ms, view ready %d ms "
                            + "after that; peak RSS %d MB%n",
                    RENDERED,
                    config.view().name().toLowerCase(Locale.ROOT),
                    ManagementFactory.getRuntimeMXBean().getUptime(),
                    (opened - t0) / 1_000_000,
                    (rendered - opened) / 1_000_000,
                    PeakRss.mb());
        }
    }

    private static void trace(String what, long since) {
        if (System.getenv("DIALECTIC_APP_TRACE") != null)
            System.err.printf("[app] %s: %d ms after opening%n", what, (System.nanoTime() - since) / 1_000_000);
    }

    /** The start of the line {@link #render} prints its timing on (stderr). */
    public static final String RENDERED = "app screenshot";

    /**
     * Waits until no query or job has been running for five checks in a row, 20 ms apart. Each check first lets
     * the FX thread run what is queued (a finished query's callback may start the next one), so a short window
     * suffices, and a longer one would add to every measured view.
     */
    public static void waitIdle(Workbench wb, long timeoutMs) throws Exception {
        long end = System.currentTimeMillis() + timeoutMs;
        int quiet = 0;
        while (quiet < 5) {
            if (System.currentTimeMillis() > end)
                throw new IllegalStateException("the app was still busy after " + timeoutMs + " ms");
            onFx(() -> {}); // let pending runLater callbacks (which may start more work) run first
            quiet = wb.background().running() == 0 ? quiet + 1 : 0;
            if (quiet < 5) Thread.sleep(20);
        }
    }

    static void onFx(Runnable r) throws Exception {
        onFxGet(() -> {
            r.run();
            return null;
        });
    }

    static <T> T onFxGet(Callable<T> c) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                f.complete(c.call());
            } catch (Exception | Error e) {
                f.completeExceptionally(e);
            }
        });
        return f.get(60, TimeUnit.SECONDS);
    }

    static void write(WritableImage img, Path png) throws IOException {
        BufferedImage b = SwingFXUtils.fromFXImage(img, null);
        AtomicFiles.write(png, tmp -> {
            if (!ImageIO.write(b, "png", tmp.toFile())) throw new IOException("no PNG writer");
        });
    }
}
