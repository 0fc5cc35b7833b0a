package io.dialectic.toolchain.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.verdict.Judge;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The run record's fields of an executed program: written when set, absent (and null) otherwise. */
class ExecutionFieldsTest {
    private static RunRecord plain() {
        return RunRecord.builder()
                .runId("r1")
                .campaign("c")
                .fuzzer("dialectic")
                .seq(3)
                .programSha256("ab")
                .programText("\"builtin.module\"() ({}) : () -> ()")
                .tool("mlir-opt-19")
                .toolVersion("19.1.7")
                .pipeline(List.of("--canonicalize"))
                .exitCode(0)
                .durationMs(12)
                .stderr("")
                .outcome(Outcome.VALID)
                .build();
    }

    @Test
    void miscompileFieldsRoundTripAndSurviveStamping() throws Exception {
        RunRecord r = plain().withOutcome(Outcome.MISCOMPILE, "")
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
    void recordsWithoutExecutionWriteNoneOfTheFieldsAndOldLinesLoad() throws Exception {
        String line = RunRecordsJsonl.toLine(plain());
        assertFalse(
                line.contains("miscompile_key") || line.contains("expected_output") || line.contains("actual_output"),
                line);
        // a line written before these fields existed (the shape of a campaign of an earlier version)
        String old =
                "{\"run_id\":\"x\",\"campaign\":\"c\",\"fuzzer\":\"dialectic\",\"seq\":0,\"program_text\":\"p\",\"tool\":\"mlir-opt-19\","
                        + "\"pipeline\":[\"cse\"],\"exit_code\":0,\"timed_out\":false,\"duration_ms\":5,\"stderr\":\"\",\"outcome\":\"valid\",\"crash_key\":\"\"}";
        RunRecord r = RunRecordsJsonl.fromLine(old);
        assertEquals(Outcome.VALID, r.outcome());
        assertNull(r.miscompileKey());
        assertNull(r.expectedOutput());
        assertNull(r.actualOutput());
    }
}
