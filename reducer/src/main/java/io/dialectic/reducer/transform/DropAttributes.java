package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.List;

/**
 * Deletes an op's attribute dictionary (with the {@code attributes} keyword
 * custom forms such as {@code func.func} print before it). The dictionary is
 * found in the op's own text, outside its regions: a brace group at bracket
 * depth 0 (not inside {@code <...>}, so generic-form properties
 * {@code <{...}>} are left alone). Each dictionary is one rewrite; the oracle
 * keeps those the crash needs.
 *
 * <pre>
 * before: func.func @k(%x: i32) -&gt; i32 attributes {llvm.emit_c_interface} {
 *           %y = arith.addi %x, %x {tag = "t"} : i32
 * after:  func.func @k(%x: i32) -&gt; i32 {
 *           %y = arith.addi %x, %x : i32
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
            if (!op.span().isKnown()) continue;
            int from = op.span().start();
            List<int[]> segments = new ArrayList<>();
            boolean regionsKnown = true;
            for (Region r : op.regions()) {
                if (!r.span().isKnown()) regionsKnown = false;
                else {
                    segments.add(new int[] {from, r.span().start()});
                    from = r.span().end();
                }
            }
            if (!regionsKnown) continue;
            segments.add(new int[] {from, op.span().end()});
            for (int[] seg : segments) {
                for (int[] dict : dictionaries(text, seg[0], seg[1])) {
                    int start = dict[0];
                    String before = text.substring(op.span().start(), start).stripTrailing();
                    if (before.endsWith(" attributes"))
                        start = op.span().start() + before.length() - "attributes".length();
                    while (start > op.span().start() && text.charAt(start - 1) == ' ') start--;
                    out.add(Rewrite.of("attributes of " + op.name(), new Splice(start, dict[1], "")));
                }
            }
        }
        return out;
    }

    /** Top-level {@code {...}} groups in {@code text[from, to)} that look like attribute dictionaries. */
    static List<int[]> dictionaries(String text, int from, int to) {
        List<int[]> out = new ArrayList<>();
        int depth = 0;
        boolean quoted = false;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '\\') i++;
                else if (c == '"') quoted = false;
                continue;
            }
            if (c == '"') quoted = true;
            else if (c == '(' || c == '[' || (c == '<' && (i == 0 || text.charAt(i - 1) != '-'))) depth++;
            else if (c == ')' || c == ']' || (c == '>' && text.charAt(i - 1) != '-')) depth = Math.max(0, depth - 1);
            else if (c == '{' && depth == 0) {
                int end = matchBrace(text, i, to);
                if (end < 0) return out;
                String body = text.substring(i + 1, end).strip();
                // A region would hold ops/blocks; a dictionary holds name = value pairs or unit names.
                if (!body.isEmpty() && !body.startsWith("^") && !body.startsWith("%") && !body.startsWith("\""))
                    out.add(new int[] {i, end + 1});
                i = end;
            }
        }
        return out;
    }

    private static int matchBrace(String text, int open, int to) {
        int d = 0;
        boolean quoted = false;
        for (int i = open; i < to; i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '\\') i++;
                else if (c == '"') quoted = false;
                continue;
            }
            if (c == '"') quoted = true;
            else if (c == '{') d++;
            else if (c == '}' && --d == 0) return i;
        }
        return -1;
    }
}
