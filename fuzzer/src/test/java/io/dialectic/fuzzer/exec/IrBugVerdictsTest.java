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
import io.dialectic.toolchain.triggers.PatternLedger;
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
    private static final String REJECTED = "func.func @g(%a: i32) -> i64 {\n  return %a : i32\n}\n";

    /**
     * convert-arith-to-emitc makes an {@code emitc.constant} of a vector, which EmitC's verifier rejects; unverified, the
     * next pass fails on it ("ops with unknown memory side effects"), so the whole pipeline never prints the invalid IR
     * (checked by hand on mlir-opt-19 and 22; cut down from a run of a campaign on mlir-opt-22).
     */
    private static final String HIDDEN_BY_THE_NEXT_PASS = "func.func @f(%m: memref<2xf32>) -> vector<2xf32> {\n"
            + "  %c = arith.constant dense<0.0> : vector<2xf32>\n"
            + "  return %c : vector<2xf32>\n"
            + "}\n";

    private static final List<String> EMITC_THEN_DEALLOCATION =
            List.of("convert-arith-to-emitc", "ownership-based-buffer-deallocation");

    private static CandidateExecutor executor(ToolRunner runner, Tool tool, TriggerObserver observer) {
        return new CandidateExecutor(
                tool,
                OutcomeClassifier.defaults(),
                RunLimits.defaults(),
                MlirReader::read,
                OdCoverageGuidance.metricsOptions(2),
                "irbug",
                observer,
                false,
                new IrBugChecker());
    }

    @Test
    void theErroredRunOfABatchThatAPassBrokeCarriesTheVerdict() throws Exception {
        String program = IrBugPrograms.text(IrBugPrograms.NORMALIZE_MEMREFS);
        ToolDiscovery discovery = new ToolDiscovery();
        ToolRunner runner = new ToolRunner(discovery);
        Tool tool = discovery
                .find(MlirRequirement.require("mlir-opt-19").toString())
                .orElseThrow();
        CandidateExecutor exec = executor(runner, tool, TriggerObserver.off(runner));
        String rejected = REJECTED;
        List<Candidate> batch = new ArrayList<>();
        batch.add(new Candidate(0, "r0", program, null, null, "none", List.of("normalize-memrefs"), List.of()));
        batch.add(new Candidate(1, "r1", rejected, null, null, "none", List.of("normalize-memrefs"), List.of()));
        batch.add(new Candidate(
                2, "r2", HIDDEN_BY_THE_NEXT_PASS, null, null, "none", EMITC_THEN_DEALLOCATION, List.of()));
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
        // not observed: the whole pipeline is checked, and the next pass's own failure hides what emitc broke
        assertNull(runs.get(2).record().irBugKind());
        assertEquals(3, exec.irBugs().checked());
    }

    /**
     * Observed (as a campaign's runs are), each errored run says where it failed: the run the parser stopped is not
     * checked at all, and the others are checked up to the pass that failed, which is then the bad pass: no prefix
     * search, and a bug a later pass hides is found.
     */
    @Test
    void observedRunsAreCheckedUpToThePassThatFailedAndNotAtAllWhenNoPassRan() throws Exception {
        ToolDiscovery discovery = new ToolDiscovery();
        ToolRunner runner = new ToolRunner(discovery);
        Tool tool = discovery
                .find(MlirRequirement.require("mlir-opt-19").toString())
                .orElseThrow();
        CandidateExecutor exec = executor(runner, tool, new TriggerObserver(runner, new PatternLedger()));
        List<String> memrefsThenCse = List.of("normalize-memrefs", "cse");
        List<Candidate> batch = List.of(
                new Candidate(
                        0,
                        "r0",
                        IrBugPrograms.text(IrBugPrograms.NORMALIZE_MEMREFS),
                        null,
                        null,
                        "none",
                        memrefsThenCse,
                        List.of()),
                new Candidate(1, "r1", REJECTED, null, null, "none", memrefsThenCse, List.of()),
                new Candidate(
                        2, "r2", HIDDEN_BY_THE_NEXT_PASS, null, null, "none", EMITC_THEN_DEALLOCATION, List.of()));
        List<CandidateRun> runs = exec.executeAll(batch, new BatchRunner(runner, BatchRunner.AUTO), (id, f) -> {});
        assertEquals(
                "normalize-memrefs | memref.* | expected N size values, got N",
                runs.get(0).record().irBugKey());
        assertEquals("normalize-memrefs", runs.get(0).record().irBugPass());
        assertEquals(Outcome.DIALECT_SPECIFIC, runs.get(1).outcome());
        assertNull(runs.get(1).record().irBugKind());
        assertEquals("invalid-ir", runs.get(2).record().irBugKind());
        assertEquals("convert-arith-to-emitc", runs.get(2).record().irBugPass());
        assertEquals("emitc.constant", runs.get(2).record().irBugOp());
        IrBugChecker checks = exec.irBugs();
        assertEquals(2, checks.checked());
        assertEquals(1, checks.beforePasses());
        assertEquals(0, checks.attributions(), "the pass that failed is the bad pass: no prefix search");
    }
}
