package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.MiscompileQueries;
import io.dialectic.app.work.FuzzerModule;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

/**
 * The Miscompiles view on the sample results: datasets/sample/differential-19 is a real `fuzz --oracle
 * differential` campaign on mlir-opt-19 whose canonicalize index_cast fold miscompiles two programs (in the
 * OPT and --canonicalize cells). The expectations are computed from the records themselves.
 */
class MiscompilesViewTest {
    @TempDir
    static Path tmp;

    static SampleResults campaign;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void data() throws Exception {
        campaign = SampleResults.copy(tmp);
    }

    static List<RunRecord> miscompiles() {
        return campaign.records.stream()
                .filter(r -> r.outcome() == Outcome.MISCOMPILE)
                .toList();
    }

    @Test
    void theClusterTableAndTheExpectedAndActualOutputSideBySide() throws Exception {
        List<RunRecord> ms = miscompiles();
        assertFalse(ms.isEmpty(), "the sample has miscompiles (datasets/sample/differential-19.jsonl.gz)");
        Map<String, List<RunRecord>> byKey = ms.stream().collect(Collectors.groupingBy(RunRecord::miscompileKey));
        // the representative of the largest cluster: its smallest program, ties by run id
        String key = byKey.entrySet().stream()
                .max(Comparator.<Map.Entry<String, List<RunRecord>>>comparingInt(
                                e -> e.getValue().size())
                        .thenComparing(Map.Entry::getKey, Comparator.reverseOrder()))
                .orElseThrow()
                .getKey();
        RunRecord rep = byKey.get(key).stream()
                .min(Comparator.<RunRecord>comparingInt(r -> r.programText().length())
                        .thenComparing(RunRecord::runId))
                .orElseThrow();

        try (AppHarness h = AppHarness.open(campaign.dir)) {
            h.select(AppConfig.View.MISCOMPILES);
            h.idle();
            var table = h.window.miscompiles().table();
            assertEquals(byKey.size(), h.fxGet(() -> table.getItems().size()));
            MiscompileQueries.Cluster first = h.fxGet(() -> table.getItems().get(0));
            assertEquals(key, first.key());
            assertEquals(key.substring(0, key.indexOf(" | ")), first.pass());
            assertEquals(byKey.get(key).size(), first.runs());
            assertEquals(
                    byKey.get(key).stream()
                            .map(RunRecord::programSha256)
                            .distinct()
                            .count(),
                    first.programs());
            assertEquals(rep.runId(), first.representative());
            // the table shows the key in its first column (a cell value, not an empty cell)
            assertEquals(key, h.fxGet(() -> table.getColumns().get(0).getCellData(0)));
            h.idle();
            h.idle();

            // the representative's outputs, line by line: expected left, actual right, the differing lines marked
            String[] want = rep.expectedOutput().split("\n");
            String[] got = rep.actualOutput().split("\n");
            int differing = 0;
            for (int i = 0; i < Math.max(want.length, got.length); i++) {
                int n = i + 1;
                Label e = h.fxGet(() -> robot.lookup("#expected-" + n).queryAs(Label.class));
                Label a = h.fxGet(() -> robot.lookup("#actual-" + n).queryAs(Label.class));
                String w = i < want.length ? want[i] : "";
                String g = i < got.length ? got[i] : "";
                assertEquals(w, h.fxGet(e::getText), "expected line " + n);
                assertEquals(g, h.fxGet(a::getText), "actual line " + n);
                assertEquals(!w.equals(g), h.fxGet(() -> e.getStyleClass().contains("differs")), "line " + n);
                assertEquals(!w.equals(g), h.fxGet(() -> a.getStyleClass().contains("differs")), "line " + n);
                if (!w.equals(g)) differing++;
                // side by side: same row of the grid, expected left of actual
                assertEquals(h.fxGet(() -> GridPane.getRowIndex(e)), h.fxGet(() -> GridPane.getRowIndex(a)));
                assertTrue(h.fxGet(() -> GridPane.getColumnIndex(e) < GridPane.getColumnIndex(a)));
            }
            assertTrue(differing > 0, "a miscompile differs somewhere");
            String cellText = h.fxGet(
                    () -> robot.lookup("#miscompile-cell").queryAs(Label.class).getText());
            assertTrue(
                    cellText.contains(rep.runId())
                            && cellText.contains(rep.tool())
                            && cellText.contains("canonicalize"),
                    cellText);
        }
    }

    /**
     * At the default window size (1400x900), and narrower, the long pipeline line above the outputs must not widen the
     * expected column: every `actual` cell lies inside the visible part of the detail pane, right of its expected cell.
     */
    @Test
    void actualCellsLieInsideTheViewAt1400x900() throws Exception {
        for (int[] size : new int[][] {{1400, 900}, {1000, 700}}) {
            try (AppHarness h =
                    AppHarness.open(AppConfig.of(campaign.dir).withSize(size[0], size[1]), FuzzerModule.refuzzer())) {
                h.select(AppConfig.View.MISCOMPILES);
                h.idle();
                h.idle();
                String cellText = h.fxGet(() ->
                        robot.lookup("#miscompile-cell").queryAs(Label.class).getText());
                assertTrue(
                        cellText.length() > 150,
                        "the sample's pipeline line is long: " + cellText.length() + " characters");
                Node pane =
                        h.fxGet(() -> robot.lookup("#miscompile-detail-scroll").query());
                Bounds visible = h.fxGet(() -> pane.localToScene(pane.getLayoutBounds()));
                int checked = 0;
                for (int n = 1; ; n++) {
                    int k = n;
                    Label a = h.fxGet(() ->
                            (Label) robot.lookup("#actual-" + k).tryQuery().orElse(null));
                    if (a == null) break;
                    Label e = h.fxGet(() -> robot.lookup("#expected-" + k).queryAs(Label.class));
                    Bounds ab = h.fxGet(() -> a.localToScene(a.getLayoutBounds()));
                    Bounds eb = h.fxGet(() -> e.localToScene(e.getLayoutBounds()));
                    String at = size[0] + "x" + size[1] + ": actual " + k + " at " + ab;
                    assertTrue(ab.getMinX() >= eb.getMaxX(), at + " not right of expected " + eb);
                    assertTrue(
                            ab.getMaxX() <= visible.getMaxX() + 0.5 && ab.getMaxX() <= size[0],
                            at + " outside the view " + visible);
                    checked++;
                }
                assertTrue(checked > 0, "no actual cell shown");
            }
        }
    }
}
