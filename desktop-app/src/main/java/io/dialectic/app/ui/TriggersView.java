package io.dialectic.app.ui;

import io.dialectic.app.data.TriggerQueries.CampaignRow;
import io.dialectic.app.data.TriggerQueries.PassRow;
import io.dialectic.app.data.TriggerQueries.PatternRow;
import io.dialectic.app.data.TriggerQueries.ProgramRow;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.parse.MlirReader;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextFlow;

/**
 * Optimization triggers (WhiteFox): per campaign how many passes changed the IR out of the tool
 * version's pass catalog and which rewrite patterns were attempted and confirmed fired; for the selected
 * campaign its passes (share of the runs running each in which it changed the IR) and the never-triggered
 * passes of its pipelines; for the selected pattern the programs that triggered it, each shown with its
 * text and ODG.
 */
public final class TriggersView extends BorderPane {
    /**
     * Why a pattern's ops are not highlighted: the action log names the op each attempt was made on, but
     * only as it was printed mid-pipeline, and the run records keep pattern names and counts alone.
     */
    public static final String NOT_MATCHED =
            "The ops this pattern matched are not highlighted: the trigger records keep each pattern's "
                    + "name and attempts, not the ops of the action log.";

    private final Workbench wb;
    private final TableView<CampaignRow> campaigns = new TableView<>();
    private final TableView<PassRow> passes = new TableView<>();
    private final ListView<String> never = new ListView<>();
    private final Label neverTitle = new Label();
    private final TableView<PatternRow> patterns = new TableView<>();
    private final TableView<ProgramRow> programs = new TableView<>();
    private final Label programsTitle = new Label("Programs that triggered the selected pattern");
    private final Label empty = new Label();
    private final ProgramText program = new ProgramText("trigger-program-text");
    private final OdgView odg;
    private String campaign;
    private String pattern;
    private ProgramRow shown;

    public TriggersView(Workbench wb) {
        this.wb = wb;
        this.odg = new OdgView(wb.background());
        setId("triggers");

        campaigns.setId("trigger-campaigns");
        campaigns.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        campaigns.setPrefHeight(130);
        campaigns
                .getColumns()
                .setAll(List.of(
                        Columns.of("Campaign", CampaignRow::campaign),
                        Columns.of("Observed runs", CampaignRow::observedRuns),
                        Columns.of("Passes run", CampaignRow::passesRan),
                        Columns.of("Passes changed IR", CampaignRow::passesChanged),
                        Columns.of("Of the catalog", CampaignRow::ofCatalog),
                        Columns.of("Patterns attempted", CampaignRow::patternsAttempted),
                        Columns.of("Patterns fired", CampaignRow::patternsFired)));
        campaigns.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> showCampaign(b));

        passes.setId("trigger-passes");
        TableColumn<PassRow, String> pass = Columns.of("Pass", PassRow::pass);
        pass.setPrefWidth(170);
        passes.getColumns()
                .setAll(List.of(
                        pass,
                        narrow(Columns.of("Ran", PassRow::runsRan), 50),
                        narrow(Columns.of("Changed", PassRow::runsChanged), 65),
                        narrow(
                                Columns.of(
                                        "Share",
                                        r -> Double.isNaN(r.sharePercent())
                                                ? "-"
                                                : String.format("%.1f%%", r.sharePercent())),
                                60),
                        Columns.of("First run", r -> r.firstRunId() == null ? "" : r.firstRunId())));
        never.setId("never-triggered");
        never.setPrefHeight(150);
        VBox passBox = new VBox(
                4,
                title("Passes (share of the runs running each in which it changed the IR)"),
                passes,
                neverTitle,
                never);
        VBox.setVgrow(passes, Priority.ALWAYS);

