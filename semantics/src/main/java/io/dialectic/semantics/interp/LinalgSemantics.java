package io.dialectic.semantics.interp;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.semantics.value.AffineMap;
import io.dialectic.semantics.value.Attributes;
import io.dialectic.semantics.value.MemRefValue;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.TensorValue;
import io.dialectic.semantics.value.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * linalg structured ops on tensors and on buffers: {@code generic} (any indexing maps whose loop sizes the operands
 * fix), {@code index}, {@code fill} and the named ops, whose generic form carries their body (the region of scalar
 * ops) and whose indexing maps come from the op ({@code indexing_maps}, {@code linalg.memoized_indexing_maps}) or
 * from their definition in MLIR's named-op table ({@link #namedMaps}). The iteration space is visited in row-major
 * order, what {@code --convert-linalg-to-loops} makes. On buffers, an output that shares elements with an input
 * through another view or map is UB: the result would depend on the order of the iterations, which MLIR leaves open.
 * A body with an effect outside it (a print, memory, a call) is not modelled, for the same reason.
 */
final class LinalgSemantics {
    private LinalgSemantics() {}

    private static final List<String> NAMED = List.of(
            "generic",
            "fill",
            "matmul",
            "batch_matmul",
            "matvec",
            "vecmat",
            "dot",
            "transpose",
            "broadcast",
            "reduce",
            "map",
            "copy",
            "add",
            "sub",
            "mul",
            "div",
            "div_unsigned",
            "max",
            "min",
            "exp",
            "log",
            "abs",
            "ceil",
            "floor",
            "negf",
            "reciprocal",
            "round",
            "sqrt",
            "rsqrt",
            "square",
            "tanh",
            "erf",
            "powf",
            "select",
            "elementwise",
            "conv_1d",
            "conv_2d",
            "conv_1d_nwc_wcf",
            "conv_2d_nhwc_hwcf",
            "pooling_nhwc_sum",
            "pooling_nhwc_max",
            "pooling_nhwc_min",
            "pooling_nchw_sum",
            "pooling_nchw_max");

    static void register(OpTable t) {
        for (String n : NAMED) t.put("linalg." + n, LinalgSemantics::structured);
        t.put("linalg.index", c -> {
            long[] iv = c.machine().linalgIndices().peek();
            if (iv == null) throw c.unsupported("outside a linalg op");
            int d = (int) c.attributes().integer("dim", 0);
            return List.of(IntValue.of(Type.IntegerType.INDEX, iv[d]));
        });
    }

    private static long[] sizesOf(RtValue v) {
        if (v instanceof TensorValue t) return t.sizes();
        if (v instanceof MemRefValue m) return m.sizes();
        return new long[0];
    }

    private static List<RtValue> structured(OpCall c) {
        List<RtValue> ins;
        List<RtValue> outs;
        if (c.attributes().has("operandSegmentSizes")) {
            ins = c.segment(0);
            outs = c.segment(1);
        } else {
            // transpose, broadcast, map: one output, the last; reduce: as many inits as inputs
            int n = c.operands().size();
            int split = c.op().name().equals("linalg.reduce") ? n / 2 : n - 1;
            ins = c.operands().subList(0, split);
            outs = c.operands().subList(split, n);
        }
        List<RtValue> all = new ArrayList<>(ins);
        all.addAll(outs);
        List<AffineMap> maps = maps(c, all, ins.size());
        int loops = maps.get(0).dimCount();
        long[] domain = new long[loops];
        Arrays.fill(domain, -1);
        for (int k = 0; k < all.size(); k++) {
            long[] s = sizesOf(all.get(k));
            for (int r = 0; r < maps.get(k).results().size(); r++) {
                int d = maps.get(k).resultDim(r);
                if (d >= 0 && domain[d] < 0) domain[d] = s[r];
            }
        }
        for (long d : domain) if (d < 0) throw c.unsupported("a loop whose size no operand fixes");
        checkAliasing(c, ins, outs, maps);
        // outputs: tensors are copied into working arrays, buffers written in place
        List<Scalar[]> work = new ArrayList<>();
        for (RtValue o : outs)
            work.add(o instanceof TensorValue tv ? tv.elements().toArray(new Scalar[0]) : null);
        Region body = c.op().regions().get(0);
        for (var block : body.blocks())
            for (Operation op : block.operations())
                for (Operation o :
                        Stream.concat(Stream.of(op), op.descendants().stream()).toList())
                    if (hasEffects(o.name()))
                        throw c.unsupported("a linalg body with " + o.name()
                                + ": how often and in which order a body runs is left to the compiler (fusion"
                                + " recomputes it, specialization drops what a named op has no place for)");
        int args = body.blocks().get(0).arguments().size();
        for (long[] iv : Indexing.all(domain)) {
            List<RtValue> values = new ArrayList<>();
            long[][] at = new long[all.size()][];
            for (int k = 0; k < all.size(); k++) {
                at[k] = maps.get(k).eval(iv);
                if (values.size() < args)
                    values.add(read(c, all.get(k), at[k], k >= ins.size() ? work.get(k - ins.size()) : null));
            }
            c.machine().linalgIndices().push(iv);
            List<RtValue> yielded;
            try {
                yielded = c.machine().runRegion(body, values).values();
            } finally {
                c.machine().linalgIndices().pop();
            }
            for (int o = 0; o < outs.size(); o++) {
                RtValue out = outs.get(o);
                long[] idx = at[ins.size() + o];
                Scalar v = (Scalar) yielded.get(o);
                if (out instanceof TensorValue tv) work.get(o)[TensorSemantics.position(c, tv, idx)] = v;
                else MemoryAccess.store(c, (MemRefValue) out, idx, v);
            }
        }
        List<RtValue> results = new ArrayList<>();
        for (int o = 0; o < outs.size(); o++) {
            if (outs.get(o) instanceof TensorValue tv)
                results.add(new TensorValue(tv.type(), tv.sizes(), List.of(work.get(o))));
        }
        return results;
    }

