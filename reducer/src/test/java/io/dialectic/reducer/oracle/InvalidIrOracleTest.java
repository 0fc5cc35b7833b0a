package io.dialectic.reducer.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Candidates judged for invalid IR by the real mlir-opt-19. */
class InvalidIrOracleTest {
    static final String KEY = "normalize-memrefs | memref.* | expected N size values, got N";

    /** The toolchain's llvm/llvm-project#121091 program, which its IR-bug tests hold. */
    static String normalizeMemrefsProgram() throws Exception {
        return Files.readString(
                SharedData.committed("test-support/src/main/resources/irbug/normalize-memrefs-reinterpret-cast.mlir"));
    }

    private static InvalidIrOracle oracle(Tool tool) {
        ToolRunner runner = new ToolRunner();
        RunLimits limits = RunLimits.defaults();
        return new InvalidIrOracle(
                new ToolOracle(runner, OutcomeClassifier.defaults(), tool, limits, List.of()), runner, limits);
    }

    @Test
    void invalidIrLeftByNormalizeMemrefsIsObservedWithItsKeyAndPass() throws Exception {
        Tool v19 = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-19"));
        Observation o = oracle(v19)
                .observe(new Candidate(normalizeMemrefsProgram(), List.of("canonicalize", "normalize-memrefs", "cse")));
        assertNotNull(o.irBug(), o.stderr());
        assertEquals(KEY, o.bugKey());
        assertEquals("normalize-memrefs", o.irBug().pass());
        assertTrue(new Interestingness.SameIrBug(KEY).accepts(o));
        // without the bad pass the same program is valid
        Observation without =
                oracle(v19).observe(new Candidate(normalizeMemrefsProgram(), List.of("canonicalize", "cse")));
        assertEquals(Outcome.VALID, without.outcome());
        assertFalse(new Interestingness.SameIrBug(KEY).accepts(without));
    }

    /** one-shot-bufferize cannot bufferize a tosa op: the pass fails on its own, also unverified, so no invalid IR. */
    @Test
    void aPassThatFailsOnItsOwnIsNotInteresting() throws Exception {
        Tool v19 = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-19"));
        String program =
                """
                func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
                  %0 = tosa.abs %t : (tensor<4xf32>) -> tensor<4xf32>
                  return %0 : tensor<4xf32>
                }
                """;
        Observation o = oracle(v19).observe(new Candidate(program, List.of("one-shot-bufferize")));
        assertTrue(o.stderr().contains("op was not bufferized"), o.stderr());
        assertNull(o.irBug());
        assertFalse(o.showsBug());
        assertFalse(new Interestingness.SameIrBug(KEY).accepts(o));
        assertFalse(new Interestingness.SameIrBug("one-shot-bufferize | tosa.* | op was not bufferized").accepts(o));
    }
}
