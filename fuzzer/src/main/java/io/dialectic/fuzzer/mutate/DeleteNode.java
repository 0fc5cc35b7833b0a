package io.dialectic.fuzzer.mutate;

import io.dialectic.fuzzer.tree.Scopes;
import io.dialectic.fuzzer.tree.TreeBlock;
import io.dialectic.fuzzer.tree.TreeOp;
import io.dialectic.fuzzer.tree.TreeProgram;
import io.dialectic.fuzzer.tree.TreeProgram.Use;
import io.dialectic.fuzzer.tree.TreeValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * R2, node deletion (MLIRod ISSTA'24 Sec. 3.3): remove an op; every use of
 * one of its results is re-wired to another value of the same type accessible
 * where the op stood (which therefore dominates every former use), or to a
 * fresh constant put in its place; ops nested in the deleted op go with it.
 *
 * <pre>
 * before:  %0 = "arith.constant"() &lt;{value = 1 : i32}&gt; : () -&gt; i32
 *          %1 = "arith.addi"(%0, %0) : (i32, i32) -&gt; i32
 *          "func.return"(%1) : (i32) -&gt; ()
 * after:   %0 = "arith.constant"() &lt;{value = 1 : i32}&gt; : () -&gt; i32
 *          "func.return"(%0) : (i32) -&gt; ()
 * </pre>
 */
public final class DeleteNode implements MutationRule {
    @Override
    public String id() {
        return "R2";
    }

    @Override
    public boolean apply(TreeProgram target, TreeProgram donor, SplittableRandom rng) {
        List<TreeOp> candidates = Choice.ordinaryOps(target);
        if (candidates.isEmpty()) return false;
        TreeOp op = Choice.one(candidates, rng);
        Map<TreeValue, List<Use>> uses = target.uses();
        for (TreeValue r : op.results()) {
            for (Use u : uses.getOrDefault(r, List.of()))
                if (op.encloses(u.user())) return false; // graph region self-use
        }
        TreeBlock block = op.parent();
        int at = block.indexOf(op);
        List<TreeValue> accessible = Scopes.accessibleTo(op);
        List<TreeOp> fresh = new ArrayList<>();
        List<Runnable> rewire = new ArrayList<>();
        for (TreeValue r : op.results()) {
            List<Use> rUses = uses.getOrDefault(r, List.of());
            if (rUses.isEmpty()) continue;
            List<TreeValue> same = Choice.ofType(accessible, r.type());
            TreeValue replacement;
            if (!same.isEmpty()) {
                replacement = Choice.one(same, rng);
            } else {
                TreeOp c = FreshValues.of(r.type());
                fresh.add(c);
                replacement = c.results().get(0);
            }
            for (Use u : rUses) rewire.add(() -> u.user().setOperand(u.index(), replacement));
        }
        rewire.forEach(Runnable::run);
        block.remove(op);
        for (TreeOp c : fresh) block.insert(at++, c);
        return true;
    }
}
