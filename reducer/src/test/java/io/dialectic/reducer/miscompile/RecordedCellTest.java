package io.dialectic.reducer.miscompile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.reducer.MiscompileReducer;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A miscompile record's pipeline gives back the cell it ran in, in records written before and after items kept options. */
class RecordedCellTest {
    /** The items as records wrote them before: an option in its flag spelling. */
    private static List<String> flagSpelled(List<String> items) {
        List<String> out = new ArrayList<>();
        for (String i : items) out.add(i.replace("{", "=").replace("}", ""));
        return out;
    }

    @Test
    void aRecordedPipelineIsTheCellsPipeline() {
        Cell canonicalize = MiscompileReducer.cellOf(
                "r", "mlir-opt-19", JitPipelines.parse("--canonicalize").items());
        assertEquals(ToolVersion.V19, canonicalize.tool());
        assertEquals("--canonicalize", canonicalize.pipeline().name());
        assertEquals(
                JitPipelines.parse("--canonicalize").items(),
                canonicalize.pipeline().items());
        assertEquals(
                "O0",
                MiscompileReducer.cellOf("r", "mlir-opt-22", JitPipelines.LOWERING)
                        .pipeline()
                        .name());
    }

    @Test
    void anOlderRecordsFlagSpelledOptionsReadAsItems() {
        List<String> old = flagSpelled(JitPipelines.LINALG.items());
        assertEquals("linalg-generalize-named-ops", old.get(0));
        assertEquals("one-shot-bufferize=bufferize-function-boundaries", old.get(5));
        Cell c = MiscompileReducer.cellOf("r", "mlir-opt-22", old);
        assertEquals(JitPipelines.LINALG.items(), c.pipeline().items());
        assertEquals(JitPipelines.LINALG.flags(), c.pipeline().flags());
        assertEquals(
                "O0",
                MiscompileReducer.cellOf("r", "mlir-opt-22", flagSpelled(JitPipelines.LOWERING))
                        .pipeline()
                        .name());
    }
}
