package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.AffineMap;
import io.dialectic.semantics.value.Attributes;
import io.dialectic.semantics.value.MemRefValue;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.TensorValue;
import io.dialectic.semantics.value.Type;
import io.dialectic.semantics.value.VectorValue;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * vector's memory ops: {@code load}/{@code store} (the vector's dimensions along the memref's innermost ones; an
 * element out of bounds is UB), {@code maskedload}/{@code maskedstore} (masked-off lanes touch no memory),
 * {@code gather}/{@code scatter} (rank-1 bases; two active lanes scattering to one element is UB), and
 * {@code transfer_read}/{@code transfer_write} on memrefs and tensors: the permutation map sends each vector
 * dimension to a source dimension (or broadcasts it, result 0); a lane outside the source reads the padding (a write
 * is dropped) unless its dimension is {@code in_bounds}, where it is UB; masked-off lanes read the padding.
 */
final class VectorMemorySemantics {
    private VectorMemorySemantics() {}

    static void register(OpTable t) {
        t.put("vector.load", c -> {
            Type.VectorType vt = vectorType(c);
            MemRefValue m = MemRefSemantics.memref(c, 0);
            long[] base = MemoryAccess.indices(c, 1, c.operands().size() - 1);
            List<Scalar> el = new ArrayList<>();
            for (long[] lane : lanes(vt)) el.add(MemoryAccess.load(c, m, inner(base, lane)));
            return List.of(new VectorValue(vt, el));
        });
        t.put("vector.store", c -> {
            VectorValue v = vector(c, 0);
            MemRefValue m = MemRefSemantics.memref(c, 1);
            long[] base = MemoryAccess.indices(c, 2, c.operands().size() - 2);
            List<long[]> lanes = lanes(v.type());
            for (int i = 0; i < lanes.size(); i++)
                MemoryAccess.store(c, m, inner(base, lanes.get(i)), v.elements().get(i));
            return List.of();
        });
        t.put("vector.maskedload", c -> {
            Masked o = masked(c, false);
            List<long[]> lanes = lanes(o.vector().type());
            return List.of(maskedRead(c, o, lanes.size(), i -> inner(o.base(), lanes.get(i))));
        });
        t.put("vector.maskedstore", c -> {
            Masked o = masked(c, false);
            List<long[]> lanes = lanes(o.vector().type());
            for (int i = 0; i < lanes.size(); i++)
                if (on(c, o.mask(), i))
                    MemoryAccess.store(
                            c,
                            o.memref(),
                            inner(o.base(), lanes.get(i)),
                            o.vector().elements().get(i));
            return List.of();
        });
        t.put("vector.gather", c -> {
            Masked o = masked(c, true);
            return List.of(maskedRead(
                    c, o, o.vector().elements().size(), i -> gathered(c, o.memref(), o.base(), o.offsets(), i)));
        });
        t.put("vector.scatter", c -> {
            Masked o = masked(c, true);
            VectorValue v = o.vector();
            List<Long> seen = new ArrayList<>();
            for (int i = 0; i < v.elements().size(); i++) {
                if (!on(c, o.mask(), i)) continue;
                long[] at = gathered(c, o.memref(), o.base(), o.offsets(), i);
                if (seen.contains(at[at.length - 1])) throw c.ub("two lanes scatter to element " + at[at.length - 1]);
                seen.add(at[at.length - 1]);
                MemoryAccess.store(c, o.memref(), at, v.elements().get(i));
            }
            return List.of();
        });
        t.put("vector.transfer_read", VectorMemorySemantics::transferRead);
        t.put("vector.transfer_write", VectorMemorySemantics::transferWrite);
    }

    private static Type.VectorType vectorType(OpCall c) {
        if (!(c.resultType(0) instanceof Type.VectorType vt)) throw c.unsupported("result is not a vector");
        return vt;
    }

    private static VectorValue vector(OpCall c, int i) {
        if (!(c.operand(i) instanceof VectorValue v)) throw c.unsupported("operand " + i + " is not a vector");
        return v;
    }

    private static List<long[]> lanes(Type.VectorType vt) {
        long[] shape = new long[vt.shape().size()];
        for (int i = 0; i < shape.length; i++) shape[i] = vt.shape().get(i);
        return Indexing.all(shape);
    }

    /** {@code base} with {@code lane} added to its innermost dimensions. */
    private static long[] inner(long[] base, long[] lane) {
        long[] at = base.clone();
        for (int i = 0; i < lane.length; i++) at[base.length - lane.length + i] += lane[i];
        return at;
    }

    /**
     * The operands of a masked access: the memref, its base indices, the offsets (gather/scatter only), the mask and the
     * vector last (the pass-through of a read, the value of a write), read in that order.
     */
    private record Masked(MemRefValue memref, long[] base, VectorValue offsets, VectorValue mask, VectorValue vector) {}

    private static Masked masked(OpCall c, boolean withOffsets) {
        int n = c.operands().size();
        MemRefValue m = MemRefSemantics.memref(c, 0);
        long[] base = MemoryAccess.indices(c, 1, withOffsets ? n - 4 : n - 3);
        VectorValue offsets = withOffsets ? vector(c, n - 3) : null;
        return new Masked(m, base, offsets, vector(c, n - 2), vector(c, n - 1));
    }

    /** A masked read's lanes: where the mask is on, the element at the lane's address; elsewhere the pass-through's. */
    private static VectorValue maskedRead(OpCall c, Masked o, int lanes, IntFunction<long[]> address) {
        VectorValue pass = o.vector();
        List<Scalar> el = new ArrayList<>();
        for (int i = 0; i < lanes; i++)
            el.add(
                    on(c, o.mask(), i)
                            ? MemoryAccess.load(c, o.memref(), address.apply(i))
                            : pass.elements().get(i));
        return new VectorValue(pass.type(), el);
    }

