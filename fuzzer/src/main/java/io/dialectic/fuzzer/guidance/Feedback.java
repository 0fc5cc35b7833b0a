package io.dialectic.fuzzer.guidance;

import java.util.List;

/**
 * What the strategy did with one result.
 *
 * @param joined       pool entries added because of this run (its program, the pipeline's output, or both)
 * @param newPatterns  OD patterns they added to the pool's coverage
 */
public record Feedback(List<PoolEntry> joined, int newPatterns) {
    public static final Feedback NONE = new Feedback(List.of(), 0);
}
