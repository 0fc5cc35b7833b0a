package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.IrBugQueries;
import io.dialectic.toolchain.campaign.IrBugCampaign;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

/**
 * The IR bugs view on a real campaign: {@code run --ir-bug-checks} of mlir-opt-19 over the two programs of toolchain's
 * IR-bug tests with {@code normalize-memrefs;cse} ({@link IrBugCampaign}). By hand: the
 * normalize-memrefs run of the reinterpret_cast program is invalid IR ({@code expected 1 size values, got 2}), both
 * runs of the assemble program print IR that does not read back ({@code expected non-function type}): two clusters,
 * the round trip of 2 runs first. The rows shown are checked against the report's ir_bug_clusters table.
 */
class IrBugsViewTest {
    @TempDir
    static Path tmp;

    static Path campaign;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void runTheCampaign() throws Exception {
        campaign = Files.createDirectories(tmp.resolve("irbug"));
        IrBugCampaign.run(tmp, campaign.resolve("runs.jsonl"));
    }

    /** The report's ir_bug_clusters rows as the view orders them: kind, key, pass, runs, representative. */
    static List<List<Object>> reportRows(Path report) throws Exception {
        List<List<Object>> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:");
                Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT ir_bug_kind, ir_bug_key, pass, runs, representative_run_id"
                        + " FROM read_parquet('" + report.resolve("ir_bug_clusters.parquet")
                        + "') ORDER BY runs DESC, ir_bug_kind, ir_bug_key")) {
            while (rs.next())
                out.add(List.of(
                        rs.getString(1),
                        rs.getString(2),
                        String.valueOf(rs.getString(3)),
                        rs.getLong(4),
                        rs.getString(5)));
        }
        return out;
    }

    @Test
    void theClustersOfTheReportAndTheMessageAndOutputOfTheSelectedOne() throws Exception {
        try (AppHarness h = AppHarness.open(campaign)) {
            h.select(AppConfig.View.IR_BUGS);
            h.idle();
            List<IrBugQueries.Cluster> shown =
                    h.fxGet(() -> List.copyOf(h.window.irBugs().table().getItems()));
            List<List<Object>> rows = new ArrayList<>();
            for (IrBugQueries.Cluster c : shown)
                rows.add(List.of(c.kind(), c.key(), String.valueOf(c.pass()), c.runs(), c.representative()));
            assertEquals(reportRows(h.wb.db().location().dir()), rows);

            assertEquals(2, shown.size(), shown.toString());
            IrBugQueries.Cluster roundtrip = shown.get(0);
            assertEquals("roundtrip", roundtrip.kind());
            assertEquals("sparse_tensor.assemble | expected non-function type", roundtrip.key());
            assertEquals(2, roundtrip.runs());
            IrBugQueries.Cluster invalid = shown.get(1);
            assertEquals("invalid-ir", invalid.kind());
            assertEquals("normalize-memrefs | memref.* | expected N size values, got N", invalid.key());
            assertEquals("normalize-memrefs", invalid.pass());
            assertEquals(1, invalid.runs());
            assertEquals(
                    "kind",
                    h.fxGet(() -> h.window.irBugs().table().getColumns().get(0).getText()));
            assertEquals(
                    "roundtrip",
                    h.fxGet(() -> h.window.irBugs().table().getColumns().get(0).getCellData(0)));

            // the first row is selected: its parser message and the custom form that does not read back
            assertEquals("expected non-function type", text("#ir-bug-message", h));
            assertTrue(output(h).contains("sparse_tensor.assemble"), output(h));

            h.fx(() -> h.window.irBugs().table().getSelectionModel().select(1));
            h.idle();
            assertEquals("expected 1 size values, got 2", text("#ir-bug-message", h));
            // the invalid output, in generic form, holds the op the verifier rejects
            assertTrue(output(h).contains("\"memref.reinterpret_cast\""), output(h));
            String cell = text("#ir-bug-cell", h);
            assertTrue(cell.contains(invalid.representative()) && cell.contains("normalize-memrefs"), cell);
        }
    }

    /** A report written before the table existed opens, and the view says why it is empty. */
    @Test
    void aReportWithoutTheTableShowsAnEmptyViewWithALine() throws Exception {
        Path report;
        try (AppHarness h = AppHarness.open(campaign)) {
            report = h.wb.db().location().dir();
        }
        Path older = Files.createDirectories(tmp.resolve("older"));
        // the report as is, less its ir_bug_clusters table (tables are files or folders of files)
        try (Stream<Path> files = Files.walk(report)) {
            for (Path f : files.toList()) {
                Path rel = report.relativize(f);
                if (rel.toString().isEmpty() || rel.getName(0).toString().startsWith("ir_bug_clusters")) continue;
                if (Files.isDirectory(f)) Files.createDirectories(older.resolve(rel.toString()));
                else Files.copy(f, older.resolve(rel.toString()));
            }
        }
        try (AppHarness h = AppHarness.open(older)) {
            h.select(AppConfig.View.IR_BUGS);
            h.idle();
            assertEquals(0, h.fxGet(() -> h.window.irBugs().table().getItems().size()));
            String line = h.fxGet(() -> h.window.irBugs().placeholder().getText());
            assertTrue(line.contains("no ir_bug_clusters table"), line);
        }
    }

    private String text(String id, AppHarness h) throws Exception {
        return h.fxGet(() -> robot.lookup(id).queryAs(Label.class).getText());
    }

    private String output(AppHarness h) throws Exception {
        return h.fxGet(
                () -> robot.lookup("#ir-bug-output").queryAs(TextArea.class).getText());
    }
}
