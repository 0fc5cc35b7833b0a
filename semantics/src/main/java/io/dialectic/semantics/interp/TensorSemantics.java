package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.TensorValue;
import io.dialectic.semantics.value.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The tensor dialect with value semantics: empty (every element undefined, like poison, until written), from_elements,
 * splat, generate, extract, insert, extract_slice, insert_slice, parallel_insert_slice (in scf.forall), pad, dim,
 * rank, cast, collapse_shape, expand_shape, concat, reshape. Immediate UB: an index or slice outside the tensor, a
 * cast or reshape whose sizes do not match, a negative size, two scf.forall iterations inserting one element.
 */
final class TensorSemantics {
    private TensorSemantics() {}

    static void register(OpTable t) {
        t.put("tensor.empty", c -> List.of(empty(c, c.operands(), "tensor.empty: contents undefined")));
        t.put("tensor.from_elements", c -> {
            Type.TensorType tt = tensorType(c, 0);
            long[] sizes = MemRefSemantics.sizes(c, tt.shape(), List.of());
            List<Scalar> el = new ArrayList<>();
            for (RtValue v : c.operands()) el.add((Scalar) v);
            return List.of(new TensorValue(tt, sizes, el));
        });
        t.put("tensor.splat", c -> {
            Type.TensorType tt = tensorType(c, 0);
            long[] sizes = MemRefSemantics.sizes(
                    c, tt.shape(), c.operands().subList(1, c.operands().size()));
            Scalar[] el = new Scalar[(int) Indexing.count(sizes)];
            Arrays.fill(el, c.scalarOperand(0));
            return List.of(new TensorValue(tt, sizes, List.of(el)));
        });
        t.put("tensor.generate", c -> {
            Type.TensorType tt = tensorType(c, 0);
            long[] sizes = MemRefSemantics.sizes(c, tt.shape(), c.operands());
            List<Scalar> el = new ArrayList<>();
            for (long[] idx : Indexing.all(sizes)) el.add(yieldAt(c, 0, idx));
            return List.of(new TensorValue(tt, sizes, el));
        });
        t.put("tensor.extract", c -> {
            TensorValue src = tensor(c, 0);
            return List.of(src.elements()
                    .get(position(
                            c, src, MemoryAccess.indices(c, 1, c.operands().size() - 1))));
        });
        t.put("tensor.insert", c -> {
            TensorValue dest = tensor(c, 1);
            int p = position(c, dest, MemoryAccess.indices(c, 2, c.operands().size() - 2));
            List<Scalar> el = new ArrayList<>(dest.elements());
            el.set(p, c.scalarOperand(0));
            return List.of(new TensorValue(dest.type(), dest.sizes(), el));
        });
        t.put("tensor.extract_slice", TensorSemantics::extractSlice);
        t.put("tensor.insert_slice", c -> List.of(insertSlice(c, tensor(c, 0), tensor(c, 1), null)));
        t.put("tensor.parallel_insert_slice", TensorSemantics::parallelInsertSlice);
        t.put("tensor.pad", TensorSemantics::pad);
        t.put("tensor.dim", c -> {
            TensorValue src = tensor(c, 0);
            return List.of(MemRefSemantics.dim(c, src.sizes(), MemoryAccess.index(c, c.operand(1), "dimension")));
        });
        t.put(
                "tensor.rank",
                c -> List.of(IntValue.of(Type.IntegerType.INDEX, tensor(c, 0).rank())));
        t.put("tensor.cast", c -> {
            TensorValue src = tensor(c, 0);
            Type.TensorType tt = tensorType(c, 0);
            MemRefSemantics.checkStatic(c, tt.shape(), src.sizes());
            return List.of(new TensorValue(tt, src.sizes(), src.elements()));
        });
        t.put("tensor.collapse_shape", c -> {
            TensorValue src = tensor(c, 0);
            List<long[]> groups = MemRefSemantics.reassociation(c);
            long[] sizes = new long[groups.size()];
            for (int g = 0; g < sizes.length; g++) {
                sizes[g] = 1;
                for (long d : groups.get(g)) sizes[g] *= src.sizes()[(int) d];
            }
            return List.of(new TensorValue(tensorType(c, 0), sizes, src.elements()));
        });
        t.put("tensor.expand_shape", c -> {
            TensorValue src = tensor(c, 0);
            long[] sizes = c.mixed(
                    "static_output_shape", c.operands().subList(1, c.operands().size()));
            List<long[]> groups = MemRefSemantics.reassociation(c);
            for (int g = 0; g < groups.size(); g++) {
                long n = 1;
                for (long d : groups.get(g)) n *= sizes[(int) d];
                if (n != src.sizes()[g]) throw c.ub("expand_shape to " + n + " elements of a size " + src.sizes()[g]);
            }
            return List.of(new TensorValue(tensorType(c, 0), sizes, src.elements()));
        });
        t.put("tensor.reshape", c -> {
            TensorValue src = tensor(c, 0);
            TensorValue shape = tensor(c, 1);
            long[] sizes = MemoryAccess.indices(c, new ArrayList<>(shape.elements()));
            if (Indexing.count(sizes) != src.elements().size())
                throw c.ub("reshape to " + Indexing.count(sizes) + " elements of "
                        + src.elements().size());
            return List.of(new TensorValue(tensorType(c, 0), sizes, src.elements()));
        });
        t.put("tensor.concat", TensorSemantics::concat);
    }

