package io.dialectic.reducer.algorithm;

import java.util.List;

/**
 * How {@link Ddmin} cuts the kept units into {@code n} chunks, each of which it then tries to remove (the
 * "split" of Zeller and Hildebrandt's ddmin, TSE 2002, which picire injects the same way). A chunk is a list of
 * positions in the kept list; chunks should not overlap, and positions early in the list should come first (the
 * list's order is the removal priority). A new policy is one class implementing this, plus its test.
 */
@FunctionalInterface
public interface SplitPolicy {
    /** The chunks of a kept list of {@code size} units, {@code 1 <= n <= size}, as lists of positions. */
    List<List<Integer>> split(int size, int n);

    /** Contiguous chunks of equal size, the first {@code size % n} one unit longer: ddmin's own split. */
    SplitPolicy BALANCED = new BalancedSplit();
}
