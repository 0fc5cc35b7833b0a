package io.dialectic.reducer.algorithm;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/** ddmin's own split: {@code n} contiguous chunks of equal size in list order, the first {@code size % n} one longer. */
final class BalancedSplit implements SplitPolicy {
    @Override
    public List<List<Integer>> split(int size, int n) {
        List<List<Integer>> chunks = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < n; i++) {
            int len = size / n + (i < size % n ? 1 : 0);
            if (len == 0) continue;
            chunks.add(IntStream.range(start, start + len).boxed().toList());
            start += len;
        }
        return chunks;
    }
}
