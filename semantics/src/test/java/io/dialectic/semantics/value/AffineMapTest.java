package io.dialectic.semantics.value;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Affine maps and sets with MLIR's rounding (AffineExpr docs: floordiv/ceildiv round down/up, mod is non-negative). */
class AffineMapTest {
    @Test
    void divisionsRoundAsTheAffineDialectSays() {
        AffineMap m = AffineMap.parse("affine_map<(d0) -> (d0 floordiv 2, d0 ceildiv 2, d0 mod 3)>");
        assertArrayEquals(new long[] {-4, -3, 2}, m.eval(new long[] {-7}));
        assertArrayEquals(new long[] {3, 4, 1}, m.eval(new long[] {7}));
    }

    @Test
    void symbolsPrecedenceAndNegation() {
        AffineMap m = AffineMap.parse("affine_map<(d0, d1)[s0] -> (d0 * 2 - d1 + s0, -d0 + 3 * (d1 - 1))>");
        assertArrayEquals(new long[] {2 * 5 - 3 + 10, -5 + 3 * 2}, m.eval(new long[] {5, 3, 10}));
        AffineMap named = AffineMap.parse("(i, j) -> (j, i)");
        assertArrayEquals(new long[] {2, 1}, named.eval(new long[] {1, 2}));
    }

    @Test
    void integerSets() {
        AffineMap s = AffineMap.parse("affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 == 0)>");
        assertTrue(s.contains(new long[] {3, 3}));
        assertFalse(s.contains(new long[] {1, 1}));
        assertFalse(s.contains(new long[] {3, 4}));
    }
}
