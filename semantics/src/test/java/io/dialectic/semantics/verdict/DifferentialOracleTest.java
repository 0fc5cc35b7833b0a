package io.dialectic.semantics.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.PrintedLine;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.CellResult;
import io.dialectic.semantics.run.CellStatus;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.semantics.value.Cause;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The verdict rules, one per case, on reference executions and cell results
 * written out by hand (the rule set is a pure function; the end-to-end
 * behaviour on real tools is in {@link LiveMiscompilationsTest}).
 */
class DifferentialOracleTest {
    private static final Cause SHIFT = new Cause("arith.shli", 3, "shift amount 9 >= bit width 8");
    private static final Cell A = new Cell(ToolVersion.V19, JitPipelines.O0);
    private static final Cell B = new Cell(ToolVersion.V22, JitPipelines.OPT);

    private static Execution completed(PrintedLine... lines) {
        return new Execution(Execution.Status.COMPLETED, List.of(lines), null, null, 10);
    }

    private static PrintedLine defined(String text) {
        return new PrintedLine(text, List.of(), true);
    }

    private static PrintedLine poisoned(String text) {
        return new PrintedLine(text, List.of(SHIFT), true);
    }

    private static CellResult ok(Cell c, String stdout) {
        return new CellResult(c, CellStatus.OK, stdout, "", 1, 1);
    }

    private static CellResult status(Cell c, CellStatus s, String stdout) {
        return new CellResult(c, s, stdout, "", 1, 1);
    }

    private static DifferentialVerdict verdict(Execution ref, CellResult... cells) {
        return DifferentialOracle.judge(ref, List.of(cells)).verdict();
    }

    @Test
    void agreementModuloNanSignAndAddresses() {
        Execution ref = completed(defined("nan"), defined("base@ = 0x1000 rank = 1"));
        assertEquals(
                DifferentialVerdict.AGREE,
                verdict(ref, ok(A, "-nan\nbase@ = 0x7ffd2000 rank = 1\n"), ok(B, "nan\nbase@ = 0x5 rank = 1\n")));
    }

    @Test
    void aDefinedLineThatDiffersIsAMiscompile() {
        Execution ref = completed(defined("-18"));
        Judgement j = DifferentialOracle.judge(ref, List.of(ok(A, "18\n"), ok(B, "-18\n")));
        assertEquals(DifferentialVerdict.MISCOMPILE, j.verdict());
        assertTrue(j.cells().get(0).miscompiles());
        assertFalse(j.cells().get(1).differs());
        assertEquals("-18\n", j.expected());
    }

    @Test
    void extraOrMissingOutputIsAMiscompileToo() {
        Execution ref = completed(defined("1"), defined("2"));
        assertEquals(DifferentialVerdict.MISCOMPILE, verdict(ref, ok(A, "1\n")));
        assertEquals(DifferentialVerdict.MISCOMPILE, verdict(ref, ok(A, "1\n2\n3\n")));
    }

    @Test
    void aDifferenceOnAPoisonLineIsUbNeverMiscompile() {
        Execution ref = completed(defined("7"), poisoned("0"));
        assertEquals(DifferentialVerdict.UB, verdict(ref, ok(A, "7\n140737\n")));
        // ... also when every cell happens to print the same garbage: the output is not fixed.
        assertEquals(DifferentialVerdict.UB, verdict(ref, ok(A, "7\n0\n")));
        // ... but a defined line that differs still makes it a miscompile.
        assertEquals(DifferentialVerdict.MISCOMPILE, verdict(ref, ok(A, "8\n0\n")));
    }

    @Test
    void immediateUbMakesAnyOutputUb() {
        Execution ref = new Execution(
                Execution.Status.UNDEFINED,
                List.of(defined("7")),
                new Cause("arith.divsi", 2, "division by zero"),
                "arith.divsi: division by zero",
                3);
        assertEquals(DifferentialVerdict.UB, verdict(ref, ok(A, "8\n"), status(B, CellStatus.RUNTIME_CRASH, "")));
    }

    @Test
    void compilerCrashComesFirst() {
        Execution ref = completed(defined("1"));
        assertEquals(
                DifferentialVerdict.COMPILER_CRASH,
                verdict(ref, ok(A, "2\n"), status(B, CellStatus.COMPILER_CRASH, "")));
    }

    @Test
    void nothingLoweredIsNotExecutableAndOneRejectionIsARejection() {
        Execution ref = completed(defined("1"));
        assertEquals(
                DifferentialVerdict.NOT_EXECUTABLE,
                verdict(ref, status(A, CellStatus.REJECTED, ""), status(B, CellStatus.UNAVAILABLE, "")));
        assertEquals(DifferentialVerdict.REJECTION, verdict(ref, ok(A, "1\n"), status(B, CellStatus.REJECTED, "")));
    }

    @Test
    void aCompiledProgramDyingWhereTheReferenceCompletesIsARuntimeDivergence() {
        Execution ref = completed(defined("1"), defined("2"));
        // printed the first line, then SIGFPE: the lines it printed agree.
        assertEquals(DifferentialVerdict.RUNTIME_DIVERGENCE, verdict(ref, status(A, CellStatus.RUNTIME_CRASH, "1\n")));
        // ... unless a line it printed before dying was already wrong.
        assertEquals(DifferentialVerdict.MISCOMPILE, verdict(ref, status(A, CellStatus.RUNTIME_CRASH, "5\n")));
    }

    @Test
    void withoutAReferenceCellsAreComparedWithEachOther() {
        Execution unsupported = new Execution(Execution.Status.UNSUPPORTED, List.of(), null, "op math.exp", 0);
        assertEquals(DifferentialVerdict.AGREE, verdict(unsupported, ok(A, "2.71828\n"), ok(B, "2.71828\n")));
        assertEquals(DifferentialVerdict.RUNTIME_DIVERGENCE, verdict(unsupported, ok(A, "2.71828\n"), ok(B, "2.7\n")));
    }

    /**
     * The reference ran out of steps (an endless loop): no expected output, so cells timing out (or finishing) are no
     * divergence and no bug; a compiler crash still is one.
     */
    @Test
    void aReferenceOutOfStepsIsNonTerminatingNotADivergence() {
        Execution endless = new Execution(
                Execution.Status.STEP_LIMIT,
                List.of(),
                null,
                "more than 5000000 steps (ops and blocks executed)",
                5_000_001);
        assertEquals(
                DifferentialVerdict.NON_TERMINATING,
                verdict(endless, status(A, CellStatus.RUNTIME_TIMEOUT, ""), status(B, CellStatus.RUNTIME_TIMEOUT, "")));
        assertEquals(
                DifferentialVerdict.NON_TERMINATING,
                verdict(endless, status(A, CellStatus.NOT_RUN, ""), status(B, CellStatus.NOT_RUN, "")));
        assertEquals(
                DifferentialVerdict.NON_TERMINATING,
                verdict(endless, ok(A, "1\n"), status(B, CellStatus.RUNTIME_TIMEOUT, "")));
        assertEquals(
                DifferentialVerdict.COMPILER_CRASH,
                verdict(endless, status(A, CellStatus.NOT_RUN, ""), status(B, CellStatus.COMPILER_CRASH, "")));
        assertEquals("non-terminating", DifferentialVerdict.NON_TERMINATING.label());
    }
}
