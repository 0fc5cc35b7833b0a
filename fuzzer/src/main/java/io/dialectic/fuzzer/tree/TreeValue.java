package io.dialectic.fuzzer.tree;

/**
 * An SSA value of an editable tree: result {@code index} of {@link #definingOp()}
 * or argument {@code index} of {@link #owningBlock()}. Names are not kept: the
 * {@link GenericPrinter} numbers values when it prints, so a mutation never has
 * to invent a fresh name.
 */
public final class TreeValue {
    private final String type;
    private final TreeOp definingOp;
    private final TreeBlock owningBlock;

    private TreeValue(String type, TreeOp definingOp, TreeBlock owningBlock) {
        this.type = type;
        this.definingOp = definingOp;
        this.owningBlock = owningBlock;
    }

    static TreeValue result(String type, TreeOp op) {
        return new TreeValue(type, op, null);
    }

    static TreeValue argument(String type, TreeBlock block) {
        return new TreeValue(type, null, block);
    }

    /** The type as printed (aliases expanded). */
    public String type() {
        return type;
    }

    public TreeOp definingOp() {
        return definingOp;
    }

    public TreeBlock owningBlock() {
        return owningBlock;
    }

    public boolean isBlockArgument() {
        return owningBlock != null;
    }

    /** The block in which the value becomes available. */
    public TreeBlock block() {
        return owningBlock != null ? owningBlock : definingOp.parent();
    }

    @Override
    public String toString() {
        return (definingOp != null ? definingOp.name() + "#" : "arg:") + type;
    }
}
