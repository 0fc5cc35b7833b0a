package io.dialectic.app.ui;

import io.dialectic.app.data.IrBugQueries;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * IR bugs: the clusters of runs whose rerun proved the compiler wrong without a crash (invalid IR after a pass, or
 * printed IR that does not read back), and for the selected cluster its representative run's verifier or parser
 * message and the output that fails (generic form for invalid IR, custom form for a round trip). The report's
 * verdicts only: the app reruns nothing.
 */
public final class IrBugsView extends BorderPane {
    private final Workbench wb;
    private final TableView<IrBugQueries.Cluster> table = new TableView<>();
    private final Label cell = new Label();
    private final Label message = new Label();
    private final TextArea output = new TextArea();
    private final Label empty = new Label("No IR bugs: only runs checked by `dialectic fuzz` or `run --ir-bug-checks`"
            + " can have one (invalid IR after a pass, or output that does not read back).");

    public IrBugsView(Workbench wb) {
        this.wb = wb;
        setId("ir-bugs");
        table.setId("ir-bug-table");
        cell.setId("ir-bug-cell");
        message.setId("ir-bug-message");
        output.setId("ir-bug-output");
        output.setEditable(false);
        output.getStyleClass().add("mono");
        cell.setWrapText(true);
        message.setWrapText(true);
        message.getStyleClass().add("mono");
        table.setPlaceholder(empty);
        table.getColumns()
                .setAll(List.of(
                        column("kind", IrBugQueries.Cluster::kind, 80),
                        column("IR-bug key", IrBugQueries.Cluster::key, 420),
                        column("pass", IrBugQueries.Cluster::pass, 150),
                        column("runs", IrBugQueries.Cluster::runs, 60),
                        column("programs", IrBugQueries.Cluster::programs, 70),
                        column("representative", IrBugQueries.Cluster::representative, 200)));
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> show(b));

        Label msg = new Label("Message (verifier or parser, first error)");
        msg.getStyleClass().add("section-title");
        Label out = new Label("Output that fails (the representative run's)");
        out.getStyleClass().add("section-title");
        VBox detail = new VBox(6, cell, msg, message, out, output);
        detail.setPadding(new Insets(6));
        VBox.setVgrow(output, Priority.ALWAYS);
        ScrollPane detailScroll = new ScrollPane(detail);
        detailScroll.setFitToWidth(true);
        detailScroll.setFitToHeight(true);
        SplitPane split = new SplitPane(table, detailScroll);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.35);
        setCenter(split);
        wb.onRunsChanged(this::refresh);
    }

    /** A column showing one component of the record (PropertyValueFactory reads getters, which records lack). */
    private static TableColumn<IrBugQueries.Cluster, Object> column(
            String title, Function<IrBugQueries.Cluster, Object> value, double width) {
        TableColumn<IrBugQueries.Cluster, Object> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        c.setPrefWidth(width);
        return c;
    }

    public TableView<IrBugQueries.Cluster> table() {
        return table;
    }

    /** The line an empty table shows. */
    public Label placeholder() {
        return empty;
    }

    public void refresh() {
        wb.background().query("Loading IR-bug clusters", () -> wb.irBugs().clusters(), rows -> {
            table.setItems(FXCollections.observableArrayList(rows));
            if (!rows.isEmpty()) table.getSelectionModel().select(0);
        });
        wb.background()
                .query("Reading the report's IR-bug table", () -> wb.irBugs().available(), has -> {
                    if (!has)
                        empty.setText("No IR bugs: this report has no ir_bug_clusters table (written by an older"
                                + " `dialectic analyze`; analyze its inputs again to see them).");
                });
    }

    private void show(IrBugQueries.Cluster c) {
        if (c == null) {
            cell.setText("");
            message.setText("");
            output.setText("");
            return;
        }
        cell.setText(c.kind() + "  —  " + c.representative() + (c.pass() == null ? "" : "  after " + c.pass())
                + (c.op() == null ? "" : "  —  " + c.op()) + "  —  " + c.campaigns());
        message.setText(c.message() == null ? "" : c.message());
        output.setText(c.output() == null ? "" : c.output());
    }
}
