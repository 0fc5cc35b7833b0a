package io.dialectic.semantics.interp;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.Type;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * scf: if, for, while, execute_region, index_switch, parallel (with reduce), forall. Control depending on
 * poison is immediate UB (a branch on poison, as in LLVM), and so are a
 * non-positive step and an induction variable whose increment overflows
 * (the lowered loop wraps around where the mathematical loop would end).
 */
final class ScfSemantics {
    private ScfSemantics() {}

    static void register(OpTable t) {
        t.put("scf.if", ScfSemantics::ifOp);
        t.put("scf.for", ScfSemantics::forOp);
        t.put("scf.while", ScfSemantics::whileOp);
        t.put(
                "scf.execute_region",
                c -> c.machine().runRegion(c.op().regions().get(0), List.of()).values());
        t.put("scf.index_switch", ScfSemantics::indexSwitch);
        t.put("scf.parallel", ScfSemantics::parallel);
        t.put("scf.forall", ScfSemantics::forall);
    }

    /** Iteration points of a parallel loop nest, row-major; a non-positive step is UB (as scf.for's). */
    private static List<long[]> points(OpCall c, long[] lo, long[] hi, long[] step) {
        long[] counts = new long[lo.length];
        for (int d = 0; d < lo.length; d++) {
            if (step[d] <= 0) throw c.ub("step " + step[d] + " is not positive");
            counts[d] = hi[d] <= lo[d] ? 0 : (hi[d] - lo[d] + step[d] - 1) / step[d];
        }
        List<long[]> out = new ArrayList<>();
        for (long[] p : Indexing.all(counts)) {
            long[] iv = new long[p.length];
            for (int d = 0; d < p.length; d++) iv[d] = lo[d] + p[d] * step[d];
            out.add(iv);
        }
        return out;
    }

    private static List<RtValue> indexValues(long[] iv) {
        List<RtValue> out = new ArrayList<>();
        for (long v : iv) out.add(IntValue.of(Type.IntegerType.INDEX, v));
        return out;
    }

    /**
     * scf.parallel: the iterations run in order here, any order or at once in the lowering, so a race between two
     * of them is UB ({@link ParallelIterations}); each scf.reduce operand is folded into its accumulator (the init
     * value) by its region, in iteration order.
     */
    private static List<RtValue> parallel(OpCall c) {
        long[] lo = MemoryAccess.indices(c, c.segment(0));
        long[] hi = MemoryAccess.indices(c, c.segment(1));
        long[] step = MemoryAccess.indices(c, c.segment(2));
        List<RtValue> acc = new ArrayList<>(c.segment(3));
        ParallelIterations loop = new ParallelIterations("scf.parallel");
        c.machine().parallelLoops().push(loop);
        try {
            for (long[] iv : points(c, lo, hi, step)) {
                Machine.BlockExit exit = c.machine().runRegion(c.op().regions().get(0), indexValues(iv));
                Operation reduce = exit.terminator();
                for (int i = 0; i < acc.size(); i++) {
                    Region combiner = reduce.regions().get(i);
                    acc.set(
                            i,
                            c.machine()
                                    .runRegion(
                                            combiner,
                                            List.of(acc.get(i), exit.values().get(i)))
                                    .values()
                                    .get(0));
                }
                loop.next();
            }
        } finally {
            c.machine().parallelLoops().pop();
        }
        return acc;
    }

