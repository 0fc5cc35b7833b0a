package io.dialectic.semantics.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.CellResult;
import io.dialectic.semantics.run.CellStatus;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.toolchain.PassPipeline;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cells bufferize, and a cell that cannot lower a program because its pipeline lacks a step is not-lowerable,
 * never a rejection (which claims a compiler bug). Before, the lowering had no bufferization: a tensor program
 * (from_elements, insert, extract) was left with tensor ops that the runner refused, in every cell.
 */
class BufferizingCellsTest {
    static String program(String name) throws IOException {
        try (InputStream in = BufferizingCellsTest.class.getResourceAsStream("/programs/memory/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static CellResult run(String name, ToolVersion v, PassPipeline p) throws IOException {
        JitRequirement.require(v);
        return new JitExecutor().run(program(name), new Cell(v, p));
    }

    @Test
    void aTensorProgramLowersAndRunsOnBothVersions() throws IOException {
        for (ToolVersion v : ToolVersion.values()) {
            CellResult r = run("tensor_basic.mlir", v, JitPipelines.O0);
            assertEquals(CellStatus.OK, r.status(), r.stderr());
            // from_elements [3, 7], insert 7 at 0: 7 + 7
            assertEquals("14\n", r.stdout());
        }
    }

    @Test
    void theDeallocationPipelineOnAProgramFreeingItsOwnBufferIsNotLowerable() throws IOException {
        // "memory free side-effect on MemRef value not supported": the pass's precondition, not a bug
        CellResult r = run(
                "memref_basic.mlir",
                ToolVersion.V22,
                JitPipelines.parse(
                        "--one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline"));
        assertEquals(CellStatus.NOT_LOWERABLE, r.status(), r.stderr());
    }

    @Test
    void aProgramOneVersionCannotReadOrBufferizeIsNoRejection() throws IOException {
        // 19 does not bufferize tensor.concat ("op was not bufferized"); 22 does
        assertEquals(
                CellStatus.NOT_LOWERABLE,
                run("tensor_ops.mlir", ToolVersion.V19, JitPipelines.O0).status());
        // 19 does not read 22's affine.linearize_index and delinearize_index with static bases
        assertEquals(
                CellStatus.NOT_LOWERABLE,
                run("affine_par.mlir", ToolVersion.V19, JitPipelines.O0).status());
        JitRequirement.require(ToolVersion.V22);
        ExecOptions o = new ExecOptions(
                ExecOptions.matrix(List.of(ToolVersion.values()), List.of(JitPipelines.O0)),
                Limits.DEFAULT,
                JitExecutor.Timeouts.DEFAULT,
                false);
        Judgement j = new DifferentialExecution(o).run(program("tensor_ops.mlir"));
        assertNotEquals(DifferentialVerdict.REJECTION, j.verdict(), j.reason());
    }
}
