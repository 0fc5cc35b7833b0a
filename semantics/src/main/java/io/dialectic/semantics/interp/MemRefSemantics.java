package io.dialectic.semantics.interp;

import io.dialectic.ir.model.Operation;
import io.dialectic.semantics.value.AffineMap;
import io.dialectic.semantics.value.Attributes;
import io.dialectic.semantics.value.Buffer;
import io.dialectic.semantics.value.Cause;
import io.dialectic.semantics.value.Constants;
import io.dialectic.semantics.value.MemRefValue;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.StridedLayout;
import io.dialectic.semantics.value.TensorValue;
import io.dialectic.semantics.value.Type;
import io.dialectic.semantics.value.Types;
import io.dialectic.semantics.value.Unsupported;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The memref dialect over the memory model ({@link io.dialectic.semantics.value.Buffer}, {@link MemoryAccess}):
 * allocation (alloc, alloca, alloca_scope, global/get_global), dealloc, load/store/atomic_rmw, the views (subview,
 * cast, reinterpret_cast, collapse_shape, expand_shape, transpose) that alias their base, copy, dim, rank.
 * Immediate UB besides {@link MemoryAccess}'s: a negative size, dealloc of memory not from memref.alloc, a double
 * dealloc, a cast or copy whose sizes do not match, a subview outside its source, a dimension index out of range,
 * a collapse of dimensions that are not contiguous, a copy between overlapping views.
 */
final class MemRefSemantics {
    private MemRefSemantics() {}

    static void register(OpTable t) {
        t.put("memref.alloc", c -> List.of(allocate(c, Buffer.Kind.HEAP)));
        t.put("memref.alloca", c -> {
            MemRefValue m = allocate(c, Buffer.Kind.STACK);
            c.machine().stackAllocated(m.buffer());
            return List.of(m);
        });
        t.put("memref.alloca_scope", c -> c.machine()
                .inAllocaScope(
                        () -> c.machine()
                                .runRegion(c.op().regions().get(0), List.of())
                                .values(),
                        "memref.alloca_scope.return"));
        t.put("memref.dealloc", MemRefSemantics::dealloc);
        t.put("memref.load", c -> {
            MemRefValue m = memref(c, 0);
            return List.of(MemoryAccess.load(
                    c, m, MemoryAccess.indices(c, 1, c.operands().size() - 1)));
        });
        t.put("memref.store", c -> {
            MemRefValue m = memref(c, 1);
            MemoryAccess.store(c, m, MemoryAccess.indices(c, 2, c.operands().size() - 2), c.scalarOperand(0));
            return List.of();
        });
        t.put("memref.atomic_rmw", MemRefSemantics::atomicRmw);
        t.put("memref.get_global", MemRefSemantics::getGlobal);
        t.put("memref.dim", c -> {
            MemRefValue m = memref(c, 0);
            return List.of(dim(c, m.sizes(), MemoryAccess.index(c, c.operand(1), "dimension")));
        });
        t.put(
                "memref.rank",
                c -> List.of(IntValue.of(Type.IntegerType.INDEX, memref(c, 0).rank())));
        t.put("memref.cast", c -> List.of(cast(c, memref(c, 0))));
        t.put("memref.subview", MemRefSemantics::subview);
        t.put("memref.reinterpret_cast", MemRefSemantics::reinterpretCast);
        t.put("memref.collapse_shape", MemRefSemantics::collapse);
        t.put("memref.expand_shape", MemRefSemantics::expand);
        t.put("memref.transpose", MemRefSemantics::transpose);
        t.put("memref.copy", c -> {
            copy(c, memref(c, 0), memref(c, 1));
            return List.of();
        });
        t.put("memref.assume_alignment", c -> c.resultCount() == 0 ? List.of() : List.of(c.operand(0)));
    }

    static MemRefValue memref(OpCall c, int i) {
        if (!(c.operand(i) instanceof MemRefValue m)) throw c.unsupported("operand " + i + " is not a memref");
        return m;
    }

    static Type.MemRefType memrefType(OpCall c, int result) {
        if (!(c.resultType(result) instanceof Type.MemRefType t)) throw c.unsupported("result is not a memref");
        return t;
    }

    /** dimension {@code d} of {@code sizes} as an index; out of range is UB (memref.dim, tensor.dim). */
    static IntValue dim(OpCall c, long[] sizes, long d) {
        if (d < 0 || d >= sizes.length) throw c.ub("dimension " + d + " out of range of rank " + sizes.length);
        return IntValue.of(Type.IntegerType.INDEX, sizes[(int) d]);
    }

