package io.dialectic.semantics.interp;

import java.util.ArrayList;
import java.util.List;

/** Multi-indices of a shape in row-major order: how the shaped ops visit their elements (and loops lower). */
final class Indexing {
    private Indexing() {}

    /** Every index of {@code sizes}, the last dimension fastest; one empty index for rank 0, none when a size is 0. */
    static List<long[]> all(long[] sizes) {
        List<long[]> out = new ArrayList<>();
        for (long s : sizes) if (s <= 0) return out;
        long[] idx = new long[sizes.length];
        while (true) {
            out.add(idx.clone());
            int d = sizes.length - 1;
            while (d >= 0 && ++idx[d] == sizes[d]) idx[d--] = 0;
            if (d < 0) return out;
        }
    }

    /** The row-major position of {@code index} in {@code sizes}. */
    static int linear(long[] sizes, long[] index) {
        long p = 0;
        for (int i = 0; i < index.length; i++) p = p * sizes[i] + index[i];
        return (int) p;
    }

    static long count(long[] sizes) {
        long n = 1;
        for (long s : sizes) n *= s;
        return n;
    }
}
