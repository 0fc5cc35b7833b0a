package io.dialectic.semantics.value;

/**
 * A memref at run time: a view of a {@link Buffer} with its own offset, sizes and strides (the strided layout's
 * run-time values). Views made by subview, cast, reshapes or reinterpret_cast share the buffer of their base, so a
 * store through one is seen through every other.
 */
public record MemRefValue(Type.MemRefType type, Buffer buffer, long offset, long[] sizes, long[] strides)
        implements RtValue {
    /** A fresh view of the whole of {@code buffer} in row-major order. */
    public static MemRefValue whole(Type.MemRefType type, Buffer buffer, long[] sizes) {
        return new MemRefValue(type, buffer, 0, sizes.clone(), StridedLayout.identityStrides(sizes));
    }

    public int rank() {
        return sizes.length;
    }

    public long elementCount() {
        long n = 1;
        for (long s : sizes) n *= s;
        return n;
    }

    /** The buffer position of {@code index} (no bounds check). */
    public long linear(long[] index) {
        long p = offset;
        for (int i = 0; i < index.length; i++) p += index[i] * strides[i];
        return p;
    }

    @Override
    public Cause poison() {
        return null;
    }
}
