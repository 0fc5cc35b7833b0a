package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The campaign program of {@link FoldMemrefMiscompile} after its inline step (mlir-opt-22): {@code @main} fills a 3x4
 * buffer with {@code i + 4 + j} in two loops, then reads it through {@code expand_shape}.
 */
class FilledBufferAsGlobalTest {
    private static FilledBufferAsGlobal buffers() {
        MlirRequirement.require("mlir-opt-22");
        return new FilledBufferAsGlobal(
                new ToolRunner(), new ToolDiscovery().find("mlir-opt-22").orElseThrow());
    }

    @Test
    void theLoopFilledBufferBecomesAGlobalOfTheInterpretersValues() throws Exception {
        String program = FoldMemrefMiscompile.inlined();
        List<Rewrite> rs = buffers().rewrites(new OpTree(MlirReader.read(program)));
        assertEquals(1, rs.size());
        String out = new SpliceSet().addAll(rs.get(0).splices()).applyTo(program);
        // element [i][j] = i + %arg0 + j with %arg0 = 4, by hand
        assertTrue(
                out.contains("memref.global \"private\" @g0 : memref<3x4xi32> = "
                        + "dense<[[4, 5, 6, 7], [5, 6, 7, 8], [6, 7, 8, 9]]>"),
                out);
        assertTrue(out.contains("%alloc = memref.get_global @g0 : memref<3x4xi32>"), out);
        assertFalse(out.contains("scf.for") || out.contains("memref.store") || out.contains("dealloc"), out);
        // the reference interpreter prints the same for both (generic forms by mlir-opt-22)
        assertEquals(FoldMemrefMiscompile.interpreted(program), FoldMemrefMiscompile.interpreted(out));
    }

    @Test
    void whereTheInterpretersValuesRepeatTheDistinctStepOffersOneToTwelve() throws Exception {
        String program = FoldMemrefMiscompile.inlined();
        var distinct = new FilledBufferAsGlobal(
                new ToolRunner(),
                new ToolDiscovery().find("mlir-opt-22").orElseThrow(),
                FilledBufferAsGlobal.Values.DISTINCT);
        List<Rewrite> rs = distinct.rewrites(new OpTree(MlirReader.read(program)));
        assertEquals(1, rs.size());
        String out = new SpliceSet().addAll(rs.get(0).splices()).applyTo(program);
        assertTrue(
                out.contains("memref.global \"private\" @g0 : memref<3x4xi32> = "
                        + "dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]>"),
                out);
        assertFalse(out.contains("scf.for"), out);
    }

    @Test
    void valuesAlreadyDistinctAreLeftToTheInterpretedStep() {
        String program =
                """
                func.func @main() {
                  %c0 = arith.constant 0 : index
                  %c1 = arith.constant 1 : index
                  %c7 = arith.constant 7 : i32
                  %c8 = arith.constant 8 : i32
                  %a = memref.alloc() : memref<2xi32>
                  memref.store %c7, %a[%c0] : memref<2xi32>
                  memref.store %c8, %a[%c1] : memref<2xi32>
                  %v = memref.load %a[%c0] : memref<2xi32>
                  vector.print %v : i32
                  return
                }
                """;
        MlirRequirement.require("mlir-opt-22");
        var distinct = new FilledBufferAsGlobal(
                new ToolRunner(),
                new ToolDiscovery().find("mlir-opt-22").orElseThrow(),
                FilledBufferAsGlobal.Values.DISTINCT);
        assertTrue(distinct.rewrites(new OpTree(MlirReader.read(program))).isEmpty());
        List<Rewrite> rs = buffers().rewrites(new OpTree(MlirReader.read(program)));
        assertEquals(1, rs.size());
        assertTrue(new SpliceSet().addAll(rs.get(0).splices()).applyTo(program).contains("dense<[7, 8]>"));
    }

    @Test
    void distinctRowMajorLiteral() {
        assertEquals("[[1, 2, 3], [4, 5, 6]]", FilledBufferAsGlobal.distinct(new String[] {"2", "3"}));
        assertEquals("[[[1]], [[2]]]", FilledBufferAsGlobal.distinct(new String[] {"2", "1", "1"}));
    }

    @Test
    void aBufferWithAnElementNeverWrittenIsNotOffered() {
        // [1] is never stored: the probe's read of it is not defined, so there is no value to put in a global
        String program =
                """
                func.func @main() {
                  %c0 = arith.constant 0 : index
                  %c7 = arith.constant 7 : i32
                  %a = memref.alloc() : memref<2xi32>
                  memref.store %c7, %a[%c0] : memref<2xi32>
                  %v = memref.load %a[%c0] : memref<2xi32>
                  vector.print %v : i32
                  return
                }
                """;
        assertTrue(buffers().rewrites(new OpTree(MlirReader.read(program))).isEmpty());
    }

    @Test
    void theMiscompileOracleKeepsTheGlobal() throws Exception {
        String out = FoldMemrefMiscompile.keptByOracle(buffers(), FoldMemrefMiscompile.inlined());
        assertTrue(out.contains("memref.get_global @g0"), out);
    }
}