    private static Scalar read(OpCall c, RtValue v, long[] idx, Scalar[] working) {
        if (v instanceof Scalar s) return s;
        if (v instanceof TensorValue t) {
            int p = TensorSemantics.position(c, t, idx);
            return working != null ? working[p] : t.elements().get(p);
        }
        if (v instanceof MemRefValue m) return MemoryAccess.load(c, m, idx);
        throw c.unsupported("operand of type " + v.type());
    }

    /** On buffers: an output whose elements an input reaches through another view or map is UB. */
    private static void checkAliasing(OpCall c, List<RtValue> ins, List<RtValue> outs, List<AffineMap> maps) {
        for (int o = 0; o < outs.size(); o++) {
            if (!(outs.get(o) instanceof MemRefValue out)) continue;
            for (int i = 0; i < ins.size(); i++) {
                if (!(ins.get(i) instanceof MemRefValue in) || in.buffer() != out.buffer()) continue;
                boolean same = in.offset() == out.offset()
                        && Arrays.equals(in.sizes(), out.sizes())
                        && Arrays.equals(in.strides(), out.strides())
                        && maps.get(i).results().equals(maps.get(ins.size() + o).results());
                if (same) continue;
                Set<Long> read = new HashSet<>();
                for (long[] idx : Indexing.all(in.sizes())) read.add(in.linear(idx));
                for (long[] idx : Indexing.all(out.sizes()))
                    if (read.contains(out.linear(idx)))
                        throw c.ub("output " + o + " aliases input " + i + " through another view or map");
            }
        }
    }

    private static List<AffineMap> maps(OpCall c, List<RtValue> all, int inputs) {
        String text = c.attributes().get("indexing_maps");
        if (text == null) text = c.attributes().get("linalg.memoized_indexing_maps");
        if (text != null && text.startsWith("[")) {
            List<AffineMap> out = new ArrayList<>();
            for (String m : Attributes.splitTopLevel(text.substring(1, text.length() - 1), ','))
                out.add(AffineMap.parse(m));
            if (out.size() == all.size()) return out;
        }
        return namedMaps(c, all, inputs);
    }

    private static String dims(int n) {
        StringBuilder b = new StringBuilder("(");
        for (int i = 0; i < n; i++) b.append(i > 0 ? ", " : "").append('d').append(i);
        return b.append(')').toString();
    }

    private static AffineMap map(int loops, String results) {
        return AffineMap.parse(dims(loops) + " -> (" + results + ")");
    }

    /** The identity map of {@code rank} loops, or {@code () }-shaped for a scalar operand. */
    private static String identity(int rank) {
        return dims(rank).replaceAll("[()]", "");
    }

