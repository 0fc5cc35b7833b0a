package io.dialectic.toolchain.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.verdict.Judge;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The run record's IR-bug fields: written when set, absent otherwise, kept by the judge's stamp. */
class IrBugFieldsTest {
    private static RunRecord errored() {
        return RunRecord.builder()
                .runId("r1")
                .campaign("c")
                .fuzzer("dialectic")
                .seq(3)
                .programSha256("ab")
                .programText("p")
                .tool("mlir-opt-19")
                .toolVersion("19.1.7")
                .pipeline(List.of("normalize-memrefs"))
                .exitCode(1)
                .durationMs(12)
                .stderr("input.mlir:3:8: error: expected 1 size values, got 2\n")
                .outcome(Outcome.DIALECT_SPECIFIC)
                .build();
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
    void aRecordWithoutAVerdictWritesNoneOfTheFields() throws Exception {
        String line = RunRecordsJsonl.toLine(errored());
        assertFalse(line.contains("ir_bug"), line);
    }
}
