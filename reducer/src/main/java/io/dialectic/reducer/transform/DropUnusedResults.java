package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Drops results nothing uses, with the values that feed them, in custom form:
 * <ul>
 *   <li>of a {@code func.func} whose symbol is named only by custom-form
 *       {@code func.call}s (or by nothing): result k unused at every call
 *       site leaves the signature, every {@code return} and every call (its
 *       result names, renumbered, and its function type);</li>
 *   <li>of an {@code scf.if}: the header, its type list and both yields.</li>
 * </ul>
 * One rewrite per function or {@code scf.if}, dropping all its unused results
 * at once (they share the call headers, so separate rewrites would overlap).
 * The values the return or yield forwarded lose a use, so the next HDD sweep
 * can remove what computed them.
 *
 * <pre>
 * before: func.func @f(%x: i32) -&gt; (i32, f32) {
 *           %c = arith.constant 1.0 : f32
 *           return %x, %c : i32, f32
 *         }
 *         %0:2 = call @f(%a) : (i32) -&gt; (i32, f32)       only %0#0 used
 * after:  func.func @f(%x: i32) -&gt; (i32) {
 *           %c = arith.constant 1.0 : f32
 *           return %x : i32
 *         }
 *         %0 = call @f(%a) : (i32) -&gt; (i32)              %0#0 now %0
 *
 * before: %r = scf.if %c -&gt; (i32) {                       %r unused
 *           scf.yield %a : i32
 *         } else {
 *           scf.yield %b : i32
 *         }
 * after:  scf.if %c {
 *           scf.yield
 *         } else {
 *           scf.yield
 *         }
 * </pre>
 */
public final class DropUnusedResults implements Transformation {
    private static final Pattern CALL =
            Pattern.compile("^(?:[^=]*=\\s*)?(?:func\\.)?call\\s+(@[\\w$.\\-]+|@\"[^\"]*\")\\s*\\(");

    /** A custom-form call: where its callee symbol and its operand list's parenthesis are. */
    private record Call(Operation op, int symbolAt, int open) {}

    @Override
    public String name() {
        return "drop-unused-results";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        Map<Value, List<Operand>> uses = new IdentityHashMap<>();
        Map<String, List<Call>> calls = new HashMap<>();
        for (Operation op : tree.program().allOperations()) {
            for (Operand o : op.operands())
                if (o.value() != null)
                    uses.computeIfAbsent(o.value(), k -> new ArrayList<>()).add(o);
            if (!op.name().equals("func.call")
                    || op.form() != Operation.Form.CUSTOM
                    || !op.span().isKnown()) continue;
            Matcher m = CALL.matcher(text.substring(op.span().start(), op.span().end()));
            if (m.find()) {
                calls.computeIfAbsent(m.group(1), k -> new ArrayList<>())
                        .add(new Call(
                                op, op.span().start() + m.start(1), op.span().start() + m.end() - 1));
            }
        }
        List<Rewrite> out = new ArrayList<>();
        for (Operation op : tree.program().allOperations()) {
            Rewrite r =
                    switch (op.name()) {
                        case "func.func" -> function(text, op, calls, uses);
                        case "scf.if" -> ifResults(text, op, uses);
                        default -> null;
                    };
            if (r != null) out.add(r);
        }
        return out;
    }

