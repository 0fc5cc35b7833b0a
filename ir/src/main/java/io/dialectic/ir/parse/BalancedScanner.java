package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

import java.util.ArrayList;
import java.util.List;

/**
 * Types and attributes are kept as their exact text: this scanner finds where
 * one ends by balancing {@code ( ) [ ] { } < >} with an explicit stack (no
 * recursion, so nesting depth is bounded by memory only). {@code ->},
 * {@code >=} and {@code <=} are their own tokens and never open or close a
 * {@code <}. Inside a
 * {@code <...>} body any token is accepted (MLIR's dialect bodies are free
 * text); elsewhere an ERROR token is reported.
 */
final class BalancedScanner {
    private final TokenBuffer tk;
    private final Diagnostics diags; // null: scan silently
    private final IntStack open = new IntStack();

    BalancedScanner(TokenBuffer tk, Diagnostics diags) {
        this.tk = tk;
        this.diags = diags;
    }

    static boolean isOpener(int t) {
        return t == LPAREN || t == LBRACKET || t == LBRACE || t == LT;
    }

    static int closerOf(int opener) {
        return switch (opener) {
            case LPAREN -> RPAREN;
            case LBRACKET -> RBRACKET;
            case LBRACE -> RBRACE;
            default -> GT;
        };
    }

    /**
     * Index just past the group opened at {@code i} (an opener token). When the
     * group is not closed, reports it and returns the index where scanning had
     * to stop (a closer of an enclosing group, a split marker or end of input).
     */
    int skipGroup(int i) {
        return scan(i, -1, -1);
    }

    /**
     * The items of the comma-separated list whose {@code (} is token {@code open}, up to token {@code end}
     * (exclusive): each a {@code [start, end)} token range, nested brackets kept inside their item.
     */
    List<int[]> listItems(int open, int end) {
        List<int[]> out = new ArrayList<>();
        int i = open + 1;
        if (tk.type(i) == RPAREN) return out;
        while (i < end) {
            int s = i;
            i = skipUntil(i, COMMA, RPAREN);
            if (i > s) out.add(new int[] {s, i});
            if (tk.type(i) != COMMA) break;
            i++;
        }
        return out;
    }

    /**
     * From {@code i}, skips tokens until one of {@code stopA}/{@code stopB}
     * stands outside any bracket (or an unmatched closer, a split marker, the
     * end); returns its index.
     */
    int skipUntil(int i, int stopA, int stopB) {
        return scan(i, stopA, stopB);
    }

    private int scan(int i, int stopA, int stopB) {
        open.clear();
        int lt = 0;
        boolean group = stopA == -1;
        int first = i;
        for (; ; i++) {
            int t = tk.type(i);
            if (t == TokenBuffer.EOF) {
                if (!open.isEmpty()) unclosed(first);
                return i;
            }
            if (open.isEmpty() && (t == stopA || t == stopB)) return i;
            if (isOpener(t)) {
                open.push(i);
                if (t == LT) lt++;
                continue;
            }
            if (t == RPAREN || t == RBRACKET || t == RBRACE || t == GT) {
                if (open.isEmpty()) {
                    if (t == GT) continue; // a stray '>' is free-form punctuation
                    return i; // closes an enclosing group: stop before it
                }
                int top = tk.type(open.peek());
                if (closerOf(top) == t) {
                    open.pop();
                    if (top == LT) lt--;
                    if (open.isEmpty() && group) return i + 1;
                    continue;
                }
                if (t == GT) continue; // '>' inside ( ) [ ] { }: punctuation, e.g. in a string-less dialect body
                if (lt > 0 && t != RBRACE) continue; // free text inside a dialect body
                if (diags != null)
                    diags.at(
                            i,
                            "mismatched " + diags.show(i) + ": " + diags.show(open.peek()) + " at "
                                    + tk.line(open.peek()) + ":" + tk.column(open.peek()) + " is still open");
                return i;
            }
            if (t == ERROR && lt == 0 && diags != null) diags.at(i, "unexpected character " + diags.show(i));
        }
    }

    private void unclosed(int first) {
        if (diags != null) diags.at(open.get(0), diags.show(open.get(0)) + " is not closed");
    }

    /**
     * Index just past one type (or attribute value) starting at {@code i}: a
     * primary token with an optional {@code <...>} body, or a parenthesised
     * group, in both cases followed by any chain of {@code -> type}.
     */
    int skipType(int i) {
        for (; ; ) {
            int t = tk.type(i);
            if (t == LPAREN || t == LBRACKET || t == LBRACE) {
                i = skipGroup(i);
            } else if (t == TokenBuffer.EOF
                    || t == RPAREN
                    || t == RBRACKET
                    || t == RBRACE
                    || t == COMMA
                    || t == GT
                    || t == EQUAL) {
                return i;
            } else {
                i++;
                if (tk.type(i) == LT) i = skipGroup(i);
            }
            if (tk.type(i) != ARROW) return i;
            i++;
        }
    }
}
