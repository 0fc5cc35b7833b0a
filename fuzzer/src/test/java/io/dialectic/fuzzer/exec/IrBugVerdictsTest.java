package io.dialectic.fuzzer.exec;

import static io.dialectic.fuzzer.exec.CheckingExecutor.REJECTED;
import static io.dialectic.fuzzer.exec.CheckingExecutor.candidate;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.testing.IrBugPrograms;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.irbug.IrBugChecker;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A fuzz batch on the real mlir-opt-19 with the IR-bug checks: the run a pass left invalid IR in carries the verdict
 * beside the outcome the rules gave it; a run whose program the verifier rejects before any pass carries none.
 */
class IrBugVerdictsTest {
    private static final String KEY = "normalize-memrefs | memref.* | expected N size values, got N";

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

    @Test
    void theErroredRunOfABatchThatAPassBrokeCarriesTheVerdict() throws Exception {
        CheckingExecutor checking = CheckingExecutor.onMlirOpt19(false);
        List<String> memrefs = List.of("normalize-memrefs");
        List<CandidateRun> runs = checking.run(List.of(
                candidate(0, "r0", IrBugPrograms.text(IrBugPrograms.NORMALIZE_MEMREFS), memrefs),
                candidate(1, "r1", REJECTED, memrefs),
                candidate(2, "r2", HIDDEN_BY_THE_NEXT_PASS, EMITC_THEN_DEALLOCATION)));
        CandidateRun broken = runs.get(0);
        // the rules still file the run as a release build's error (this stderr names no op: general-mlir)
        assertEquals(Outcome.GENERAL_MLIR, broken.outcome());
        assertEquals("invalid-ir", broken.record().irBugKind());
        assertEquals(KEY, broken.record().irBugKey());
        assertEquals("normalize-memrefs", broken.record().irBugPass());
        assertEquals(Outcome.DIALECT_SPECIFIC, runs.get(1).outcome());
        assertNull(runs.get(1).record().irBugKind());
        // not observed: the whole pipeline is checked, and the next pass's own failure hides what emitc broke
        assertNull(runs.get(2).record().irBugKind());
        assertEquals(3, checking.executor().irBugs().checked());
    }

    /**
     * Observed (as a campaign's runs are), each errored run says where it failed: the run the parser stopped is not
     * checked at all, and the others are checked up to the pass that failed, which is then the bad pass: no prefix
     * search, and a bug a later pass hides is found.
     */
    @Test
    void observedRunsAreCheckedUpToThePassThatFailedAndNotAtAllWhenNoPassRan() throws Exception {
        CheckingExecutor checking = CheckingExecutor.onMlirOpt19(true);
        List<String> memrefsThenCse = List.of("normalize-memrefs", "cse");
        List<CandidateRun> runs = checking.run(List.of(
                candidate(0, "r0", IrBugPrograms.text(IrBugPrograms.NORMALIZE_MEMREFS), memrefsThenCse),
                candidate(1, "r1", REJECTED, memrefsThenCse),
                candidate(2, "r2", HIDDEN_BY_THE_NEXT_PASS, EMITC_THEN_DEALLOCATION)));
        assertEquals(KEY, runs.get(0).record().irBugKey());
        assertEquals("normalize-memrefs", runs.get(0).record().irBugPass());
        assertEquals(Outcome.DIALECT_SPECIFIC, runs.get(1).outcome());
        assertNull(runs.get(1).record().irBugKind());
        assertEquals("invalid-ir", runs.get(2).record().irBugKind());
        assertEquals("convert-arith-to-emitc", runs.get(2).record().irBugPass());
        assertEquals("emitc.constant", runs.get(2).record().irBugOp());
        IrBugChecker checks = checking.executor().irBugs();
        assertEquals(2, checks.checked());
        assertEquals(1, checks.beforePasses());
        assertEquals(0, checks.attributions(), "the pass that failed is the bad pass: no prefix search");
    }
}