    private static Rewrite function(
            String text, Operation op, Map<String, List<Call>> calls, Map<Value, List<Operand>> uses) {
        var found = FunctionSignature.of(text, op);
        if (found.isEmpty()) return null;
        FunctionSignature sig = found.get();
        int limit = op.regions().isEmpty() || !op.regions().get(0).span().isKnown()
                ? op.span().end()
                : op.regions().get(0).span().start();
        ResultTypes results = sig.results(text, limit);
        if (results == null) return null;
        int n = results.entries().size();
        List<Call> sites = calls.getOrDefault(sig.symbol(), List.of());
        Set<Integer> callees = new HashSet<>();
        for (Call c : sites) callees.add(c.symbolAt());
        for (int at : FunctionSignature.mentions(text, sig.symbol()))
            if (at != sig.symbolAt() && !callees.contains(at)) return null;
        Set<Integer> dropped = new TreeSet<>();
        for (int k = 0; k < n; k++) dropped.add(k);
        for (Call c : sites) {
            // A call written without result names has no result values in the model: none of them is used.
            if (c.op().results().isEmpty()) continue;
            if (c.op().results().size() != n) return null;
            for (int k = 0; k < n; k++) if (uses.containsKey(c.op().results().get(k))) dropped.remove(k);
        }
        if (dropped.isEmpty()) return null;
        List<Splice> splices = new ArrayList<>(typeList(text, results, sig.close() + 1, dropped));
        for (Region r : op.regions()) {
            for (Block b : r.blocks()) {
                for (Operation ret : b.operations()) {
                    if (!ret.name().equals("func.return")) continue;
                    if (ret.operands().size() != n) return null;
                    List<Splice> s = TerminatorOperands.drop(text, ret, dropped);
                    if (s == null) return null;
                    splices.addAll(s);
                }
            }
        }
        for (Call c : sites) {
            List<Splice> names = ResultNames.drop(text, c.op(), dropped, uses);
            Splice types = callTypes(text, c, n, dropped);
            if (names == null || types == null) return null;
            splices.addAll(names);
            splices.add(types);
        }
        return new Rewrite("results " + dropped + " of " + sig.symbol(), splices);
    }

    private static Rewrite ifResults(String text, Operation op, Map<Value, List<Operand>> uses) {
        if (op.form() != Operation.Form.CUSTOM
                || !op.span().isKnown()
                || op.results().isEmpty()
                || op.regions().size() != 2) return null;
        if (!op.regions().get(0).span().isKnown()) return null;
        int limit = op.regions().get(0).span().start();
        int arrow = text.indexOf("->", op.span().start());
        if (arrow < 0 || arrow >= limit) return null;
        ResultTypes results = ResultTypes.after(text, arrow, limit);
        if (results == null || results.entries().size() != op.results().size()) return null;
        Set<Integer> dropped = new TreeSet<>();
        for (int k = 0; k < op.results().size(); k++)
            if (!uses.containsKey(op.results().get(k))) dropped.add(k);
        if (dropped.isEmpty()) return null;
        List<Splice> names = ResultNames.drop(text, op, dropped, uses);
        if (names == null) return null;
        List<Splice> splices = new ArrayList<>(names);
        splices.addAll(typeList(text, results, Brackets.trimEnd(text, op.span().start(), arrow), dropped));
        for (Region r : op.regions()) {
            for (Block b : r.blocks()) {
                List<Operation> ops = b.operations();
                if (ops.isEmpty() || !ops.get(ops.size() - 1).name().equals("scf.yield")) return null;
                List<Splice> s = TerminatorOperands.drop(text, ops.get(ops.size() - 1), dropped);
                if (s == null) return null;
                splices.addAll(s);
            }
        }
        return new Rewrite(
                "results " + dropped + " of scf.if at line " + op.span().line(), splices);
    }

    /** The declared result list without {@code dropped}; when none is left, the arrow goes too (from {@code arrowFrom}). */
    private static List<Splice> typeList(String text, ResultTypes results, int arrowFrom, Set<Integer> dropped) {
        if (dropped.size() == results.entries().size()) return List.of(Splice.delete(arrowFrom, results.to()));
        return Brackets.dropEntries(results.entries(), dropped);
    }

    /** The call's function type without the dropped results: {@code (i32) -> (f32)}, {@code (i32) -> ()}. */
    private static Splice callTypes(String text, Call c, int n, Set<Integer> dropped) {
        int end = c.op().span().end();
        int close = Brackets.matchParen(text, c.open());
        if (close < 0 || close >= end) return null;
        int colon = Brackets.indexAtDepth0(text, ':', close + 1, end);
        if (colon < 0) return null;
        int inputs = Brackets.skipBlanks(text, colon + 1, end);
        if (inputs >= end || text.charAt(inputs) != '(') return null;
        int inputsClose = Brackets.matchParen(text, inputs);
        if (inputsClose < 0 || inputsClose >= end) return null;
        ResultTypes results = ResultTypes.after(text, inputsClose + 1, end);
        if (results == null || results.entries().size() != n) return null;
        return new Splice(results.from(), results.to(), results.keeping(text, dropped));
    }
}
