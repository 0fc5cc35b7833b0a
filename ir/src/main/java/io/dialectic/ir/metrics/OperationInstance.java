package io.dialectic.ir.metrics;

import io.dialectic.ir.model.Operation;
import java.util.List;

/**
 * An operation instance (MLIRod ISSTA'24 Def. 1): an op name together with
 * its operand types, and with {@link InstanceKind#NAME_OPERANDS_RESULTS} its
 * result types too. Printed as {@code arith.addi(i32, i32)} or
 * {@code arith.addi(i32, i32) -> (i32)}; a type the source does not give
 * (custom form without a signature, unresolved operand) prints as {@code ?}.
 * The printed label is the identity: two instances are equal when their
 * labels are.
 */
public final class OperationInstance {
    private OperationInstance() {}

    public static final String UNKNOWN_TYPE = "?";

    public static String label(Operation op, InstanceKind kind) {
        StringBuilder sb = new StringBuilder(op.name().length() + 24);
        sb.append(op.name()).append('(');
        appendTypes(sb, op.operandTypes());
        sb.append(')');
        if (kind == InstanceKind.NAME_OPERANDS_RESULTS) {
            sb.append(" -> (");
            appendTypes(sb, op.resultTypes());
            sb.append(')');
        }
        return sb.toString();
    }

    private static void appendTypes(StringBuilder sb, List<String> types) {
        for (int i = 0; i < types.size(); i++) {
            if (i > 0) sb.append(", ");
            String t = types.get(i);
            sb.append(t == null || t.isEmpty() ? UNKNOWN_TYPE : t.strip());
        }
    }
}
