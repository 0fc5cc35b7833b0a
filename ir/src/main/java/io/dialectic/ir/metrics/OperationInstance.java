package io.dialectic.ir.metrics;

import io.dialectic.ir.model.Operation;
import java.util.ArrayList;
import java.util.List;

/**
 * An operation instance (MLIRod ISSTA'24 Def. 1): an op name together with
 * its operand types, and with {@link InstanceKind#NAME_OPERANDS_RESULTS} its
 * result types too. Printed as {@code arith.addi(i32, i32)} or
 * {@code arith.addi(i32, i32) -> (i32)}; a type the source does not give
 * (custom form without a signature, unresolved operand) prints as {@code ?}.
 * The printed label is the identity used in every metric: two instances are
 * the same when their labels are.
 *
 * @param name         the full op name
 * @param operandTypes operand types, {@code ?} where unknown
 * @param resultTypes  result types ({@code ?} where unknown), or null for {@link InstanceKind#NAME_OPERANDS}
 */
public record OperationInstance(String name, List<String> operandTypes, List<String> resultTypes) {
    public static final String UNKNOWN_TYPE = "?";

    public OperationInstance {
        operandTypes = List.copyOf(operandTypes);
        resultTypes = resultTypes == null ? null : List.copyOf(resultTypes);
    }

    public static OperationInstance of(Operation op, InstanceKind kind) {
        return new OperationInstance(
                op.name(),
                known(op.operandTypes()),
                kind == InstanceKind.NAME_OPERANDS_RESULTS ? known(op.resultTypes()) : null);
    }

    /** The label of {@link #of}{@code (op, kind)} without building the record (the metrics' hot path). */
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

    /** {@code name(t1, t2)} or {@code name(t1, t2) -> (r1)}. */
    public String label() {
        StringBuilder sb = new StringBuilder(name.length() + 24);
        sb.append(name).append('(');
        appendTypes(sb, operandTypes);
        sb.append(')');
        if (resultTypes != null) {
            sb.append(" -> (");
            appendTypes(sb, resultTypes);
            sb.append(')');
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return label();
    }

    private static List<String> known(List<String> types) {
        List<String> out = new ArrayList<>(types.size());
        for (String t : types) out.add(printed(t));
        return out;
    }

    private static String printed(String t) {
        return t == null || t.isBlank() ? UNKNOWN_TYPE : t.strip();
    }

    private static void appendTypes(StringBuilder sb, List<String> types) {
        for (int i = 0; i < types.size(); i++) {
            if (i > 0) sb.append(", ");
            sb.append(printed(types.get(i)));
        }
    }
}
