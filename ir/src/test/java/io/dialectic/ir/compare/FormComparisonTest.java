package io.dialectic.ir.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import org.junit.jupiter.api.Test;

/** Custom/generic pairs; each generic text is what {@code mlir-opt-19 --mlir-print-op-generic} printed for the custom one. */
class FormComparisonTest {
    static final String LOOP_CUSTOM =
            """
            func.func @f(%a: memref<4xf32>, %n: index) {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              scf.for %i = %c0 to %n step %c1 {
                %v = memref.load %a[%i] : memref<4xf32>
                memref.store %v, %a[%i] : memref<4xf32>
              }
              return
            }
            """;
    static final String LOOP_GENERIC =
            """
            "builtin.module"() ({
              "func.func"() <{function_type = (memref<4xf32>, index) -> (), sym_name = "f"}> ({
              ^bb0(%arg0: memref<4xf32>, %arg1: index):
                %0 = "arith.constant"() <{value = 0 : index}> : () -> index
                %1 = "arith.constant"() <{value = 1 : index}> : () -> index
                "scf.for"(%0, %arg1, %1) ({
                ^bb0(%arg2: index):
                  %2 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
                  "memref.store"(%2, %arg0, %arg2) : (f32, memref<4xf32>, index) -> ()
                  "scf.yield"() : () -> ()
                }) : (index, index, index) -> ()
                "func.return"() : () -> ()
              }) : () -> ()
            }) : () -> ()
            """;
    static final String MATMUL_CUSTOM =
            """
            func.func @mm(%a: tensor<4x8xf32>, %b: tensor<8x2xf32>, %c: tensor<4x2xf32>) -> tensor<4x2xf32> {
              %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%c : tensor<4x2xf32>) -> tensor<4x2xf32>
              return %0 : tensor<4x2xf32>
            }
            """;
    static final String MATMUL_GENERIC =
            """
            #map = affine_map<(d0, d1, d2) -> (d0, d2)>
            #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
            #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
            "builtin.module"() ({
              "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>, sym_name = "mm"}> ({
              ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x2xf32>, %arg2: tensor<4x2xf32>):
                %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
                ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
                  %1 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
                  %2 = "arith.addf"(%arg5, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
                  "linalg.yield"(%2) : (f32) -> ()
                }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<4x8xf32>, tensor<8x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
                "func.return"(%0) : (tensor<4x2xf32>) -> ()
              }) : () -> ()
            }) : () -> ()
            """;

    private static FormComparison.Result compare(String a, String b) {
        return FormComparison.compare(MlirReader.read(a), MlirReader.read(b));
    }

    @Test
    void loopWithBoundIndexAndElidedYieldAgrees() {
        // Edges by hand: const0->scf.for, const1->scf.for, func(%n)->scf.for, func(%a)->load,
        // scf.for(%i)->load, load->store, func(%a)->store, scf.for(%i)->store.
        assertEquals(new FormComparison.Result(true, ""), compare(LOOP_CUSTOM, LOOP_GENERIC));
        assertTrue(compare(LOOP_GENERIC, LOOP_CUSTOM).agree(), "symmetric");
    }

    @Test
    void aChangedDefUseEdgeDisagrees() {
        // The store now stores the index constant instead of the loaded value.
        String changed =
                LOOP_GENERIC.replace("\"memref.store\"(%2, %arg0, %arg2)", "\"memref.store\"(%0, %arg0, %arg2)");
        FormComparison.Result r = compare(LOOP_CUSTOM, changed);
        assertFalse(r.agree());
        assertEquals("def-use edges differ: memref.load -> memref.store x1 vs x0", r.difference());
    }

    @Test
    void aChangedOpNameDisagreesWithItsPath() {
        FormComparison.Result r = compare(LOOP_CUSTOM, LOOP_GENERIC.replace("memref.load", "memref.atomic_load"));
        assertFalse(r.agree());
        assertEquals(
                "builtin.module/func.func#1/scf.for#3: op #1 is memref.load (line 5) vs memref.atomic_load (line 8)",
                r.difference());
    }

    @Test
    void implicitBodyOfANamedLinalgOpIsIgnored() {
        assertTrue(compare(MATMUL_CUSTOM, MATMUL_GENERIC).agree());
        // but an op missing from the generic module is still a difference
        assertFalse(compare(MATMUL_CUSTOM + "func.func private @extra()\n", MATMUL_GENERIC)
                .agree());
    }

    @Test
    void explicitModuleEqualsTheImplicitOne() {
        assertTrue(compare("module {\n" + LOOP_CUSTOM + "}\n", LOOP_GENERIC).agree());
    }
}
