package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.app.config.AppConfig;
import io.dialectic.app.ui.ClusterItem;
import io.dialectic.app.work.FuzzerModule;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.importer.CaseDirectorySource;
import io.dialectic.toolchain.record.RunRecord;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import javafx.scene.control.ListView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

/**
 * The app on a large report, made in the test: {@value #RECORDS} run records built from the real crash cases of
 * ../shared/crashes (each case's program, exit code and stderr, no outcome: the analysis judges them), every
 * other one a clean run of a test-suite program, analyzed as {@code dialectic analyze} does. Opening it reads
 * the report's tables; selecting a cluster reads its members from cluster_members. Prints the times (the
 * machine is shared: they are not asserted).
 */
class LargeReportTest {
    static final int RECORDS = 40_000;

    @TempDir
    Path tmp;

    final FxRobot robot = new FxRobot();

    @Test
    void selectingAClusterShowsItsMembers() throws Exception {
        List<RunRecord> crashes = new ArrayList<>();
        try (Stream<Path> s = Files.list(SharedData.crashes().resolve("cases"))) {
            for (Path c : s.filter(Files::isDirectory).sorted().toList()) {
                RunRecord r = CaseDirectorySource.readCase(c);
                if (r.error() == null) crashes.add(r);
            }
        }
        List<String> clean;
        try (Stream<Path> s = Files.list(SharedData.testsuite().resolve("custom"))) {
            clean = s.filter(p -> p.toString().endsWith(".mlir"))
                    .sorted()
                    .limit(2_000)
                    .map(p -> {
                        try {
                            return Files.readString(p);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .toList();
        }
        Path dir = Files.createDirectories(tmp.resolve("large"));
        ObjectMapper json = new ObjectMapper();
        try (BufferedWriter w = new BufferedWriter(new OutputStreamWriter(
                new GZIPOutputStream(Files.newOutputStream(dir.resolve("night.jsonl.gz"))), StandardCharsets.UTF_8))) {
            for (int i = 0; i < RECORDS; i++) {
                ObjectNode o = json.createObjectNode();
                o.put("run_id", "big" + i);
                o.put("campaign", i % 4 < 2 ? "night-a" : "night-b");
                o.put("seq", i / 2);
                o.put("tool", "mlir-opt-19");
                if (i % 2 == 0) {
                    RunRecord r = crashes.get((i / 2) % crashes.size());
                    o.put("program_text", r.programText());
                    o.putPOJO("pipeline", r.pipeline());
                    if (r.exitCode() != null) o.put("exit_code", r.exitCode());
                    o.put("stderr", r.stderr());
                } else {
                    o.put("program_text", clean.get((i / 2) % clean.size()));
                    o.putPOJO("pipeline", List.of("canonicalize"));
                    o.put("exit_code", 0);
                    o.put("stderr", "");
                }
                w.write(json.writeValueAsString(o));
                w.write('\n');
            }
        }
        long t0 = System.nanoTime();
        Path report = tmp.resolve("report");
        TestAnalysis.ANALYZER.analyze(List.of(dir), report, m -> {});
        long analyzed = System.nanoTime();
        try (AppHarness h = AppHarness.open(
                AppConfig.of(report).withView(AppConfig.View.CLUSTERS).withSize(1300, 850), FuzzerModule.refuzzer())) {
            long opened = System.nanoTime();
            var table = h.window.clusters().table();
            int rows = h.fxGet(() -> table.getItems().size());
            assertTrue(rows > 10, rows + " clusters");
            // select the second-largest cluster (the first is selected on opening) and time its members' arrival
            ClusterItem pick = h.fxGet(() -> table.getItems().get(1));
            @SuppressWarnings("unchecked")
            ListView<String> members = h.fxGet(() -> robot.lookup("#members").queryAs(ListView.class));
            String firstRun = h.wb.clusters().members(pick.key(), 1).get(0).runId();
            long s0 = System.nanoTime();
            h.fx(() -> table.getSelectionModel().select(pick));
            long shown = -1;
            while (System.nanoTime() - s0 < 120_000_000_000L) {
                boolean ready = h.fxGet(() -> !members.getItems().isEmpty()
                        && members.getItems().get(0).startsWith(firstRun));
                if (ready) {
                    shown = System.nanoTime();
                    break;
                }
                Thread.sleep(5);
            }
            assertTrue(shown > 0, "the members of " + pick.key() + " showed");
            h.idle();
            assertEquals(
                    Math.min(pick.row().size(), 2000L),
                    (long) h.fxGet(() -> members.getItems().size()),
                    "members of " + pick.key());
            System.out.printf(
                    "LargeReportTest: %d records analyzed in %.1f s; report opened on the clusters view (%d clusters) in %.2f s; "
                            + "members of a selected cluster (%d runs) shown %.0f ms after the click%n",
                    RECORDS,
                    (analyzed - t0) / 1e9,
                    rows,
                    (opened - analyzed) / 1e9,
                    pick.row().size(),
                    (shown - s0) / 1e6);
        }
    }
}
