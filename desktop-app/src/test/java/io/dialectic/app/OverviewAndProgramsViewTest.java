package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.ProgramFeatureRow;
import io.dialectic.app.data.ProgramFilter;
import io.dialectic.app.data.ProgramRow;
import io.dialectic.app.ui.NewPattern;
import io.dialectic.app.ui.OdgView;
import io.dialectic.app.ui.OverviewView;
import io.dialectic.ir.metrics.OdPatterns;
import io.dialectic.ir.odg.Odg;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.text.TextFlow;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

/** Overview and Programs views on the sample results (datasets/sample), plus the headless screenshot. */
class OverviewAndProgramsViewTest {
    @TempDir
    static Path tmp;

    static SampleResults campaign;
    static AppHarness h;
    static Map<String, ProgramFeatureRow> features = new HashMap<>();
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void open() throws Exception {
        campaign = SampleResults.copy(tmp);
        var f = TestAnalysis.FEATURES;
        for (RunRecord r : campaign.records)
            features.computeIfAbsent(r.programSha256(), sha -> f.of(sha, r.programText(), r.tool(), r.toolVersion()));
        h = AppHarness.open(campaign.dir);
    }

    @AfterAll
    static void close() throws Exception {
        if (h != null) h.close();
    }

    @Test
    void overviewShowsCardsValidityCurvesHeatmapAndRichness() throws Exception {
        var o = h.window.overview();
        // The sample's campaigns (two of `dialectic run`, one of `fuzz --oracle differential`): the app compares them.
        Set<String> fuzzers = new TreeSet<>();
        campaign.records.forEach(r -> fuzzers.add(r.campaign()));
        assertEquals(3, fuzzers.size());
        assertEquals(fuzzers.size(), (int) h.fxGet(() -> o.cards().getChildren().size()));
        // Stacked validity bars: every fuzzer's bar adds up to 100 %, crash share as in the records.
        var series = h.fxGet(() -> o.validityChart().getData().stream().toList());
        assertEquals(9, series.size(), "every outcome, miscompile and ub included, and not-run");
        for (String fz : fuzzers) {
            double total = 0, crash = 0;
            for (XYChart.Series<String, Number> s : series) {
                for (var d : s.getData()) {
                    if (!d.getXValue().equals(fz)) continue;
                    total += d.getYValue().doubleValue();
                    if (s.getName().equals("crash")) crash = d.getYValue().doubleValue();
                }
            }
            assertEquals(100.0, total, 1e-6);
            long runs = campaign.records.stream()
                    .filter(r -> r.campaign().equals(fz))
                    .count();
            long crashes = campaign.records.stream()
                    .filter(r -> r.campaign().equals(fz) && r.outcome() == Outcome.CRASH)
                    .count();
            assertEquals(100.0 * crashes / runs, crash, 1e-6);
        }
        // each outcome its own colour, on its bars (nine series: JavaFX's default colours repeat after eight)
        for (XYChart.Series<String, Number> s : series) {
            for (var d : s.getData()) {
                String style = h.fxGet(() -> d.getNode().getStyle());
                assertTrue(style.contains(OverviewView.OUTCOME_COLORS.get(s.getName())), s.getName() + ": " + style);
            }
        }
        assertEquals(
                fuzzers.size(), (int) h.fxGet(() -> o.curvesChart().getData().size()));
        // Heatmap (union by default): every covered pair of the campaign, from the ir metrics directly.
        Set<String> union = new TreeSet<>();
        features.values().forEach(p -> union.addAll(p.unionPairs()));
        assertEquals(union.size(), (int) h.fxGet(() -> o.heatmap().pairCount()));
        // Below the fold of the scroll pane: fired rather than clicked.
        h.fx(() ->
                robot.lookup("#pairs-control-pairs").queryAs(ToggleButton.class).fire());
        h.idle();
        Set<String> control = new TreeSet<>();
        features.values().forEach(p -> control.addAll(p.controlPairs()));
        assertEquals(control.size(), (int) h.fxGet(() -> o.heatmap().pairCount()));
        // Richness: patterns and pairs for each fuzzer, estimate never below what was observed.
        var rows = h.fxGet(() -> o.richnessTable().getItems().stream().toList());
        assertEquals(2 * fuzzers.size(), rows.size());
        rows.forEach(r -> assertTrue(r.chao1() >= r.observed(), r.toString()));
    }

