package io.dialectic.semantics.value;

import java.util.List;

/**
 * A tensor at run time: a value (no identity, never aliased), its sizes and its elements in row-major order, each
 * possibly poison on its own (an element of {@code tensor.empty} is undefined until written).
 */
public record TensorValue(Type.TensorType type, long[] sizes, List<Scalar> elements) implements RtValue {
    public TensorValue {
        elements = List.copyOf(elements);
        long n = 1;
        for (long s : sizes) n *= s;
        if (n != elements.size()) throw new IllegalArgumentException(elements.size() + " elements for " + type);
    }

    public int rank() {
        return sizes.length;
    }

    /** The row-major position of {@code index} (no bounds check). */
    public int linear(long[] index) {
        long p = 0;
        for (int i = 0; i < index.length; i++) p = p * sizes[i] + index[i];
        return (int) p;
    }

    /** No poison of its own: each element carries its own (a tensor passed around is not a printed value). */
    @Override
    public Cause poison() {
        return null;
    }
}
