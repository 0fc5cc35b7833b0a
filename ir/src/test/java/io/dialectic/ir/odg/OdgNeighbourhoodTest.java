package io.dialectic.ir.odg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dialectic.ir.metrics.HandCountedPrograms;
import org.junit.jupiter.api.Test;

/** On MLIRod's Figure 1(c) (HandCountedPrograms): nodes Fn=0 A=1 B=2 F=3 L=4 D=5 S=6 Y=7 R=8. */
class OdgNeighbourhoodTest {
    private final OdgIndex g = OdgIndex.of(HandCountedPrograms.figure1c(false));

    @Test
    void dZeroIsTheOpAndItsAncestors() {
        assertArrayEquals(new int[] {0, 3, 5}, OdgNeighbourhood.of(g, 5, 0)); // D in F in Fn
    }

    @Test
    void walksDataEdgesBothWaysNotNesting() {
        // D: uses L, is used by S; the loop's other ops (Y) are not data neighbours.
        assertArrayEquals(new int[] {0, 3, 4, 5, 6}, OdgNeighbourhood.of(g, 5, 1));
        // A feeds F (1 step); F uses Fn's %n and B's constant, and feeds L and S with %i (2 steps).
        assertArrayEquals(new int[] {0, 1, 3}, OdgNeighbourhood.of(g, 1, 1));
        assertArrayEquals(new int[] {0, 1, 2, 3, 4, 6}, OdgNeighbourhood.of(g, 1, 2));
    }

    @Test
    void ancestorsAreAddedOnce() {
        // L and S are in F in Fn; A is in Fn.
        assertArrayEquals(new int[] {0, 1, 3, 4, 6}, OdgNeighbourhood.withAncestors(g, new int[] {6, 4, 1, 4}));
    }

    @Test
    void negativeDepthIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> OdgNeighbourhood.of(g, 0, -1));
    }
}
