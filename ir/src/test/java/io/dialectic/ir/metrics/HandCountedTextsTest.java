package io.dialectic.ir.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import org.junit.jupiter.api.Test;

/**
 * The programs of {@link HandCountedPrograms} as real MLIR text, read by the
 * reader: the custom form as written (accepted by mlir-opt-19) and the generic
 * form that {@code mlir-opt-19 --mlir-print-op-generic} printed for it.
 * The generic form must give exactly the hand counts of the model-built
 * programs; the custom form the same dialects and pairs, one op fewer where
 * it elides {@code scf.yield}.
 */
class HandCountedTextsTest {

    static final String FIGURE_1C_CUSTOM =
            """
            func.func @f(%arg0: memref<10xf32>, %n: index) {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              scf.for %i = %c0 to %n step %c1 {
                %v = memref.load %arg0[%i] : memref<10xf32>
                %w = arith.addf %v, %v : f32
                memref.store %w, %arg0[%i] : memref<10xf32>
              }
              return
            }
            """;

    static final String FIGURE_1C_GENERIC =
            """
            "builtin.module"() ({
              "func.func"() <{function_type = (memref<10xf32>, index) -> (), sym_name = "f"}> ({
              ^bb0(%arg0: memref<10xf32>, %arg1: index):
                %0 = "arith.constant"() <{value = 0 : index}> : () -> index
                %1 = "arith.constant"() <{value = 1 : index}> : () -> index
                "scf.for"(%0, %arg1, %1) ({
                ^bb0(%arg2: index):
                  %2 = "memref.load"(%arg0, %arg2) : (memref<10xf32>, index) -> f32
                  %3 = "arith.addf"(%2, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
                  "memref.store"(%3, %arg0, %arg2) : (f32, memref<10xf32>, index) -> ()
                  "scf.yield"() : () -> ()
                }) : (index, index, index) -> ()
                "func.return"() : () -> ()
              }) : () -> ()
            }) : () -> ()
            """;

    static final String MIXED_CUSTOM =
            """
            func.func @g(%a: i32) -> i32 {
              %c = arith.constant 1 : i32
              %k = arith.constant 2 : i32
              %s = arith.addi %a, %c : i32
              %t = arith.muli %k, %k : i32
              %r = scf.execute_region -> i32 {
                %u = arith.addi %s, %t : i32
                scf.yield %u : i32
              }
              return %r : i32
            }
            """;

    static final String MIXED_GENERIC =
            """
            "builtin.module"() ({
              "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
              ^bb0(%arg0: i32):
                %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
                %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
                %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
                %3 = "arith.muli"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
                %4 = "scf.execute_region"() ({
                  %5 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
                  "scf.yield"(%5) : (i32) -> ()
                }) : () -> i32
                "func.return"(%4) : (i32) -> ()
              }) : () -> ()
            }) : () -> ()
            """;

    private static ProgramMetrics read(String text) {
        Program p = MlirReader.read(text);
        assertTrue(p.isClean(), () -> p.diagnostics().toString());
        return ProgramMetrics.of(p);
    }

    private static void assertSameCounts(ProgramMetrics expected, ProgramMetrics actual) {
        assertEquals(expected.ops(), actual.ops());
        assertEquals(expected.dataEdges(), actual.dataEdges());
        assertEquals(expected.controlEdges(), actual.controlEdges());
        assertEquals(expected.dialects(), actual.dialects());
        assertEquals(expected.opNames(), actual.opNames());
        assertEquals(expected.opInstances(), actual.opInstances());
        assertEquals(expected.controlPairs(), actual.controlPairs());
        assertEquals(expected.dataPairs(), actual.dataPairs());
        assertEquals(expected.opPairs(), actual.opPairs());
        for (int d = 0; d <= 3; d++) assertEquals(expected.patterns(d), actual.patterns(d), "d=" + d);
    }

    @Test
    void genericTextGivesTheHandCounts() {
        // Same model as HandCountedPrograms (9 ops, 9 data, 8 control, 8 instances, 8 patterns per d;
        // 9 ops, 7 data, 8 control, 7 instances, 7/9/9/9 patterns): every feature equal.
        assertSameCounts(ProgramMetrics.of(HandCountedPrograms.figure1c(false)), read(FIGURE_1C_GENERIC));
        assertSameCounts(ProgramMetrics.of(HandCountedPrograms.mixed()), read(MIXED_GENERIC));
    }

    @Test
    void customTextGivesTheSameDialectsAndPairs() {
        ProgramMetrics custom = read(FIGURE_1C_CUSTOM);
        ProgramMetrics generic = read(FIGURE_1C_GENERIC);
        // The custom form elides the operand-less scf.yield; the reader puts it back from scf.for's
        // SingleBlockImplicitTerminator, so every feature equals the generic form's (9 ops, 8 control edges).
        assertSameCounts(generic, custom);

        ProgramMetrics mixedCustom = read(MIXED_CUSTOM);
        ProgramMetrics mixedGeneric = read(MIXED_GENERIC);
        assertEquals(9, mixedCustom.ops()); // scf.yield %u has an operand: printed in both forms
        assertEquals(mixedGeneric.dataEdges(), mixedCustom.dataEdges());
        assertEquals(mixedGeneric.controlEdges(), mixedCustom.controlEdges());
        assertEquals(mixedGeneric.unionPairs(), mixedCustom.unionPairs());
        assertEquals(mixedGeneric.opPairs(), mixedCustom.opPairs());
    }
}
