package io.dialectic.fuzzer.tree;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A block of an editable tree: typed arguments and a mutable list of ops.
 * The program's top level is a block with no parent region.
 */
public final class TreeBlock {
    private final TreeRegion parent;
    private final List<TreeValue> arguments = new ArrayList<>();
    private final List<TreeOp> ops = new ArrayList<>();

    TreeBlock(TreeRegion parent) {
        this.parent = parent;
    }

    /** The region holding this block; null for the program's top level. */
    public TreeRegion parent() {
        return parent;
    }

    /** The op owning the region of this block; null at top level. */
    public TreeOp parentOp() {
        return parent == null ? null : parent.parent();
    }

    public List<TreeValue> arguments() {
        return Collections.unmodifiableList(arguments);
    }

    public List<TreeOp> ops() {
        return Collections.unmodifiableList(ops);
    }

    public TreeValue addArgument(String type) {
        TreeValue v = TreeValue.argument(type, this);
        arguments.add(v);
        return v;
    }

    public int indexOf(TreeOp op) {
        for (int i = 0; i < ops.size(); i++) if (ops.get(i) == op) return i;
        return -1;
    }

    /** Inserts {@code op} at {@code index} and makes this block its parent. */
    public void insert(int index, TreeOp op) {
        ops.add(index, op);
        op.setParent(this);
    }

    /** Removes {@code op} from this block (its uses are the caller's business). */
    public void remove(TreeOp op) {
        int i = indexOf(op);
        if (i < 0) throw new IllegalArgumentException(op + " is not in this block");
        ops.remove(i);
    }

    /** Depth of nesting: 0 for the top level. */
    public int depth() {
        int d = 0;
        for (TreeOp p = parentOp(); p != null; p = p.parent().parentOp()) d++;
        return d;
    }
}
