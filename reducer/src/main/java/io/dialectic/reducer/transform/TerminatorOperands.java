package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.reducer.edit.Splice;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Drops operands of a custom-form terminator that forwards values with their
 * types, {@code return %a, %b : i32, f32} or {@code scf.yield %a, %b : i32,
 * f32}: each dropped operand goes with its type; when none is left, the
 * terminator is its bare name.
 *
 * <pre>
 * before: return %a, %b : i32, f32        dropping operand 0
 * after:  return %b : f32
 * </pre>
 */
final class TerminatorOperands {
    private TerminatorOperands() {}

    /** The splices, or null when the terminator is not written that way. */
    static List<Splice> drop(String text, Operation op, Set<Integer> dropped) {
        List<Operand> operands = op.operands();
        if (op.form() != Operation.Form.CUSTOM || !op.span().isKnown() || operands.isEmpty()) return null;
        for (Operand o : operands) if (!o.span().isKnown()) return null;
        int start = op.span().start();
        int end = op.span().end();
        int nameEnd = Brackets.typeEnd(text, start, end);
        int firstOperand = operands.get(0).span().start();
        int lastOperand = operands.get(operands.size() - 1).span().end();
        if (!text.substring(nameEnd, firstOperand).isBlank()) return null;
        int colon = Brackets.skipBlanks(text, lastOperand, end);
        if (colon >= end || text.charAt(colon) != ':') return null;
        List<int[]> types = Brackets.entries(text, colon + 1, end);
        if (types.size() != operands.size() || text.substring(colon, end).contains("loc(")) return null;
        // The operand list as entries: each operand's own span (the operands are separated by commas only).
        List<int[]> refs = operands.stream()
                .map(o -> new int[] {o.span().start(), o.span().end()})
                .toList();
        for (int i = 0; i + 1 < refs.size(); i++) {
            if (!text.substring(refs.get(i)[1], refs.get(i + 1)[0]).strip().equals(",")) return null;
        }
        if (dropped.size() == operands.size()) return List.of(Splice.delete(nameEnd, types.get(types.size() - 1)[1]));
        List<Splice> out = new ArrayList<>(Brackets.dropEntries(refs, dropped));
        out.addAll(Brackets.dropEntries(types, dropped));
        return out;
    }
}
