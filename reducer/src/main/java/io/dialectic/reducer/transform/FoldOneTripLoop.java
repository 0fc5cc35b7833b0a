package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replaces an {@code scf.for} of one trip (constant bounds and step, {@code lb < ub <= lb + step}, no loop-carried
 * values) by its body, the induction variable renamed to the lower bound's value.
 *
 * <pre>
 * before: scf.for %i = %c0 to %c1 step %c1 {
 *           memref.store %v, %a[%i] : memref&lt;2xi32&gt;
 *         }
 * after:  memref.store %v, %a[%c0] : memref&lt;2xi32&gt;
 * </pre>
 */
public final class FoldOneTripLoop implements Transformation {
    private static final Pattern CONSTANT =
            Pattern.compile("arith\\.constant\\s+(-?\\d+)\\s*:\\s*index|value\\s*=\\s*(-?\\d+)\\s*:\\s*index");

    @Override
    public String name() {
        return "fold-one-trip-loop";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        List<Rewrite> out = new ArrayList<>();
        for (Operation op : tree.program().allOperations()) {
            if (!op.name().equals("scf.for")
                    || !op.results().isEmpty()
                    || op.operands().size() != 3) continue;
            if (!op.span().isKnown() || op.regions().size() != 1) continue;
            Long lb = constant(op.operands().get(0), text);
            Long ub = constant(op.operands().get(1), text);
            Long step = constant(op.operands().get(2), text);
            if (lb == null || ub == null || step == null || step <= 0 || ub <= lb || ub > lb + step) continue;
            if (op.regions().get(0).blocks().size() != 1) continue;
            Block b = op.regions().get(0).blocks().get(0);
            if (b.arguments().size() != 1) continue;
            List<Operation> ops = b.operations();
            if (ops.isEmpty()) continue;
            List<Operation> body = OpTree.isTerminator(ops.get(ops.size() - 1)) ? ops.subList(0, ops.size() - 1) : ops;
            if (body.isEmpty() || !body.stream().allMatch(o -> o.span().isKnown())) continue;
            String iv = b.arguments().get(0).name();
            String lower = op.operands().get(0).reference();
            if (iv == null || !iv.startsWith("%") || lower == null || !lower.startsWith("%")) continue;
            String inner = text.substring(
                    body.get(0).span().start(), body.get(body.size() - 1).span().end());
            inner = inner.replaceAll(Pattern.quote(iv) + "(?![\\w$.\\-])", Matcher.quoteReplacement(lower));
            out.add(Rewrite.of(
                    "fold the one trip of scf.for",
                    new Splice(op.span().start(), op.span().end(), inner)));
        }
        return out;
    }

    /** The value of an {@code index} constant defining {@code operand}, or null. */
    private static Long constant(Operand operand, String text) {
        if (operand.value() == null || operand.value().definingOp() == null) return null;
        Operation def = operand.value().definingOp();
        if (!def.name().equals("arith.constant") || !def.span().isKnown()) return null;
        Matcher m = CONSTANT.matcher(def.span().of(text));
        if (!m.find()) return null;
        return Long.parseLong(m.group(1) != null ? m.group(1) : m.group(2));
    }
}