    static TensorValue tensor(OpCall c, int i) {
        if (!(c.operand(i) instanceof TensorValue v)) throw c.unsupported("operand " + i + " is not a tensor");
        return v;
    }

    static Type.TensorType tensorType(OpCall c, int result) {
        if (!(c.resultType(result) instanceof Type.TensorType t)) throw c.unsupported("result is not a tensor");
        return t;
    }

    /** A tensor of the result type whose every element is undefined (poison with {@code why}). */
    static TensorValue empty(OpCall c, List<RtValue> dynamicSizes, String why) {
        Type.TensorType tt = tensorType(c, 0);
        long[] sizes = MemRefSemantics.sizes(c, tt.shape(), dynamicSizes);
        Scalar undefined = UbPoison.zero(tt.element()).poisoned(c.cause(why));
        Scalar[] el = new Scalar[(int) Indexing.count(sizes)];
        Arrays.fill(el, undefined);
        return new TensorValue(tt, sizes, List.of(el));
    }

    /** The row-major position of {@code index}; an index outside the sizes is immediate UB. */
    static int position(OpCall c, TensorValue t, long[] index) {
        if (index.length != t.rank()) throw c.unsupported(index.length + " indices for rank " + t.rank());
        for (int i = 0; i < index.length; i++)
            if (index[i] < 0 || index[i] >= t.sizes()[i])
                throw c.ub("index " + index[i] + " out of bounds of dimension " + i + " (size " + t.sizes()[i] + ")");
        return t.linear(index);
    }

    /** The value region {@code r} yields for the index arguments {@code idx} (generate, pad). */
    private static Scalar yieldAt(OpCall c, int r, long[] idx) {
        List<RtValue> args = new ArrayList<>();
        for (long i : idx) args.add(IntValue.of(Type.IntegerType.INDEX, i));
        return (Scalar)
                c.machine().runRegion(c.op().regions().get(r), args).values().get(0);
    }

    private static List<RtValue> extractSlice(OpCall c) {
        TensorValue src = tensor(c, 0);
        long[] offsets = c.mixed("static_offsets", c.segment(1));
        long[] sizes = c.mixed("static_sizes", c.segment(2));
        long[] strides = c.mixed("static_strides", c.segment(3));
        MemRefSemantics.checkSlice(c, src.sizes(), offsets, sizes, strides);
        Type.TensorType tt = tensorType(c, 0);
        int[] kept = MemRefSemantics.keptDims(c, sizes, tt.shape());
        List<Scalar> el = new ArrayList<>();
        for (long[] idx : Indexing.all(sizes)) {
            long[] at = new long[idx.length];
            for (int d = 0; d < idx.length; d++) at[d] = offsets[d] + idx[d] * strides[d];
            el.add(src.elements().get(src.linear(at)));
        }
        long[] rs = new long[kept.length];
        for (int i = 0; i < kept.length; i++) rs[i] = sizes[kept[i]];
        return List.of(new TensorValue(tt, rs, el));
    }

