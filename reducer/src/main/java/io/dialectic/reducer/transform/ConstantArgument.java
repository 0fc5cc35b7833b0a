package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Drops an argument of a called custom-form function that every call site passes the same {@code arith.constant}:
 * the argument leaves the signature and every call, and the constant, defined under the argument's name at the top of
 * the body, takes its place. A function boundary the bug does not need then goes with the next inline or deletion, and
 * the constants at the call sites become dead. Never {@code @main}'s signature (the oracle calls it without arguments);
 * the same call-site shape as {@link DropCalledArguments} (every other mention of the symbol a call with one operand
 * and one type per argument). A call-site constant the call was the only user of goes too, so the op count falls by
 * one per call site less one.
 *
 * <pre>
 * before: func.func @f(%a: i32) { vector.print %a : i32  return }
 *         %c = arith.constant 4 : i32   call @f(%c) : (i32) -&gt; ()
 * after:  func.func @f() { %a = arith.constant 4 : i32  vector.print %a : i32  return }
 *         call @f() : () -&gt; ()
 * </pre>
 */
public final class ConstantArgument implements Transformation {
    @Override
    public String name() {
        return "constant-argument";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        Map<Value, Operation> constants = tree.program().allOperations().stream()
                .filter(op -> op.name().equals("arith.constant")
                        && op.results().size() == 1
                        && op.span().isKnown())
                .collect(Collectors.toMap(op -> op.results().get(0), Function.identity(), (a, b) -> a));
        Map<Value, Integer> uses = new HashMap<>();
        for (Operation op : tree.program().allOperations())
            for (var operand : op.operands()) if (operand.value() != null) uses.merge(operand.value(), 1, Integer::sum);
        List<Operation> calls = new ArrayList<>();
        for (Operation op : tree.program().allOperations())
            if (op.name().equals("func.call")
                    && op.form() == Operation.Form.CUSTOM
                    && op.span().isKnown()
                    && DropCalledArguments.site(text, op) != null) calls.add(op);
        List<Rewrite> out = new ArrayList<>();
        for (Operation fn : tree.program().allOperations()) {
            if (fn.form() != Operation.Form.CUSTOM
                    || !fn.span().isKnown()
                    || fn.regions().isEmpty()
                    || fn.regions().get(0).blocks().isEmpty()) continue;
            var sig = FunctionSignature.of(text, fn);
            if (sig.isEmpty() || !sig.get().referencedElsewhere()) continue;
            String symbol = sig.get().symbol();
            if (symbol.equals("@main")) continue;
            Block entry = fn.regions().get(0).blocks().get(0);
            List<int[]> entries = sig.get().entries();
            if (entries.isEmpty() || entries.size() != entry.arguments().size()) continue;
            if (entry.operations().isEmpty()
                    || !entry.operations().get(0).span().isKnown()) continue;
            List<Operation> mine = new ArrayList<>();
            List<DropCalledArguments.Site> sites = new ArrayList<>();
            for (Operation call : calls) {
                DropCalledArguments.Site s = DropCalledArguments.site(text, call);
                if (s.callee().equals(symbol)) {
                    mine.add(call);
                    sites.add(s);
                }
            }
            List<Integer> mentions = FunctionSignature.mentions(text, symbol);
            if (sites.isEmpty() || mentions.size() != sites.size() + 1) continue;
            if (!sites.stream()
                    .allMatch(s -> mentions.contains(s.calleeAt())
                            && s.operands().size() == entries.size()
                            && s.types().size() == entries.size())) continue;
            int top = entry.operations().get(0).span().start();
            for (int i = 0; i < entries.size(); i++) {
                String definition = sameConstant(text, mine, i, constants);
                if (definition == null) continue;
                Value arg = entry.arguments().get(i);
                List<Splice> splices = new ArrayList<>();
                splices.add(DropCalledArguments.deletion(entries, i));
                splices.add(new Splice(top, top, arg.name() + " = " + definition + "\n    "));
                for (DropCalledArguments.Site s : sites) {
                    splices.add(DropCalledArguments.deletion(s.operands(), i));
                    splices.add(DropCalledArguments.deletion(s.types(), i));
                }
                for (Operation dead : deadAfter(mine, i, constants, uses))
                    splices.add(new Splice(dead.span().start(), dead.span().end(), ""));
                out.add(new Rewrite(
                        "argument " + arg.name() + " of " + symbol + " as the constant its " + sites.size()
                                + " call(s) pass",
                        splices));
            }
        }
        return out;
    }

    /**
     * The op text ({@code arith.constant 4 : i32}) of the constant every call passes as operand {@code i}, when it is
     * one and the same text at each; else null.
     */
    private static String sameConstant(String text, List<Operation> calls, int i, Map<Value, Operation> constants) {
        String same = null;
        for (Operation call : calls) {
            if (call.operands().size() <= i) return null;
            Value v = call.operands().get(i).value();
            Operation c = v == null ? null : constants.get(v);
            if (c == null) return null;
            String op = text.substring(c.span().start(), c.span().end());
            int eq = op.indexOf('=');
            if (eq < 0) return null;
            String definition = op.substring(eq + 1).strip();
            if (same != null && !same.equals(definition)) return null;
            same = definition;
        }
        return same;
    }

    /** The call sites' constants that operand {@code i} of these calls is their only use of: dead once it goes. */
    private static List<Operation> deadAfter(
            List<Operation> calls, int i, Map<Value, Operation> constants, Map<Value, Integer> uses) {
        Map<Value, Integer> here = new LinkedHashMap<>();
        for (Operation call : calls) here.merge(call.operands().get(i).value(), 1, Integer::sum);
        List<Operation> dead = new ArrayList<>();
        here.forEach((v, n) -> {
            if (n.equals(uses.get(v))) dead.add(constants.get(v));
        });
        return dead;
    }
}
