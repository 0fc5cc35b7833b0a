package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

/** The campaign program of {@link FoldMemrefMiscompile} after its inline step: a 3x4 buffer read through expand_shape. */
class ShrinkDimensionsToTwoTest {
    @Test
    void eachDimensionValueShrinksWithItsBoundsShapeListsAndClampedOffsets() throws Exception {
        String program = FoldMemrefMiscompile.inlined();
        List<Rewrite> rs = new ShrinkDimensionsToTwo().rewrites(new OpTree(MlirReader.read(program)));
        assertEquals(
                List.of("dimension 12 -> 2", "dimension 4 -> 2", "dimension 3 -> 2"),
                rs.stream().map(Rewrite::what).toList());
        SpliceSet all = new SpliceSet();
        rs.forEach(r -> all.addAll(r.splices()));
        String out = all.applyTo(program);
        assertTrue(out.contains("memref.alloc() : memref<2x2xi32>"), out);
        assertTrue(out.contains("output_shape [1, 2, 2, 1] : memref<2x2xi32> into memref<1x2x2x1xi32>"), out);
        assertTrue(out.contains("memref<1x2x2x1xi32>, vector<2x1xi32>"), out);
        // the loop bounds 3 and 4 follow their dimensions; the offsets 2 and 11, used only as indices, become 0
        assertTrue(
                out.contains("%c4 = arith.constant 2 : index") && out.contains("%c3 = arith.constant 2 : index"), out);
        assertTrue(
                out.contains("%c2 = arith.constant 0 : index") && out.contains("%c11 = arith.constant 0 : index"), out);
    }

    @Test
    void aGlobalsLiteralFollowsItsShape() {
        String program =
                """
                memref.global "private" @g0 : memref<3x4xi32> = dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]>
                func.func @main() {
                  %v = arith.constant dense<[1.5, 2.5, 3.5, 4.5]> : vector<4xf32>
                  %s = arith.constant dense<7> : vector<4xi32>
                  %g = memref.get_global @g0 : memref<3x4xi32>
                  return
                }
                """;
        List<Rewrite> rs = new ShrinkDimensionsToTwo().rewrites(new OpTree(MlirReader.read(program)));
        assertEquals(
                List.of("dimension 4 -> 2", "dimension 3 -> 2"),
                rs.stream().map(Rewrite::what).toList());
        String four = new SpliceSet().addAll(rs.get(0).splices()).applyTo(program);
        assertTrue(four.contains("memref<3x2xi32> = dense<[[1, 2], [5, 6], [9, 10]]>"), four);
        assertTrue(four.contains("dense<[1.5, 2.5]> : vector<2xf32>"), four);
        assertTrue(four.contains("dense<7> : vector<2xi32>"), four);
        // both together: the cut third row holds the cut of its own entries
        SpliceSet all = new SpliceSet();
        rs.forEach(r -> all.addAll(r.splices()));
        String both = all.applyTo(program);
        assertTrue(both.contains("memref<2x2xi32> = dense<[[1, 2], [5, 6]]>"), both);
    }

    @Test
    void aGlobalOfDistinctValuesShrinksToTwoByTwoAndStillMiscompiles() throws Exception {
        MlirRequirement.require("mlir-opt-22");
        String program = FoldMemrefMiscompile.withoutCollapse(FoldMemrefMiscompile.inlined());
        var distinct = new FilledBufferAsGlobal(
                new ToolRunner(),
                new ToolDiscovery().find("mlir-opt-22").orElseThrow(),
                FilledBufferAsGlobal.Values.DISTINCT);
        List<Rewrite> globals = distinct.rewrites(new OpTree(MlirReader.read(program)));
        assertEquals(1, globals.size());
        program = new SpliceSet().addAll(globals.get(0).splices()).applyTo(program);
        String out = FoldMemrefMiscompile.keptByOracle(new ShrinkDimensionsToTwo(), program);
        // by mlir-opt-22 and its runner: both shrinks at once; the folded read of row 0 walks down column 0 and
        // prints 1, 5 where the reference prints 1, 2 (with i + 4 + j values the 2x2 hid it)
        assertTrue(out.contains("memref<2x2xi32> = dense<[[1, 2], [5, 6]]>"), out);
        assertTrue(out.contains("output_shape [1, 2, 2, 1]") && out.contains("vector<2x1xi32>"), out);
    }

    @Test
    void theMiscompileOracleKeepsTheShrinkThatStillMiscompiles() throws Exception {
        // without the collapse_shape's read and print (what the reducer's HDD sweep removes first): the 12 of its type
        // would not follow a shrunk 3x4
        String program = FoldMemrefMiscompile.withoutCollapse(FoldMemrefMiscompile.inlined());
        String out = FoldMemrefMiscompile.keptByOracle(new ShrinkDimensionsToTwo(), program);
        // by mlir-opt-22 and its runner: 3 -> 2 (two rows) still reads across rows once folded; 4 -> 2 too makes a
        // 2x2 buffer of i + 4 + j, where [0][1] and [1][0] are both 5, so the wrong read prints the right values
        assertTrue(out.contains("memref.alloc() : memref<2x4xi32>"), out);
        assertTrue(out.contains("output_shape [1, 2, 4, 1]") && out.contains("vector<4x1xi32>"), out);
        assertTrue(out.contains("%c2 = arith.constant 0 : index"), out);
    }
}