    /** The indexing maps of a named op, as MLIR's named-op definitions give them. */
    private static List<AffineMap> namedMaps(OpCall c, List<RtValue> all, int inputs) {
        String name = c.op().name().substring("linalg.".length());
        int outRank = sizesOf(all.get(all.size() - 1)).length;
        List<AffineMap> out = new ArrayList<>();
        switch (name) {
            case "matmul":
                return List.of(map(3, "d0, d2"), map(3, "d2, d1"), map(3, "d0, d1"));
            case "batch_matmul":
                return List.of(map(4, "d0, d1, d3"), map(4, "d0, d3, d2"), map(4, "d0, d1, d2"));
            case "matvec":
                return List.of(map(2, "d0, d1"), map(2, "d1"), map(2, "d0"));
            case "vecmat":
                return List.of(map(2, "d1"), map(2, "d1, d0"), map(2, "d0"));
            case "dot":
                return List.of(map(1, "d0"), map(1, "d0"), map(1, ""));
            case "conv_1d":
                return List.of(map(2, "d0 + d1"), map(2, "d1"), map(2, "d0"));
            case "conv_2d":
                return List.of(map(4, "d0 + d2, d1 + d3"), map(4, "d2, d3"), map(4, "d0, d1"));
            case "conv_1d_nwc_wcf": {
                long[] s = window(c, "strides", 1);
                long[] dl = window(c, "dilations", 1);
                return List.of(
                        map(5, "d0, d1 * " + s[0] + " + d3 * " + dl[0] + ", d4"),
                        map(5, "d3, d4, d2"),
                        map(5, "d0, d1, d2"));
            }
            case "conv_2d_nhwc_hwcf": {
                long[] s = window(c, "strides", 2);
                long[] dl = window(c, "dilations", 2);
                return List.of(
                        map(
                                7,
                                "d0, d1 * " + s[0] + " + d4 * " + dl[0] + ", d2 * " + s[1] + " + d5 * " + dl[1]
                                        + ", d6"),
                        map(7, "d4, d5, d6, d3"),
                        map(7, "d0, d1, d2, d3"));
            }
            case "pooling_nhwc_sum":
            case "pooling_nhwc_max":
            case "pooling_nhwc_min": {
                long[] s = window(c, "strides", 2);
                long[] dl = window(c, "dilations", 2);
                return List.of(
                        map(
                                6,
                                "d0, d1 * " + s[0] + " + d4 * " + dl[0] + ", d2 * " + s[1] + " + d5 * " + dl[1]
                                        + ", d3"),
                        map(6, "d4, d5"),
                        map(6, "d0, d1, d2, d3"));
            }
            case "pooling_nchw_sum":
            case "pooling_nchw_max": {
                long[] s = window(c, "strides", 2);
                long[] dl = window(c, "dilations", 2);
                return List.of(
                        map(6, "d0, d1, d2 * " + s[0] + " + d4 * " + dl[0] + ", d3 * " + s[1] + " + d5 * " + dl[1]),
                        map(6, "d4, d5"),
                        map(6, "d0, d1, d2, d3"));
            }
            case "transpose": {
                long[] p = c.attributes().intList("permutation");
                String[] r = new String[p.length];
                for (int i = 0; i < p.length; i++) r[(int) p[i]] = "d" + i;
                return List.of(map(p.length, String.join(", ", r)), map(p.length, identity(p.length)));
            }
            case "broadcast": {
                long[] added = c.attributes().intList("dimensions");
                List<String> r = new ArrayList<>();
                for (int i = 0; i < outRank; i++) if (!contains(added, i)) r.add("d" + i);
                return List.of(map(outRank, String.join(", ", r)), map(outRank, identity(outRank)));
            }
            case "reduce": {
                long[] reduced = c.attributes().intList("dimensions");
                int rank = sizesOf(all.get(0)).length;
                List<String> r = new ArrayList<>();
                for (int i = 0; i < rank; i++) if (!contains(reduced, i)) r.add("d" + i);
                for (int k = 0; k < inputs; k++) out.add(map(rank, identity(rank)));
                for (int k = inputs; k < all.size(); k++) out.add(map(rank, String.join(", ", r)));
                return out;
            }
            default: {
                // fill, copy, map and the elementwise ops: every shaped operand indexed like the output
                for (RtValue v : all) out.add(map(outRank, v instanceof Scalar ? "" : identity(outRank)));
                return out;
            }
        }
    }

    private static boolean contains(long[] a, long v) {
        for (long x : a) if (x == v) return true;
        return false;
    }

    /** {@code strides = dense<[2, 1]> : tensor<2xi64>} (or a splat), {@code dflt} per dimension when absent. */
    private static long[] window(OpCall c, String attr, int n) {
        long[] out = new long[n];
        Arrays.fill(out, 1);
        String text = c.attributes().get(attr);
        if (text == null) return out;
        String body = Attributes.literal(text).replaceAll("^dense<|>$", "").replaceAll("[\\[\\]]", "");
        String[] parts = body.split(",");
        for (int i = 0; i < n; i++) out[i] = Long.parseLong(parts[parts.length == 1 ? 0 : i].strip());
        return out;
    }

    /** An op whose effect is seen outside the body: printing, memory, calls. */
    private static boolean hasEffects(String name) {
        return name.equals("vector.print")
                || name.startsWith("memref.")
                || name.startsWith("bufferization.")
                || name.startsWith("func.call")
                || name.equals("vector.store")
                || name.equals("vector.maskedstore")
                || name.equals("vector.scatter")
                || name.equals("vector.transfer_write");
    }
}
