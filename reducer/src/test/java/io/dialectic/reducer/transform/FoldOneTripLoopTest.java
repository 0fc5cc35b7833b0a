package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.tree.OpTree;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The campaign program of {@link FoldMemrefMiscompile} after its inline step, its 3 rows cut to 1 (the outer loop's bound
 * {@code %c3} made 1, as shrinking the buffer to 1x4 would): the outer loop runs once and folds into its body.
 */
class FoldOneTripLoopTest {
    @Test
    void theOuterLoopOfOneTripBecomesItsBodyAtTheLowerBound() throws Exception {
        String program = FoldMemrefMiscompile.withoutCollapse(FoldMemrefMiscompile.inlined())
                .replace("%c3 = arith.constant 3 : index", "%c3 = arith.constant 1 : index");
        List<Rewrite> rs = new FoldOneTripLoop().rewrites(new OpTree(MlirReader.read(program)));
        assertEquals(1, rs.size(), "only the outer loop runs once");
        String out = new SpliceSet().addAll(rs.get(0).splices()).applyTo(program);
        assertEquals(1, out.split("scf\\.for", -1).length - 1, out);
        assertTrue(out.contains("%2 = arith.index_cast %c0 : index to i32"), out);
        assertTrue(out.contains("memref.store %5, %alloc[%c0, %arg1] : memref<3x4xi32>"), out);
        assertFalse(out.contains("%arg0"), out);
        // the reference interpreter prints the same for both (generic forms by mlir-opt-22)
        assertEquals(FoldMemrefMiscompile.interpreted(program), FoldMemrefMiscompile.interpreted(out));
    }
}
