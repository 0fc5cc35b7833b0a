package io.dialectic.fuzzer.mutate;

import io.dialectic.fuzzer.tree.Scopes;
import io.dialectic.fuzzer.tree.TreeOp;
import io.dialectic.fuzzer.tree.TreeProgram;
import io.dialectic.fuzzer.tree.TreeValue;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * R3, data-dependency modification (MLIRod ISSTA'24 Sec. 3.3): re-bind every
 * operand of one op to a value of the same type accessible at the op, chosen
 * at random; the op is one where at least one operand can change, and one does.
 *
 * <pre>
 * before:  %2 = "arith.addi"(%0, %0) : (i32, i32) -&gt; i32
 * after:   %2 = "arith.addi"(%1, %0) : (i32, i32) -&gt; i32     // %1 : i32 defined before
 * </pre>
 */
public final class RebindOperands implements MutationRule {
    private static final int TRIES = 16;

    @Override
    public String id() {
        return "R3";
    }

    @Override
    public boolean apply(TreeProgram target, TreeProgram donor, SplittableRandom rng) {
        List<TreeOp> candidates = new ArrayList<>();
        for (TreeOp op : target.allOps()) {
            if (!op.operands().isEmpty() && op.parentOp() != null && !Scopes.isStructural(op)) candidates.add(op);
        }
        for (int t = 0; t < TRIES && !candidates.isEmpty(); t++) {
            TreeOp op = candidates.remove(rng.nextInt(candidates.size()));
            List<TreeValue> accessible = Scopes.accessibleTo(op);
            List<TreeValue> chosen = new ArrayList<>();
            List<Integer> changeable = new ArrayList<>();
            for (int i = 0; i < op.operands().size(); i++) {
                TreeValue current = op.operands().get(i);
                List<TreeValue> same = Choice.ofType(accessible, current.type());
                chosen.add(same.isEmpty() ? current : Choice.one(same, rng));
                if (same.size() > 1 || (same.size() == 1 && same.get(0) != current)) changeable.add(i);
            }
            if (changeable.isEmpty()) continue;
            // At least one operand really changes: redraw one that can until it differs.
            int i = Choice.one(changeable, rng);
            TreeValue current = op.operands().get(i);
            List<TreeValue> others = new ArrayList<>();
            for (TreeValue v : Choice.ofType(accessible, current.type())) if (v != current) others.add(v);
            if (chosen.get(i) == current) chosen.set(i, Choice.one(others, rng));
            for (int k = 0; k < chosen.size(); k++) op.setOperand(k, chosen.get(k));
            return true;
        }
        return false;
    }
}
