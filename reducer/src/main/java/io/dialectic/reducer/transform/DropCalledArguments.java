package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Deletes an unused argument of a custom-form function that is called, together with the matching operand and
 * operand type at every call site ({@link DropUnusedArguments} leaves called functions alone). A miscompile
 * reproducer keeps its functions (a function boundary is often what keeps the folder from computing the right
 * value), so its unused arguments, and the constants passed to them, only go this way. Applies only when every
 * other mention of the symbol is a custom-form {@code func.call} whose operand and type lists have one entry per
 * argument.
 *
 * <pre>
 * before: func.func @f(%a: index, %unused: i64) { ... }
 *         call @f(%x, %y) : (index, i64) -&gt; ()
 * after:  func.func @f(%a: index) { ... }
 *         call @f(%x) : (index) -&gt; ()
 * </pre>
 */
public final class DropCalledArguments implements Transformation {
    private static final Pattern CALLEE = Pattern.compile("(@[\\w$.\\-]+)\\s*\\(");

    @Override
    public String name() {
        return "drop-called-arguments";
    }

    /** One call site: where its callee is written, its operand entries and its operand-type entries. */
    record Site(String callee, int calleeAt, List<int[]> operands, List<int[]> types) {}

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        Set<Value> used = FunctionSignature.usedValues(tree.program());
        List<Site> sites = new ArrayList<>();
        for (Operation op : tree.program().allOperations()) {
            if (op.name().equals("func.call")
                    && op.form() == Operation.Form.CUSTOM
                    && op.span().isKnown()) {
                Site s = site(text, op);
                if (s != null) sites.add(s);
            }
        }
        List<Rewrite> out = new ArrayList<>();
        for (Operation op : tree.program().allOperations()) {
            if (op.form() != Operation.Form.CUSTOM
                    || !op.span().isKnown()
                    || op.regions().isEmpty()
                    || op.regions().get(0).blocks().isEmpty()) continue;
            var sig = FunctionSignature.of(text, op);
            if (sig.isEmpty() || !sig.get().referencedElsewhere()) continue;
            String symbol = sig.get().symbol();
            Block entry = op.regions().get(0).blocks().get(0);
            List<int[]> entries = sig.get().entries();
            if (entries.size() != entry.arguments().size() || entries.isEmpty()) continue;
            List<Site> calls =
                    sites.stream().filter(s -> s.callee().equals(symbol)).toList();
            // every other mention must be one of these call sites, each with one operand and one type per argument
            List<Integer> mentions = FunctionSignature.mentions(text, symbol);
            if (mentions.size() != calls.size() + 1) continue;
            if (calls.stream()
                    .anyMatch(s ->
                            s.operands().size() != entries.size() || s.types().size() != entries.size())) continue;
            if (!calls.stream().allMatch(s -> mentions.contains(s.calleeAt()))) continue;
            for (int i = 0; i < entries.size(); i++) {
                Value arg = entry.arguments().get(i);
                if (!sig.get().unusedEntry(text, i, arg, used)) continue;
                List<Splice> splices = new ArrayList<>();
                splices.add(deletion(entries, i));
                for (Site s : calls) {
                    splices.add(deletion(s.operands(), i));
                    splices.add(deletion(s.types(), i));
                }
                out.add(new Rewrite(
                        "argument " + arg.name() + " of " + symbol + " and its " + calls.size() + " call operand(s)",
                        splices));
            }
        }
        return out;
    }

    /** The splice deleting entry {@code i} of a list with one separating comma (the following one, or for the last the preceding one). */
    static Splice deletion(List<int[]> entries, int i) {
        int start = entries.get(i)[0];
        int end = entries.get(i)[1];
        if (i + 1 < entries.size()) end = entries.get(i + 1)[0];
        else if (i > 0) start = entries.get(i - 1)[1];
        return new Splice(start, end, "");
    }

    /** {@code [func.]call @f(%a, %b) : (t1, t2) -> ...}: the callee and the entries of both lists; null when not of that shape. */
    static Site site(String text, Operation op) {
        int from = op.span().start();
        int to = op.span().end();
        Matcher m = CALLEE.matcher(text.substring(from, to));
        if (!m.find()) return null;
        int open = from + m.end() - 1;
        int close = Brackets.matchParen(text, open);
        if (close < 0 || close >= to) return null;
        int colon = text.indexOf(':', close);
        if (colon < 0 || colon >= to) return null;
        int typesOpen = colon + 1;
        while (typesOpen < to && Character.isWhitespace(text.charAt(typesOpen))) typesOpen++;
        if (typesOpen >= to || text.charAt(typesOpen) != '(') return null;
        int typesClose = Brackets.matchParen(text, typesOpen);
        if (typesClose < 0 || typesClose >= to) return null;
        return new Site(
                m.group(1),
                from + m.start(1),
                Brackets.entries(text, open + 1, close),
                Brackets.entries(text, typesOpen + 1, typesClose));
    }
}
