package io.dialectic.app;

import static io.dialectic.testing.TriggerPrograms.DOUBLE_CAST;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.TriggerQueries;
import io.dialectic.app.ui.TriggersView;
import io.dialectic.ir.odg.Odg;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.testing.TriggerPrograms;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.campaign.CampaignConfig;
import io.dialectic.toolchain.campaign.CampaignRunner;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

/**
 * The Triggers view on a real {@code dialectic run --triggers} campaign of mlir-opt-19
 * (canonicalize; cse over a program whose double index_cast canonicalize folds, one with nothing to do and
 * test-suite programs), and on the sample results, whose records carry no trigger fields.
 */
class TriggersViewTest {

    final FxRobot robot = new FxRobot();

    @Test
    void showsPassesPatternsNeverTriggeredPassesAndTheProgramsOfAPattern(@TempDir Path dir) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path programs = Files.createDirectories(dir.resolve("programs"));
        TriggerPrograms.writeTo(programs);
        for (int i = 0; i < 4; i++) {
            String name = String.format("s%04d.mlir", i);
            Files.copy(SharedData.testsuite().resolve("custom").resolve(name), programs.resolve(name));
        }
        Path camp = Files.createDirectories(dir.resolve("camp"));
        ToolDiscovery discovery = new ToolDiscovery();
        new CampaignRunner(new ToolRunner(discovery), discovery)
                .run(
                        CampaignConfig.builder(programs, "mlir-opt-19", "canonicalize;cse", camp.resolve("runs.jsonl"))
                                .jobs(2)
                                .campaign("canon")
                                .triggers(true)
                                .build(),
                        new PrintStream(OutputStream.nullOutputStream()));
        List<RunRecord> runs = new ArrayList<>();
        RunRecordsJsonl.read(camp.resolve("runs.jsonl"), l -> runs.add(l.record()));
        assertEquals(12, runs.size());

        try (AppHarness h = AppHarness.open(camp)) {
            h.select(AppConfig.View.TRIGGERS);
            h.idle();
            var v = h.window.triggers();
            List<TriggerQueries.CampaignRow> cs =
                    h.fxGet(() -> List.copyOf(v.campaignTable().getItems()));
            assertEquals(1, cs.size());
            TriggerQueries.CampaignRow c = cs.get(0);
            assertEquals("canon", c.campaign());
            assertEquals(12, c.observedRuns());
            assertEquals(2, c.passesRan());
            Set<String> changedPasses = new TreeSet<>(), attempted = new TreeSet<>(), fired = new TreeSet<>();
            for (RunRecord r : runs) {
                changedPasses.addAll(r.passesChanged());
                attempted.addAll(r.patternsAttempted().keySet());
                fired.addAll(r.patternsFired());
            }
            assertEquals(changedPasses.size(), c.passesChanged());
            assertEquals(attempted.size(), c.patternsAttempted());
            assertEquals(fired.size(), c.patternsFired());
            // canonicalize's row: the records' count of canonicalize runs that changed the IR, out of the 6 it ran in
            long canonChanged = runs.stream()
                    .filter(r -> r.passesChanged().contains("canonicalize"))
                    .count();
            var canon = h.fxGet(() -> v.passTable().getItems().stream()
                    .filter(p -> p.pass().equals("canonicalize"))
                    .findFirst()
                    .orElseThrow());
            assertEquals(6, canon.runsRan());
            assertEquals(canonChanged, canon.runsChanged());
            assertEquals(100.0 * canonChanged / 6, canon.sharePercent(), 1e-9);
            // cse changed nothing on these programs unless a record says so: then it is never-triggered
            boolean cseChanged = runs.stream().anyMatch(r -> r.passesChanged().contains("cse"));
            List<String> never = h.fxGet(() -> List.copyOf(v.neverTriggered().getItems()));
            assertEquals(!cseChanged, never.stream().anyMatch(s -> s.startsWith("cse ")), never.toString());

            // The pattern that folded the double cast: its programs are the runs' programs that fired or attempted it.
            String indexCast = fired.stream()
                    .filter(n -> n.contains("IndexCast"))
                    .findFirst()
                    .orElseThrow();
            h.fx(() -> v.selectPattern(indexCast));
            h.idle();
            Set<String> expected = new TreeSet<>();
            for (RunRecord r : runs) {
                if (r.patternsAttempted().containsKey(indexCast)
                        || r.patternsFired().contains(indexCast)) expected.add(r.programSha256());
            }
            List<TriggerQueries.ProgramRow> ps =
                    h.fxGet(() -> List.copyOf(v.programTable().getItems()));
            assertEquals(
                    expected,
                    new TreeSet<>(ps.stream()
                            .map(TriggerQueries.ProgramRow::programSha256)
                            .toList()));
            RunRecord doubleCast = runs.stream()
                    .filter(r ->
                            r.programText().equals(DOUBLE_CAST) && r.pipeline().equals(List.of("canonicalize")))
                    .findFirst()
                    .orElseThrow();
            TriggerQueries.ProgramRow row = ps.stream()
                    .filter(p -> p.programSha256().equals(doubleCast.programSha256()))
                    .findFirst()
                    .orElseThrow();
            assertTrue(row.fired());
            // Click-through: the program's ODG is drawn.
            h.fx(() -> v.programTable().getSelectionModel().select(row));
            h.idle();
            Odg odg = Odg.of(MlirReader.read(DOUBLE_CAST));
            assertEquals(odg.nodeCount(), (int) h.fxGet(() -> v.odgView().drawnNodes()));
            assertEquals(OdgViewTest.drawnDataEdges(odg.index()), (int)
                    h.fxGet(() -> v.odgView().drawnEdges()));
            // The records keep pattern names and counts, not the ops matched: the view says so.
            assertEquals(TriggersView.NOT_MATCHED, h.fxGet(() -> v.odgView().noteText()));
        }
    }

    @Test
    void recordsWithoutTriggerFieldsGiveAnEmptyView(@TempDir Path tmp) throws Exception {
        SampleResults sample = SampleResults.copy(tmp);
        assertTrue(sample.records.stream().allMatch(r -> r.passesChanged() == null));
        try (AppHarness h = AppHarness.open(sample.dir)) {
            h.select(AppConfig.View.TRIGGERS);
            h.idle();
            var v = h.window.triggers();
            assertEquals(0, (int) h.fxGet(() -> v.campaignTable().getItems().size()));
            assertEquals(0, (int) h.fxGet(() -> v.patternTable().getItems().size()));
            Label empty = h.fxGet(() -> robot.lookup("#triggers-empty").queryAs(Label.class));
            assertTrue(h.fxGet(empty::isVisible));
            assertFalse(h.fxGet(empty::getText).isEmpty());
        }
    }
}
