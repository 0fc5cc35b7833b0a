package io.dialectic.semantics.interp;

import io.dialectic.ir.model.Region;
import io.dialectic.semantics.value.AffineMap;
import io.dialectic.semantics.value.Attributes;
import io.dialectic.semantics.value.Cause;
import io.dialectic.semantics.value.Constants;
import io.dialectic.semantics.value.MemRefValue;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.TensorValue;
import io.dialectic.semantics.value.Type;
import io.dialectic.semantics.value.Types;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The affine dialect: for (with iter_args), if, parallel (with reductions), apply, min, max, load, store,
 * delinearize_index, linearize_index; maps and integer sets are {@link AffineMap}s. Loop bounds and memory indices
 * that depend on poison are immediate UB (as scf's); apply/min/max of poison are poison. The bounds of a loop are
 * the max of its lower bound map's results and the min of its upper bound map's results.
 */
final class AffineSemantics {
    private AffineSemantics() {}

    static void register(OpTable t) {
        t.put("affine.apply", c -> List.of(mapped(c, "map", 0, Reduce.ONLY)));
        t.put("affine.min", c -> List.of(mapped(c, "map", 0, Reduce.MIN)));
        t.put("affine.max", c -> List.of(mapped(c, "map", 0, Reduce.MAX)));
        t.put("affine.load", c -> {
            MemRefValue m = MemRefSemantics.memref(c, 0);
            long[] idx =
                    map(c, "map").eval(MemoryAccess.indices(c, 1, c.operands().size() - 1));
            return List.of(MemoryAccess.load(c, m, idx));
        });
        t.put("affine.store", c -> {
            MemRefValue m = MemRefSemantics.memref(c, 1);
            long[] idx =
                    map(c, "map").eval(MemoryAccess.indices(c, 2, c.operands().size() - 2));
            MemoryAccess.store(c, m, idx, c.scalarOperand(0));
            return List.of();
        });
        t.put("affine.for", AffineSemantics::forOp);
        t.put("affine.if", AffineSemantics::ifOp);
        t.put("affine.parallel", AffineSemantics::parallel);
        t.put("affine.delinearize_index", AffineSemantics::delinearize);
        t.put("affine.linearize_index", AffineSemantics::linearize);
    }

    private enum Reduce {
        ONLY,
        MIN,
        MAX
    }

    static AffineMap map(OpCall c, String attr) {
        return AffineMap.parse(ArithSemantics.required(c, attr));
    }

    private static IntValue mapped(OpCall c, String attr, int from, Reduce how) {
        Cause poison = null;
        long[] in = new long[c.operands().size() - from];
        for (int i = 0; i < in.length; i++) {
            IntValue v = (IntValue) c.scalarOperand(from + i);
            if (v.poison() != null && poison == null) poison = v.poison();
            in[i] = v.signed().longValue();
        }
        long[] out = map(c, attr).eval(in);
        long r = out[0];
        for (long x : out) r = how == Reduce.MIN ? Math.min(r, x) : how == Reduce.MAX ? Math.max(r, x) : r;
        if (how == Reduce.ONLY && out.length != 1) throw c.unsupported("affine.apply of " + out.length + " results");
        return IntValue.wrap(Type.IntegerType.INDEX, BigInteger.valueOf(r), poison);
    }

    private static long bound(OpCall c, String attr, List<RtValue> operands, boolean lower) {
        long[] out = map(c, attr).eval(MemoryAccess.indices(c, operands));
        long r = out[0];
        for (long x : out) r = lower ? Math.max(r, x) : Math.min(r, x);
        return r;
    }

    private static List<RtValue> forOp(OpCall c) {
        long lb = bound(c, "lowerBoundMap", c.segment(0), true);
        long ub = bound(c, "upperBoundMap", c.segment(1), false);
        long step = Long.parseLong(Attributes.literal(ArithSemantics.required(c, "step")));
        if (step <= 0) throw c.ub("step " + step + " is not positive");
        List<RtValue> iter = new ArrayList<>(c.segment(2));
        Region body = c.op().regions().get(0);
        for (long iv = lb; iv < ub; iv += step) {
            List<RtValue> args = new ArrayList<>();
            args.add(IntValue.of(Type.IntegerType.INDEX, iv));
            args.addAll(iter);
            iter = c.machine().runRegion(body, args).values();
            if (iv > Long.MAX_VALUE - step) throw c.ub("induction variable overflows its type");
        }
        return iter;
    }

    private static List<RtValue> ifOp(OpCall c) {
        AffineMap set = map(c, "condition");
        boolean holds = set.contains(MemoryAccess.indices(c, c.operands()));
        Region r = c.op().regions().get(holds ? 0 : 1);
        if (r.blocks().isEmpty()) return List.of();
        return c.machine().runRegion(r, List.of()).values();
    }

    private static List<RtValue> parallel(OpCall c) {
        AffineMap lbMap = map(c, "lowerBoundsMap");
        AffineMap ubMap = map(c, "upperBoundsMap");
        int nLb = lbMap.dimCount() + lbMap.symCount();
        long[] lbs = lbMap.eval(MemoryAccess.indices(c, 0, nLb));
        long[] ubs = ubMap.eval(MemoryAccess.indices(c, nLb, c.operands().size() - nLb));
        long[] lbGroups = groups(c, "lowerBoundsGroups");
        long[] ubGroups = groups(c, "upperBoundsGroups");
        long[] steps = c.attributes().intList("steps");
        int rank = steps.length;
        long[] lo = grouped(lbs, lbGroups, true);
        long[] hi = grouped(ubs, ubGroups, false);
        long[] reductions = c.attributes().intList("reductions");
        String[] kinds = new String[reductions.length];
        List<RtValue> acc = new ArrayList<>();
        for (int i = 0; i < reductions.length; i++) {
            kinds[i] = AtomicKinds.name(String.valueOf(reductions[i]));
            acc.add(null);
        }
        for (int d = 0; d < rank; d++) if (steps[d] <= 0) throw c.ub("step " + steps[d] + " is not positive");
        long[] counts = new long[rank];
        for (int d = 0; d < rank; d++) counts[d] = Math.max(0, (hi[d] - lo[d] + steps[d] - 1) / steps[d]);
        ParallelIterations loop = new ParallelIterations("affine.parallel");
        c.machine().parallelLoops().push(loop);
        try {
            for (long[] point : Indexing.all(counts)) {
                List<RtValue> ivs = new ArrayList<>();
                for (int d = 0; d < rank; d++)
                    ivs.add(IntValue.of(Type.IntegerType.INDEX, lo[d] + point[d] * steps[d]));
                List<RtValue> yielded =
                        c.machine().runRegion(c.op().regions().get(0), ivs).values();
                for (int i = 0; i < kinds.length; i++)
                    acc.set(
                            i,
                            acc.get(i) == null
                                    ? yielded.get(i)
                                    : AtomicKinds.combine(c, kinds[i], (Scalar) acc.get(i), (Scalar) yielded.get(i)));
                loop.next();
            }
        } finally {
            c.machine().parallelLoops().pop();
        }
        List<RtValue> out = new ArrayList<>();
        for (int i = 0; i < kinds.length; i++)
            out.add(acc.get(i) != null ? acc.get(i) : AtomicKinds.identity(c, kinds[i], c.resultType(i)));
        return out;
    }

    private static long[] groups(OpCall c, String attr) {
        String text = ArithSemantics.required(c, attr);
        Type.TensorType t = (Type.TensorType)
                Types.parse(text.substring(text.lastIndexOf(':') + 1).strip());
        TensorValue v = (TensorValue) Constants.parse(text, t);
        long[] out = new long[v.elements().size()];
        for (int i = 0; i < out.length; i++)
            out[i] = ((IntValue) v.elements().get(i)).signed().longValue();
        return out;
    }

    private static long[] grouped(long[] values, long[] groups, boolean lower) {
        long[] out = new long[groups.length];
        int k = 0;
        for (int g = 0; g < groups.length; g++) {
            long r = values[k];
            for (int i = 0; i < groups[g]; i++) r = lower ? Math.max(r, values[k + i]) : Math.min(r, values[k + i]);
            k += (int) groups[g];
            out[g] = r;
        }
        return out;
    }

    private static long[] basis(OpCall c, List<RtValue> dynamic) {
        if (c.attributes().has("static_basis")) return c.mixed("static_basis", dynamic);
        return MemoryAccess.indices(c, dynamic);
    }

    /** The results from the innermost: each the remainder by its basis element, the first the quotient left. */
    private static List<RtValue> delinearize(OpCall c) {
        long x = MemoryAccess.index(c, c.operand(0), "linear index");
        long[] basis = basis(c, c.operands().subList(1, c.operands().size()));
        int n = c.resultCount();
        if (x < 0) throw c.unsupported("negative linear index");
        long[] out = new long[n];
        for (int i = n - 1; i > 0; i--) {
            long b = basis[basis.length - (n - i)];
            if (b <= 0) throw c.unsupported("basis " + b);
            out[i] = x % b;
            x /= b;
        }
        out[0] = x;
        List<RtValue> r = new ArrayList<>();
        for (long v : out) r.add(IntValue.of(Type.IntegerType.INDEX, v));
        return r;
    }

    private static List<RtValue> linearize(OpCall c) {
        List<RtValue> idx = c.segment(0);
        long[] basis = basis(c, c.segment(1));
        long[] in = MemoryAccess.indices(c, idx);
        long r = 0;
        int off = basis.length - in.length;
        for (int i = 0; i < in.length; i++) r = i == 0 ? in[0] : r * basis[off + i] + in[i];
        return List.of(IntValue.of(Type.IntegerType.INDEX, r));
    }
}
