package io.dialectic.app.ui;

import io.dialectic.app.data.ProgramFeatureRow;
import io.dialectic.app.data.ProgramFilter;
import io.dialectic.app.data.ProgramRow;
import io.dialectic.app.work.RefuzzSession;
import io.dialectic.app.work.Refuzzer;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.parse.MlirReader;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * Programs: search by dialect, op, dialect pair or OD pattern; the program
 * text highlighted and its ODG drawn; select programs and re-fuzz from them
 * with live progress and Cancel.
 */
public final class ProgramsView extends BorderPane {
    private final Workbench wb;
    private final Refuzzer refuzzer;
    private final ChoiceBox<ProgramFilter.Kind> kind =
            new ChoiceBox<>(FXCollections.observableArrayList(ProgramFilter.Kind.values()));
    private final TextField query = new TextField();
    private final Button search = new Button("Search");
    private final Label count = new Label();
    private final Button refuzz = new Button("Re-fuzz from selected");
    private final TableView<ProgramRow> table = new TableView<>();
    private final ProgramText program = new ProgramText("program-text");
    private final OdgView odg;
    private final ListView<NewPattern> newPatterns = new ListView<>();
    private final Label newPatternsTitle = new Label("New OD patterns (d = 2)");
    private final TextArea features = new TextArea();
    private final Label refuzzLine = new Label();
    private final ProgressBar refuzzBar = new ProgressBar();
    private final Button cancel = new Button("Cancel");
    private final HBox refuzzBox;
    private ProgramRow shown;
    private ProgramFilter filter = ProgramFilter.ALL;
    private long firstRow;
    private RefuzzSession session;
    private CompletableFuture<?> sessionDone;

    public ProgramsView(Workbench wb, Refuzzer refuzzer) {
        this.wb = wb;
        this.refuzzer = refuzzer;
        this.odg = new OdgView(wb.background());
        this.firstRow = wb.config().programRow();
        setId("programs");
        kind.setId("search-kind");
        kind.setValue(ProgramFilter.Kind.DIALECT);
        query.setId("search-text");
        query.setPromptText("scf | linalg.generic | arith|scf | OD pattern hash");
        HBox.setHgrow(query, Priority.ALWAYS);
        search.setId("search-button");
        search.setDefaultButton(true);
        search.setOnAction(e -> {
            firstRow = 1;
            search(new ProgramFilter(kind.getValue(), query.getText()));
        });
        count.setId("program-count");
        refuzz.setId("refuzz-button");
        refuzz.setOnAction(e -> askAndRefuzz());
        HBox top = new HBox(8, new Label("Search"), kind, query, search, count, refuzz);
        top.setPadding(new Insets(6));

        table.setId("program-table");
        table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        TableColumn<ProgramRow, Long> idx = Columns.of("#", r -> r.index() + 1);
        TableColumn<ProgramRow, String> fz = Columns.of("Campaign", ProgramRow::fuzzer);
        TableColumn<ProgramRow, String> run = Columns.of("First run", ProgramRow::firstRunId);
        run.setPrefWidth(150);
        TableColumn<ProgramRow, Long> runs = Columns.of("Runs", ProgramRow::runs);
        TableColumn<ProgramRow, Integer> ops = Columns.of("Ops", ProgramRow::ops);
        TableColumn<ProgramRow, String> outcomes = Columns.of("Outcomes", ProgramRow::outcomes);
        TableColumn<ProgramRow, String> dialects = Columns.of("Dialects", ProgramRow::dialects);
        dialects.setPrefWidth(260);
        table.getColumns().setAll(List.of(idx, fz, run, runs, ops, outcomes, dialects));
        for (TableColumn<ProgramRow, ?> c : table.getColumns())
            c.setSortable(false); // order is the query's: sorting would read every page
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> show(b));