    /**
     * Each card says how many of the ops MLIR 19 registers its campaign covered (the sample ran on
     * mlir-opt-19), recounted here from the ir reader's op names and the 19 catalog, and the line above the
     * cards says it for all campaigns together.
     */
    @Test
    void overviewShowsTheOpUniverseOfEachCampaign() throws Exception {
        var o = h.window.overview();
        OpCatalog c19 = OpCatalog.of(19);
        Map<String, Set<String>> ops = new TreeMap<>();
        Set<String> allOps = new TreeSet<>();
        for (RunRecord r : campaign.records) {
            assertEquals("mlir-opt-19", r.tool());
            ProgramFeatureRow f = features.get(r.programSha256());
            if (f.parseError() != null) continue;
            for (String n : f.opNames()) {
                if (c19.get(n) == null) continue;
                ops.computeIfAbsent(r.campaign(), k -> new TreeSet<>()).add(n);
                allOps.add(n);
            }
        }
        // the two crash-oracle campaigns of the sample and its differential one (generated arith/func programs)
        assertEquals(Set.of("differential-19", "lowered-random", "seeds-random"), ops.keySet());
        for (var e : ops.entrySet()) {
            Set<String> dialects = new TreeSet<>();
            e.getValue().forEach(n -> dialects.add(c19.get(n).dialect()));
            String text = h.fxGet(() -> robot.lookup("#universe-" + e.getKey() + "-19")
                    .queryAs(Label.class)
                    .getText());
            assertTrue(
                    text.startsWith(String.format(
                            "%,d of %,d ops, %d of %d dialects (MLIR 19)",
                            e.getValue().size(),
                            c19.opCount(),
                            dialects.size(),
                            c19.dialects().size())),
                    text);
            assertTrue(
                    e.getValue().size() > (e.getKey().startsWith("differential") ? 10 : 50),
                    e.getKey() + ": " + e.getValue().size());
        }
        String all = h.fxGet(
                () -> robot.lookup("#op-universe-all-19").queryAs(Label.class).getText());
        assertTrue(all.startsWith("All campaigns: " + allOps.size() + " of " + c19.opCount() + " registered ops"), all);
        assertEquals(1, (int) h.fxGet(() -> o.universeAll().getChildren().size()), "one tool version, one catalog");
    }

    @Test
    void programsSearchShowsTextAndOdg() throws Exception {
        h.select(AppConfig.View.PROGRAMS);
        var table = h.window.programs().table();
        assertEquals(features.size(), (int) h.fxGet(() -> table.getItems().size()));
        h.fx(() -> {
            @SuppressWarnings("unchecked")
            ChoiceBox<ProgramFilter.Kind> kind = robot.lookup("#search-kind").queryAs(ChoiceBox.class);
            kind.setValue(ProgramFilter.Kind.DIALECT);
            robot.lookup("#search-text").queryAs(TextField.class).setText("scf");
        });
        robot.clickOn(FxPoints.centre("#search-button"));
        h.idle();
        long scf = features.values().stream()
                .filter(p -> p.dialects().contains("scf"))
                .count();
        assertTrue(scf > 0);
        assertEquals(scf, (long) h.fxGet(() -> table.getItems().size()));
        assertEquals(String.format("%,d programs (per campaign)", scf), h.fxGet(() -> robot.lookup("#program-count")
                .queryAs(Label.class)
                .getText()));
        // The selected program: its text is highlighted and its ODG drawn with every op (up to the cap).
        ProgramRow row = h.fxGet(() -> table.getSelectionModel().getSelectedItem());
        String text = campaign.records.stream()
                .filter(r -> r.runId().equals(row.firstRunId()))
                .findFirst()
                .orElseThrow()
                .programText();
        Odg odg = Odg.of(MlirReader.read(text));
        assertTrue(odg.nodeCount() <= OdgView.FOCUS_ABOVE, "a sample program is drawn whole");
        assertEquals(odg.nodeCount(), (int)
                h.fxGet(() -> h.window.programs().odgView().drawnNodes()));
        assertEquals(OdgViewTest.drawnDataEdges(odg.index()), (int)
                h.fxGet(() -> h.window.programs().odgView().drawnEdges()));
    }

