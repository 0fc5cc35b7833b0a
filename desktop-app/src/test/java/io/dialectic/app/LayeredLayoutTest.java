package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.dialectic.app.ui.LayeredLayout;
import org.junit.jupiter.api.Test;

class LayeredLayoutTest {
    @Test
    void layerIsTheLongestPathFromASource() {
        // 0 -> 1 -> 2, 0 -> 2, 3 -> 2: node 2 sits below 1 (longest path 2), 3 is a source.
        var p = LayeredLayout.of(4, new int[] {0, 1, 0, 3}, new int[] {1, 2, 2, 2});
        assertArrayEquals(new int[] {0, 1, 2, 0}, p.layer());
        assertEquals(3, p.layers());
        assertNotEquals(p.position()[0], p.position()[3]);
    }

    @Test
    void cyclesAndSelfLoopsAreBrokenNotFatal() {
        // 0 -> 1 -> 2 -> 0 (a cycle through a graph region) and a self-loop on 1.
        var p = LayeredLayout.of(3, new int[] {0, 1, 2, 1}, new int[] {1, 2, 0, 1});
        assertArrayEquals(new int[] {0, 1, 2}, p.layer());
    }

    @Test
    void barycenterOrderUncrossesTwoPairs() {
        // Sources 0,1; targets 2,3 with 0 -> 3 and 1 -> 2: the targets swap so the edges do not cross.
        var p = LayeredLayout.of(4, new int[] {0, 1}, new int[] {3, 2});
        assertEquals(p.position()[0] < p.position()[1], p.position()[3] < p.position()[2]);
    }
}
