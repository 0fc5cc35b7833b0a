package io.dialectic.app.ui;

import io.dialectic.app.data.ClusterRow;
import io.dialectic.app.data.CrashDetails;
import io.dialectic.app.data.RunRow;
import io.dialectic.app.data.RunTexts;
import io.dialectic.app.triage.TriageEntry;
import io.dialectic.app.triage.TriageStatus;
import io.dialectic.app.work.ClusterReduction;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.toolchain.cluster.ClusterCount;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
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
import javafx.scene.text.TextFlow;

/**
 * Crash clusters: a sortable, filterable table and, for the selected cluster,
 * the normalised frames beside the raw stderr, the representative program,
 * the members, the triage verdict and Reduce.
 */
public final class ClustersView extends BorderPane {
    /** Status filter entry meaning "any status". */
    static final String ANY = "any status";

    private final Workbench wb;
    private final ObservableList<ClusterItem> items = FXCollections.observableArrayList();
    private final FilteredList<ClusterItem> filtered = new FilteredList<>(items);
    private final TableView<ClusterItem> table = new TableView<>();
    private final TextField filter = new TextField();
    private final ChoiceBox<String> statusFilter = new ChoiceBox<>();
    private final Label count = new Label();

    private final Label keyLabel = new Label();
    private final Label headline = new Label();
    private final ChoiceBox<TriageStatus> status =
            new ChoiceBox<>(FXCollections.observableArrayList(TriageStatus.values()));
    private final TextField note = new TextField();
    private final Button saveTriage = new Button("Save triage");
    private final ListView<String> frames = new ListView<>();
    private final TextArea stderr = new TextArea();
    private final TextFlow program = new TextFlow();
    private final ListView<String> members = new ListView<>();
    private final ReducePane reduce;
    private final OdgView reducedOdg;
    private final ProgramText reducedText = new ProgramText("cluster-reduced-text");
    private ClusterItem shown;
    private CrashOp crashOp;

    public ClustersView(Workbench wb) {
        this.wb = wb;
        setId("clusters");
        this.reduce = new ReducePane(wb);
        this.reducedOdg = new OdgView(wb.background());
        reducedOdg.onSelect(op -> reducedText.selectLine(op.span().line()));
        reducedText.onLineClicked(reducedOdg::selectLine);
        reduce.onReduced(o -> {
            if (shown != null
                    && shown.key().equals(reduce.clusterKey())
                    && o.result().reproduced()) showReduced(o.reduced(), crashOp);
        });

        filter.setId("cluster-filter");
        filter.setPromptText("Filter: key, fuzzer, pass, bug location, note");
        HBox.setHgrow(filter, Priority.ALWAYS);
        statusFilter.setId("status-filter");
        statusFilter.getItems().add(ANY);
        for (TriageStatus s : TriageStatus.values()) statusFilter.getItems().add(s.label());
        statusFilter.setValue(ANY);
        count.setId("cluster-count");
        filter.textProperty().addListener((o, a, b) -> applyFilter());
        statusFilter.valueProperty().addListener((o, a, b) -> applyFilter());
        HBox top = new HBox(8, new Label("Clusters"), filter, statusFilter, count);
        top.setPadding(new Insets(6));

        table.setId("cluster-table");
        TableColumn<ClusterItem, String> key = Columns.of("Key", i -> i.row().key());
        key.setPrefWidth(420);
        TableColumn<ClusterItem, Long> size = Columns.of("Size", i -> i.row().size());
        size.setId("col-size");
        TableColumn<ClusterItem, String> fuzzers =
                Columns.of("Campaigns", i -> i.row().fuzzers());
        fuzzers.setPrefWidth(200);
        TableColumn<ClusterItem, String> pass = Columns.of("Pass", i -> i.row().pass());
        pass.setPrefWidth(150);
        TableColumn<ClusterItem, String> loc =
                Columns.of("Bug location", i -> i.row().bugLocation());
        loc.setPrefWidth(150);
        TableColumn<ClusterItem, Long> programs =
                Columns.of("Programs", i -> i.row().programs());
        TableColumn<ClusterItem, TriageStatus> st = new TableColumn<>("Status");
        st.setCellValueFactory(cd -> cd.getValue().statusProperty());
        st.setId("col-status");
        // a crash whose trace shows no crash site is a cluster of its own: said in its row, never counted as one bug
        // with others
        TableColumn<ClusterItem, String> evidence =
                Columns.of("Evidence", i -> i.row().evidence() ? "crash site" : "none");
        evidence.setId("col-evidence");
        table.getColumns().setAll(List.of(key, size, programs, fuzzers, pass, loc, evidence, st));
        SortedList<ClusterItem> sorted = new SortedList<>(filtered);
        sorted.comparatorProperty().bind(table.comparatorProperty());
        table.setItems(sorted);
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> show(b));