    @Test
    void newPatternsAreListedAndHighlightedAndBoxesAndLinesSelectEachOther() throws Exception {
        h.fx(() -> h.window.select(AppConfig.View.PROGRAMS));
        h.fxGet(() -> h.window.programs().search(ProgramFilter.ALL));
        h.idle();
        // Each campaign's programs with the seq of their first run there.
        Map<String, Map<String, Long>> firsts = new HashMap<>();
        for (RunRecord r : campaign.records) {
            String c = r.campaign() != null ? r.campaign() : r.fuzzer();
            firsts.computeIfAbsent(c, k -> new HashMap<>()).merge(r.programSha256(), r.seq(), Math::min);
        }
        var table = h.window.programs().table();
        ProgramRow chosen = null;
        Set<Long> expected = null;
        int rows = h.fxGet(() -> table.getItems().size());
        for (int i = 0; i < rows && chosen == null; i++) {
            int k = i;
            ProgramRow row = h.fxGet(() -> table.getItems().get(k));
            ProgramFeatureRow f = features.get(row.programSha256());
            Map<String, Long> inCampaign = firsts.get(row.fuzzer());
            long mine = inCampaign.get(row.programSha256());
            Set<Long> fresh = new TreeSet<>(f.patternsD2());
            boolean anyEarlier = false;
            for (Map.Entry<String, Long> e : inCampaign.entrySet()) {
                if (e.getValue() >= mine) continue;
                anyEarlier = true;
                fresh.removeAll(features.get(e.getKey()).patternsD2());
            }
            if (anyEarlier && fresh.size() >= 2 && f.ops() >= 8 && f.parseError() == null) {
                chosen = row;
                expected = fresh;
            }
        }
        assertTrue(chosen != null, "a sample program with new patterns after the first of its campaign");
        ProgramRow row = chosen;
        h.fx(() -> table.getSelectionModel().clearAndSelect(table.getItems().indexOf(row)));
        h.idle();
        var v = h.window.programs();
        List<NewPattern> listed = h.fxGet(() -> List.copyOf(v.newPatternList().getItems()));
        assertEquals(
                expected, new TreeSet<>(listed.stream().map(NewPattern::hash).toList()));
        // Selecting a pattern highlights its members: the ops reached from its root in <= 2 steps.
        String text = campaign.records.stream()
                .filter(r -> r.runId().equals(row.firstRunId()))
                .findFirst()
                .orElseThrow()
                .programText();
        OdgIndex g = OdgIndex.of(MlirReader.read(text));
        NewPattern second = listed.get(1);
        h.fx(() -> v.newPatternList().getSelectionModel().select(1));
        h.idle();
        int[] members = OdPatterns.members(g, second.root(), 2);
        assertArrayEquals(members, h.fxGet(() -> v.odgView().highlighted()));
        for (int m : members)
            assertTrue(h.fxGet(() -> v.odgView().box(m).getStyleClass().contains("odg-highlight")), "box of node " + m);
        assertEquals(members.length, (int) h.fxGet(() -> v.odgView().boxesWithStyle("odg-highlight")));

        // Line -> box: a click on the text line of an op (near the top, in view) selects that op's box.
        int byLine = -1;
        for (int i = 0; i < g.nodeCount() && byLine < 0; i++)
            if (g.node(i).span().line() > 1 && g.node(i).span().line() <= 6) byLine = i;
        int line = g.node(byLine).span().line();
        int firstOnLine = byLine;
        for (int i = 0; i < byLine; i++) if (g.node(i).span().line() == line) firstOnLine = i;
        Point2D at = h.fxGet(() -> lineCentre(v.programText().flow(), text, line));
        robot.clickOn(at);
        h.idle();
        assertEquals(firstOnLine, (int) h.fxGet(() -> v.odgView().selectedNode()));
        assertEquals(line, (int) h.fxGet(() -> v.programText().selectedLine()));
        // Box -> line: a click on another op's box selects its line in the text.
        int other = -1;
        for (int i = g.nodeCount() - 1; i >= 0 && other < 0; i--)
            if (g.node(i).span().line() != line && g.node(i).regions().isEmpty()) other = i;
        int target = other;
        robot.clickOn(FxPoints.centre(h.fxGet(() -> v.odgView().box(target))));
        h.idle();
        assertEquals(target, (int) h.fxGet(() -> v.odgView().selectedNode()));
        assertEquals(g.node(target).span().line(), (int)
                h.fxGet(() -> v.programText().selectedLine()));
    }

    /** The screen point in the middle of the first character of {@code line} (1-based) of the text flow. */
    private static Point2D lineCentre(TextFlow flow, String text, int line) {
        int start = 0;
        for (int l = 1; l < line; l++) start = text.indexOf('\n', start) + 1;
        while (Character.isWhitespace(text.charAt(start))) start++;
        javafx.scene.shape.Path p = new javafx.scene.shape.Path(flow.rangeShape(start, start + 1));
        Bounds b = p.getBoundsInLocal();
        return flow.localToScreen(b.getCenterX(), b.getCenterY());
    }

    @Test
    void screenshotRendersAPngOfTheWindowSize() throws Exception {
        Path png = tmp.resolve("clusters.png");
        h.select(AppConfig.View.CLUSTERS);
        h.idle();
        var img = h.fxGet(() -> h.window.getScene().snapshot(null));
        Screenshot.write(img, png);
        BufferedImage b = ImageIO.read(png.toFile());
        assertEquals(1300, b.getWidth());
        assertEquals(850, b.getHeight());
        assertTrue(Files.size(png) > 20_000, "a rendered view, not a blank image");
    }
}
