package io.dialectic.semantics.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/**
 * The memory model without the compiler: generic forms (programs/memory/generic/, printed by mlir-opt from the
 * custom-form sources beside them). Outputs are those both JIT runners print (MemoryProgramsTest runs them); the UB
 * causes follow the rules of semantics/README.md.
 */
class MemoryInterpreterTest {
    private static Execution run(String name) throws IOException {
        return InterpreterProgramsTest.run("memory/generic/" + name);
    }

    private static void assertOutput(String name, String out) throws IOException {
        Execution e = run(name);
        assertEquals(Execution.Status.COMPLETED, e.status(), e.message());
        assertEquals(out, e.stdout());
        assertTrue(e.isWellDefined());
    }

    private static void assertUb(String name, String reason) throws IOException {
        Execution e = run(name);
        assertEquals(Execution.Status.UNDEFINED, e.status(), e.message());
        assertTrue(e.ub().reason().contains(reason), e.ub().toString());
    }

    @Test
    void viewsAliasTheirBuffer() throws IOException {
        // a store through a subview is seen through the base; transpose, collapse, expand, reinterpret_cast views
        assertOutput("memref_basic.mlir", "0\n1\n9\n9\n4\n");
        assertOutput("memref_2d.mlir", "4\n10\n6\n4\n6\n2\n3\n6\n1\n11\n");
        assertOutput("alloca_scope.mlir", "9\n300\n4\n");
    }

    @Test
    void affineMapsRoundAsMlirDoes() throws IOException {
        // -7 floordiv 2 = -4, -7 ceildiv 2 = -3, -7 mod 3 = 2; (-13 + 8) ceildiv 4 - (-13 mod 5) floordiv 2 = -1 - 1
        assertOutput("affine_basic.mlir", "28\n4\n-4\n-3\n2\n5\n10\n1\n2\n4\n6\n");
        assertOutput("affine_loops.mlir", "27\n45\n-2\n");
        assertOutput("affine_par.mlir", "39\n1\n3\n9\n");
    }

    @Test
    void parallelLoopsReduceAndRaces() throws IOException {
        assertOutput("scf_par.mlir", "12\n4\n");
        assertOutput("forall_tensor.mlir", "10\n0\n11\n1\n");
        assertUb("scf_race.mlir", "race");
    }

    @Test
    void tensorsLinalgBufferizationAndVectorMemory() throws IOException {
        assertOutput("tensor_ops.mlir", "12\n5\n2\n-1\n12\n3\n5\n11\n2\n");
        assertOutput("linalg_tensor.mlir", "43\n( 62, 74 )\n");
        assertOutput("linalg_buffer.mlir", "9\n10\n2\n12\n");
        assertOutput("pooling.mlir", "( ( 24 ), ( 28 ) )\n( ( ( 5 ), ( 6 ) ), ( ( 8 ), ( 9 ) ) )\n");
        assertOutput("bufferization.mlir", "11\n22\n22\n");
        assertOutput(
                "transfer.mlir",
                "( ( 5, 6, -7 ), ( -7, -7, -7 ) )\n( ( 1, 4 ), ( 2, 5 ), ( 3, 6 ), ( -7, -7 ) )\n"
                        + "( ( 3, -7 ), ( 3, -7 ) )\n( 4, -7, 6 )\n( 1, 9, 8 )\n( 0, 0, 9, 8 )\n");
    }

    @Test
    void immediateUndefinedBehaviour() throws IOException {
        assertUb("memref_oob.mlir", "out of bounds");
        assertUb("memref_uaf.mlir", "use after free");
        assertUb("memref_double_free.mlir", "double free");
        assertUb("tensor_oob.mlir", "out of bounds");
        assertUb("tensor_cast_ub.mlir", "cast to size 4");
        assertUb("linalg_alias.mlir", "aliases input");
    }

    @Test
    void neverWrittenElementsPoisonOnlyTheirLines() throws IOException {
        Execution e = run("memref_uninit.mlir");
        assertEquals(Execution.Status.COMPLETED, e.status());
        assertTrue(e.lines().get(0).isDefined());
        assertFalse(e.lines().get(1).isDefined());
        Execution empty = run("tensor_empty.mlir");
        assertFalse(empty.lines().get(0).isDefined());
        assertTrue(empty.lines().get(0).poisonedBy().get(0).reason().contains("tensor.empty"));
    }

    /**
     * A print in a linalg body (what a mutant inserted in a campaign): mlir-opt-22's LINALG preset turned the generic
     * back into a named matmul and dropped it. How often a body runs is the compiler's choice, so the program is not
     * judged.
     */
    @Test
    void aLinalgBodyWithAnEffectIsUnsupported() {
        String program =
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
                    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
                    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi32>
                    "linalg.fill"(%0, %1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
                    ^bb0(%arg1: i32, %arg2: i32):
                      "linalg.yield"(%arg1) : (i32) -> ()
                    }) : (i32, memref<2xi32>) -> ()
                    "linalg.generic"(%1) <{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
                    ^bb0(%arg0: i32):
                      "vector.print"(%arg0) <{punctuation = #vector.punctuation<newline>}> : (i32) -> ()
                      "linalg.yield"(%arg0) : (i32) -> ()
                    }) : (memref<2xi32>) -> ()
                    "memref.dealloc"(%1) : (memref<2xi32>) -> ()
                    "func.return"() : () -> ()
                  }) : () -> ()
                }) : () -> ()
                """;
        Execution e = new Interpreter().run(program, "main");
        assertEquals(Execution.Status.UNSUPPORTED, e.status(), e.message());
        assertTrue(e.message().contains("linalg body with vector.print"), e.message());
    }
}
