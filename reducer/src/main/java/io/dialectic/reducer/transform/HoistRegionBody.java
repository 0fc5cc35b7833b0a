package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.List;

/**
 * Replaces an op that has one single-block region by that block's ops
 * (without the terminator), when nothing is lost: the op has no results, the
 * body does not use the block's arguments (an induction variable, say), the
 * terminator passes no values, and the op is not isolated from above (a
 * function body cannot stand at module level).
 *
 * <pre>
 * before: scf.if %cond {
 *           %x = arith.addi %a, %a : i32
 *           "test.use"(%x) : (i32) -&gt; ()
 *         }
 * after:  %x = arith.addi %a, %a : i32
 *         "test.use"(%x) : (i32) -&gt; ()
 * </pre>
 */
public final class HoistRegionBody implements Transformation {
    @Override
    public String name() {
        return "hoist-region-body";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        List<Rewrite> out = new ArrayList<>();
        String text = tree.text();
        for (Operation op : tree.program().allOperations()) {
            if (!op.span().isKnown() || !op.results().isEmpty() || op.regions().size() != 1) continue;
            if (OpTree.isIsolatedFromAbove(op) || op.parent() == null) continue;
            Region r = op.regions().get(0);
            if (r.blocks().size() != 1) continue;
            Block b = r.blocks().get(0);
            List<Operation> ops = b.operations();
            if (ops.isEmpty()) continue;
            Operation last = ops.get(ops.size() - 1);
            boolean hasTerminator = OpTree.isTerminator(last);
            if (hasTerminator && !last.operands().isEmpty()) continue;
            List<Operation> body = hasTerminator ? ops.subList(0, ops.size() - 1) : ops;
            if (body.isEmpty() || !body.stream().allMatch(o -> o.span().isKnown())) continue;
            if (usesArguments(b, body)) continue;
            String inner = text.substring(body.get(0).span().start(), body.get(body.size() - 1).span().end());
            out.add(Rewrite.of("hoist " + op.name(), new Splice(op.span().start(), op.span().end(), inner)));
        }
        return out;
    }

    private static boolean usesArguments(Block b, List<Operation> body) {
        if (b.arguments().isEmpty()) return false;
        for (Operation top : body) {
            List<Operation> all = new ArrayList<>();
            all.add(top);
            all.addAll(top.descendants());
            for (Operation o : all) {
                for (Operand use : o.operands()) {
                    Value v = use.value();
                    if (v == null) return true;
                    if (v.isBlockArgument() && v.owningBlock() == b) return true;
                }
            }
        }
        return false;
    }
}
