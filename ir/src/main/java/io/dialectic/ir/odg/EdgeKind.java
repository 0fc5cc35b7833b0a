package io.dialectic.ir.odg;

/**
 * The two kinds of ODG edge (MLIRod ISSTA'24, Sec. 3 / docs/ARCHITECTURE.md "ODG").
 * The ordinal is part of the OD-pattern hash: do not reorder.
 */
public enum EdgeKind {
    /** From the op defining a value (for a block argument: the op owning the region) to an op using it. */
    DATA,
    /** From an op to an op nested directly in one of its regions. */
    CONTROL
}