    /** A mask lane; a poison mask lane is immediate UB (it decides whether memory is touched). */
    private static boolean on(OpCall c, VectorValue mask, int i) {
        Scalar s = mask.elements().get(i);
        if (s.poison() != null) throw c.ub("mask lane " + i + " is poison (" + s.poison() + ")");
        return ((IntValue) s).isTrue();
    }

    private static long[] gathered(OpCall c, MemRefValue m, long[] base, VectorValue offsets, int i) {
        if (m.rank() != 1) throw c.unsupported("gather/scatter on a base of rank " + m.rank());
        long[] at = base.clone();
        at[0] += MemoryAccess.index(c, offsets.elements().get(i), "gather index");
        return at;
    }

    private record Transfer(AffineMap map, boolean[] inBounds, VectorValue mask, long[] base, long[] sizes) {}

    private static Transfer transfer(OpCall c, int source, int vectorRank, int afterIndices) {
        RtValue src = c.operand(source);
        long[] sizes = src instanceof MemRefValue m ? m.sizes() : ((TensorValue) src).sizes();
        List<RtValue> idx = c.segment(source == 0 ? 1 : 2);
        long[] base = MemoryAccess.indices(c, idx);
        String mapText = c.attributes().get("permutation_map");
        AffineMap map = mapText != null ? AffineMap.parse(mapText) : minorIdentity(sizes.length, vectorRank);
        boolean[] inBounds = new boolean[vectorRank];
        String ib = c.attributes().get("in_bounds");
        if (ib != null) {
            List<String> parts = Attributes.splitTopLevel(ib.strip().replaceAll("^\\[|\\]$", ""), ',');
            for (int i = 0; i < vectorRank && i < parts.size(); i++)
                inBounds[i] = parts.get(i).strip().equals("true");
        }
        List<RtValue> maskSeg = c.segment(afterIndices);
        VectorValue mask = maskSeg.isEmpty() ? null : (VectorValue) maskSeg.get(0);
        if (mask != null && !isMinorIdentity(map, sizes.length)) throw c.unsupported("mask with a permutation");
        return new Transfer(map, inBounds, mask, base, sizes);
    }

    private static AffineMap minorIdentity(int rank, int vectorRank) {
        List<String> dims = new ArrayList<>();
        List<String> res = new ArrayList<>();
        for (int i = 0; i < rank; i++) dims.add("d" + i);
        for (int i = rank - vectorRank; i < rank; i++) res.add("d" + i);
        return AffineMap.parse("(" + String.join(", ", dims) + ") -> (" + String.join(", ", res) + ")");
    }

    private static boolean isMinorIdentity(AffineMap map, int rank) {
        int n = map.results().size();
        for (int i = 0; i < n; i++) if (map.resultDim(i) != rank - n + i) return false;
        return true;
    }

    /** The source index of {@code lane}, or null when the lane is outside a dimension that is not in_bounds. */
    private static long[] at(OpCall c, Transfer t, long[] lane) {
        long[] at = t.base().clone();
        for (int k = 0; k < lane.length; k++) {
            int d = t.map().resultDim(k);
            if (d < 0) continue; // a broadcast dimension (result 0)
            at[d] += lane[k];
            if (at[d] < 0 || at[d] >= t.sizes()[d]) {
                if (t.inBounds()[k]) throw c.ub("lane out of bounds of in_bounds dimension " + k);
                return null;
            }
        }
        return at;
    }

    private static List<RtValue> transferRead(OpCall c) {
        Type.VectorType vt = vectorType(c);
        Transfer t = transfer(c, 0, vt.shape().size(), 3);
        Scalar pad = c.segment(2).isEmpty() ? null : (Scalar) c.segment(2).get(0);
        RtValue src = c.operand(0);
        List<long[]> lanes = lanes(vt);
        List<Scalar> el = new ArrayList<>();
        for (int i = 0; i < lanes.size(); i++) {
            long[] at = t.mask() != null && !on(c, t.mask(), i) ? null : at(c, t, lanes.get(i));
            if (at == null) el.add(pad);
            else if (src instanceof MemRefValue m) el.add(MemoryAccess.load(c, m, at));
            else {
                TensorValue tv = (TensorValue) src;
                el.add(tv.elements().get(TensorSemantics.position(c, tv, at)));
            }
        }
        return List.of(new VectorValue(vt, el));
    }

    private static List<RtValue> transferWrite(OpCall c) {
        VectorValue v = vector(c, 0);
        Transfer t = transfer(c, 1, v.type().shape().size(), 3);
        RtValue dest = c.operand(1);
        List<Scalar> el = dest instanceof TensorValue tv ? new ArrayList<>(tv.elements()) : null;
        List<long[]> lanes = lanes(v.type());
        for (int i = 0; i < lanes.size(); i++) {
            if (t.mask() != null && !on(c, t.mask(), i)) continue;
            long[] at = at(c, t, lanes.get(i));
            if (at == null) continue;
            if (dest instanceof MemRefValue m)
                MemoryAccess.store(c, m, at, v.elements().get(i));
            else
                el.set(
                        TensorSemantics.position(c, (TensorValue) dest, at),
                        v.elements().get(i));
        }
        if (el == null) return List.of();
        TensorValue tv = (TensorValue) dest;
        return List.of(new TensorValue(tv.type(), tv.sizes(), el));
    }
}
