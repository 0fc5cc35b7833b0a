package io.dialectic.ir.parse;

import java.util.Arrays;
import org.antlr.v4.runtime.Token;

/**
 * The significant tokens of one MLIR text (comments and whitespace dropped),
 * kept as parallel int arrays rather than token objects so that a 50 MB input
 * costs about 16 bytes per token. Index {@code size()} is an EOF sentinel, so
 * the parser may always look one token ahead without a bounds check.
 */
final class TokenBuffer {
    static final int EOF = Token.EOF;

    private final String text;
    private int[] type;
    private int[] start;
    private int[] end;
    private int[] line;
    private int[] lineStarts = new int[64];
    private int lines = 1; // lineStarts[0] = 0: line 1 starts at the first character
    private int n;

    private TokenBuffer(String text) {
        this.text = text;
        // Generic form has about 0.29 tokens per character, custom form 0.10: one growth at most.
        int guess = Math.max(16, text.length() / 5);
        type = new int[guess];
        start = new int[guess];
        end = new int[guess];
        line = new int[guess];
    }

    /**
     * Lexes {@code text} by the rules of {@link MLIRLexer} (coded directly by
     * {@link DirectLexer}, which yields the same tokens); never throws on any input.
     */
    static TokenBuffer lex(String text) {
        TokenBuffer b = new TokenBuffer(text);
        DirectLexer.lex(text.toCharArray(), b);
        b.lineStarts = Arrays.copyOf(b.lineStarts, b.lines);
        b.add(EOF, text.length(), text.length(), b.lineStarts.length);
        b.n--; // the sentinel is stored but not counted
        return b;
    }

    /** Appends token {@code ty} spanning chars [s, e) on 1-based line {@code ln}. */
    void add(int ty, int s, int e, int ln) {
        if (n == type.length) {
            int cap = n * 2 + 16;
            type = Arrays.copyOf(type, cap);
            start = Arrays.copyOf(start, cap);
            end = Arrays.copyOf(end, cap);
            line = Arrays.copyOf(line, cap);
        }
        type[n] = ty;
        start[n] = s;
        end[n] = e;
        line[n] = ln;
        n++;
    }

    /** Records that a line starts at character {@code offset} (the lexer calls this after each '\n', in order). */
    void lineStart(int offset) {
        if (lines == lineStarts.length) lineStarts = Arrays.copyOf(lineStarts, lines * 2);
        lineStarts[lines++] = offset;
    }

    String text() {
        return text;
    }

    /** Number of tokens, without the EOF sentinel. */
    int size() {
        return n;
    }

    /** Token type at {@code i}; {@link #EOF} at or past the end. */
    int type(int i) {
        return i < n ? type[i] : EOF;
    }

    int start(int i) {
        return i < n ? start[i] : text.length();
    }

    int end(int i) {
        return i < n ? end[i] : text.length();
    }

    /** 1-based line of token {@code i}. */
    int line(int i) {
        return i < n ? line[i] : lineStarts.length;
    }

    /** 1-based column of token {@code i}. */
    int column(int i) {
        return columnOf(start(i), line(i));
    }

    int columnOf(int offset, int ln) {
        return offset - lineStarts[ln - 1] + 1;
    }

    /** 1-based line holding character {@code offset}. */
    int lineOf(int offset) {
        int k = Arrays.binarySearch(lineStarts, offset);
        return k >= 0 ? k + 1 : -k - 1;
    }

    String text(int i) {
        return text.substring(start(i), end(i));
    }

    /** True when token {@code i} is the first token on its line. */
    boolean startsLine(int i) {
        return i == 0 || i >= n || line[i - 1] != line[i];
    }

    /** True when no whitespace or comment separates tokens {@code i} and {@code i + 1}. */
    boolean adjacent(int i) {
        return i + 1 < n && end[i] == start[i + 1];
    }
}
