package io.dialectic.semantics.interp;

import io.dialectic.ir.model.Region;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.IntValue;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * scf: if, for, while, execute_region, index_switch. Control depending on
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
