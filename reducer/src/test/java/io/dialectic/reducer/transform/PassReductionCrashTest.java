package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import io.dialectic.reducer.tree.OpCount;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/** The passes as reductions of a real crash, with the crash key as the test. */
class PassReductionCrashTest {
    /**
     * v19_r1_c00014 (5 ops, custom form, 5 passes, none of them a reduction pass): by mlir-opt-19, symbol-dce's reprint,
     * CSE and canonicalize each keep the crash key and take it to 2 ops; inlining changes nothing (no call), SCCP and
     * LICM print nothing shorter.
     */
    @Test
    void onACrashCaseTheKeyDecidesWhichPassesAreKept() throws Exception {
        String id = "v19_r1_c00014";
        MlirRequirement.require("mlir-opt-19");
        CrashCase c = CrashCase.load(SharedData.crashes().resolve("cases").resolve(id));
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
            String program = c.program();
            List<String> kept = new ArrayList<>();
            for (Transformation t : Transformations.make(Transformations.PASSES, context)) {
                String next = new RewriteApplier(MlirReader::read, judge).apply(t, program, c.pipeline(), s -> {});
                if (!next.equals(program)) kept.add(t.name());
                program = next;
            }
            assertEquals(List.of("pass:symbol-dce", "pass:cse", "pass:canonicalize"), kept);
            assertEquals(5, OpCount.of(MlirReader.read(c.program())));
            assertEquals(2, OpCount.of(MlirReader.read(program)), program);
            assertEquals(
                    original.crashKey(),
                    oracle.observe(new Candidate(program, c.pipeline())).crashKey());
        } finally {
            pool.shutdownNow();
        }
    }
}