        program.setId("program-scroll");
        odg.onSelect(op -> program.selectLine(op.span().line()));
        program.onLineClicked(odg::selectLine);
        newPatterns.setId("new-patterns");
        newPatterns.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b == null) return;
            odg.highlight(
                    b.members(),
                    b.root(),
                    "new pattern rooted at " + b.rootLabel() + ": " + b.members().length + " ops");
            program.selectLine(b.rootLine());
        });
        newPatternsTitle.setWrapText(true);
        VBox patternBox = new VBox(4, newPatternsTitle, newPatterns);
        patternBox.setPadding(new Insets(4));
        patternBox.setPrefWidth(250);
        VBox.setVgrow(newPatterns, Priority.ALWAYS);
        BorderPane odgPane = new BorderPane(odg);
        odgPane.setRight(patternBox);
        features.setId("program-features");
        features.setEditable(false);
        features.getStyleClass().add("mono");
        // The text above the ODG: clicking one selects in the other.
        TabPane tabs =
                new TabPane(new Tab("ODG (data edges; nesting as boxes)", odgPane), new Tab("Features", features));
        tabs.setId("program-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        SplitPane detail = new SplitPane(program, tabs);
        detail.setOrientation(Orientation.VERTICAL);
        detail.setDividerPositions(0.3);
        SplitPane split = new SplitPane(table, detail);
        split.setDividerPositions(0.48);

        refuzzLine.setId("refuzz-progress");
        cancel.setId("refuzz-cancel");
        cancel.setOnAction(e -> cancelRefuzz());
        refuzzBar.setProgress(ProgressBar.INDETERMINATE_PROGRESS);
        refuzzBox = new HBox(8, new Label("Re-fuzz:"), refuzzBar, refuzzLine, cancel);
        refuzzBox.setPadding(new Insets(4, 6, 4, 6));
        refuzzBox.setVisible(false);
        refuzzBox.setManaged(false);

        setTop(top);
        setCenter(split);
        setBottom(refuzzBox);
        wb.onRunsChanged(() -> search(filter));
    }

    /** Runs a search; the table then reads its rows page by page. */
    public CompletableFuture<Long> search(ProgramFilter f) {
        filter = f;
        table.setItems(
                FXCollections.observableArrayList()); // the old pages must not be read while the new selection is made
        count.setText("searching...");
        return wb.background().query("Searching programs", () -> wb.programs().select(f), n -> {
            table.setItems(new PagedRows(wb.programs(), n, wb.status()));
            count.setText(String.format("%,d programs (per campaign)", n));
            // Until the user searches, the list opens on the configured row (dialectic app --program).
            long row = Math.min(n, firstRow) - 1;
            if (n > 0) {
                table.getSelectionModel().select((int) row);
                table.scrollTo((int) row);
            }
        });
    }

    private void show(ProgramRow r) {
        shown = r;
        if (r == null || r.firstRunId().isEmpty()) return;
        wb.background()
                .query(
                        "Loading program " + r.firstRunId(),
                        () -> {
                            String text = wb.programs().programText(r.firstRunId());
                            ProgramFeatureRow f = wb.programs().features(r.programSha256());
                            return new Loaded(text, f, OdgIndex.of(MlirReader.read(text)));
                        },
                        res -> {
                            if (shown != r) return;
                            program.show(res.text());
                            features.setText(describe(r, res.features()));
                            newPatterns.getItems().clear();
                            odg.show(res.graph(), -1);
                            if (res.features() == null)
                                newPatternsTitle.setText("New OD patterns: features not computed for this program");
                            else showNewPatterns(r, res.graph());
                        });
    }

    /**
     * The program's new patterns, in a second query: it reads every earlier program of the campaign, so the
     * text and the picture do not wait for it. The first readable one is then highlighted.
     */
    private void showNewPatterns(ProgramRow r, OdgIndex g) {
        newPatternsTitle.setText("Finding the OD patterns new to campaign " + r.fuzzer() + "...");
        wb.background()
                .query(
                        "Finding new OD patterns",
                        () -> NewPattern.locate(g, wb.programs().newPatterns(r.programSha256(), r.fuzzer())),
                        fresh -> {
                            if (shown != r) return;
                            newPatternsTitle.setText(
                                    fresh.size() + " OD patterns (d = 2) new to campaign " + r.fuzzer() + ":");
                            newPatterns.getItems().setAll(fresh);
                            int pick = NewPattern.readable(fresh);
                            if (pick >= 0) newPatterns.getSelectionModel().select(pick);
                        });
    }

    /** What the detail pane shows of one program, read off the FX thread. */
    private record Loaded(String text, ProgramFeatureRow features, OdgIndex graph) {}

    private static String describe(ProgramRow r, ProgramFeatureRow f) {
        StringBuilder sb = new StringBuilder();
        sb.append("program sha256 ").append(r.programSha256()).append('\n');
        if (f == null) return sb.append("(features not computed)").toString();
        sb.append("ops ").append(f.ops()).append(", tokens ").append(f.tokens()).append('\n');
        if (f.parseError() != null)
            sb.append("reader diagnostic: ").append(f.parseError()).append('\n');
        sb.append("\ndialects: ").append(String.join(", ", f.dialects()));
        sb.append("\ncontrol pairs: ").append(String.join(", ", f.controlPairs()));
        sb.append("\ndata pairs: ").append(String.join(", ", f.dataPairs()));
        sb.append("\nops: ").append(String.join(", ", f.opNames()));
        sb.append("\n\nOD patterns, d = 2 (").append(f.patternsD2().size()).append("; search by any of these):\n");
        f.patternsD2().stream().limit(200).forEach(p -> sb.append(p).append('\n'));
        return sb.toString();
    }

    private void askAndRefuzz() {
        List<ProgramRow> selected = List.copyOf(table.getSelectionModel().getSelectedItems());
        if (selected.isEmpty()) {
            wb.status().info("Select one or more programs to re-fuzz from");
            return;
        }
        new BudgetDialog(selected.size(), wb.config().tool()).showAndWait().ifPresent(b -> refuzz(selected, b));
    }

    /** Starts a re-fuzz from {@code seeds} with budget {@code b}; completes when the campaign ends. */
    public CompletableFuture<?> refuzz(List<ProgramRow> seeds, RefuzzSession.Budget b) {
        if (session != null) {
            wb.status().info("A re-fuzz is already running");
            return CompletableFuture.completedFuture(null);
        }
        refuzz.setDisable(true);
        refuzzBox.setVisible(true);
        refuzzBox.setManaged(true);
        cancel.setDisable(false);
        refuzzLine.setText("preparing " + seeds.size() + " seeds...");
        sessionDone = wb.background()
                .job(
                        "Re-fuzzing",
                        () -> {
                            try {
                                Map<String, String> texts = new LinkedHashMap<>();
                                for (ProgramRow r : seeds)
                                    texts.put(r.programSha256(), wb.programs().programText(r.firstRunId()));
                                RefuzzSession s = RefuzzSession.prepare(
                                        refuzzer, wb.config().workDir(), texts);
                                Platform.runLater(() -> session = s);
                                session = s;
                                wb.status().info("Re-fuzzing into " + s.campaign());
                                return s.run(
                                        b,
                                        records -> {
                                            try {
                                                wb.addRuns(records);
                                            } catch (SQLException e) {
                                                wb.status().error("Adding new runs", e);
                                            }
                                        },
                                        p -> Platform.runLater(() -> refuzzLine.setText(p.line())));
                            } finally {
                                Platform.runLater(this::refuzzStopped);
                            }
                        },
                        stats -> wb.status().info("Re-fuzz finished" + (stats == null ? "" : ": " + stats.line())));
        return sessionDone;
    }

    private void refuzzStopped() {
        session = null;
        refuzz.setDisable(false);
        cancel.setDisable(true);
        refuzzBar.setProgress(1);
    }

    /** Asks the running campaign to stop; runs written so far stay. */
    public void cancelRefuzz() {
        RefuzzSession s = session;
        if (s != null) {
            s.cancel();
            refuzzLine.setText(refuzzLine.getText() + " | cancelling...");
        }
    }

    // For tests and screenshots.
    public TableView<ProgramRow> table() {
        return table;
    }

    public OdgView odgView() {
        return odg;
    }

    public ProgramText programText() {
        return program;
    }

    public ListView<NewPattern> newPatternList() {
        return newPatterns;
    }

    public Label refuzzProgress() {
        return refuzzLine;
    }
    /** Shows the ODG tab (the default). */
    public void selectOdgTab() {
        ((TabPane) ((SplitPane) ((SplitPane) getCenter()).getItems().get(1))
                        .getItems()
                        .get(1))
                .getSelectionModel()
                .select(0);
        odg.fit();
    }
}
