package io.dialectic.app.ui;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.work.Refuzzer;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;

/** The window's content: a header, the views as tabs, the status bar. */
public final class AppWindow extends BorderPane {
    private final Workbench wb;
    private final OverviewView overview;
    private final ClustersView clusters;
    private final ProgramsView programs;
    private final TriggersView triggers;
    private final MiscompilesView miscompiles;
    private final TabPane tabs = new TabPane();

    public AppWindow(Workbench wb, Refuzzer refuzzer) {
        this.wb = wb;
        setId("app-window");
        overview = new OverviewView(wb);
        clusters = new ClustersView(wb);
        programs = new ProgramsView(wb, refuzzer);
        triggers = new TriggersView(wb);
        miscompiles = new MiscompilesView(wb);
        Tab o = new Tab("Overview", overview);
        o.setId("tab-overview");
        Tab c = new Tab("Crash clusters", clusters);
        c.setId("tab-clusters");
        Tab p = new Tab("Programs", programs);
        p.setId("tab-programs");
        Tab t = new Tab("Triggers", triggers);
        t.setId("tab-triggers");
        Tab m = new Tab("Miscompiles", miscompiles);
        m.setId("tab-miscompiles");
        tabs.getTabs().setAll(o, c, p, t, m); // the order of AppConfig.View
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        boolean analyzed = !wb.db().location().dir().toAbsolutePath().normalize().equals(wb.config().results().toAbsolutePath().normalize());
        Label header = new Label("Dialectic  —  " + wb.config().results().normalize()
                + (analyzed ? "  (campaign, analyzed into " + wb.db().location().dir() + ")" : "  (analysis report)"));
        header.setId("header");
        header.getStyleClass().add("section-title");
        header.setPadding(new Insets(6, 8, 2, 8));
        setTop(header);
        setCenter(tabs);
        setBottom(wb.status());
        select(wb.config().view());
    }

    /**
     * Loads the view on show now, and every other view the first time its tab is selected: opening a report
     * reads only what the first screen shows.
     */
    public void start() {
        wb.prepare();
        java.util.List<Runnable> loaders = java.util.List.of(overview::refresh, clusters::refresh,
                () -> programs.search(io.dialectic.app.data.ProgramFilter.ALL), triggers::refresh, miscompiles::refresh);
        boolean[] loaded = new boolean[loaders.size()];
        java.util.function.IntConsumer load = i -> {
            if (i >= 0 && !loaded[i]) {
                loaded[i] = true;
                loaders.get(i).run();
            }
        };
        tabs.getSelectionModel().selectedIndexProperty().addListener((obs, was, now) -> load.accept(now.intValue()));
        load.accept(tabs.getSelectionModel().getSelectedIndex());
    }

    public void select(AppConfig.View v) {
        tabs.getSelectionModel().select(v.ordinal());
    }

    public Scene scene(double w, double h) {
        Scene s = new Scene(this, w, h);
        s.getStylesheets().add(AppWindow.class.getResource("/io/dialectic/app/app.css").toExternalForm());
        return s;
    }

    public Workbench workbench() { return wb; }
    public OverviewView overview() { return overview; }
    public ClustersView clusters() { return clusters; }
    public ProgramsView programs() { return programs; }
    public TriggersView triggers() { return triggers; }
    public MiscompilesView miscompiles() { return miscompiles; }
}
