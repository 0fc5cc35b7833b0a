package io.dialectic.ir.model;

/**
 * An SSA value: either result {@code index} of an operation or argument
 * {@code index} of a block. {@code type} is the printed type text, or null
 * when the source does not say (custom form without a signature).
 */
public final class Value {
    private final String name;
    private String type;
    private final Operation definingOp;
    private final Block owningBlock;
    private final int index;

    private Value(String name, String type, Operation definingOp, Block owningBlock, int index) {
        this.name = name;
        this.type = type;
        this.definingOp = definingOp;
        this.owningBlock = owningBlock;
        this.index = index;
    }

    public static Value result(String name, String type, Operation op, int index) {
        return new Value(name, type, op, null, index);
    }

    public static Value blockArgument(String name, String type, Block block, int index) {
        return new Value(name, type, null, block, index);
    }

    /** The SSA name as written, e.g. {@code %0}, {@code %r#1}, {@code %arg0}. */
    public String name() {
        return name;
    }

    public String type() {
        return type;
    }

    public void setType(String type) {
        this.type = type;
    }

    public boolean isBlockArgument() {
        return owningBlock != null;
    }

    /** The op that defines this value (null for a block argument). */
    public Operation definingOp() {
        return definingOp;
    }

    /** The block whose argument this is (null for an op result). */
    public Block owningBlock() {
        return owningBlock;
    }

    public int index() {
        return index;
    }

    /**
     * The op an ODG data edge starts from (docs/ARCHITECTURE.md: block arguments belong
     * to the op owning the region); null for arguments of top-level blocks.
     */
    public Operation producer() {
        if (definingOp != null) return definingOp;
        Region r = owningBlock.parent();
        return r == null ? null : r.parent();
    }

    @Override
    public String toString() {
        return type == null ? name : name + " : " + type;
    }
}