    /** The run-time sizes of a shaped result type: each {@code ?} takes the next of {@code dynamic}. */
    static long[] sizes(OpCall c, List<Long> shape, List<RtValue> dynamic) {
        long[] out = new long[shape.size()];
        int next = 0;
        for (int i = 0; i < out.length; i++) {
            long d = shape.get(i);
            if (d == Type.DYNAMIC) {
                if (next >= dynamic.size()) throw c.unsupported("fewer dynamic sizes than ? in the type");
                d = MemoryAccess.index(c, dynamic.get(next++), "size");
            }
            if (d < 0) throw c.ub("negative size " + d);
            out[i] = d;
        }
        return out;
    }

    private static MemRefValue allocate(OpCall c, Buffer.Kind kind) {
        Type.MemRefType t = memrefType(c, 0);
        long[] sizes = sizes(c, t.shape(), c.segment(0));
        long[] strides = StridedLayout.identityStrides(sizes);
        long offset = 0;
        if (t.layout() != null) {
            offset = t.layout().offset();
            for (int i = 0; i < strides.length; i++)
                strides[i] = t.layout().strides().get(i);
            if (offset == Type.DYNAMIC || t.layout().strides().contains(Type.DYNAMIC))
                throw c.unsupported("allocation with a dynamic layout");
        }
        long extent = offset + 1;
        for (int i = 0; i < sizes.length; i++) {
            if (sizes[i] == 0) extent = 0;
            else if (extent > 0) extent += (sizes[i] - 1) * strides[i];
        }
        Buffer b = new Buffer(t.element(), Math.max(extent, 0), kind, false, c.cause("allocation"));
        return new MemRefValue(t, b, offset, sizes, strides);
    }

    private static List<RtValue> dealloc(OpCall c) {
        Buffer b = memref(c, 0).buffer();
        if (b.kind() != Buffer.Kind.HEAP) throw c.ub("dealloc of memory not from memref.alloc (" + b.origin() + ")");
        if (b.freedBy() != null) throw c.ub("double free (first " + b.freedBy() + ")");
        b.free(c.cause("dealloc"));
        return List.of();
    }

    /** The buffer of a {@code memref.global} op: its initial value, or never written when uninitialized. */
    static Buffer globalBuffer(Operation g) {
        Attributes a = Attributes.of(g.properties(), g.attributes());
        String typeText = a.get("type");
        if (typeText == null) throw new Unsupported("memref.global without type");
        if (!(Types.parse(typeText) instanceof Type.MemRefType t)) throw new Unsupported("memref.global " + typeText);
        long n = 1;
        for (long d : t.shape()) n *= d;
        Cause origin = new Cause("memref.global", g.span().line(), "global");
        Buffer b = new Buffer(t.element(), n, Buffer.Kind.GLOBAL, a.has("constant"), origin);
        String init = a.get("initial_value");
        if (init != null && !init.equals("uninitialized")) {
            String typed = init.substring(init.lastIndexOf(':') + 1).strip();
            RtValue v = Constants.parse(init, Types.parse(typed));
            List<Scalar> elems = ((TensorValue) v).elements();
            for (int i = 0; i < elems.size(); i++) b.set(i, elems.get(i));
        }
        return b;
    }

    private static List<RtValue> getGlobal(OpCall c) {
        String name =
                ArithSemantics.required(c, "name").strip().replace("@", "").replace("\"", "");
        Buffer b = c.machine().global(name, c);
        if (b == null) throw c.unsupported("unknown global @" + name);
        Type.MemRefType t = memrefType(c, 0);
        long[] sizes = sizes(c, t.shape(), List.of());
        return List.of(MemRefValue.whole(t, b, sizes));
    }

    private static List<RtValue> atomicRmw(OpCall c) {
        MemRefValue m = memref(c, 1);
        long[] idx = MemoryAccess.indices(c, 2, c.operands().size() - 2);
        Scalar old = MemoryAccess.load(c, m, idx);
        Scalar v = c.scalarOperand(0);
        MemoryAccess.store(
                c, m, idx, AtomicKinds.combine(c, AtomicKinds.name(ArithSemantics.required(c, "kind")), old, v));
        return List.of(old);
    }

