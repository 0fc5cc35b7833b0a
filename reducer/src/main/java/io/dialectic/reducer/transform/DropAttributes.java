package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.List;

/**
 * Deletes an op's attribute dictionary (with the {@code attributes} keyword
 * custom forms such as {@code func.func} print before it). Each op's
 * dictionary is one rewrite; the oracle keeps those the crash needs.
 *
 * <pre>
 * before: %0 = arith.addi %a, %b {overflowFlags = #arith.overflow&lt;nsw&gt;, tag = "x"} : i32
 *         func.func @f() attributes {llvm.emit_c_interface} {
 * after:  %0 = arith.addi %a, %b : i32
 *         func.func @f() {
 * </pre>
 */
public final class DropAttributes implements Transformation {
    @Override
    public String name() {
        return "drop-attributes";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        List<Rewrite> out = new ArrayList<>();
        for (Operation op : tree.program().allOperations()) {
            String dict = op.attributes();
            if (dict == null || dict.length() < 2 || !op.span().isKnown()) continue;
            int at = findOutsideRegions(text, op, dict);
            if (at < 0) continue;
            int start = at;
            int end = at + dict.length();
            String before = text.substring(op.span().start(), start);
            String trimmed = before.stripTrailing();
            if (trimmed.endsWith("attributes")) start = op.span().start() + trimmed.length() - "attributes".length();
            while (start > op.span().start() && text.charAt(start - 1) == ' ') start--;
            out.add(Rewrite.of("attributes of " + op.name(), new Splice(start, end, "")));
        }
        return out;
    }

    /** Position of {@code dict} in the op's own text (not inside one of its regions), or -1. */
    private static int findOutsideRegions(String text, Operation op, String dict) {
        int from = op.span().start();
        for (Region r : op.regions()) {
            if (!r.span().isKnown()) return -1;
            int at = text.substring(from, r.span().start()).lastIndexOf(dict);
            if (at >= 0) return from + at;
            from = r.span().end();
        }
        int at = text.substring(from, op.span().end()).indexOf(dict);
        return at < 0 ? -1 : from + at;
    }
}
