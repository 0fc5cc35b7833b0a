package io.dialectic.semantics.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.CellResult;
import io.dialectic.semantics.run.CellStatus;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.verdict.Judge;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A cell whose compile step crashes mlir-opt is a compiler crash as the toolchain judges every run of it: a shared
 * crash case's program and passes, compiled by a JIT cell, crash with the key the case's own recorded run has.
 */
class CompilerCrashCellTest {
    @Test
    void aCrashingCompileIsACompilerCrashWithTheCasesKey() throws IOException {
        JitRequirement.require(ToolVersion.V19);
        Path dir = SharedData.require("crashes/cases/v19_r1_c00006");
        String program = Files.readString(dir.resolve("input.mlir"));
        PassPipeline passes = JitPipelines.parse(
                "convert-index-to-spirv,convert-gpu-to-nvvm,convert-to-llvm,promote-buffers-to-stack,"
                        + "convert-parallel-loops-to-gpu");

        CellResult r = new JitExecutor().compile(program, new Cell(ToolVersion.V19, passes));

        assertEquals(CellStatus.COMPILER_CRASH, r.status(), r.stderr());
        assertEquals(-11, r.compilerExit());
        Judge judge = Judge.defaults();
        String key = judge.judge(r.compilerExit(), null, false, r.stderr(), List.of())
                .crashKey();
        assertFalse(key.isEmpty());
        assertEquals(
                judge.crash(11, Files.readString(dir.resolve("stderr.txt")), List.of())
                        .crashKey(),
                key);
    }
}
