package io.dialectic.fuzzer.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.semantics.gen.GeneratedProgram;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.verdict.Judge;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A differential record's pipeline is read by the rest of the toolchain as any run's pipeline is. */
class DifferentialRecordsTest {
    private static List<String> recorded(Cell c) {
        GeneratedProgram p = new GeneratedProgram("", "", "", "");
        return new DifferentialRecords("t", "mlir-opt-19", "19.1.7", Judge.defaults())
                .agreed(new ProgramStream.Item(1, "t-000001", p, null, "gen"), c, 5)
                .pipeline();
    }

    /**
     * The lowering's first pass has an option: its item names the pass as the catalog does (trigger tables, pass fit),
     * runs with the arguments the cell ran with, and nests into a textual pipeline with its option kept.
     */
    @Test
    void aPassWithAnOptionIsOneItemWithItsOption() {
        List<String> items = recorded(new Cell(ToolVersion.V19, JitPipelines.O0));
        assertEquals("one-shot-bufferize", PassPipeline.passName(items.get(0)));
        assertEquals(
                "bufferize-function-boundaries",
                PassPipeline.Item.parse(items.get(0)).options());
        assertEquals(JitPipelines.O0.flags(), PassPipeline.toArgs(items));
        assertEquals(
                "builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(cse))",
                PassPipeline.textual(
                        List.of(PassPipeline.Item.parse(items.get(0)), PassPipeline.Item.parse("func.func:cse"))));
    }
}
