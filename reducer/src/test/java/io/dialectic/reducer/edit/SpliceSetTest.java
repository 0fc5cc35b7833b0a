package io.dialectic.reducer.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class SpliceSetTest {
    @Test
    void deletingAWholeLineRemovesTheLine() {
        String text = "a\n  bb\nc\n";
        assertEquals("a\nc\n", new SpliceSet().add(Splice.delete(4, 6)).applyTo(text));
    }

    @Test
    void nestedSplicesAreSubsumedAndReplacementsApplyInOrder() {
        String text = "x = f(y, z)";
        String out = new SpliceSet()
                .add(new Splice(0, 1, "q"))
                .add(new Splice(4, 11, "g()"))
                .add(new Splice(6, 7, "w"))
                .applyTo(text);
        assertEquals("q = g()", out);
    }

    @Test
    void partlyOverlappingSplicesCannotApply() {
        assertNull(new SpliceSet()
                .add(Splice.delete(0, 5))
                .add(Splice.delete(3, 8))
                .applyTo("0123456789"));
    }
}
