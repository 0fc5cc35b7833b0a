package io.dialectic.reducer.transform;

import java.util.List;
import java.util.Set;

/**
 * The result type list written after an arrow, {@code -> i32} or {@code -> (i32, f32 {attrs})},
 * as in a function signature, a call's function type or an {@code scf.if} header: where the
 * arrow is, where the list is ({@code [from, to)}, with its parentheses) and each entry.
 */
record ResultTypes(int arrow, int from, int to, boolean parenthesized, List<int[]> entries) {
    /** The list whose arrow is the first non-blank text in {@code text[from, limit)}, if there is one. */
    static ResultTypes after(String text, int from, int limit) {
        int a = Brackets.skipBlanks(text, from, limit);
        if (a + 2 > limit || !text.startsWith("->", a)) return null;
        int s = Brackets.skipBlanks(text, a + 2, limit);
        if (s >= limit) return null;
        if (text.charAt(s) == '(') {
            int close = Brackets.matchParen(text, s);
            if (close < 0 || close >= limit) return null;
            return new ResultTypes(a, s, close + 1, true, Brackets.entries(text, s + 1, close));
        }
        int e = Brackets.typeEnd(text, s, limit);
        if (e == s) return null;
        return new ResultTypes(a, s, e, false, List.of(new int[] {s, e}));
    }

    /** The entries kept, as written, in parentheses: {@code (i32, index)}, or {@code ()}. */
    String keeping(String text, Set<Integer> dropped) {
        StringBuilder b = new StringBuilder("(");
        for (int i = 0; i < entries.size(); i++) {
            if (dropped.contains(i)) continue;
            if (b.length() > 1) b.append(", ");
            b.append(text, entries.get(i)[0], entries.get(i)[1]);
        }
        return b.append(')').toString();
    }
}
