package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.CrashCase;
import io.dialectic.reducer.algorithm.RewriteApplier;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.oracle.BatchJudge;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.oracle.Observation;
import io.dialectic.reducer.oracle.ToolOracle;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.time.Instant;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/** Shape shrinking in a crash reduction, with the crash key as the test: the step the default round makes. */
class ShrinkDimensionsToTwoCrashTest {
    /**
     * v19_r1_c00070 (mlir-opt-19, SIGSEGV in a 4-pass pipeline): one declaration of a function taking a 10x10 sparse
     * tensor. At 2x2 it crashes the same.
     */
    @Test
    void aTensorOfTenByTenBecomesTwoByTwoAndCrashesTheSame() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        CrashCase c = CrashCase.load(SharedData.crashes().resolve("cases").resolve("v19_r1_c00070"));
        Tool tool = new ToolDiscovery().find("mlir-opt-19").orElseThrow();
        ToolOracle oracle = new ToolOracle(
                new ToolRunner(), OutcomeClassifier.defaults(), tool, RunLimits.defaults(), c.extraArgs());
        Observation original = oracle.observe(new Candidate(c.program(), c.pipeline()));
        assertTrue(original.isCrash(), original.outcome().toString());
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            BatchJudge judge = new BatchJudge(
                    oracle,
                    new Interestingness.SameSignature(original.crashKey()),
                    pool,
                    Instant.now().plusSeconds(60));
            Transformations.Context context =
                    new Transformations.Context(new ToolRunner(), tool, c.extraArgs(), c.pipeline());
            // the default round of a crash reduction has the step
            Transformation shrink = Transformations.make(Transformations.DEFAULT, context).stream()
                    .filter(t -> t.name().equals(new ShrinkDimensionsToTwo().name()))
                    .findFirst()
                    .orElseThrow();
            String out = new RewriteApplier(MlirReader::read, judge).apply(shrink, c.program(), c.pipeline(), s -> {});
            assertTrue(out.contains("func.func private @sparse_sorted_coo(tensor<2x2xf64, #SortedCOO>)"), out);
            assertFalse(out.contains("tensor<10x10xf64, #SortedCOO>"), out);
            assertEquals(
                    original.crashKey(),
                    oracle.observe(new Candidate(out, c.pipeline())).crashKey());
        } finally {
            pool.shutdownNow();
        }
    }
}
