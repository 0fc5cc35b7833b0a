package io.dialectic.bench.miscompile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.reducer.MiscompileReducer;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The campaign table on the sample differential campaign (datasets/sample/differential-19, a real {@code fuzz --oracle
 * differential} run recorded with the slice key): its 4 miscompile runs judged again with the real mlir-opt-19
 * and its JIT runner give back their recorded key in the old form, and one key by the rewrite, #90296's cast pair.
 */
class MiscompileKeyTableTest {
    @Test
    void theSampleCampaignsMiscompilesInBothKeyForms(@TempDir Path tmp) throws Exception {
        MlirRequirement.requireJit(
                ToolVersion.V19.optBinary, ToolVersion.V19.runnerBinary, JitExecutor.available(ToolVersion.V19));
        Path sample = SharedData.committed("datasets/sample/differential-19.jsonl.gz");
        Path runs = tmp.resolve("runs.jsonl");
        try (InputStream in = new GZIPInputStream(Files.newInputStream(sample))) {
            Files.copy(in, runs);
        }
        List<MiscompileKeyTable.Run> judged = MiscompileKeyTable.judge(
                runs, r -> MiscompileReducer.cellOf(r.runId(), r.tool(), r.pipeline()), p -> {});
        assertEquals(4, judged.size());
        for (MiscompileKeyTable.Run r : judged) {
            assertEquals(r.recorded(), r.old(), r.runId() + ": the old form computed again is the recorded key");
            assertEquals("--canonicalize | arith.index_cast : iN -> iN => (none)", r.now(), r.runId());
        }
        String table = MiscompileKeyTable.markdown(judged, Map.of());
        assertTrue(
                table.startsWith(
                        "4 miscompile runs judged again: 1 slice keys (pass + slice op names), 1 keys by the rewrite"),
                table);
        assertTrue(table.contains("`--canonicalize \\| arith.index_cast, arith.maxui` x4"), table);
    }
}
