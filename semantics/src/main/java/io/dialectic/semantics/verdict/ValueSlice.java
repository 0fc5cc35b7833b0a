package io.dialectic.semantics.verdict;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.Value;
import io.dialectic.semantics.value.Attributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The backward slice of a printed value, and each op on it written with its values, names and constants abstracted.
 * The slice follows operands to their defining ops and a block argument to the op owning its region (a loop's
 * induction variable brings the loop) and from an op with regions to what they yield (the terminator ending each
 * block: a loop's result is its body's {@code scf.yield}), and a call to its operands and into its callee's returned
 * values; inside a callee it stops at the function's arguments. Call ops themselves are not on it.
 */
final class ValueSlice {
    private ValueSlice() {}

    /** Attributes that name or hold a constant: left out of an op's abstracted form. */
    private static final Set<String> ABSTRACTED =
            Set.of("value", "sym_name", "callee", "sym_visibility", "operandSegmentSizes");

    /** The ops {@code print}'s operands depend on, each once, in the order the walk meets them. */
    static List<Operation> of(Operation print) {
        return of(print, true);
    }

    /**
     * As {@link #of(Operation)}; {@code yields} false leaves out what regions yield, as the slice key did
     * (kept so that {@link MiscompileKey#bySliceOps} gives back the keys recorded then).
     */
    static List<Operation> of(Operation print, boolean yields) {
        Map<String, Operation> functions = functions(print);
        List<Operation> out = new ArrayList<>();
        Set<Operation> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Value> work = new ArrayDeque<>();
        for (Operand o : print.operands()) if (o.value() != null) work.push(o.value());
        while (!work.isEmpty()) {
            Value v = work.pop();
            Operation def = v.isBlockArgument() ? v.producer() : v.definingOp();
            if (def == null || def.name().equals("func.func") || !seen.add(def)) continue;
            if (!def.name().equals("func.call")) out.add(def);
            for (Operand o : def.operands()) if (o.value() != null) work.push(o.value());
            // a loop's or an if's results are what its regions yield
            for (Region r : yields ? def.regions() : List.<Region>of()) {
                for (Block b : r.blocks()) {
                    List<Operation> ops = b.operations();
                    if (ops.isEmpty()) continue;
                    for (Operand o : ops.get(ops.size() - 1).operands()) if (o.value() != null) work.push(o.value());
                }
            }
            if (def.name().equals("func.call")) {
                // into the callee: what its returns give back
                String callee =
                        Attributes.of(def.properties(), def.attributes()).get("callee");
                Operation f = callee == null
                        ? null
                        : functions.get(callee.strip().replace("@", "").replace("\"", ""));
                if (f == null) continue;
                for (Operation inner : f.descendants()) {
                    if (!inner.name().equals("func.return")) continue;
                    for (Operand o : inner.operands()) if (o.value() != null) work.push(o.value());
                }
            }
        }
        return out;
    }

    /**
     * {@code op} without its values, names, constants, integer widths ({@code index} is an integer too) and IEEE float
     * widths: {@code arith.index_cast : iN -> iN}, {@code arith.cmpi {predicate = 2 : i64} : (iN, iN) -> iN},
     * {@code arith.constant : iN}, {@code arith.maxnumf : (fN, fN) -> fN}, and static sizes above 1 of vectors, memrefs
     * and tensors and of their shape attributes ({@code memref<2x3xi32>}: {@code memref<NxNxiN>}). Attributes that
     * choose what the op does (a predicate, overflow flags, fastmath, offsets and strides) stay, and so do unit and
     * dynamic dimensions (folds treat a unit dimension apart) and the float formats that are no IEEE width of one
     * another ({@code bf16}, {@code tf32}, the {@code f8} kinds).
     */
    static String abstracted(Operation op) {
        StringBuilder b = new StringBuilder(op.name());
        Map<String, String> kept =
                new TreeMap<>(Attributes.of(op.properties(), op.attributes()).asMap());
        kept.keySet().removeAll(ABSTRACTED);
        if (!kept.isEmpty()) {
            List<String> entries = new ArrayList<>();
            kept.forEach((k, v) -> entries.add(k + " = "
                    + (SHAPE_ATTRIBUTES.contains(k) ? LISTED_SIZE.matcher(v).replaceAll("N") : v)));
            b.append(" {").append(String.join(", ", entries)).append('}');
        }
        List<String> in = op.operandTypes(), out = op.resultTypes();
        b.append(" : ");
        if (!in.isEmpty()) b.append(types(in)).append(" -> ");
        return b.append(out.isEmpty() ? "()" : types(out)).toString();
    }

    /**
     * An integer type's width, {@code index} included: a fold that is wrong on i8 is the same rewrite on i32, and an
     * expansion wrong on i64 is wrong on index ({@code vector<4xi32>}: {@code vector<4xiN>}).
     */
    private static final Pattern WIDTH = Pattern.compile("\\bi\\d+\\b|(?<=\\dx)i\\d+\\b|\\bindex\\b");

    /** An IEEE binary float's width, as {@link #WIDTH}: a fold wrong on NaN in f32 is the same fold in f16 and f64. */
    private static final Pattern FLOAT_WIDTH = Pattern.compile("(?:\\b|(?<=\\dx))f(?:16|32|64|80|128)\\b");

    /**
     * A static size above 1 in a shaped type ({@code 3} in {@code vector<3x1xi32>}): a fold wrong on a 2x2 buffer is
     * the same fold on 3x4, as one wrong on i8 is on i32.
     */
    private static final Pattern SIZE = Pattern.compile("(?<=[<x])(?:[2-9]|[1-9]\\d+)(?=x)");

    /** The attributes that list a shape ({@code static_output_shape = array<i64: 1, 2, 2, 1>}), abstracted as {@link #SIZE}. */
    private static final Set<String> SHAPE_ATTRIBUTES = Set.of("static_output_shape", "static_sizes", "static_shape");

    private static final Pattern LISTED_SIZE = Pattern.compile("(?<=[:,] )(?:[2-9]|[1-9]\\d+)\\b");

    private static String types(List<String> types) {
        List<String> t = new ArrayList<>();
        for (String s : types)
            t.add(
                    s == null
                            ? "?"
                            : SIZE.matcher(FLOAT_WIDTH
                                            .matcher(WIDTH.matcher(s).replaceAll("iN"))
                                            .replaceAll("fN"))
                                    .replaceAll("N"));
        return t.size() == 1 ? t.get(0) : "(" + String.join(", ", t) + ")";
    }

    /** Every op of the module holding {@code op}, top-level ones included, in source order. */
    static List<Operation> module(Operation op) {
        Operation top = op;
        while (top.parentOp() != null) top = top.parentOp();
        List<Operation> all = new ArrayList<>();
        if (top.parent() != null) {
            for (Operation sibling : top.parent().operations()) {
                all.add(sibling);
                all.addAll(sibling.descendants());
            }
        } else {
            all.add(top);
            all.addAll(top.descendants());
        }
        return all;
    }

    /** The functions of the module holding {@code op}, by symbol name. */
    private static Map<String, Operation> functions(Operation op) {
        Map<String, Operation> out = new HashMap<>();
        for (Operation f : module(op)) {
            if (!f.name().equals("func.func")) continue;
            String sym = Attributes.of(f.properties(), f.attributes()).get("sym_name");
            if (sym != null) out.put(sym.replace("\"", ""), f);
        }
        return out;
    }
}
