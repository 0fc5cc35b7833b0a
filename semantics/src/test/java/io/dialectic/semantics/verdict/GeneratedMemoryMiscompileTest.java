package io.dialectic.semantics.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.semantics.gen.GeneratedProgram;
import io.dialectic.semantics.gen.MemoryProgramGenerator;
import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.toolchain.PassPipeline;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The generator reaches a real miscompile of mlir-opt-22 on its own: its reshaped reads (a 2-D read of an
 * expand_shape's inner dimensions) meet fold-memref-alias-ops' fold of expand_shape into transfer_read, which reads
 * with the buffer's strides instead of the view's ({@link LiveMiscompilationsTest} holds the program reduced).
 */
class GeneratedMemoryMiscompileTest {
    @Test
    void reshapedReadsFindTheFoldMemrefAliasOpsMiscompile() {
        JitRequirement.require(ToolVersion.V19);
        JitRequirement.require(ToolVersion.V22);
        MemoryProgramGenerator g = new MemoryProgramGenerator(7);
        // the first 4 programs of the unit-dimension form (1xRxCx1, a Cx1 read); others are other templates
        List<GeneratedProgram> reshaped = new ArrayList<>();
        for (int i = 0; i < 2000 && reshaped.size() < 4; i++) {
            GeneratedProgram p = g.next();
            if (p.functionTemplate().contains("static_output_shape = array<i64: 1,")) reshaped.add(p);
        }
        assertEquals(4, reshaped.size());
        PassPipeline fold = JitPipelines.parse("--fold-memref-alias-ops");
        ExecOptions o = new ExecOptions(
                List.of(new Cell(ToolVersion.V19, fold), new Cell(ToolVersion.V22, fold)),
                Limits.DEFAULT,
                JitExecutor.Timeouts.DEFAULT,
                true);
        int found = 0;
        for (GeneratedProgram p : reshaped) {
            Judgement j = new DifferentialExecution(o).run(p.text());
            for (CellComparison c : j.cells()) {
                if (c.result().cell().tool() == ToolVersion.V19) assertFalse(c.differs(), p.text());
                else if (c.differs()) {
                    assertEquals(DifferentialVerdict.MISCOMPILE, j.verdict(), j.reason());
                    assertEquals("--fold-memref-alias-ops", c.suspectPass());
                    found++;
                }
            }
        }
        // every Cx1 read of more than one row's worth crosses rows once folded (C >= 2 by construction)
        assertTrue(found == reshaped.size(), found + " of " + reshaped.size() + " programs miscompiled");
    }
}
