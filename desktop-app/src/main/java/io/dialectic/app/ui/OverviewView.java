package io.dialectic.app.ui;

import io.dialectic.app.data.CurvePoint;
import io.dialectic.app.data.FuzzerSummary;
import io.dialectic.app.data.OverviewQueries;
import io.dialectic.app.data.OverviewQueries.Item;
import io.dialectic.app.data.RichnessRow;
import io.dialectic.ir.ods.OpUniverse;
import io.dialectic.toolchain.Outcome;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.StackedBarChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * What the campaigns covered: a card per fuzzer, validity categories as
 * stacked bars (SynthFuzz Table IV), coverage curves against the order of
 * generation (MLIRod Fig. 6 style), the dialect-pair heatmap (control, data,
 * union) and the richness estimate (Chao1 / iChao1 / ACE over pattern
 * incidence, from the analytics module's estimators). Each card and the line
 * above them say how much of the op universe was covered: "N of M registered
 * ops, K of L dialects" against the op catalog of the runs' MLIR version
 * ({@link OpUniverse}), with the unregistered ops seen.
 */
public final class OverviewView extends ScrollPane {
    /** Outcomes in a fixed order so each keeps its colour (app.css default-colorN). */
    static final List<String> OUTCOMES = Outcome.displayOrder();

    /**
     * The colour of each outcome, set on the bars and legend symbols themselves: with nine series JavaFX's
     * {@code default-colorN} classes (N = index mod 8) would give two outcomes one colour.
     */
    public static final Map<String, String> OUTCOME_COLORS = colors();

    /** The one colour of each outcome ({@link Outcome#color}), as report.html draws it. */
    private static Map<String, String> colors() {
        Map<String, String> m = new LinkedHashMap<>();
        for (String o : OUTCOMES) m.put(o, Outcome.colorOf(o));
        return Collections.unmodifiableMap(m);
    }

    private final Workbench wb;
    private final FlowPane cards = new FlowPane(10, 10);
    private final VBox universeAll = new VBox(2);
    private final StackedBarChart<String, Number> validity =
            new StackedBarChart<>(new CategoryAxis(), new NumberAxis(0, 100, 20));
    private final LineChart<Number, Number> curves = new LineChart<>(new NumberAxis(), new NumberAxis());
    private final PairHeatmap heatmap = new PairHeatmap();
    private final TableView<RichnessRow> richness = new TableView<>();
    private Item curveItem = Item.PATTERNS_D2;
    private Item pairKind = Item.UNION_PAIRS;

    public OverviewView(Workbench wb) {
        this.wb = wb;
        setId("overview");
        setFitToWidth(true);
        cards.setId("summary-cards");
        cards.setPadding(new Insets(4));
        universeAll.setId("op-universe-all");

        validity.setId("validity-chart");
        validity.setTitle("Validity of runs (% per campaign)");
        validity.setAnimated(false);
        validity.getYAxis().setLabel("% of runs");
        validity.setPrefSize(520, 330);

        curves.setId("coverage-curves");
        curves.setAnimated(false);
        curves.setCreateSymbols(false);
        curves.getXAxis().setLabel("seq (order of generation)");
        curves.setPrefSize(620, 330);
        HBox.setHgrow(curves, Priority.ALWAYS);

        ToggleGroup curveToggle = new ToggleGroup();
        HBox curveButtons = toggles(
                curveToggle,
                List.of(Item.PATTERNS_D2, Item.UNION_PAIRS),
                curveItem,
                it -> {
                    curveItem = it;
                    refreshCurves();
                },
                "curve-");
        ToggleGroup pairToggle = new ToggleGroup();
        HBox pairButtons = toggles(
                pairToggle,
                List.of(Item.CONTROL_PAIRS, Item.DATA_PAIRS, Item.UNION_PAIRS),
                pairKind,
                it -> {
                    pairKind = it;
                    refreshHeatmap();
                },
                "pairs-");

        richness.setId("richness-table");
        richness.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        richness.setPrefHeight(200);
        richness.getColumns()
                .setAll(List.of(
                        Columns.of("Campaign", RichnessRow::fuzzer),
                        Columns.of("Items", RichnessRow::item),
                        Columns.of("Observed", RichnessRow::observed),
                        Columns.of("Programs", RichnessRow::programs),
                        Columns.of("f1", RichnessRow::f1),
                        Columns.of("f2", RichnessRow::f2),
                        Columns.of("Chao1 (bc)", r -> Math.round(r.chao1())),
                        Columns.of("95% CI", r -> String.format("%.0f - %.0f", r.chao1Lower(), r.chao1Upper())),
                        Columns.of("iChao1", r -> Math.round(r.iChao1())),
                        Columns.of("ACE", r -> Double.isNaN(r.ace()) ? "-" : String.valueOf(Math.round(r.ace()))),
                        Columns.of("Est. coverage", r -> String.format("%.1f%%", r.coveragePercent()))));

        VBox curveBox = new VBox(4, curves, curveButtons);
        HBox.setHgrow(curveBox, Priority.ALWAYS);
        VBox heatBox = new VBox(4, title("Dialect-pair heatmap (programs covering each pair)"), pairButtons, heatmap);
        VBox richBox = new VBox(
                4,
                title("Richness estimate: how many items could each campaign reach?"),
                richness,
                new Label("Incidence-based: a sampling unit is a program. Est. coverage = observed / Chao1."));
        HBox.setHgrow(richBox, Priority.ALWAYS);
        VBox body = new VBox(
                12,
                title("Campaigns"),
                universeAll,
                cards,
                new HBox(10, validity, curveBox),
                new HBox(16, heatBox, richBox));
        body.setPadding(new Insets(10));
        setContent(body);
        wb.onRunsChanged(this::refresh);
    }

    private static Label title(String s) {
        Label l = new Label(s);
        l.getStyleClass().add("section-title");
        return l;
    }

    private static HBox toggles(
            ToggleGroup group, List<Item> items, Item selected, Consumer<Item> on, String idPrefix) {
        HBox box = new HBox(4);
        for (Item it : items) {
            ToggleButton b = new ToggleButton(it.label);
            b.setId(idPrefix + it.name().toLowerCase().replace('_', '-'));
            b.setToggleGroup(group);
            b.setSelected(it == selected);
            b.setOnAction(e -> {
                if (!b.isSelected()) b.setSelected(true);
                on.accept(it);
            });
            box.getChildren().add(b);
        }
        return box;
    }

    /** Re-reads everything (after opening, and when runs or features change). */
    public void refresh() {
        OverviewQueries q = wb.overview();
        wb.background()
                .query(
                        "Loading the overview",
                        () -> new Object[] {q.summaries(), q.validity(), q.richness(), q.opUniverse()},
                        r -> {
                            @SuppressWarnings("unchecked")
                            List<FuzzerSummary> s = (List<FuzzerSummary>) r[0];
                            @SuppressWarnings("unchecked")
                            Map<String, Map<String, Long>> v = (Map<String, Map<String, Long>>) r[1];
                            @SuppressWarnings("unchecked")
                            List<RichnessRow> rich = (List<RichnessRow>) r[2];
                            OverviewQueries.OpUniverseRows universe = (OverviewQueries.OpUniverseRows) r[3];
                            showCards(s, universe);
                            showValidity(v);
                            richness.getItems().setAll(rich);
                        });
        refreshCurves();
        refreshHeatmap();
    }

    private void refreshCurves() {
        Item item = curveItem;
        wb.background().query("Loading coverage curves", () -> wb.overview().curves(item, 300), this::showCurves);
    }

    private void refreshHeatmap() {
        Item kind = pairKind;
        wb.background().query("Loading dialect pairs", () -> wb.overview().pairs(kind), heatmap::show);
    }

    private static Label validity(FuzzerSummary s) {
        Label l = new Label(s.validity());
        l.setId("validity-" + s.fuzzer());
        return l;
    }

    /** The crashes without evidence, apart from the clusters: "+5 without evidence: 5 no trace", or nothing. */
    private static Label withoutEvidence(FuzzerSummary s) {
        String clause = s.clusters().withoutText();
        Label l = new Label(clause);
        l.setId("without-evidence-" + s.fuzzer());
        l.setManaged(!clause.isEmpty());
        l.setVisible(!clause.isEmpty());
        return l;
    }

    private void showCards(List<FuzzerSummary> summaries, OverviewQueries.OpUniverseRows universe) {
        universeAll.getChildren().clear();
        for (OpUniverse.Entry e : universe.all()) {
            Label l = universeLabel(e, "All campaigns: " + e);
            l.setId("op-universe-all-" + e.catalog());
            universeAll.getChildren().add(l);
        }
        cards.getChildren().clear();
        for (FuzzerSummary s : summaries) {
            VBox card = new VBox(2);
            card.getStyleClass().add("card");
            card.setId("card-" + s.fuzzer());
            Label name = new Label(s.fuzzer());
            name.getStyleClass().add("card-title");
            card.getChildren()
                    .addAll(
                            name,
                            stat("runs", s.runs()),
                            stat("programs", s.programs()),
                            validity(s),
                            stat("crashes", s.crashes()),
                            stat("clusters", s.clusters().withEvidence()),
                            withoutEvidence(s),
                            stat("dialects", s.dialects()),
                            stat("dialect pairs", s.unionPairs()),
                            stat("OD patterns (d=2)", s.patterns()));
            for (OpUniverse.Entry e : universe.perCampaign().getOrDefault(s.fuzzer(), List.of())) {
                Label l = universeLabel(
                        e,
                        String.format(
                                "%,d of %,d ops, %d of %d dialects (MLIR %d)%s",
                                e.coveredOps(),
                                e.registeredOps(),
                                e.coveredDialects(),
                                e.registeredDialects(),
                                e.catalog(),
                                e.unregisteredOps().isEmpty()
                                        ? ""
                                        : String.format(
                                                "; %,d unregistered",
                                                e.unregisteredOps().size())));
                l.setId("universe-" + s.fuzzer() + "-" + e.catalog());
                card.getChildren().add(l);
            }
            cards.getChildren().add(card);
        }
    }

    /** A universe line; its tooltip says which catalog and why, and names the unregistered ops. */
    private static Label universeLabel(OpUniverse.Entry e, String text) {
        Label l = new Label(text);
        l.getStyleClass().add("op-universe");
        StringBuilder tip =
                new StringBuilder("Registered ops covered, against the op catalog of MLIR " + e.catalog() + " ("
                        + (OpUniverse.BY_TOOL.equals(e.catalogBasis())
                                ? "the runs' tool: " + String.join(", ", e.tools())
                                : e.catalogBasis())
                        + ")");
        if (!e.unregisteredOps().isEmpty()) {
            List<String> un = e.unregisteredOps();
            tip.append("\nNot registered by MLIR ")
                    .append(e.catalog())
                    .append(": ")
                    .append(String.join(", ", un.subList(0, Math.min(40, un.size()))))
                    .append(un.size() > 40 ? ", ..." : "");
        }
        if (!e.unregisteredDialects().isEmpty())
            tip.append("\nUnregistered dialects: ").append(String.join(", ", e.unregisteredDialects()));
        l.setTooltip(new Tooltip(tip.toString()));
        return l;
    }

    private static Label stat(String what, long n) {
        return new Label(String.format("%,d %s", n, what));
    }

    private void showValidity(Map<String, Map<String, Long>> v) {
        validity.getData().clear();
        List<XYChart.Series<String, Number>> series = new ArrayList<>();
        for (String outcome : OUTCOMES) {
            XYChart.Series<String, Number> s = new XYChart.Series<>();
            s.setName(outcome);
            for (var e : v.entrySet()) {
                long total = e.getValue().values().stream()
                        .mapToLong(Long::longValue)
                        .sum();
                long n = e.getValue().getOrDefault(outcome, 0L);
                s.getData().add(new XYChart.Data<>(e.getKey(), total == 0 ? 0 : 100.0 * n / total));
            }
            series.add(s);
        }
        validity.getData().setAll(series);
        colorValidity();
        Platform.runLater(this::colorValidity); // the legend may be rebuilt on the next pulse
    }

    private void colorValidity() {
        for (XYChart.Series<String, Number> s : validity.getData()) {
            String color = OUTCOME_COLORS.get(s.getName());
            for (XYChart.Data<String, Number> d : s.getData())
                if (d.getNode() != null) d.getNode().setStyle("-fx-bar-fill: " + color + ";");
        }
        for (Node n : validity.lookupAll(".chart-legend-item")) {
            if (n instanceof Label l && l.getGraphic() != null && OUTCOME_COLORS.containsKey(l.getText())) {
                l.getGraphic().setStyle("-fx-background-color: " + OUTCOME_COLORS.get(l.getText()) + ";");
            }
        }
    }

    private void showCurves(Map<String, List<CurvePoint>> data) {
        curves.setTitle("Coverage: distinct " + curveItem.label + " against seq");
        curves.getYAxis().setLabel("distinct " + curveItem.label);
        List<XYChart.Series<Number, Number>> series = new ArrayList<>();
        data.forEach((fuzzer, pts) -> {
            XYChart.Series<Number, Number> s = new XYChart.Series<>();
            s.setName(fuzzer);
            for (CurvePoint p : pts) s.getData().add(new XYChart.Data<>(p.seq(), p.cumulative()));
            series.add(s);
        });
        curves.getData().setAll(series);
    }

    // For tests.
    public StackedBarChart<String, Number> validityChart() {
        return validity;
    }

    public LineChart<Number, Number> curvesChart() {
        return curves;
    }

    public PairHeatmap heatmap() {
        return heatmap;
    }

    public TableView<RichnessRow> richnessTable() {
        return richness;
    }

    public FlowPane cards() {
        return cards;
    }

    public VBox universeAll() {
        return universeAll;
    }
}