    /** memref.cast: the same view; a static size of the result that the run-time size does not have is UB. */
    private static MemRefValue cast(OpCall c, MemRefValue m) {
        Type.MemRefType t = memrefType(c, 0);
        checkStatic(c, t.shape(), m.sizes());
        if (t.layout() != null) {
            if (t.layout().offset() != Type.DYNAMIC && t.layout().offset() != m.offset())
                throw c.ub("cast to offset " + t.layout().offset() + " of a view at offset " + m.offset());
            for (int i = 0; i < m.rank(); i++) {
                long s = t.layout().strides().get(i);
                if (s != Type.DYNAMIC && s != m.strides()[i])
                    throw c.ub("cast to stride " + s + " of a view with stride " + m.strides()[i]);
            }
        }
        return new MemRefValue(t, m.buffer(), m.offset(), m.sizes(), m.strides());
    }

    /** Every static size of {@code shape} equals the run-time one, else UB (cast semantics). */
    static void checkStatic(OpCall c, List<Long> shape, long[] sizes) {
        if (shape.size() != sizes.length) throw c.unsupported("cast between ranks");
        for (int i = 0; i < sizes.length; i++) {
            if (shape.get(i) != Type.DYNAMIC && shape.get(i) != sizes[i])
                throw c.ub("cast to size " + shape.get(i) + " of a dimension of size " + sizes[i]);
        }
    }

    private static List<RtValue> subview(OpCall c) {
        MemRefValue src = memref(c, 0);
        long[] offsets = c.mixed("static_offsets", c.segment(1));
        long[] sizes = c.mixed("static_sizes", c.segment(2));
        long[] strides = c.mixed("static_strides", c.segment(3));
        checkSlice(c, src.sizes(), offsets, sizes, strides);
        long offset = src.offset();
        long[] st = new long[sizes.length];
        for (int i = 0; i < sizes.length; i++) {
            offset += offsets[i] * src.strides()[i];
            st[i] = src.strides()[i] * strides[i];
        }
        Type.MemRefType t = memrefType(c, 0);
        int[] kept = keptDims(c, sizes, t.shape());
        long[] rs = new long[kept.length];
        long[] rst = new long[kept.length];
        for (int i = 0; i < kept.length; i++) {
            rs[i] = sizes[kept[i]];
            rst[i] = st[kept[i]];
        }
        return List.of(new MemRefValue(t, src.buffer(), offset, rs, rst));
    }

    /** A slice (subview, extract_slice, insert_slice) reaching outside its source's sizes is UB. */
    static void checkSlice(OpCall c, long[] source, long[] offsets, long[] sizes, long[] strides) {
        for (int i = 0; i < source.length; i++) {
            if (sizes[i] < 0) throw c.ub("negative slice size " + sizes[i]);
            if (sizes[i] == 0) continue;
            long last = offsets[i] + (sizes[i] - 1) * strides[i];
            if (offsets[i] < 0 || last < 0 || offsets[i] >= source[i] || last >= source[i])
                throw c.ub("slice of dimension " + i + " reaches outside its size " + source[i]);
        }
    }

    /** The dimensions of a slice a rank-reducing result keeps: unit ones are dropped to meet the result's rank. */
    static int[] keptDims(OpCall c, long[] sizes, List<Long> resultShape) {
        int[] kept = new int[resultShape.size()];
        int drop = sizes.length - resultShape.size();
        int k = 0;
        for (int i = 0; i < sizes.length; i++) {
            boolean matches = k < kept.length && (resultShape.get(k) == Type.DYNAMIC || resultShape.get(k) == sizes[i]);
            if (drop > 0 && sizes[i] == 1 && (!matches || sizes.length - i > kept.length - k)) {
                drop--;
                continue;
            }
            if (k >= kept.length) throw c.unsupported("rank-reducing slice");
            kept[k++] = i;
        }
        if (k != kept.length) throw c.unsupported("rank-reducing slice");
        return kept;
    }

    private static List<RtValue> reinterpretCast(OpCall c) {
        MemRefValue src = memref(c, 0);
        long[] offsets = c.mixed("static_offsets", c.segment(1));
        long[] sizes = c.mixed("static_sizes", c.segment(2));
        long[] strides = c.mixed("static_strides", c.segment(3));
        if (src.buffer().freedBy() != null)
            throw c.ub("use after free (" + src.buffer().freedBy() + ")");
        return List.of(new MemRefValue(memrefType(c, 0), src.buffer(), offsets[0], sizes, strides));
    }