    /**
     * scf.forall: iterations as scf.parallel's; each shared output is a tensor the iterations insert into
     * ({@code tensor.parallel_insert_slice} in scf.forall.in_parallel), and two iterations inserting into the same
     * element is UB.
     */
    private static List<RtValue> forall(OpCall c) {
        long[] lo = c.attributes().has("staticLowerBound")
                ? c.mixed("staticLowerBound", c.segment(0))
                : MemoryAccess.indices(c, c.segment(0));
        long[] hi = c.mixed("staticUpperBound", c.segment(1));
        long[] step = c.attributes().has("staticStep")
                ? c.mixed("staticStep", c.segment(2))
                : MemoryAccess.indices(c, c.segment(2));
        List<RtValue> outs = c.segment(3);
        Region body = c.op().regions().get(0);
        ForallOutputs shared =
                new ForallOutputs(body.blocks().get(0).arguments().subList(lo.length, lo.length + outs.size()), outs);
        ParallelIterations loop = new ParallelIterations("scf.forall");
        c.machine().parallelLoops().push(loop);
        c.machine().forallOutputs().push(shared);
        try {
            for (long[] iv : points(c, lo, hi, step)) {
                List<RtValue> args = indexValues(iv);
                args.addAll(outs);
                Machine.BlockExit exit = c.machine().runRegion(body, args);
                Operation inParallel = exit.terminator();
                if (inParallel != null && !inParallel.regions().isEmpty()) {
                    shared.nextIteration();
                    c.machine().runRegion(inParallel.regions().get(0), List.of());
                }
                loop.next();
            }
        } finally {
            c.machine().parallelLoops().pop();
            c.machine().forallOutputs().pop();
        }
        return shared.results();
    }

    private static IntValue defined(OpCall c, int operand, String role) {
        Scalar s = c.scalarOperand(operand);
        if (s.poison() != null) throw c.ub(role + " is poison (" + s.poison() + ")");
        return (IntValue) s;
    }

    private static List<RtValue> ifOp(OpCall c) {
        IntValue cond = defined(c, 0, "condition");
        Region r = c.op().regions().get(cond.isTrue() ? 0 : 1);
        if (r.blocks().isEmpty()) return List.of();
        return c.machine().runRegion(r, List.of()).values();
    }

    private static List<RtValue> forOp(OpCall c) {
        IntValue lb = defined(c, 0, "lower bound");
        IntValue ub = defined(c, 1, "upper bound");
        IntValue step = defined(c, 2, "step");
        boolean unsigned = c.attributes().has("unsignedCmp");
        List<RtValue> iter =
                new ArrayList<>(c.operands().subList(3, c.operands().size()));
        BigInteger iv = unsigned ? lb.unsigned() : lb.signed();
        BigInteger end = unsigned ? ub.unsigned() : ub.signed();
        BigInteger st = unsigned ? step.unsigned() : step.signed();
        if (iv.compareTo(end) < 0 && st.signum() <= 0) throw c.ub("step " + st + " is not positive");
        int w = lb.width();
        Region body = c.op().regions().get(0);
        while (iv.compareTo(end) < 0) {
            List<RtValue> args = new ArrayList<>(iter.size() + 1);
            args.add(IntValue.wrap(lb.type(), iv, null));
            args.addAll(iter);
            iter = c.machine().runRegion(body, args).values();
            iv = iv.add(st);
            boolean fits = unsigned ? IntegerRules.fitsUnsigned(iv, w) : IntegerRules.fitsSigned(iv, w);
            // The lowered loop adds with wrap-around and would go on: no value is fixed then.
            if (!fits) throw c.ub("induction variable overflows its type");
        }
        return iter;
    }

    private static List<RtValue> whileOp(OpCall c) {
        Region before = c.op().regions().get(0);
        Region after = c.op().regions().get(1);
        List<RtValue> args = c.operands();
        while (true) {
            Machine.BlockExit cond = c.machine().runRegion(before, args);
            if (cond.terminator() == null || !cond.terminator().name().equals("scf.condition"))
                throw c.unsupported("before region without scf.condition");
            Scalar k = (Scalar) cond.values().get(0);
            if (k.poison() != null) throw c.ub("loop condition is poison (" + k.poison() + ")");
            List<RtValue> forwarded = cond.values().subList(1, cond.values().size());
            if (!((IntValue) k).isTrue()) return forwarded;
            args = c.machine().runRegion(after, forwarded).values();
        }
    }

    private static List<RtValue> indexSwitch(OpCall c) {
        IntValue arg = defined(c, 0, "switch argument");
        long[] cases = c.attributes().i64Array("cases");
        int region = 0;
        for (int i = 0; cases != null && i < cases.length; i++) {
            if (BigInteger.valueOf(cases[i]).equals(arg.signed())) region = i + 1;
        }
        return c.machine().runRegion(c.op().regions().get(region), List.of()).values();
    }
}
