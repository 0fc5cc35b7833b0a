package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.tree.OpTree;
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
