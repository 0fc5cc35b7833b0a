package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.work.FuzzerModule;
import io.dialectic.app.work.ReduceOutcome;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.crash.CrashSignature;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import javafx.scene.control.TextArea;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

/**
 * Reduce from the Crash clusters view with the real mlir-opt-19: a 9-line
 * crasher of ../shared/crashes (v19_r1_c00070: SIGSEGV in a 4-pass pipeline)
 * comes back smaller, with the same crash signature, and the reducer's files
 * are written next to the results.
 */
class ReduceFromAppTest {
    @TempDir
    Path tmp;

    @Test
    void reduceGivesASmallerProgramWithTheSameSignature() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        CrashCampaign campaign = CrashCampaign.write(tmp.resolve("camp"), 0, Set.of("v19_r1_c00070")::contains);
        assertEquals(1, campaign.crashes().size());
        String original = campaign.crashes().get(0).programText();
        AppConfig config = AppConfig.of(campaign.dir).withSize(1300, 850).withReduceBudget(Duration.ofSeconds(90));
        try (AppHarness h = AppHarness.open(config, FuzzerModule.refuzzer())) {
            h.select(AppConfig.View.CLUSTERS);
            h.idle();
            assertTrue(h.fxGet(() -> h.window.clusters().reducePane().startReduce()));
            h.idle();
            ReduceOutcome o = h.fxGet(() -> h.window.clusters().reducePane().lastOutcome());
            assertTrue(o.result().reproduced(), o.result().note());
            System.out.printf(
                    "reduce from the app: %d -> %d ops, %d -> %d bytes, %d oracle calls, %.1f s%n",
                    o.result().opsBefore(),
                    o.result().opsAfter(),
                    o.result().bytesBefore(),
                    o.result().bytesAfter(),
                    o.result().oracleCalls(),
                    o.result().seconds());
            assertTrue(o.result().sameSignature());
            assertTrue(
                    o.reduced().length() < original.length(), o.reduced().length() + " bytes vs " + original.length());
            assertTrue(o.result().opsAfter() <= o.result().opsBefore());
            assertEquals(campaign.crashes().get(0).crashKey(), o.result().crashKey());
            assertTrue(Files.exists(o.dir().resolve("report.md")) && o.report().contains("mlir-opt"), o.report());
            assertTrue(o.pipeline().contains("reduced.mlir"), o.pipeline());
            assertTrue(
                    o.dir().startsWith(config.workDir().resolve("reduced")),
                    o.dir().toString());
            // The result pane shows it.
            assertTrue(h.fxGet(() -> new FxRobot()
                            .lookup("#reduce-report")
                            .queryAs(TextArea.class)
                            .getText())
                    .contains("mlir-opt"));
            // Independent re-check of the signature on the reduced program's recorded stderr.
            // (the key is the trace's alone: the toolchain Judge gives it no pipeline)
            assertEquals(
                    o.result().crashKey(),
                    CrashSignature.parse(o.result().finalStderr()).key());
        }
    }
}
