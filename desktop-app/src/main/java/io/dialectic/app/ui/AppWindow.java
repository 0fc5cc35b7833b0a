package io.dialectic.app.ui;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.ProgramFilter;
import io.dialectic.app.work.Refuzzer;
import java.util.List;
import java.util.function.IntConsumer;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;

/** The window's content: a header, the views as tabs, the status bar. */
public final class AppWindow extends BorderPane {
    private final Workbench wb;
    private final Refuzzer refuzzer;
    // Each view is built when its tab is first shown: opening a report builds only the first screen.
    private OverviewView overview;
    private ClustersView clusters;
    private ProgramsView programs;
    private TriggersView triggers;
    private MiscompilesView miscompiles;
    private IrBugsView irBugs;
    private final TabPane tabs = new TabPane();

    public AppWindow(Workbench wb, Refuzzer refuzzer) {
        this.wb = wb;
        this.refuzzer = refuzzer;
        setId("app-window");
        String[][] names = {
            {"Overview", "tab-overview"},
            {"Crash clusters", "tab-clusters"},
            {"Programs", "tab-programs"},
            {"Triggers", "tab-triggers"},
            {"Miscompiles", "tab-miscompiles"},
            {"IR bugs", "tab-ir-bugs"}
        };
        for (String[] n : names) { // the order of AppConfig.View
            Tab t = new Tab(n[0]);
            t.setId(n[1]);
            tabs.getTabs().add(t);
        }
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        boolean analyzed = !wb.db()
                .location()
                .dir()
                .toAbsolutePath()
                .normalize()
                .equals(wb.config().results().toAbsolutePath().normalize());
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
        List<Runnable> loaders = List.of(
                () -> overview().refresh(),
                () -> clusters().refresh(),
                () -> programs().search(ProgramFilter.ALL),
                () -> triggers().refresh(),
                () -> miscompiles().refresh(),
                () -> irBugs().refresh());
        boolean[] loaded = new boolean[loaders.size()];
        IntConsumer load = i -> {
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
        s.getStylesheets()
                .add(AppWindow.class.getResource("/io/dialectic/app/app.css").toExternalForm());
        return s;
    }

    public Workbench workbench() {
        return wb;
    }

    public OverviewView overview() {
        if (overview == null) overview = shown(0, new OverviewView(wb));
        return overview;
    }

    public ClustersView clusters() {
        if (clusters == null) clusters = shown(1, new ClustersView(wb));
        return clusters;
    }

    public ProgramsView programs() {
        if (programs == null) programs = shown(2, new ProgramsView(wb, refuzzer));
        return programs;
    }

    public TriggersView triggers() {
        if (triggers == null) triggers = shown(3, new TriggersView(wb));
        return triggers;
    }

    public MiscompilesView miscompiles() {
        if (miscompiles == null) miscompiles = shown(4, new MiscompilesView(wb));
        return miscompiles;
    }

    public IrBugsView irBugs() {
        if (irBugs == null) irBugs = shown(5, new IrBugsView(wb));
        return irBugs;
    }

    private <T extends Node> T shown(int tab, T view) {
        tabs.getTabs().get(tab).setContent(view);
        return view;
    }
}
