package io.dialectic.fuzzer.mutate;

import io.dialectic.fuzzer.tree.Scopes;
import io.dialectic.fuzzer.tree.TreeBlock;
import io.dialectic.fuzzer.tree.TreeCopy;
import io.dialectic.fuzzer.tree.TreeOp;
import io.dialectic.fuzzer.tree.TreeProgram;
import io.dialectic.fuzzer.tree.TreeValue;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * R4, control-dependency modification (MLIRod ISSTA'24 Sec. 3.3): move an op
 * out of the region of its enclosing control op, to just before that op,
 * together with the ops of its block it depends on (transitively). Values the
 * moved ops used that are not accessible outside (the block's arguments, such
 * as a loop induction variable) are re-bound to accessible values of the same
 * type, or to fresh constants. Ops left in the block that used the moved
 * results still see them: they now dominate the control op.
 *
 * <pre>
 * before:  "scf.for"(%lb, %ub, %st) ({
 *          ^bb0(%iv: index):
 *            %a = "arith.addi"(%iv, %iv) : (index, index) -&gt; index
 *            %b = "arith.muli"(%a, %a) : (index, index) -&gt; index
 *            "scf.yield"() : () -&gt; ()
 *          }) : (index, index, index) -&gt; ()
 * after:   %a = "arith.addi"(%lb, %ub) : (index, index) -&gt; index   // %iv re-bound
 *          %b = "arith.muli"(%a, %a) : (index, index) -&gt; index
 *          "scf.for"(%lb, %ub, %st) ({
 *          ^bb0(%iv: index):
 *            "scf.yield"() : () -&gt; ()
 *          }) : (index, index, index) -&gt; ()
 * </pre>
 */
public final class HoistOp implements MutationRule {
    @Override
    public String id() {
        return "R4";
    }

    @Override
    public boolean apply(TreeProgram target, TreeProgram donor, SplittableRandom rng) {
        List<TreeOp> candidates = new ArrayList<>();
        for (TreeOp op : Choice.ordinaryOps(target)) {
            TreeOp owner = op.parentOp();
            if (owner == null || Scopes.isIsolatedFromAbove(owner) || owner.parentOp() == null) continue;
            candidates.add(op);
        }
        if (candidates.isEmpty()) return false;
        TreeOp op = Choice.one(candidates, rng);
        TreeBlock block = op.parent();
        TreeOp owner = block.parentOp();
        TreeBlock outer = owner.parent();

        List<TreeOp> moved = withInBlockDependencies(op, block);
        Set<TreeValue> accessible = Collections.newSetFromMap(new IdentityHashMap<>());
        List<TreeValue> accessibleList = Scopes.accessibleAt(outer, outer.indexOf(owner));
        accessible.addAll(accessibleList);
        Set<TreeValue> movedResults = Collections.newSetFromMap(new IdentityHashMap<>());
        for (TreeOp m : moved) movedResults.addAll(m.results());

        Map<TreeValue, TreeValue> rebind = new IdentityHashMap<>();
        List<TreeOp> fresh = new ArrayList<>();
        for (TreeOp m : moved) {
            for (TreeValue v : TreeCopy.freeValues(m)) {
                if (accessible.contains(v) || movedResults.contains(v) || rebind.containsKey(v)) continue;
                List<TreeValue> same = Choice.ofType(accessibleList, v.type());
                if (!same.isEmpty()) {
                    rebind.put(v, Choice.one(same, rng));
                } else {
                    TreeOp c = FreshValues.of(v.type());
                    fresh.add(c);
                    rebind.put(v, c.results().get(0));
                }
            }
        }
        for (TreeOp m : moved) {
            block.remove(m);
            for (TreeOp o : m.selfAndDescendants()) {
                for (int i = 0; i < o.operands().size(); i++) {
                    TreeValue r = rebind.get(o.operands().get(i));
                    if (r != null) o.setOperand(i, r);
                }
            }
        }
        int at = outer.indexOf(owner);
        for (TreeOp c : fresh) outer.insert(at++, c);
        for (TreeOp m : moved) outer.insert(at++, m);
        return true;
    }

    /** {@code op} and the ops before it in {@code block} whose results it needs, transitively, in block order. */
    static List<TreeOp> withInBlockDependencies(TreeOp op, TreeBlock block) {
        Set<TreeOp> keep = Collections.newSetFromMap(new IdentityHashMap<>());
        List<TreeOp> work = new ArrayList<>(List.of(op));
        keep.add(op);
        while (!work.isEmpty()) {
            TreeOp cur = work.remove(work.size() - 1);
            for (TreeValue v : TreeCopy.freeValues(cur)) {
                TreeOp def = v.definingOp();
                if (def != null && def.parent() == block && keep.add(def)) work.add(def);
            }
        }
        List<TreeOp> ordered = new ArrayList<>();
        for (TreeOp o : block.ops()) if (keep.contains(o)) ordered.add(o);
        return ordered;
    }
}
