package io.dialectic.toolchain.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --ir-bug-checks} on mlir-opt-19 ({@link IrBugCampaign}; the programs: {@code src/test/resources/irbug/README.md}): the
 * normalize-memrefs run that errored is invalid-ir, both valid assemble runs (each the first valid run of its pass) fail
 * to read back, the valid cse run of the other program (its pass already round-tripped) carries no verdict.
 */
class RunIrBugChecksTest {
    @Test
    void theRecordsOfARunCarryTheVerdicts(@TempDir Path tmp) throws Exception {
        Map<String, RunRecord> byCell = new TreeMap<>();
        for (RunRecord r : IrBugCampaign.records(tmp))
            byCell.put(Path.of(r.programPath()).getFileName() + " " + r.pipeline(), r);
        assertEquals(4, byCell.size(), byCell.keySet().toString());
        RunRecord broken = byCell.get("normalize-memrefs-reinterpret-cast.mlir [normalize-memrefs]");
        assertEquals(Outcome.GENERAL_MLIR, broken.outcome()); // what the rules say, unchanged by the verdict
        assertEquals("invalid-ir", broken.irBugKind());
        assertEquals("normalize-memrefs | memref.* | expected N size values, got N", broken.irBugKey());
        RunRecord assemble = byCell.get("assemble-no-level-buffers.mlir [cse]");
        assertEquals(Outcome.VALID, assemble.outcome());
        assertEquals("roundtrip", assemble.irBugKind());
        assertEquals("sparse_tensor.assemble | expected non-function type", assemble.irBugKey());
        assertEquals(
                "roundtrip",
                byCell.get("assemble-no-level-buffers.mlir [normalize-memrefs]").irBugKind());
        assertNull(byCell.get("normalize-memrefs-reinterpret-cast.mlir [cse]").irBugKind());
    }
}