    /**
     * {@code source} written into a copy of {@code dest} at the slice of the op's offsets, sizes and strides (its
     * operand segments 2..4); with {@code shared} the elements go to an scf.forall output instead.
     */
    private static TensorValue insertSlice(OpCall c, TensorValue source, TensorValue dest, int[] shared) {
        long[] offsets = c.mixed("static_offsets", c.segment(2));
        long[] sizes = c.mixed("static_sizes", c.segment(3));
        long[] strides = c.mixed("static_strides", c.segment(4));
        MemRefSemantics.checkSlice(c, dest.sizes(), offsets, sizes, strides);
        if (Indexing.count(sizes) != source.elements().size()) throw c.unsupported("slice of another size");
        List<Scalar> el = new ArrayList<>(dest.elements());
        List<long[]> all = Indexing.all(sizes);
        for (int i = 0; i < all.size(); i++) {
            long[] at = new long[sizes.length];
            for (int d = 0; d < at.length; d++) at[d] = offsets[d] + all.get(i)[d] * strides[d];
            int p = dest.linear(at);
            if (shared != null) {
                if (!c.machine()
                        .forallOutputs()
                        .peek()
                        .write(shared[0], p, source.elements().get(i)))
                    throw c.ub("two iterations of scf.forall insert into element " + p);
            } else el.set(p, source.elements().get(i));
        }
        return new TensorValue(dest.type(), dest.sizes(), el);
    }

    private static List<RtValue> parallelInsertSlice(OpCall c) {
        ForallOutputs outs = c.machine().forallOutputs().peek();
        if (outs == null) throw c.unsupported("outside scf.forall");
        int k = outs.outputOf(c.op().operands().get(1).value());
        if (k < 0) throw c.unsupported("destination is not a shared output");
        insertSlice(c, tensor(c, 0), outs.initial(k), new int[] {k});
        return List.of();
    }

    private static List<RtValue> pad(OpCall c) {
        TensorValue src = tensor(c, 0);
        long[] low = c.mixed("static_low", c.segment(1));
        long[] high = c.mixed("static_high", c.segment(2));
        long[] sizes = new long[src.rank()];
        for (int d = 0; d < sizes.length; d++) {
            if (low[d] < 0 || high[d] < 0) throw c.ub("negative padding");
            sizes[d] = low[d] + src.sizes()[d] + high[d];
        }
        List<Scalar> el = new ArrayList<>();
        for (long[] idx : Indexing.all(sizes)) {
            long[] at = new long[idx.length];
            boolean inside = true;
            for (int d = 0; d < idx.length; d++) {
                at[d] = idx[d] - low[d];
                inside &= at[d] >= 0 && at[d] < src.sizes()[d];
            }
            el.add(inside ? src.elements().get(src.linear(at)) : yieldAt(c, 0, idx));
        }
        return List.of(new TensorValue(tensorType(c, 0), sizes, el));
    }

    private static List<RtValue> concat(OpCall c) {
        int dim = (int) c.attributes().integer("dim", 0);
        Type.TensorType tt = tensorType(c, 0);
        long[] sizes = tensor(c, 0).sizes().clone();
        sizes[dim] = 0;
        for (int i = 0; i < c.operands().size(); i++) {
            TensorValue t = tensor(c, i);
            for (int d = 0; d < sizes.length; d++)
                if (d != dim && t.sizes()[d] != sizes[d]) throw c.ub("concat of tensors whose sizes differ");
            sizes[dim] += t.sizes()[dim];
        }
        Scalar[] el = new Scalar[(int) Indexing.count(sizes)];
        long start = 0;
        for (int i = 0; i < c.operands().size(); i++) {
            TensorValue t = tensor(c, i);
            for (long[] idx : Indexing.all(t.sizes())) {
                long[] at = idx.clone();
                at[dim] += start;
                el[Indexing.linear(sizes, at)] = t.elements().get(t.linear(idx));
            }
            start += t.sizes()[dim];
        }
        return List.of(new TensorValue(tt, sizes, List.of(el)));
    }
}
