package io.dialectic.fuzzer.tree;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Deep copy of one op with everything nested in it, for taking an op from a
 * donor program (R1). Values defined inside the op map to their copies; a
 * value from outside (a <em>free</em> value) is bound by the caller.
 */
public final class TreeCopy {
    private final Map<TreeValue, TreeValue> inside = new IdentityHashMap<>();
    private final Map<TreeBlock, TreeBlock> blocks = new IdentityHashMap<>();
    private final List<Runnable> wiring = new ArrayList<>();

    private TreeCopy() {}

    /** The values {@code op} and its nested ops use that are defined outside {@code op}, in first-use order, without repeats. */
    public static List<TreeValue> freeValues(TreeOp op) {
        List<TreeValue> out = new ArrayList<>();
        Map<TreeValue, Boolean> seen = new IdentityHashMap<>();
        for (TreeOp o : op.selfAndDescendants()) {
            for (TreeValue v : o.operands()) {
                boolean defined =
                        v.isBlockArgument() ? op.encloses(v.owningBlock().parentOp()) : op.encloses(v.definingOp());
                if (!defined && seen.put(v, Boolean.TRUE) == null) out.add(v);
            }
        }
        return out;
    }

    /** A detached copy of {@code op}; each free value {@code v} is replaced by {@code bind.apply(v)}. */
    public static TreeOp copy(TreeOp op, Function<TreeValue, TreeValue> bind) {
        TreeCopy c = new TreeCopy();
        TreeOp out = c.structure(op);
        for (Runnable r : c.wiring) r.run();
        for (TreeOp o : out.selfAndDescendants()) {
            for (int i = 0; i < o.operands().size(); i++) {
                TreeValue v = o.operands().get(i);
                if (v.block() == null
                        || !out.encloses(v.isBlockArgument() ? v.owningBlock().parentOp() : v.definingOp())) {
                    o.setOperand(i, bind.apply(v));
                }
            }
        }
        return out;
    }

    private TreeOp structure(TreeOp src) {
        TreeOp op = new TreeOp(src.name(), src.properties(), src.attributes());
        for (TreeValue r : src.results()) inside.put(r, op.addResult(r.type()));
        for (TreeRegion r : src.regions()) {
            TreeRegion tr = op.addRegion();
            for (TreeBlock b : r.blocks()) {
                TreeBlock tb = tr.addBlock();
                blocks.put(b, tb);
                for (TreeValue a : b.arguments()) inside.put(a, tb.addArgument(a.type()));
                for (TreeOp child : b.ops()) tb.insert(tb.ops().size(), structure(child));
            }
        }
        wiring.add(() -> {
            for (TreeValue v : src.operands()) op.addOperand(inside.getOrDefault(v, v));
            for (TreeBlock s : src.successors()) op.addSuccessor(blocks.getOrDefault(s, s));
        });
        return op;
    }
}
