package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.Buffer;
import io.dialectic.semantics.value.MemRefValue;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.TensorValue;
import io.dialectic.semantics.value.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * The bufferization dialect between tensors and buffers: {@code to_tensor} (the buffer's contents as a value, read
 * when it runs: never-written elements stay undefined), {@code to_memref}/{@code to_buffer} (a new read-only buffer
 * holding the tensor: writing through it is UB, as MLIR leaves it undefined), {@code alloc_tensor} (undefined
 * contents, or a copy), {@code materialize_in_destination}, {@code clone} (a new buffer, a copy) and {@code dealloc}
 * (frees each buffer whose condition holds unless a retained memref aliases it; each result says whether a retained
 * memref aliases a buffer whose condition held).
 */
final class BufferizationSemantics {
    private BufferizationSemantics() {}

    static void register(OpTable t) {
        t.put("bufferization.to_tensor", c -> List.of(toTensor(c, MemRefSemantics.memref(c, 0), tensorType(c))));
        t.put("bufferization.to_memref", BufferizationSemantics::toBuffer);
        t.put("bufferization.to_buffer", BufferizationSemantics::toBuffer);
        t.put("bufferization.alloc_tensor", c -> {
            List<RtValue> copy = c.segment(1);
            if (!copy.isEmpty()) return List.of(copy.get(0));
            return List.of(TensorSemantics.empty(c, c.segment(0), "bufferization.alloc_tensor: contents undefined"));
        });
        t.put("bufferization.materialize_in_destination", c -> {
            TensorValue src = TensorSemantics.tensor(c, 0);
            if (c.operand(1) instanceof MemRefValue dest) {
                write(c, src, dest);
                return List.of();
            }
            TensorValue dest = TensorSemantics.tensor(c, 1);
            MemRefSemantics.checkStatic(c, toList(dest.sizes()), src.sizes());
            return List.of(new TensorValue(dest.type(), src.sizes(), src.elements()));
        });
        t.put("bufferization.clone", c -> {
            MemRefValue src = MemRefSemantics.memref(c, 0);
            Type.MemRefType mt = MemRefSemantics.memrefType(c, 0);
            Buffer b = new Buffer(mt.element(), Indexing.count(src.sizes()), Buffer.Kind.HEAP, false, c.cause("clone"));
            MemRefValue copy = MemRefValue.whole(mt, b, src.sizes());
            MemRefSemantics.copy(c, src, copy);
            return List.of(copy);
        });
        t.put("bufferization.dealloc", BufferizationSemantics::dealloc);
    }

    private static Type.TensorType tensorType(OpCall c) {
        return TensorSemantics.tensorType(c, 0);
    }

    private static List<Long> toList(long[] a) {
        List<Long> out = new ArrayList<>();
        for (long x : a) out.add(x);
        return out;
    }

    static TensorValue toTensor(OpCall c, MemRefValue m, Type.TensorType type) {
        List<Scalar> el = new ArrayList<>();
        for (long[] idx : Indexing.all(m.sizes())) el.add(MemoryAccess.load(c, m, idx));
        if (m.buffer().freedBy() != null)
            throw c.ub("use after free (" + m.buffer().freedBy() + ")");
        return new TensorValue(type, m.sizes(), el);
    }

    private static List<RtValue> toBuffer(OpCall c) {
        TensorValue t = TensorSemantics.tensor(c, 0);
        Type.MemRefType mt = MemRefSemantics.memrefType(c, 0);
        Buffer b = new Buffer(t.type().element(), t.elements().size(), Buffer.Kind.GLOBAL, true, c.cause("to_buffer"));
        for (int i = 0; i < t.elements().size(); i++) b.set(i, t.elements().get(i));
        return List.of(MemRefValue.whole(mt, b, t.sizes()));
    }

    private static void write(OpCall c, TensorValue src, MemRefValue dest) {
        for (int i = 0; i < src.rank(); i++)
            if (src.sizes()[i] != dest.sizes()[i]) throw c.ub("materialize into a buffer of other sizes");
        List<long[]> all = Indexing.all(src.sizes());
        for (int i = 0; i < all.size(); i++)
            MemoryAccess.store(c, dest, all.get(i), src.elements().get(i));
    }

    private static List<RtValue> dealloc(OpCall c) {
        List<RtValue> memrefs = c.segment(0);
        List<RtValue> conditions = c.segment(1);
        List<RtValue> retained = c.segment(2);
        boolean[] result = new boolean[retained.size()];
        for (int i = 0; i < memrefs.size(); i++) {
            Buffer b = ((MemRefValue) memrefs.get(i)).buffer();
            IntValue cond = (IntValue) conditions.get(i);
            if (cond.poison() != null) throw c.ub("dealloc condition is poison");
            if (!cond.isTrue()) continue;
            boolean kept = false;
            for (int r = 0; r < retained.size(); r++) {
                if (((MemRefValue) retained.get(r)).buffer() == b) {
                    result[r] = true;
                    kept = true;
                }
            }
            if (kept) continue;
            if (b.freedBy() != null) throw c.ub("double free (first " + b.freedBy() + ")");
            b.free(c.cause("dealloc"));
        }
        List<RtValue> out = new ArrayList<>();
        for (boolean r : result) out.add(IntValue.bool(r, null));
        return out;
    }
}
