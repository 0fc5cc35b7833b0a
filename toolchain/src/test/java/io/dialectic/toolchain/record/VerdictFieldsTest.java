package io.dialectic.toolchain.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.verdict.Judge;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The run record's fields of the verdicts made by rerunning (a miscompile's execution, an IR bug): written when set,
 * absent (and null) otherwise, kept by the judge's stamp beside the outcome the rules give.
 */
class VerdictFieldsTest {
    private static RunRecord record(String pass, int exitCode, String stderr, Outcome outcome) {
        return RunRecord.builder()
                .runId("r1")
                .campaign("c")
                .fuzzer("dialectic")
                .seq(3)
                .programSha256("ab")
                .programText("\"builtin.module\"() ({}) : () -> ()")
                .tool("mlir-opt-19")
                .toolVersion("19.1.7")
                .pipeline(List.of(pass))
                .exitCode(exitCode)
                .durationMs(12)
                .stderr(stderr)
                .outcome(outcome)
                .build();
    }

    private static RunRecord compiled() {
        return record("--canonicalize", 0, "", Outcome.VALID);
    }

    private static RunRecord errored() {
        return record(
                "normalize-memrefs",
                1,
                "input.mlir:3:8: error: expected 1 size values, got 2\n",
                Outcome.DIALECT_SPECIFIC);
    }

    @Test
    void miscompileFieldsRoundTripAndSurviveStamping() throws Exception {
        RunRecord r = compiled()
                .withOutcome(Outcome.MISCOMPILE, "")
                .withExecution("--canonicalize | arith.index_cast", "-1\n", "255\n");
        String line = RunRecordsJsonl.toLine(r);
        assertTrue(line.contains("\"miscompile_key\":\"--canonicalize | arith.index_cast\""), line);
        assertTrue(
                line.contains("\"expected_output\":\"-1\\n\"") && line.contains("\"actual_output\":\"255\\n\""), line);
        RunRecord back = RunRecordsJsonl.fromLine(line);
        assertEquals(r, back);
        // the Judge keeps an outcome it cannot recompute from stderr, and the execution fields with it
        RunRecord stamped = Judge.defaults().stamp(back);
        assertEquals(Outcome.MISCOMPILE, stamped.outcome());
        assertEquals("--canonicalize | arith.index_cast", stamped.miscompileKey());
        assertEquals("255\n", stamped.actualOutput());
        assertEquals(
                Outcome.MISCOMPILE,
                Judge.defaults().verdictOfStamped(stamped).orElseThrow().outcome());
    }

    @Test
    void anInvalidIrVerdictRoundTripsAndTheStampKeepsItBesideTheRulesOutcome() throws Exception {
        RunRecord r = errored()
                .withIrBug(
                        "invalid-ir",
                        "normalize-memrefs | memref.* | expected N size values, got N",
                        "normalize-memrefs",
                        "memref.reinterpret_cast",
                        "expected 1 size values, got 2",
                        "\"builtin.module\"() ({}) : () -> ()");
        String line = RunRecordsJsonl.toLine(r);
        assertTrue(line.contains("\"ir_bug_kind\":\"invalid-ir\""), line);
        assertTrue(line.contains("\"ir_bug_pass\":\"normalize-memrefs\""), line);
        RunRecord back = RunRecordsJsonl.fromLine(line);
        assertEquals(r, back);
        RunRecord stamped = Judge.defaults().stamp(back);
        // the rules still decide the category, as they did before the verdict (a release build's error is
        // dialect-specific)
        assertEquals(Outcome.DIALECT_SPECIFIC, stamped.outcome());
        assertEquals("invalid-ir", stamped.irBugKind());
        assertEquals("memref.reinterpret_cast", stamped.irBugOp());
    }

    @Test
    void recordsWithoutVerdictsWriteNoneOfTheFieldsAndOldLinesLoad() throws Exception {
        for (RunRecord r : List.of(compiled(), errored())) {
            String line = RunRecordsJsonl.toLine(r);
            assertFalse(
                    line.contains("miscompile_key")
                            || line.contains("expected_output")
                            || line.contains("actual_output")
                            || line.contains("ir_bug"),
                    line);
        }
        // a line written before these fields existed (the shape of a campaign of an earlier version)
        String old =
                "{\"run_id\":\"x\",\"campaign\":\"c\",\"fuzzer\":\"dialectic\",\"seq\":0,\"program_text\":\"p\",\"tool\":\"mlir-opt-19\","
                        + "\"pipeline\":[\"cse\"],\"exit_code\":0,\"timed_out\":false,\"duration_ms\":5,\"stderr\":\"\",\"outcome\":\"valid\",\"crash_key\":\"\"}";
        RunRecord r = RunRecordsJsonl.fromLine(old);
        assertEquals(Outcome.VALID, r.outcome());
        assertNull(r.miscompileKey());
        assertNull(r.expectedOutput());
        assertNull(r.actualOutput());
        assertNull(r.irBugKind());
    }
}
