package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Operation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The argument list of a custom-form function op as written ({@code
 * func.func @f(%a: i32, %b: f32) -> ...}): where its parentheses are, the
 * text span of each entry, and whether the symbol is named anywhere else in
 * the program (then a call site would have to change too, so the reducer
 * leaves the signature alone).
 */
public record FunctionSignature(String symbol, int open, int close, List<int[]> entries, boolean referencedElsewhere) {
    private static final Pattern HEADER = Pattern.compile("^[\\w.]*func\\s+(?:(?:private|public|nested)\\s+)?(@[\\w$.\\-]+|@\"[^\"]*\")\\s*\\(");

    public static Optional<FunctionSignature> of(String text, Operation op) {
        if (op.form() != Operation.Form.CUSTOM || !op.span().isKnown()) return Optional.empty();
        Matcher m = HEADER.matcher(text.substring(op.span().start(), op.span().end()));
        if (!m.find()) return Optional.empty();
        String symbol = m.group(1);
        int open = op.span().start() + m.end() - 1;
        int close = matchParen(text, open);
        if (close < 0) return Optional.empty();
        return Optional.of(new FunctionSignature(symbol, open, close, entries(text, open + 1, close),
                mentionedElsewhere(text, symbol, op.span().start() + m.start(1))));
    }

    private static boolean mentionedElsewhere(String text, String symbol, int at) {
        Matcher m = Pattern.compile(Pattern.quote(symbol) + "(?![\\w$.\\-])").matcher(text);
        while (m.find()) if (m.start() != at) return true;
        return false;
    }

    private static boolean opens(String text, int i) {
        char c = text.charAt(i);
        return c == '(' || c == '[' || c == '{' || c == '<' && text.charAt(i - 1) != '-';
    }

    private static boolean closes(String text, int i) {
        char c = text.charAt(i);
        return c == ')' || c == ']' || c == '}' || c == '>' && text.charAt(i - 1) != '-';
    }

    private static int matchParen(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            if (opens(text, i)) depth++;
            else if (closes(text, i) && --depth == 0) return text.charAt(i) == ')' ? i : -1;
        }
        return -1;
    }

    /** Spans of the comma-separated entries in {@code text[from, to)} at bracket depth 0, without comma and leading blanks. */
    private static List<int[]> entries(String text, int from, int to) {
        List<int[]> out = new ArrayList<>();
        int depth = 0;
        int start = from;
        for (int i = from; i < to; i++) {
            if (opens(text, i)) depth++;
            else if (closes(text, i)) depth--;
            else if (text.charAt(i) == ',' && depth == 0) {
                out.add(new int[] {skipBlanks(text, start, i), i});
                start = i + 1;
            }
        }
        if (!text.substring(start, to).isBlank()) out.add(new int[] {skipBlanks(text, start, to), to});
        return out;
    }

    private static int skipBlanks(String text, int from, int to) {
        while (from < to && Character.isWhitespace(text.charAt(from))) from++;
        return from;
    }
}
