package io.dialectic.app.ui;

import io.dialectic.app.data.MiscompileQueries;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextFlow;

/**
 * Miscompiles: the miscompile clusters of the results (runs of {@code fuzz --oracle differential} whose
 * compiled program printed a value the reference interpreter fixes differently), and for the selected cluster its
 * runs; for the selected run the program, its tool and pipeline, and the expected output (reference semantics)
 * beside the actual one, line by line, the differing lines marked; and Reduce ({@link MiscompileReducePane}) for that run,
 * in the background, with the reduced program's expected and actual output, commands and versions.
 */
public final class MiscompilesView extends BorderPane {
    private final Workbench wb;
    private final TableView<MiscompileQueries.Cluster> table = new TableView<>();
    private final ListView<String> members = new ListView<>();
    private final Label cell = new Label();
    private final GridPane comparison = new GridPane();
    private final TextFlow program = new TextFlow();
    private final MiscompileReducePane reduce;
    private final TabPane detailTabs;
    private MiscompileQueries.Cluster shown;
    private final Label empty =
            new Label("No miscompiles: only programs executed by `dialectic fuzz --oracle differential` can have one.");

    public MiscompilesView(Workbench wb) {
        this.wb = wb;
        setId("miscompiles");
        table.setId("miscompile-table");
        members.setId("miscompile-members");
        cell.setId("miscompile-cell");
        comparison.setId("output-comparison");
        comparison.setHgap(16);
        comparison.setVgap(2);
        comparison.setPadding(new Insets(4));
        ColumnConstraints number = new ColumnConstraints();
        ColumnConstraints half = new ColumnConstraints();
        half.setPercentWidth(45);
        comparison.getColumnConstraints().setAll(number, half, half);
        program.setId("miscompile-program");
        table.setPlaceholder(empty);
        table.getColumns()
                .setAll(List.of(
                        column("miscompile key", MiscompileQueries.Cluster::key, 420),
                        column("pass", MiscompileQueries.Cluster::pass, 170),
                        column("runs", MiscompileQueries.Cluster::runs, 60),
                        column("programs", MiscompileQueries.Cluster::programs, 70),
                        column("campaigns", MiscompileQueries.Cluster::campaigns, 160)));
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> showCluster(b));
        members.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> showRun(b));

        Label outputs = new Label("Expected (reference semantics) vs actual (compiled and run)");
        outputs.getStyleClass().add("section-title");
        Label prog = new Label("Program");
        prog.getStyleClass().add("section-title");
        VBox detail = new VBox(6, cell, outputs, comparison, prog, new ScrollPane(program));
        detail.setId("miscompile-detail");
        detail.setPadding(new Insets(6));
        VBox.setVgrow(detail.getChildren().get(4), Priority.ALWAYS);
        Label runs = new Label("Runs");
        runs.getStyleClass().add("section-title");
        VBox left = new VBox(4, runs, members);
        VBox.setVgrow(members, Priority.ALWAYS);
        // the detail is as wide as its pane: a long pipeline line wraps instead of widening the expected column and
        // pushing the actual one off the right edge (the grid's percent columns follow the pane's width)
        ScrollPane detailScroll = new ScrollPane(detail);
        detailScroll.setId("miscompile-detail-scroll");
        detailScroll.setFitToWidth(true);
        cell.setWrapText(true);
        reduce = new MiscompileReducePane(wb);
        Tab runTab = new Tab("Run", detailScroll);
        Tab reduceTab = new Tab("Reduce", reduce);
        reduceTab.setId("miscompile-reduce-tab");
        detailTabs = new TabPane(runTab, reduceTab);
        detailTabs.setId("miscompile-detail-tabs");
        detailTabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        SplitPane lower = new SplitPane(left, detailTabs);
        lower.setDividerPositions(0.25);
        SplitPane split = new SplitPane(table, lower);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.3);
        setCenter(split);
        wb.onRunsChanged(this::refresh);
    }

    /** A column showing one component of the record (PropertyValueFactory reads getters, which records lack). */
    private static TableColumn<MiscompileQueries.Cluster, Object> column(
            String title, Function<MiscompileQueries.Cluster, Object> value, double width) {
        TableColumn<MiscompileQueries.Cluster, Object> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    public TableView<MiscompileQueries.Cluster> table() {
        return table;
    }

    public GridPane comparison() {
        return comparison;
    }

    public MiscompileReducePane reducePane() {
        return reduce;
    }

    /** Shows the Reduce tab of the detail (its button reduces the selected run). */
    public void showReduce() {
        detailTabs.getSelectionModel().select(1);
    }

    public void refresh() {
        wb.background()
                .query("Loading miscompile clusters", () -> wb.miscompiles().clusters(), rows -> {
                    table.setItems(FXCollections.observableArrayList(rows));
                    if (!rows.isEmpty()) table.getSelectionModel().select(0);
                });
    }

    private void showCluster(MiscompileQueries.Cluster c) {
        shown = c;
        if (c == null) {
            members.getItems().clear();
            return;
        }
        wb.background()
                .query("Loading miscompile " + c.key(), () -> wb.miscompiles().members(c.key(), 500), ids -> {
                    members.setItems(FXCollections.observableArrayList(ids));
                    // the representative first: the smallest program, the one to reduce
                    members.getSelectionModel()
                            .select(
                                    ids.contains(c.representative())
                                            ? c.representative()
                                            : ids.isEmpty() ? null : ids.get(0));
                });
    }

    private void showRun(String runId) {
        if (runId == null) return;
        wb.background().query("Loading run " + runId, () -> wb.miscompiles().outputs(runId), this::show);
    }

    private void show(MiscompileQueries.Outputs o) {
        comparison.getChildren().clear();
        if (o == null) return;
        cell.setText(o.runId() + "  —  " + o.tool() + " " + String.join(" ", o.pipeline()));
        Label lh = new Label("#");
        Label eh = new Label("expected");
        Label ah = new Label("actual (" + o.tool() + ")");
        for (Label l : List.of(lh, eh, ah)) l.getStyleClass().add("comparison-header");
        comparison.addRow(0, lh, eh, ah);
        int row = 1;
        for (MiscompileQueries.Line l : o.lines()) {
            Label n = new Label(Integer.toString(l.number()));
            Label e = new Label(l.expected());
            Label a = new Label(l.actual());
            e.setId("expected-" + l.number());
            a.setId("actual-" + l.number());
            for (Label x : List.of(e, a)) {
                x.getStyleClass().add("mono");
                if (l.differs()) x.getStyleClass().add("differs");
            }
            comparison.addRow(row++, n, e, a);
        }
        MlirText.show(program, o.program());
        reduce.showRun(shown == null ? null : shown.key(), o);
    }
}