    static List<long[]> reassociation(OpCall c) {
        String text = ArithSemantics.required(c, "reassociation").strip();
        List<long[]> out = new ArrayList<>();
        String body = text.substring(1, text.length() - 1).strip();
        if (body.isEmpty()) return out;
        for (String group : Attributes.splitTopLevel(body, ',')) {
            String g = group.strip();
            String inner = g.substring(1, g.length() - 1).strip();
            String[] parts = inner.isEmpty() ? new String[0] : inner.split(",");
            long[] dims = new long[parts.length];
            for (int i = 0; i < parts.length; i++) dims[i] = Long.parseLong(parts[i].strip());
            out.add(dims);
        }
        return out;
    }

    private static List<RtValue> collapse(OpCall c) {
        MemRefValue src = memref(c, 0);
        List<long[]> groups = reassociation(c);
        long[] sizes = new long[groups.size()];
        long[] strides = new long[groups.size()];
        for (int g = 0; g < groups.size(); g++) {
            long[] dims = groups.get(g);
            long size = 1;
            long stride = 1;
            Long expected = null;
            for (int k = dims.length - 1; k >= 0; k--) {
                int d = (int) dims[k];
                size *= src.sizes()[d];
                if (src.sizes()[d] == 1) continue;
                if (expected != null && src.strides()[d] != expected)
                    throw c.ub("collapse of dimensions that are not contiguous");
                if (expected == null) stride = src.strides()[d];
                expected = src.strides()[d] * src.sizes()[d];
            }
            sizes[g] = size;
            strides[g] = stride;
        }
        return List.of(new MemRefValue(memrefType(c, 0), src.buffer(), src.offset(), sizes, strides));
    }

    private static List<RtValue> expand(OpCall c) {
        MemRefValue src = memref(c, 0);
        List<long[]> groups = reassociation(c);
        long[] sizes = c.mixed(
                "static_output_shape", c.operands().subList(1, c.operands().size()));
        long[] strides = new long[sizes.length];
        for (int g = 0; g < groups.size(); g++) {
            long[] dims = groups.get(g);
            long stride = src.strides()[g];
            long product = 1;
            for (int k = dims.length - 1; k >= 0; k--) {
                strides[(int) dims[k]] = stride;
                stride *= sizes[(int) dims[k]];
                product *= sizes[(int) dims[k]];
            }
            if (product != src.sizes()[g])
                throw c.ub("expand_shape to " + product + " elements of a dimension of size " + src.sizes()[g]);
        }
        return List.of(new MemRefValue(memrefType(c, 0), src.buffer(), src.offset(), sizes, strides));
    }

    private static List<RtValue> transpose(OpCall c) {
        MemRefValue src = memref(c, 0);
        AffineMap perm = AffineMap.parse(ArithSemantics.required(c, "permutation"));
        long[] sizes = new long[src.rank()];
        long[] strides = new long[src.rank()];
        for (int i = 0; i < sizes.length; i++) {
            int d = perm.resultDim(i);
            if (d < 0) throw c.unsupported("permutation " + c.attributes().get("permutation"));
            sizes[i] = src.sizes()[d];
            strides[i] = src.strides()[d];
        }
        return List.of(new MemRefValue(memrefType(c, 0), src.buffer(), src.offset(), sizes, strides));
    }

    /** memref.copy: sizes must match, and the two views must not overlap (both are UB otherwise). */
    static void copy(OpCall c, MemRefValue from, MemRefValue to) {
        if (from.rank() != to.rank()) throw c.unsupported("copy between ranks");
        for (int i = 0; i < from.rank(); i++)
            if (from.sizes()[i] != to.sizes()[i]) throw c.ub("copy between views of different sizes");
        List<long[]> all = Indexing.all(from.sizes());
        if (from.buffer() == to.buffer()) {
            Set<Long> src = new HashSet<>();
            for (long[] idx : all) src.add(from.linear(idx));
            for (long[] idx : all) if (src.contains(to.linear(idx))) throw c.ub("copy between overlapping views");
        }
        List<Scalar> values = new ArrayList<>(all.size());
        for (long[] idx : all) values.add(MemoryAccess.load(c, from, idx));
        for (int i = 0; i < all.size(); i++) MemoryAccess.store(c, to, all.get(i), values.get(i));
    }
}