        keyLabel.setId("cluster-key");
        keyLabel.setWrapText(true);
        keyLabel.getStyleClass().add("section-title");
        headline.setId("cluster-headline");
        headline.setWrapText(true);
        status.setId("triage-status");
        note.setId("triage-note");
        note.setPromptText("note: issue link, duplicate of ...");
        HBox.setHgrow(note, Priority.ALWAYS);
        saveTriage.setId("save-triage");
        saveTriage.setOnAction(e -> saveTriage());
        HBox triage = new HBox(6, new Label("Triage"), status, note, saveTriage);

        frames.setId("frames");
        stderr.setId("raw-stderr");
        stderr.setEditable(false);
        stderr.getStyleClass().add("mono");
        SplitPane crash = new SplitPane(titled("Normalised frames", frames), titled("Raw stderr", stderr));
        program.setId("cluster-program");
        program.getStyleClass().add("mlir-code");
        ScrollPane programScroll = new ScrollPane(program);
        members.setId("members");
        SplitPane reducedSplit = new SplitPane(reducedText, reducedOdg);
        reducedSplit.setOrientation(Orientation.VERTICAL);
        reducedSplit.setDividerPositions(0.3);
        TabPane tabs = new TabPane(
                new Tab("Crash", crash),
                new Tab("Program", programScroll),
                new Tab("Members", members),
                new Tab("Reduce", reduce),
                new Tab("Reduced ODG", reducedSplit));
        tabs.setId("cluster-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(tabs, Priority.ALWAYS);
        VBox detail = new VBox(6, keyLabel, headline, triage, tabs);
        detail.setPadding(new Insets(6));

        SplitPane split = new SplitPane(table, detail);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.42);
        setTop(top);
        setCenter(split);
        wb.onRunsChanged(this::refresh);
    }

    private static VBox titled(String title, Node n) {
        VBox.setVgrow(n, Priority.ALWAYS);
        return new VBox(2, new Label(title), n);
    }

    /** Re-reads the clusters, keeping the selection. */
    public void refresh() {
        String selected = shown == null ? null : shown.key();
        wb.background().query("Loading crash clusters", () -> wb.clusters().clusters(), rows -> {
            items.setAll(rows.stream()
                    .map(r -> new ClusterItem(r, wb.triage().get(r.key())))
                    .toList());
            applyFilter();
            if (selected != null) {
                for (ClusterItem i : table.getItems())
                    if (i.key().equals(selected)) table.getSelectionModel().select(i);
            }
            if (table.getSelectionModel().isEmpty() && !table.getItems().isEmpty())
                table.getSelectionModel().select(0);
        });
    }

    private void applyFilter() {
        String text = filter.getText();
        String st = statusFilter.getValue();
        filtered.setPredicate(i -> i.matches(text)
                && (st == null
                        || st.equals(ANY)
                        || i.statusProperty().get().label().equals(st)));
        // counted as every view counts them (ClusterCount): clusters with evidence, the crashes without apart
        ClusterCount all =
                ClusterCount.of(items.stream().map(i -> i.row().key()).toList());
        ClusterCount shown =
                ClusterCount.of(filtered.stream().map(i -> i.row().key()).toList());
        count.setText(shown.withEvidence() + " of " + all.sentence() + " shown"
                + (shown.without() == all.without() ? "" : "; " + shown.without() + " without evidence shown"));
    }

    private static CrashDetails details(RunTexts t, RunRow run) {
        return run == null
                ? CrashDetails.of(t.stderr(), List.of(), null, null)
                : CrashDetails.of(t.stderr(), run.pipeline(), run.signal(), run.exitCode());
    }

    private void show(ClusterItem item) {
        shown = item;
        if (item == null) return;
        ClusterRow r = item.row();
        keyLabel.setText(r.key());
        status.setValue(item.statusProperty().get());
        note.setText(item.noteProperty().get());
        String rep = r.representative();
        wb.background()
                .query(
                        "Loading cluster " + r.key(),
                        () -> {
                            RunTexts t = wb.clusters().texts(rep);
                            RunRow run = wb.clusters().run(rep);
                            List<RunRow> m = wb.clusters().members(r.key(), 2000);
                            return new Object[] {
                                t,
                                run,
                                m,
                                details(t, run),
                                ClusterReduction.reducedProgram(wb.config().workDir(), r.key())
                            };
                        },
                        res -> {
                            if (shown != item) return;
                            RunTexts t = (RunTexts) res[0];
                            RunRow run = (RunRow) res[1];
                            @SuppressWarnings("unchecked")
                            List<RunRow> m = (List<RunRow>) res[2];
                            CrashDetails d = (CrashDetails) res[3];
                            headline.setText(d.headline() + (d.pass().isEmpty() ? "" : "   pass: " + d.pass())
                                    + "   bug location: " + d.bugLocation() + "   representative: " + rep
                                    + (run == null ? "" : "   pipeline: " + run.pipelineText()));
                            frames.getItems()
                                    .setAll(
                                            d.frames().isEmpty()
                                                    ? List.of("(no meaningful frames in this stderr)")
                                                    : d.frames());
                            stderr.setText(t.stderr());
                            MlirText.show(program, t.programText());
                            members.getItems()
                                    .setAll(m.stream()
                                            .map(x -> x.runId() + "   " + x.fuzzer() + "   seq " + x.seq() + "   "
                                                    + x.pipelineText())
                                            .toList());
                            reduce.showCluster(r.key(), t.programText(), run);
                            crashOp = CrashOp.of(d.frames()).orElse(null);
                            @SuppressWarnings("unchecked")
                            Optional<String> reduced = (Optional<String>) res[4];
                            if (reduced.isPresent()) showReduced(reduced.get(), crashOp);
                            else {
                                reducedText.show("");
                                reducedOdg.clear(
                                        "Not reduced yet: Reduce (the tab before) draws the reduced program's ODG here.");
                            }
                        });
    }

    /** The reduced program's text and ODG, with the ops of the class the crash's top op frame names highlighted. */
    private void showReduced(String text, CrashOp op) {
        reducedText.show(text);
        ClusterItem item = shown;
        wb.background().query("Reading the reduced program", () -> OdgIndex.of(MlirReader.read(text)), g -> {
            if (shown != item) return;
            int[] hit = op == null ? new int[0] : op.nodesIn(g);
            reducedOdg.show(g, hit.length == 0 ? -1 : hit[0]);
            if (op == null) {
                reducedOdg.note("No frame of the crash names an op class.");
            } else if (hit.length == 0) {
                reducedOdg.note("Normalised frame " + (op.frame() + 1) + " names " + op.className()
                        + "; the reduced program has no such op.");
            } else {
                reducedOdg.highlight(
                        hit,
                        hit[0],
                        "Normalised frame " + (op.frame() + 1) + " of the crash names " + op.className() + ": "
                                + hit.length + (hit.length == 1 ? " op" : " ops") + " highlighted");
                reducedText.selectLine(g.node(hit[0]).span().line());
            }
        });
    }

    private void saveTriage() {
        ClusterItem item = shown;
        if (item == null) return;
        TriageStatus s = status.getValue();
        String n = note.getText();
        try {
            // Small and atomic (temp file + move): done at once so a crash right after loses nothing.
            TriageEntry e = wb.triage().set(item.key(), s, n);
            item.statusProperty().set(e.status());
            item.noteProperty().set(e.note());
            wb.status()
                    .info("Triage of " + abbreviate(item.key()) + " saved: " + e.status() + " ("
                            + wb.triage().file().getFileName() + ")");
            applyFilter();
            table.refresh();
        } catch (IOException ex) {
            wb.status().error("Saving the triage status", ex);
        }
    }

    static String abbreviate(String s) {
        return s.length() > 60 ? s.substring(0, 57) + "..." : s;
    }

    // For tests and screenshots.
    public TableView<ClusterItem> table() {
        return table;
    }

    public ObservableList<ClusterItem> allItems() {
        return items;
    }

    public ReducePane reducePane() {
        return reduce;
    }

    public OdgView reducedOdg() {
        return reducedOdg;
    }

    public ProgramText reducedText() {
        return reducedText;
    }
}
