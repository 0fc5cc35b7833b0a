package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.CrashDetails;
import io.dialectic.app.ui.CrashOp;
import io.dialectic.app.work.FuzzerModule;
import io.dialectic.app.work.ReduceOutcome;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.record.RunRecord;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Clusters view draws the reduced program's ODG with the op the crash's top frame names highlighted:
 * v19_r1_c00106 of ../shared/crashes (mlir-opt-19, SIGSEGV under {@code mlir::affine::AffineForOp::fold},
 * the first named frame) reduced from the app with the real tool; the highlight is there again when the
 * app is reopened, from the reduced.mlir the reduction saved.
 */
class ReducedOdgTest {
    @TempDir
    Path tmp;

    @Test
    void frameNamesAreMatchedToOpNames() {
        CrashOp fold = CrashOp.of(List.of("mlir::detail::OpToOpPassAdaptor::run", "mlir::affine::AffineForOp::fold"))
                .orElseThrow();
        assertEquals(1, fold.frame());
        assertEquals("mlir::affine::AffineForOp", fold.className());
        assertTrue(fold.names("affine.for"));
        assertFalse(fold.names("affine.parallel"));
        assertFalse(fold.names("scf.for"));
        assertTrue(
                CrashOp.of(List.of("mlir::arith::TruncIOp::fold")).orElseThrow().names("arith.trunci"));
        assertTrue(CrashOp.of(List.of("mlir::memref::ExtractStridedMetadataOp::getConstifiedMixedSizes"))
                .orElseThrow()
                .names("memref.extract_strided_metadata"));
        assertTrue(CrashOp.of(List.of("mlir::tensor::CastOp::verifyInvariantsImpl"))
                .orElseThrow()
                .names("tensor.cast"));
        // Not op classes: a member named ...Op, a pass adaptor.
        assertTrue(CrashOp.of(List.of("mlir::Diagnostic::appendOp", "mlir::detail::OpToOpPassAdaptor::runPipeline"))
                .isEmpty());
    }

    @Test
    void reducedProgramsOdgHighlightsTheOpOfTheCrashFrame() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        CrashCampaign campaign = CrashCampaign.write(tmp.resolve("camp"), 0, Set.of("v19_r1_c00106")::contains);
        assertEquals(1, campaign.crashes().size());
        RunRecord crash = campaign.crashes().get(0);
        CrashDetails details = CrashDetails.of(crash.stderr(), crash.pipeline(), crash.signal(), crash.exitCode());
        assertEquals(
                "mlir::affine::AffineForOp",
                CrashOp.of(details.frames()).orElseThrow().className());
        AppConfig config = AppConfig.of(campaign.dir).withSize(1300, 850).withReduceBudget(Duration.ofSeconds(90));
        String reduced;
        try (AppHarness h = AppHarness.open(config, FuzzerModule.refuzzer())) {
            h.fx(() -> h.window.select(AppConfig.View.CLUSTERS));
            h.idle();
            var v = h.window.clusters();
            assertTrue(h.fxGet(() -> v.reducedOdg().infoText()).startsWith("Not reduced yet"));
            assertTrue(h.fxGet(() -> v.reducePane().startReduce()));
            h.idle();
            ReduceOutcome o = h.fxGet(() -> v.reducePane().lastOutcome());
            assertTrue(
                    o.result().reproduced() && o.result().sameSignature(),
                    o.result().note());
            reduced = o.reduced();
            assertHighlighted(h, reduced);
        }
        // Reopened: the saved reduced program is drawn without reducing again.
        try (AppHarness h = AppHarness.open(config, FuzzerModule.refuzzer())) {
            h.fx(() -> h.window.select(AppConfig.View.CLUSTERS));
            h.idle();
            assertHighlighted(h, reduced);
        }
    }

    private static void assertHighlighted(AppHarness h, String reduced) throws Exception {
        var v = h.window.clusters();
        OdgIndex g = OdgIndex.of(MlirReader.read(reduced));
        int[] loops = IntStream.range(0, g.nodeCount())
                .filter(i -> g.node(i).name().equals("affine.for"))
                .toArray();
        assertTrue(loops.length > 0, "the reduced program keeps the affine.for the crash is in:\n" + reduced);
        assertEquals(g.nodeCount(), (int) h.fxGet(() -> v.reducedOdg().drawnNodes()));
        assertArrayEquals(loops, h.fxGet(() -> v.reducedOdg().highlighted()));
        assertEquals(loops.length, (int) h.fxGet(() -> v.reducedOdg().boxesWithStyle("odg-highlight")));
        assertTrue(h.fxGet(() -> v.reducedOdg().noteText()).contains("mlir::affine::AffineForOp"));
        assertEquals(g.node(loops[0]).span().line(), (int)
                h.fxGet(() -> v.reducedText().selectedLine()));
    }
}
