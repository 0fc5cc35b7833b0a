package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.work.FuzzerModule;
import io.dialectic.app.work.MiscompileReduction;
import io.dialectic.reducer.result.MiscompileResult;
import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.semantics.verdict.DifferentialExecution;
import io.dialectic.semantics.verdict.DifferentialVerdict;
import io.dialectic.semantics.verdict.ExecOptions;
import io.dialectic.semantics.verdict.Judgement;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.GridPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

/**
 * Reduce on the Miscompiles tab with the real mlir-opt-19 and its JIT runner: on the sample differential campaign
 * (datasets/sample/differential-19: canonicalize folds an index_cast pair wrongly) the Reduce button reduces the
 * selected miscompiling run, the cluster's representative, in the background, and the tab shows the report: expected
 * beside actual output of the reduced program, the commands, and the versions it reproduces on. The reduced program is
 * judged again here, outside the app.
 */
class MiscompileReduceFromAppTest {
    @TempDir
    Path tmp;

    final FxRobot robot = new FxRobot();

    @Test
    void reduceOnAMiscompileShowsExpectedBesideActualCommandsAndVersions() throws Exception {
        MlirRequirement.requireJit(
                ToolVersion.V19.optBinary, ToolVersion.V19.runnerBinary, JitExecutor.available(ToolVersion.V19));
        SampleResults campaign = SampleResults.copy(tmp);
        List<RunRecord> ms = campaign.records.stream()
                .filter(r -> r.outcome() == Outcome.MISCOMPILE)
                .toList();
        assertFalse(ms.isEmpty(), "the sample has miscompiles");
        // the run the tab selects first: the representative (smallest program, ties by run id) of the largest cluster;
        // the sample has one key
        assertEquals(1, ms.stream().map(RunRecord::miscompileKey).distinct().count());
        RunRecord rep = ms.stream()
                .min(Comparator.<RunRecord>comparingInt(r -> r.programText().length())
                        .thenComparing(RunRecord::runId))
                .orElseThrow();

        AppConfig config = AppConfig.of(campaign.dir).withSize(1400, 900).withReduceBudget(Duration.ofSeconds(120));
        try (AppHarness h = AppHarness.open(config, FuzzerModule.refuzzer())) {
            h.select(AppConfig.View.MISCOMPILES);
            h.idle();
            h.idle();
            h.fx(() -> h.window.miscompiles().showReduce());
            String before = h.fxGet(() -> robot.lookup("#miscompile-reduce-progress")
                    .queryAs(Label.class)
                    .getText());
            assertTrue(before.contains(rep.runId()), before);
            robot.clickOn(FxPoints.centre("#miscompile-reduce-start"));
            h.idle();
            assertFalse(h.fxGet(() -> h.window.miscompiles().reducePane().isRunning()));
            MiscompileReduction.Outcome o =
                    h.fxGet(() -> h.window.miscompiles().reducePane().lastOutcome());
            assertTrue(
                    o != null,
                    "the reduction ended without an outcome: "
                            + h.fxGet(() -> robot.lookup("#miscompile-reduce-progress")
                                    .queryAs(Label.class)
                                    .getText()));
            MiscompileResult r = o.result();
            assertTrue(r.reproduced(), r.note());
            System.out.printf(
                    "miscompile reduce from the app: %d -> %d ops, %d -> %d bytes, %d oracle calls, %.1f s, key %s%n",
                    r.opsBefore(),
                    r.opsAfter(),
                    rep.programText().length(),
                    r.program().length(),
                    r.oracleCalls(),
                    r.seconds(),
                    r.miscompileKey());
            assertEquals("--canonicalize", r.suspectPass());
            assertTrue(r.opsAfter() < r.opsBefore(), r.opsBefore() + " -> " + r.opsAfter());
            assertTrue(o.reduced().length() < rep.programText().length());
            assertTrue(
                    o.dir().startsWith(config.workDir().resolve("reduced")),
                    o.dir().toString());
            assertTrue(Files.exists(o.dir().resolve("report.md"))
                    && Files.exists(o.dir().resolve("stats.json")));

            // expected beside actual, line by line, the differing lines marked
            String[] want = r.expected().strip().split("\n");
            String[] got = r.actual().strip().split("\n");
            int differing = 0;
            for (int i = 0; i < Math.max(want.length, got.length); i++) {
                int n = i + 1;
                Label e = h.fxGet(() -> robot.lookup("#reduced-expected-" + n).queryAs(Label.class));
                Label a = h.fxGet(() -> robot.lookup("#reduced-actual-" + n).queryAs(Label.class));
                String w = i < want.length ? want[i] : "";
                String g = i < got.length ? got[i] : "";
                assertEquals(w, h.fxGet(e::getText), "expected line " + n);
                assertEquals(g, h.fxGet(a::getText), "actual line " + n);
                assertEquals(!w.equals(g), h.fxGet(() -> a.getStyleClass().contains("differs")), "line " + n);
                assertEquals(h.fxGet(() -> GridPane.getRowIndex(e)), h.fxGet(() -> GridPane.getRowIndex(a)));
                assertTrue(h.fxGet(() -> GridPane.getColumnIndex(e) < GridPane.getColumnIndex(a)));
                if (!w.equals(g)) differing++;
            }
            assertTrue(differing > 0, "the reduced program still prints something else");
            // the commands: mlir-opt with the cell's pipeline, then the JIT runner
            String commands = h.fxGet(() ->
                    robot.lookup("#miscompile-commands").queryAs(TextArea.class).getText());
            assertTrue(
                    commands.contains("mlir-opt-19 --canonicalize")
                            && commands.contains("mlir-cpu-runner-19")
                            && commands.contains("reduced.mlir"),
                    commands);
            // the versions: mlir-opt-19 is the same miscompile; every installed version has a row
            assertEquals("yes", h.fxGet(() -> robot.lookup("#reduced-version-mlir-opt-19")
                    .queryAs(Label.class)
                    .getText()));
            for (MiscompileResult.VersionRun v : r.versions()) {
                assertEquals(v.reproduces() ? "yes" : "no", h.fxGet(() -> robot.lookup("#reduced-version-" + v.tool())
                        .queryAs(Label.class)
                        .getText()));
            }
            String on = h.fxGet(() ->
                    robot.lookup("#reduced-reproduces-on").queryAs(Label.class).getText());
            assertTrue(on.contains("mlir-opt-19"), on);
            String report = h.fxGet(() ->
                    robot.lookup("#miscompile-report").queryAs(TextArea.class).getText());
            assertTrue(
                    report.contains("## Expected vs actual output")
                            && report.contains("## Versions")
                            && report.contains("| mlir-opt-19 | miscompile | yes |"),
                    report);

            // judged again outside the app: the reduced program miscompiles in the same cell, printing what the tab
            // shows
            Judgement j = new DifferentialExecution(
                            new ExecOptions(List.of(r.cell()), Limits.DEFAULT, JitExecutor.Timeouts.DEFAULT, true))
                    .run(o.reduced());
            assertEquals(DifferentialVerdict.MISCOMPILE, j.verdict(), j.reason());
            assertEquals("--canonicalize", j.suspectPass());
            assertEquals(r.expected(), j.expected());
            assertEquals(r.actual(), j.cells().get(0).result().stdout());
        }
    }
}
