package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.Buffer;
import io.dialectic.semantics.value.Cause;
import io.dialectic.semantics.value.MemRefValue;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.Type;
import java.util.List;

/**
 * Reads and writes through a memref view, with the memory model's immediate UB: an index outside the view's sizes,
 * a view reaching outside its buffer, a use after free (dealloc, or the end of an alloca's scope), a write to a
 * constant global, a race between iterations of a parallel loop. A never-written element reads as poison (its cause
 * names the allocation), so only the printed lines that depend on it are undefined.
 */
public final class MemoryAccess {
    private MemoryAccess() {}

    /** The index operands {@code from .. from+count-1} as longs; an index depending on poison is immediate UB. */
    public static long[] indices(OpCall c, int from, int count) {
        return indices(c, c.operands().subList(from, from + count));
    }

    public static long[] indices(OpCall c, List<RtValue> values) {
        long[] out = new long[values.size()];
        for (int i = 0; i < out.length; i++) out[i] = index(c, values.get(i), "index");
        return out;
    }

    /** One index value; poison is immediate UB (the address it chooses is undefined). */
    public static long index(OpCall c, RtValue v, String role) {
        if (!(v instanceof IntValue iv)) throw c.unsupported(role + " that is not an integer");
        if (iv.poison() != null) throw c.ub(role + " is poison (" + iv.poison() + ")");
        return iv.signed().longValue();
    }

    /** The buffer position of {@code index} in {@code m}, after every check an access makes. */
    public static int position(OpCall c, MemRefValue m, long[] index, boolean write) {
        if (index.length != m.rank()) throw c.unsupported(index.length + " indices for rank " + m.rank());
        for (int i = 0; i < index.length; i++) {
            if (index[i] < 0 || index[i] >= m.sizes()[i])
                throw c.ub("index " + index[i] + " out of bounds of dimension " + i + " (size " + m.sizes()[i] + ")");
        }
        Buffer b = m.buffer();
        if (b.freedBy() != null) throw c.ub("use after free (" + b.freedBy() + ")");
        long p = m.linear(index);
        if (p < 0 || p >= b.size())
            throw c.ub("element " + p + " is outside its buffer of " + b.size() + " (allocated by " + b.origin() + ")");
        if (write && b.readOnly()) throw c.ub("write to constant memory (" + b.origin() + ")");
        for (ParallelIterations loop : c.machine().parallelLoops()) {
            String race = loop.access(b, (int) p, write);
            if (race != null) throw c.ub(race);
        }
        return (int) p;
    }

    public static Scalar load(OpCall c, MemRefValue m, long[] index) {
        Buffer b = m.buffer();
        Scalar v = b.get(position(c, m, index, false));
        return v != null ? v : undefined(b.element(), b.origin());
    }

    public static void store(OpCall c, MemRefValue m, long[] index, Scalar v) {
        m.buffer().set(position(c, m, index, true), v);
    }

    /** The value of a never-written element: poison of {@code type} whose cause is the allocation. */
    public static Scalar undefined(Type type, Cause origin) {
        Cause why = new Cause(origin.op(), origin.line(), "element never written");
        return UbPoison.zero(type).poisoned(why);
    }
}
