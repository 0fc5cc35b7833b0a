package io.dialectic.app;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.ui.AppWindow;
import io.dialectic.app.ui.StatusBar;
import io.dialectic.app.ui.Workbench;
import io.dialectic.app.work.FuzzerModule;
import io.dialectic.app.work.Refuzzer;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import javafx.stage.Stage;
import org.testfx.api.FxToolkit;

/**
 * The real app window in TestFX's primary stage (Monocle headless), on a
 * results directory; {@link #idle()} waits until every query and job it
 * started has finished.
 */
final class AppHarness implements AutoCloseable {
    final Workbench wb;
    final AppWindow window;

    private AppHarness(Workbench wb, AppWindow window) {
        this.wb = wb;
        this.window = window;
    }

    static AppHarness open(AppConfig config, Refuzzer refuzzer) throws Exception {
        Stage stage = FxToolkit.registerPrimaryStage();
        Workbench wb = Workbench.open(config, TestAnalysis.report(config), new StatusBar(false), TestAnalysis.FEATURES);
        AtomicReference<AppWindow> w = new AtomicReference<>();
        FxToolkit.setupStage(s -> {
            AppWindow win = new AppWindow(wb, refuzzer);
            s.setScene(win.scene(config.width(), config.height()));
            s.show();
            win.start();
            w.set(win);
        });
        AppHarness h = new AppHarness(wb, w.get());
        h.idle();
        return h;
    }

    static AppHarness open(Path dir) throws Exception {
        return open(AppConfig.of(dir).withSize(1300, 850), FuzzerModule.refuzzer());
    }

    void idle() throws Exception {
        Screenshot.waitIdle(wb, 240_000);
    }

    /** Shows a view and waits until it has loaded (a view loads when first shown). */
    void select(AppConfig.View v) throws Exception {
        fx(() -> window.select(v));
        idle();
    }

    /** Runs on the FX thread and waits. */
    void fx(Runnable r) throws Exception {
        Screenshot.onFx(r);
    }

    <T> T fxGet(Callable<T> c) throws Exception {
        return Screenshot.onFxGet(c);
    }

    @Override
    public void close() throws SQLException, TimeoutException {
        FxToolkit.setupStage(s -> s.setScene(null));
        wb.close();
    }
}
