package io.dialectic.fuzzer.mutate;

import io.dialectic.fuzzer.tree.Scopes;
import io.dialectic.fuzzer.tree.TreeBlock;
import io.dialectic.fuzzer.tree.TreeCopy;
import io.dialectic.fuzzer.tree.TreeOp;
import io.dialectic.fuzzer.tree.TreeProgram;
import io.dialectic.fuzzer.tree.TreeValue;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * R1, node insertion (MLIRod ISSTA'24 Sec. 3.3): copy an op (with its nested
 * ops) from a donor program into the target, bind each value it uses from
 * outside to an accessible value of the same type at the insertion point, or
 * to a fresh constant when there is none, and place it preferably inside a
 * control op's region (3 times in 4 when the target has one).
 *
 * <pre>
 * donor:   %2 = "arith.muli"(%0, %1) : (i32, i32) -&gt; i32
 * before:  "scf.for"(%lb, %ub, %st) ({
 *          ^bb0(%iv: index):
 *            %x = "arith.addi"(%a, %a) : (i32, i32) -&gt; i32
 *            "scf.yield"() : () -&gt; ()
 *          }) : (index, index, index) -&gt; ()
 * after:   ... %x = "arith.addi"(%a, %a) : (i32, i32) -&gt; i32
 *              %y = "arith.muli"(%x, %a) : (i32, i32) -&gt; i32      // operands bound to accessible i32 values
 *              "scf.yield"() : () -&gt; ()
 * </pre>
 * Donor ops that refer to symbols ({@code @f}), have successors, or are
 * modules, functions or terminators are not taken: they would not verify out
 * of their context.
 */
public final class InsertNode implements MutationRule {
    @Override
    public String id() { return "R1"; }

    @Override
    public boolean apply(TreeProgram target, TreeProgram donor, SplittableRandom rng) {
        List<TreeOp> candidates = transplantable(donor);
        List<TreeBlock> blocks = Choice.bodyBlocks(target);
        if (candidates.isEmpty() || blocks.isEmpty()) return false;
        TreeOp src = Choice.one(candidates, rng);
        List<TreeBlock> control = new ArrayList<>();
        for (TreeBlock b : blocks) if (!Scopes.isIsolatedFromAbove(b.parentOp())) control.add(b);
        TreeBlock block = !control.isEmpty() && rng.nextInt(4) != 0 ? Choice.one(control, rng) : Choice.one(blocks, rng);
        int at = rng.nextInt(Choice.insertLimit(block) + 1);
        List<TreeValue> accessible = Scopes.accessibleAt(block, at);

        Map<TreeValue, TreeValue> binding = new IdentityHashMap<>();
        List<TreeOp> fresh = new ArrayList<>();
        for (TreeValue v : TreeCopy.freeValues(src)) {
            List<TreeValue> same = Choice.ofType(accessible, v.type());
            if (!same.isEmpty()) {
                binding.put(v, Choice.one(same, rng));
            } else {
                TreeOp c = FreshValues.of(v.type());
                fresh.add(c);
                binding.put(v, c.results().get(0));
            }
        }
        TreeOp copy = TreeCopy.copy(src, binding::get);
        for (TreeOp c : fresh) block.insert(at++, c);
        block.insert(at, copy);
        return true;
    }

    /** Donor ops that can live outside their program. */
    static List<TreeOp> transplantable(TreeProgram donor) {
        List<TreeOp> out = new ArrayList<>();
        for (TreeOp op : Choice.ordinaryOps(donor)) {
            if (!op.successors().isEmpty() || Scopes.isIsolatedFromAbove(op)) continue;
            boolean refersToSymbol = false;
            for (TreeOp o : op.selfAndDescendants()) {
                if (o.attributeText().indexOf('@') >= 0) { refersToSymbol = true; break; }
            }
            if (!refersToSymbol) out.add(op);
        }
        return out;
    }
}
