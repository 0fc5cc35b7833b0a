package io.dialectic.fuzzer.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.fuzzer.guidance.OdCoverageGuidance;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.IrBugPrograms;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.irbug.IrBugChecker;
import io.dialectic.toolchain.triggers.TriggerObserver;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A fuzz batch on the real mlir-opt-19 with the IR-bug checks: the run a pass left invalid IR in carries the verdict
 * beside the outcome the rules gave it; a run whose program the verifier rejects before any pass carries none.
 */
class IrBugVerdictsTest {
    @Test
    void theErroredRunOfABatchThatAPassBrokeCarriesTheVerdict() throws Exception {
        String program = IrBugPrograms.text(IrBugPrograms.NORMALIZE_MEMREFS);
        ToolDiscovery discovery = new ToolDiscovery();
        ToolRunner runner = new ToolRunner(discovery);
        Tool tool = discovery
                .find(MlirRequirement.require("mlir-opt-19").toString())
                .orElseThrow();
        CandidateExecutor exec = new CandidateExecutor(
                tool,
                OutcomeClassifier.defaults(),
                RunLimits.defaults(),
                MlirReader::read,
                OdCoverageGuidance.metricsOptions(2),
                "irbug",
                TriggerObserver.off(runner),
                false,
                new IrBugChecker());
        String rejected = "func.func @g(%a: i32) -> i64 {\n  return %a : i32\n}\n";
        List<Candidate> batch = new ArrayList<>();
        batch.add(new Candidate(0, "r0", program, null, null, "none", List.of("normalize-memrefs"), List.of()));
        batch.add(new Candidate(1, "r1", rejected, null, null, "none", List.of("normalize-memrefs"), List.of()));
        List<CandidateRun> runs = exec.executeAll(batch, new BatchRunner(runner, BatchRunner.AUTO), (id, f) -> {});
        CandidateRun broken = runs.get(0);
        // the rules still file the run as a release build's error (this stderr names no op: general-mlir)
        assertEquals(Outcome.GENERAL_MLIR, broken.outcome());
        assertEquals("invalid-ir", broken.record().irBugKind());
        assertEquals(
                "normalize-memrefs | memref.* | expected N size values, got N",
                broken.record().irBugKey());
        assertEquals("normalize-memrefs", broken.record().irBugPass());
        assertEquals(Outcome.DIALECT_SPECIFIC, runs.get(1).outcome());
        assertNull(runs.get(1).record().irBugKind());
        assertEquals(2, exec.irBugs().checked());
    }
}
