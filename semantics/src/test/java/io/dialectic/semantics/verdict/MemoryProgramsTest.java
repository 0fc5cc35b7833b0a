package io.dialectic.semantics.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.CellStatus;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code dialectic exec}'s library call on hand-written programs over memref, affine, scf.parallel/forall, tensor,
 * linalg, bufferization and vector memory ops (test resources programs/memory/), against mlir-cpu-runner-19 and
 * mlir-runner-22 with the bufferizing O0 lowering. Every expected output of a defined program is what both runners
 * print (a cell that cannot read a program, e.g. 19 and 22's syntax for affine.linearize_index or linalg.map, is
 * not-lowerable and prints nothing); the UB programs are UB by the rules in semantics/README.md. Before the memory
 * model every one of them was "reference: unsupported".
 */
class MemoryProgramsTest {
    static Stream<Arguments> programs() {
        return Stream.of(
                Arguments.of("memref_basic.mlir", DifferentialVerdict.AGREE, "0\n1\n9\n9\n4\n"),
                Arguments.of("memref_2d.mlir", DifferentialVerdict.AGREE, "4\n10\n6\n4\n6\n2\n3\n6\n1\n11\n"),
                Arguments.of("alloca_scope.mlir", DifferentialVerdict.AGREE, "9\n300\n4\n"),
                Arguments.of("affine_basic.mlir", DifferentialVerdict.AGREE, "28\n4\n-4\n-3\n2\n5\n10\n1\n2\n4\n6\n"),
                Arguments.of("affine_loops.mlir", DifferentialVerdict.AGREE, "27\n45\n-2\n"),
                Arguments.of("affine_par.mlir", DifferentialVerdict.AGREE, "39\n1\n3\n9\n"),
                Arguments.of("scf_par.mlir", DifferentialVerdict.AGREE, "12\n4\n"),
                Arguments.of("forall_tensor.mlir", DifferentialVerdict.AGREE, "10\n0\n11\n1\n"),
                Arguments.of("tensor_basic.mlir", DifferentialVerdict.AGREE, "14\n"),
                Arguments.of("tensor_ops.mlir", DifferentialVerdict.AGREE, "12\n5\n2\n-1\n12\n3\n5\n11\n2\n"),
                Arguments.of("linalg_tensor.mlir", DifferentialVerdict.AGREE, "43\n( 62, 74 )\n"),
                Arguments.of("linalg_buffer.mlir", DifferentialVerdict.AGREE, "9\n10\n2\n12\n"),
                Arguments.of(
                        "linalg_named.mlir",
                        DifferentialVerdict.AGREE,
                        "( -2, -2, -2 )\n( 6, 15 )\n( 12, 13, 14 )\n( ( 1, 4 ), ( 2, 5 ), ( 3, 6 ) )\n"
                                + "( 31, 35, 39 )\n( 14, 16 )\n( 39, 54, 69 )\n"),
                Arguments.of("linalg_map_19.mlir", DifferentialVerdict.AGREE, "( 1, 4, 9 )\n"),
                Arguments.of(
                        "pooling.mlir",
                        DifferentialVerdict.AGREE,
                        "( ( 24 ), ( 28 ) )\n( ( ( 5 ), ( 6 ) ), ( ( 8 ), ( 9 ) ) )\n"),
                Arguments.of(
                        "vector_mem.mlir",
                        DifferentialVerdict.AGREE,
                        "( 3, 4, 5, 6, -1, -1 )\n( 2, 3, 4 )\n( 2, 8, 4 )\n( 6, 8, 60 )\n( 40, 2, 60, 4, 5, 40 )\n"
                                + "( 2, 4, 6 )\n"),
                Arguments.of(
                        "transfer.mlir",
                        DifferentialVerdict.AGREE,
                        "( ( 5, 6, -7 ), ( -7, -7, -7 ) )\n( ( 1, 4 ), ( 2, 5 ), ( 3, 6 ), ( -7, -7 ) )\n"
                                + "( ( 3, -7 ), ( 3, -7 ) )\n( 4, -7, 6 )\n( 1, 9, 8 )\n( 0, 0, 9, 8 )\n"),
                Arguments.of("bufferization.mlir", DifferentialVerdict.AGREE, "11\n22\n22\n"),
                // undefined: the cells print 32 (oob), garbage (uaf, uninit, empty) or crash (double free)
                Arguments.of("memref_oob.mlir", DifferentialVerdict.UB, null),
                Arguments.of("memref_uaf.mlir", DifferentialVerdict.UB, null),
                Arguments.of("memref_double_free.mlir", DifferentialVerdict.UB, null),
                Arguments.of("memref_uninit.mlir", DifferentialVerdict.UB, null),
                Arguments.of("tensor_empty.mlir", DifferentialVerdict.UB, null),
                Arguments.of("tensor_oob.mlir", DifferentialVerdict.UB, null),
                Arguments.of("tensor_cast_ub.mlir", DifferentialVerdict.UB, null),
                Arguments.of("scf_race.mlir", DifferentialVerdict.UB, null),
                Arguments.of("linalg_alias.mlir", DifferentialVerdict.UB, null));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void judgedAgainstBothRunners(String name, DifferentialVerdict verdict, String expected) throws IOException {
        JitRequirement.require(ToolVersion.V19);
        JitRequirement.require(ToolVersion.V22);
        ExecOptions o = new ExecOptions(
                ExecOptions.matrix(List.of(ToolVersion.values()), List.of(JitPipelines.O0)),
                Limits.DEFAULT,
                JitExecutor.Timeouts.DEFAULT,
                false);
        Judgement j = new DifferentialExecution(o).run(BufferizingCellsTest.program(name));
        assertEquals(verdict, j.verdict(), j.reason());
        assertNotEquals(DifferentialVerdict.REJECTION, j.verdict());
        int ran = 0;
        for (CellComparison c : j.cells()) {
            assertNotEquals(CellStatus.REJECTED, c.result().status(), c.result().stderr());
            if (expected != null && c.result().status() == CellStatus.OK) {
                assertEquals(expected, c.result().stdout(), c.result().cell().label());
                ran++;
            }
        }
        if (expected != null) {
            assertEquals(expected, j.reference().stdout());
            assertTrue(ran >= 1, "no cell ran " + name);
        }
    }
}
