package io.dialectic.ir.metrics;

/** Which types make up an {@link OperationInstance} (MLIRod ISSTA'24 Def. 1). */
public enum InstanceKind {
    /** Op name + operand types: what MLIRod's tool keys a node by (the default). */
    NAME_OPERANDS,
    /** Op name + operand types + result types. */
    NAME_OPERANDS_RESULTS
}
