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
 * Which step of a cell crashed, judged by the toolchain's outcome rules: mlir-opt (a compiler crash, with the crash key
 * every run of it gets) or the JIT runner running the compiled program (a runtime crash).
 */
class CrashingCellsTest {
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

    /** A read 4 TiB past a one-element buffer, at an index read from memory so nothing folds it: SIGSEGV. */
    @Test
    void aCompiledProgramThatFaultsIsARuntimeCrash() {
        JitRequirement.require(ToolVersion.V22);
        String program =
                """
                func.func @main() {
                  %m = memref.alloca() : memref<1xi32>
                  %at = memref.alloca() : memref<1xindex>
                  %c0 = arith.constant 0 : index
                  %far = arith.constant 1099511627776 : index
                  memref.store %far, %at[%c0] : memref<1xindex>
                  %i = memref.load %at[%c0] : memref<1xindex>
                  %v = memref.load %m[%i] : memref<1xi32>
                  vector.print %v : i32
                  return
                }
                """;
        CellResult r = new JitExecutor().run(program, new Cell(ToolVersion.V22, JitPipelines.O0, "-O0"));
        assertEquals(CellStatus.RUNTIME_CRASH, r.status(), r.stderr());
        assertEquals(0, r.compilerExit());
    }
}
