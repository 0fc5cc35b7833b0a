package io.dialectic.toolchain.irbug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.IrBugPrograms;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A record's invalid-IR verdict checked again on the real mlir-opt-19 and -22. */
class InvalidIrRerunTest {
    private static final String KEY = "normalize-memrefs | memref.* | expected N size values, got N";

    /** The record's verdict as the checker wrote it on mlir-opt-19, its key {@code key} and its bad pass {@code pass}. */
    private static RunRecord record(Tool tool, String key, String pass) throws IOException {
        String text = IrBugPrograms.text(IrBugPrograms.NORMALIZE_MEMREFS);
        return RunRecord.unrun(
                        "r1",
                        "c",
                        "dialectic",
                        1,
                        null,
                        null,
                        text,
                        tool.name(),
                        tool.version(),
                        List.of("canonicalize", "normalize-memrefs"),
                        null)
                .withIrBug("invalid-ir", key, pass, "memref.reinterpret_cast", "expected 1 size values, got 2", "o");
    }

    private static InvalidIrRerun.Report rerun(Tool tool, RunRecord rec) {
        return InvalidIrRerun.of(rec, tool, List.of(), RunLimits.defaults(), new ToolRunner());
    }

    @Test
    void theVerdictOfNormalizeMemrefsOn19HoldsWithItsKeyAndNotWithAnother() throws Exception {
        Tool v19 = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-19"));
        InvalidIrRerun.Report same = rerun(v19, record(v19, KEY, "normalize-memrefs"));
        assertNotNull(same.found());
        assertEquals(KEY, same.found().key());
        assertEquals("normalize-memrefs", same.found().pass());
        assertTrue(same.holds());
        assertFalse(rerun(v19, record(v19, "cse | memref.* | expected N size values, got N", "cse"))
                .holds());
        // a key written by an older rule is the record's pass, op and message keyed by today's
        assertTrue(rerun(
                        v19,
                        record(
                                v19,
                                "normalize-memrefs | memref.reinterpret_cast | expected N size values",
                                "normalize-memrefs"))
                .holds());
    }

    @Test
    void onMlirOpt22TheRunVerifiesSoTheVerdictDoesNotHold() throws Exception {
        Tool v22 = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-22"));
        InvalidIrRerun.Report r = rerun(v22, record(v22, KEY, "normalize-memrefs"));
        assertNull(r.found());
        assertFalse(r.holds());
    }
}
