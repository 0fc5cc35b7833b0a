package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.reducer.algorithm.Transformation;
import org.junit.jupiter.api.Test;

/** Shape shrinking in a crash reduction, with the crash key as the test: the step the default round makes. */
class ShrinkDimensionsToTwoCrashTest {
    /**
     * v19_r1_c00070 (mlir-opt-19, SIGSEGV in a 4-pass pipeline): one declaration of a function taking a 10x10 sparse
     * tensor. At 2x2 it crashes the same.
     */
    @Test
    void aTensorOfTenByTenBecomesTwoByTwoAndCrashesTheSame() throws Exception {
        try (SharedCrashUnderItsKey c = SharedCrashUnderItsKey.load("v19_r1_c00070")) {
            // the default round of a crash reduction has the step
            Transformation shrink = c.step(Transformations.DEFAULT, new ShrinkDimensionsToTwo().name());
            String out = c.apply(shrink, c.crash.program());
            assertTrue(out.contains("func.func private @sparse_sorted_coo(tensor<2x2xf64, #SortedCOO>)"), out);
            assertFalse(out.contains("tensor<10x10xf64, #SortedCOO>"), out);
            c.assertSameKey(out);
        }
    }
}
