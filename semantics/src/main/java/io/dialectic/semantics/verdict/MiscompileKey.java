package io.dialectic.semantics.verdict;

import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import io.dialectic.semantics.interp.PrintedLine;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.TreeSet;

/**
 * The cluster key of a miscompile (issue 15, step 4): the attributed pass and
 * the distinct op names on the backward slice of the first differing printed
 * value, sorted: {@code --canonicalize | arith.constant, arith.index_cast}; for a compiled program that died where the
 * reference did not, the stage and the pipeline ({@code runtime-crash | O0}). The one written form of a run record's
 * {@code miscompile_key}: every module builds and reads it through this type ({@link #parse}, {@link #toString}). The
 * slice follows operands to their defining ops and a block argument to the op
 * owning its region (a loop's induction variable brings the loop), and a call
 * to its operands and into its callee's returned values; inside a callee it
 * stops at the function's arguments. Call ops themselves are not named. Value names, constants and source positions do not
 * enter the key, so the same bug in two programs shares it when the ops on the
 * slice agree (best after reduction).
 */
public record MiscompileKey(String pass, String what) {
    /** Between the pass and what characterizes the difference, in the written key. */
    public static final String SEPARATOR = " | ";

    /** The key of a miscompiling cell of {@code j}; null when the cell does not miscompile. */
    public static MiscompileKey of(Judgement j, CellComparison cell) {
        if (!cell.miscompiles() || j.reference() == null) return null;
        String pass = cell.suspectPass() == null ? (cell.faultStage() == null ? "?" : cell.faultStage()) : cell.suspectPass();
        int line = cell.firstDifference();
        if (line >= j.reference().lines().size()) return new MiscompileKey(pass, "<extra output>");
        PrintedLine l = j.reference().lines().get(line);
        if (l.printedBy().isEmpty()) return new MiscompileKey(pass, "<text>");
        return new MiscompileKey(pass, String.join(", ", sliceOps(l.printedBy().get(0))));
    }

    /** The written key, as {@code miscompile_key} of run records and tables: {@code PASS | WHAT}. */
    public static MiscompileKey parse(String key) {
        int at = key.indexOf(SEPARATOR);
        return at < 0 ? new MiscompileKey(key, "") : new MiscompileKey(key.substring(0, at), key.substring(at + SEPARATOR.length()));
    }

    /** The written key; null for none. */
    public static String text(MiscompileKey k) {
        return k == null ? null : k.toString();
    }

    @Override
    public String toString() {
        return what.isEmpty() ? pass : pass + SEPARATOR + what;
    }

    /** Sorted distinct names of the ops {@code print}'s operands depend on. */
    static Set<String> sliceOps(Operation print) {
        java.util.Map<String, Operation> functions = functions(print);
        Set<String> names = new TreeSet<>();
        Set<Operation> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Value> work = new ArrayDeque<>();
        for (Operand o : print.operands()) if (o.value() != null) work.push(o.value());
        while (!work.isEmpty()) {
            Value v = work.pop();
            Operation def = v.isBlockArgument() ? v.producer() : v.definingOp();
            if (def == null || def.name().equals("func.func") || !seen.add(def)) continue;
            if (!def.name().equals("func.call")) names.add(def.name());
            for (Operand o : def.operands()) if (o.value() != null) work.push(o.value());
            if (def.name().equals("func.call")) {
                // into the callee: what its returns give back
                String callee = io.dialectic.semantics.value.Attributes.of(def.properties(), def.attributes()).get("callee");
                Operation f = callee == null ? null : functions.get(callee.strip().replace("@", "").replace("\"", ""));
                if (f != null) {
                    for (Operation inner : f.descendants()) {
                        if (!inner.name().equals("func.return")) continue;
                        for (Operand o : inner.operands()) if (o.value() != null) work.push(o.value());
                    }
                }
            }
        }
        return names;
    }

    /** The functions of the module holding {@code op}, by symbol name. */
    private static java.util.Map<String, Operation> functions(Operation op) {
        Operation top = op;
        while (top.parentOp() != null) top = top.parentOp();
        java.util.Map<String, Operation> out = new java.util.HashMap<>();
        java.util.List<Operation> candidates = new java.util.ArrayList<>();
        candidates.add(top);
        candidates.addAll(top.descendants());
        if (top.parent() != null) candidates.addAll(top.parent().operations());
        for (Operation f : candidates) {
            if (!f.name().equals("func.func")) continue;
            String sym = io.dialectic.semantics.value.Attributes.of(f.properties(), f.attributes()).get("sym_name");
            if (sym != null) out.put(sym.replace("\"", ""), f);
        }
        return out;
    }
}
