package io.dialectic.reducer.transform;

import io.dialectic.reducer.edit.Splice;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Bracket-aware scanning of MLIR source text, enough to find the parts of a
 * signature the model does not span: matching brackets ({@code ( [ { <}, an
 * arrow's {@code >} excepted) and the entries of a comma-separated list at
 * depth 0.
 */
final class Brackets {
    private Brackets() {}

    static boolean opens(String text, int i) {
        char c = text.charAt(i);
        return c == '(' || c == '[' || c == '{' || c == '<' && (i == 0 || text.charAt(i - 1) != '-');
    }

    static boolean closes(String text, int i) {
        char c = text.charAt(i);
        return c == ')' || c == ']' || c == '}' || c == '>' && (i == 0 || text.charAt(i - 1) != '-');
    }

    /** The index of the bracket closing the one at {@code open} (which must be a parenthesis to match), or -1. */
    static int matchParen(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            if (opens(text, i)) depth++;
            else if (closes(text, i) && --depth == 0) return text.charAt(i) == ')' ? i : -1;
        }
        return -1;
    }

    /** The first index in {@code [from, to)} holding {@code c} at bracket depth 0, or -1. */
    static int indexAtDepth0(String text, char c, int from, int to) {
        int depth = 0;
        for (int i = from; i < to; i++) {
            if (depth == 0 && text.charAt(i) == c) return i;
            if (opens(text, i)) depth++;
            else if (closes(text, i)) depth--;
            if (depth < 0) return -1;
        }
        return -1;
    }

    /** Spans of the comma-separated entries in {@code text[from, to)} at bracket depth 0, without comma and surrounding blanks. */
    static List<int[]> entries(String text, int from, int to) {
        List<int[]> out = new ArrayList<>();
        int depth = 0;
        int start = from;
        for (int i = from; i < to; i++) {
            if (opens(text, i)) depth++;
            else if (closes(text, i)) depth--;
            else if (text.charAt(i) == ',' && depth == 0) {
                out.add(new int[] {skipBlanks(text, start, i), trimEnd(text, start, i)});
                start = i + 1;
            }
        }
        if (!text.substring(start, to).isBlank())
            out.add(new int[] {skipBlanks(text, start, to), trimEnd(text, start, to)});
        return out;
    }

    /** The end of one type written at {@code from}: the first blank, comma, brace or closing bracket at depth 0. */
    static int typeEnd(String text, int from, int to) {
        int depth = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (depth == 0 && (Character.isWhitespace(c) || c == ',' || c == '{' || c == ')' || c == ']')) return i;
            if (opens(text, i)) depth++;
            else if (closes(text, i)) depth--;
        }
        return to;
    }

    /**
     * Deletions of the entries {@code dropped} of a list that keeps at least one entry, each with one separating
     * comma: before the first kept entry the following comma, after it the preceding one, so the deletions never
     * overlap each other or a kept entry.
     */
    static List<Splice> dropEntries(List<int[]> entries, Set<Integer> dropped) {
        int first = 0;
        while (first < entries.size() && dropped.contains(first)) first++;
        if (first == entries.size()) throw new IllegalArgumentException("no entry kept");
        List<Splice> out = new ArrayList<>();
        for (int i : dropped) {
            if (i < first) out.add(Splice.delete(entries.get(i)[0], entries.get(i + 1)[0]));
            else out.add(Splice.delete(entries.get(i - 1)[1], entries.get(i)[1]));
        }
        return out;
    }

    static int skipBlanks(String text, int from, int to) {
        while (from < to && Character.isWhitespace(text.charAt(from))) from++;
        return from;
    }

    static int trimEnd(String text, int from, int to) {
        while (to > from && Character.isWhitespace(text.charAt(to - 1))) to--;
        return to;
    }
}