        patterns.setId("trigger-patterns");
        TableColumn<PatternRow, String> name = Columns.of("Pattern", r -> shortName(r.pattern()));
        name.setPrefWidth(250);
        patterns.getColumns()
                .setAll(List.of(
                        name,
                        narrow(Columns.of("Fired", r -> r.runsFired() > 0 ? "yes" : ""), 45),
                        narrow(Columns.of("Runs", PatternRow::runsAttempted), 50),
                        narrow(Columns.of("Attempts", PatternRow::attempts), 65),
                        Columns.of("First run", r -> r.firstRunId() == null ? "" : r.firstRunId())));
        patterns.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> showPattern(b));
        VBox patternBox = new VBox(
                4, title("Rewrite patterns (attempted; fired = confirmed by an enable-patterns rerun)"), patterns);
        VBox.setVgrow(patterns, Priority.ALWAYS);

        programs.setId("trigger-programs");
        TableColumn<ProgramRow, String> sha = Columns.of(
                "Program",
                r -> r.programSha256() == null
                        ? ""
                        : r.programSha256()
                                .substring(0, Math.min(12, r.programSha256().length())));
        programs.getColumns()
                .setAll(List.of(
                        sha,
                        Columns.of("First run", ProgramRow::runId),
                        Columns.of("Seq", ProgramRow::seq),
                        Columns.of("Attempts", ProgramRow::attempts),
                        Columns.of("Fired", r -> r.fired() ? "yes" : "")));
        programs.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> showProgram(b));
        odg.onSelect(op -> program.selectLine(op.span().line()));
        program.onLineClicked(odg::selectLine);
        SplitPane programSplit = new SplitPane(program, odg);
        programSplit.setOrientation(Orientation.VERTICAL);
        programSplit.setDividerPositions(0.35);
        TabPane detail = new TabPane(new Tab("Program and ODG", programSplit));
        detail.setId("trigger-program-tabs");
        detail.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox programBox = new VBox(4, programsTitle, programs, detail);
        VBox.setVgrow(detail, Priority.ALWAYS);
        programs.setPrefHeight(160);
        programsTitle.getStyleClass().add("section-title");

        SplitPane lower = new SplitPane(passBox, patternBox, programBox);
        lower.setDividerPositions(0.3, 0.62);
        empty.setId("triggers-empty");
        empty.setWrapText(true);
        VBox top = new VBox(
                4, title("Optimization triggers by campaign (observed runs: run --triggers, fuzz)"), empty, campaigns);
        top.setPadding(new Insets(6));
        SplitPane split = new SplitPane(top, lower);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.24);
        setCenter(split);
        wb.onRunsChanged(this::refresh);
    }

    /** A pattern's debug name without the namespace noise: {@code (anonymous namespace)::CombineIfs} -> {@code CombineIfs}. */
    static String shortName(String pattern) {
        return pattern.replace("(anonymous namespace)::", "").replaceFirst("^mlir::", "");
    }

    private static <R, V> TableColumn<R, V> narrow(TableColumn<R, V> c, double width) {
        c.setPrefWidth(width);
        return c;
    }

    private static Label title(String s) {
        Label l = new Label(s);
        l.getStyleClass().add("section-title");
        return l;
    }

    /** Re-reads the campaigns; keeps the selected one when it is still there, else selects the first. */
    public void refresh() {
        String keep = campaign;
        wb.background()
                .query("Loading optimization triggers", () -> wb.triggers().campaigns(), rows -> {
                    campaigns.getItems().setAll(rows);
                    empty.setText(
                            rows.isEmpty()
                                    ? "No run of these results was observed: records without passes_changed (older campaigns, other "
                                            + "fuzzers, `dialectic run` without --triggers) say nothing about what the compiler did."
                                    : "");
                    empty.setVisible(rows.isEmpty());
                    empty.setManaged(rows.isEmpty());
                    CampaignRow sel = rows.stream()
                            .filter(r -> r.campaign().equals(keep))
                            .findFirst()
                            .orElse(rows.isEmpty() ? null : rows.get(0));
                    if (sel != null) campaigns.getSelectionModel().select(sel);
                    else showCampaign(null);
                });
    }

    /** Selects a campaign by name (tests, the first load). */
    public void selectCampaign(String name) {
        campaigns.getItems().stream()
                .filter(r -> r.campaign().equals(name))
                .findFirst()
                .ifPresent(r -> campaigns.getSelectionModel().select(r));
    }

    /** Selects a pattern of the shown campaign by name. */
    public void selectPattern(String name) {
        patterns.getItems().stream()
                .filter(r -> r.pattern().equals(name))
                .findFirst()
                .ifPresent(r -> {
                    patterns.getSelectionModel().select(r);
                    patterns.scrollTo(r);
                });
    }

    private void showCampaign(CampaignRow r) {
        campaign = r == null ? null : r.campaign();
        if (r == null) {
            passes.getItems().clear();
            never.getItems().clear();
            neverTitle.setText("");
            patterns.getItems().clear();
            showPattern(null);
            return;
        }
        String c = r.campaign();
        wb.background()
                .query(
                        "Loading the triggers of " + c,
                        () -> new Object[] {
                            wb.triggers().passes(c), wb.triggers().patterns(c)
                        },
                        res -> {
                            if (!c.equals(campaign)) return;
                            @SuppressWarnings("unchecked")
                            List<PassRow> ps = (List<PassRow>) res[0];
                            @SuppressWarnings("unchecked")
                            List<PatternRow> pts = (List<PatternRow>) res[1];
                            passes.getItems()
                                    .setAll(ps.stream()
                                            .filter(p -> p.runsChanged() > 0)
                                            .toList());
                            List<String> idle = ps.stream()
                                    .filter(p -> p.runsChanged() == 0)
                                    .map(p -> p.pass() + "  (ran " + p.runsRan() + "x)")
                                    .toList();
                            never.getItems().setAll(idle);
                            neverTitle.setText(idle.size() + " passes of the pipelines used never changed a program");
                            patterns.getItems().setAll(pts);
                            if (!pts.isEmpty()) patterns.getSelectionModel().select(0);
                            else showPattern(null);
                        });
    }

    private void showPattern(PatternRow p) {
        pattern = p == null ? null : p.pattern();
        if (p == null || campaign == null) {
            programs.getItems().clear();
            programsTitle.setText("Programs that triggered the selected pattern");
            return;
        }
        String c = campaign, name = p.pattern();
        wb.background()
                .query(
                        "Loading the programs that triggered " + name,
                        () -> wb.triggers().programs(c, name),
                        rows -> {
                            if (!name.equals(pattern) || !c.equals(campaign)) return;
                            programsTitle.setText(rows.size() + " programs triggered " + shortName(name));
                            programs.getItems().setAll(rows);
                            if (!rows.isEmpty()) programs.getSelectionModel().select(0);
                        });
    }

    /** The program's text and ODG, as the Programs view shows them. */
    private void showProgram(ProgramRow r) {
        shown = r;
        if (r == null) return;
        wb.background()
                .query(
                        "Loading program " + r.runId(),
                        () -> {
                            String text = wb.programs().programText(r.runId());
                            return new Object[] {text, OdgIndex.of(MlirReader.read(text))};
                        },
                        res -> {
                            if (shown != r) return;
                            program.show((String) res[0]);
                            odg.show((OdgIndex) res[1], -1);
                            odg.note(NOT_MATCHED);
                        });
    }

    // For tests and screenshots.
    public TableView<CampaignRow> campaignTable() {
        return campaigns;
    }

    public TableView<PassRow> passTable() {
        return passes;
    }

    public ListView<String> neverTriggered() {
        return never;
    }

    public TableView<PatternRow> patternTable() {
        return patterns;
    }

    public TableView<ProgramRow> programTable() {
        return programs;
    }

    public OdgView odgView() {
        return odg;
    }

    public TextFlow programText() {
        return program.flow();
    }
}
