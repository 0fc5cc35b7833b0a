package io.dialectic.semantics.value;

/**
 * One allocation: the memory a memref views, with identity (two views of one buffer alias). Each element is either
 * written (the scalar stored, poison included) or never written (null): a read of it is undefined like poison. A
 * freed buffer keeps its cells so a use after free can be reported, not read.
 */
public final class Buffer {
    /** Where the memory comes from: who frees it and when. */
    public enum Kind {
        /** memref.alloc: freed by memref.dealloc. */
        HEAP,
        /** memref.alloca: freed when its function returns or its alloca_scope ends. */
        STACK,
        /** memref.global: lives as long as the program. */
        GLOBAL
    }

    private final Type element;
    private final Scalar[] cells;
    private final Kind kind;
    private final boolean readOnly;
    private final Cause origin;
    private Cause freedBy;

    public Buffer(Type element, long size, Kind kind, boolean readOnly, Cause origin) {
        if (size < 0 || size > Integer.MAX_VALUE) throw new Unsupported("buffer of " + size + " elements");
        this.element = element;
        this.cells = new Scalar[(int) size];
        this.kind = kind;
        this.readOnly = readOnly;
        this.origin = origin;
    }

    public Type element() {
        return element;
    }

    public int size() {
        return cells.length;
    }

    public Kind kind() {
        return kind;
    }

    public boolean readOnly() {
        return readOnly;
    }

    /** The op that allocated it (for the cause of an undefined read). */
    public Cause origin() {
        return origin;
    }

    /** The free that ended it, or null while it is live. */
    public Cause freedBy() {
        return freedBy;
    }

    public void free(Cause by) {
        freedBy = by;
    }

    /** Element {@code i}, or null when it was never written. */
    public Scalar get(int i) {
        return cells[i];
    }

    public void set(int i, Scalar v) {
        cells[i] = v;
    }
}
