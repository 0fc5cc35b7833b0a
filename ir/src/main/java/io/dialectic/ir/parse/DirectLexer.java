package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

/**
 * The token rules of {@code MLIRLexer.g4}, coded directly as a character
 * switch: the same token types (the grammar's constants), boundaries and lines
 * for every input, at a fraction of the cost.
 *
 * <p>Why not the generated lexer: ANTLR's lexer simulates the grammar's DFA
 * through a char-stream interface and a token factory, a few virtual calls
 * and updates per character, a large share of the reader's time (ir/BENCH.md). The grammar stays the definition of the tokens:
 * {@code DirectLexerTest} checks token for token that this lexer and the
 * generated one agree, on the whole test-suite corpus, on edge cases of every
 * rule and on random text. Change a rule in both places.
 *
 * <p>The rules, as in the grammar, with ANTLR's semantics: the longest match
 * wins, a tie goes to the earlier rule, and a character no rule starts is an
 * {@code ERROR} token of its own (a surrogate pair is one character). Blanks
 * and {@code //} comments are dropped here instead of being emitted.
 * Offsets are UTF-16 indices into the text; lines count {@code '\n'} (only
 * blanks hold one), and the lexer reports where each line starts.
 */
final class DirectLexer {
    private DirectLexer() {}

    private static final byte DIGIT = 1,
            HEX = 2,
            ID_START = 4,
            ID_CONT = 8,
            SUFFIX_START = 16,
            SUFFIX_CONT = 32,
            BLANK = 64;
    /** Character classes of the grammar's fragments, for ASCII (nothing else is in any class). */
    private static final byte[] CLASS = new byte[128];

    static {
        for (char c = '0'; c <= '9'; c++) CLASS[c] |= DIGIT | HEX | ID_CONT | SUFFIX_CONT;
        for (char c = 'a'; c <= 'f'; c++) CLASS[c] |= HEX;
        for (char c = 'A'; c <= 'F'; c++) CLASS[c] |= HEX;
        for (char c = 'a'; c <= 'z'; c++) CLASS[c] |= ID_START | ID_CONT | SUFFIX_START | SUFFIX_CONT;
        for (char c = 'A'; c <= 'Z'; c++) CLASS[c] |= ID_START | ID_CONT | SUFFIX_START | SUFFIX_CONT;
        CLASS['_'] |= ID_START | ID_CONT | SUFFIX_START | SUFFIX_CONT; // BARE_ID: [a-zA-Z_] [a-zA-Z0-9_$.]*
        CLASS['$'] |= ID_CONT | SUFFIX_START | SUFFIX_CONT; // SUFFIX_ID: [a-zA-Z$._\-] [a-zA-Z0-9$._\-]*
        CLASS['.'] |= ID_CONT | SUFFIX_START | SUFFIX_CONT;
        CLASS['-'] |= SUFFIX_START | SUFFIX_CONT;
        for (char c : new char[] {' ', '\t', '\r', '\n', '\f', '\u0000'}) CLASS[c] |= BLANK; // WS
    }

    private static boolean is(char c, byte cls) {
        return c < 128 && (CLASS[c] & cls) != 0;
    }

    /** Lexes all of {@code c} into {@code out}, dropping blanks and comments. */
    static void lex(char[] c, TokenBuffer out) {
        final int n = c.length;
        int i = 0;
        int line = 1;
        while (i < n) {
            final char ch = c[i];
            final int s = i;
            int ty;
            switch (ch) {
                case ' ', '\t', '\r', '\n', '\f', '\u0000' -> {
                    do {
                        if (c[i] == '\n') {
                            line++;
                            out.lineStart(i + 1);
                        }
                        i++;
                    } while (i < n && is(c[i], BLANK));
                    continue;
                }
                case '/' -> {
                    if (i + 1 < n && c[i + 1] == '/') { // LINE_COMMENT: '//' ~[\r\n]*
                        i += 2;
                        while (i < n && c[i] != '\n' && c[i] != '\r') i++;
                        continue;
                    }
                    ty = SLASH;
                    i++;
                }
                case '%' -> { // SSA_ID: '%' SUFFIX_ID ( '#' DIGITS | ':' DIGITS )?
                    int e = suffixId(c, i + 1, n);
                    if (e < 0) {
                        ty = ERROR;
                        i++;
                    } else {
                        i = e;
                        if (i + 1 < n && (c[i] == '#' || c[i] == ':') && is(c[i + 1], DIGIT)) i = digits(c, i + 1, n);
                        ty = SSA_ID;
                    }
                }
                case '^' -> { // CARET_ID: '^' SUFFIX_ID
                    int e = suffixId(c, i + 1, n);
                    ty = e < 0 ? ERROR : CARET_ID;
                    i = e < 0 ? i + 1 : e;
                }
                case '@' -> { // AT_ID: '@' ( SUFFIX_ID | STRING_BODY )
                    int e = i + 1 < n && c[i + 1] == '"' ? stringBody(c, i + 1, n) : suffixId(c, i + 1, n);
                    ty = e < 0 ? ERROR : AT_ID;
                    i = e < 0 ? i + 1 : e;
                }
                case '#' -> {
                    if (i + 2 < n && c[i + 1] == '-' && c[i + 2] == '}') { // FILE_METADATA_END beats HASH_ID '#-'
                        ty = FILE_METADATA_END;
                        i += 3;
                    } else {
                        int e = suffixId(c, i + 1, n);
                        ty = e < 0 ? HASH : HASH_ID;
                        i = e < 0 ? i + 1 : e;
                    }
                }
                case '!' -> {
                    int e = suffixId(c, i + 1, n);
                    ty = e < 0 ? BANG : BANG_ID;
                    i = e < 0 ? i + 1 : e;
                }
                case '"' -> {
                    int e = stringBody(c, i, n);
                    ty = e < 0 ? ERROR : STRING; // an unterminated string's quote is an ERROR token
                    i = e < 0 ? i + 1 : e;
                }
                case '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> {
                    if (ch == '0' && i + 2 < n && c[i + 1] == 'x' && is(c[i + 2], HEX)) { // HEX_INT: '0x' [0-9a-fA-F]+
                        i += 3;
                        while (i < n && is(c[i], HEX)) i++;
                        ty = HEX_INT;
                    } else {
                        i = digits(c, i, n);
                        if (i < n && c[i] == '.') { // FLOAT: DIGITS '.' [0-9]* ( [eE] [-+]? DIGITS )?
                            i = digitsOrNone(c, i + 1, n);
                            if (i < n && (c[i] == 'e' || c[i] == 'E')) {
                                int j = i + 1;
                                if (j < n && (c[j] == '+' || c[j] == '-')) j++;
                                if (j < n && is(c[j], DIGIT)) i = digits(c, j, n);
                            }
                            ty = FLOAT;
                        } else {
                            ty = INT;
                        }
                    }
                }
                case '-' -> {
                    boolean arrow = i + 1 < n && c[i + 1] == '>';
                    ty = arrow ? ARROW : MINUS;
                    i += arrow ? 2 : 1;
                }
                case ':' -> {
                    boolean dbl = i + 1 < n && c[i + 1] == ':';
                    ty = dbl ? DOUBLE_COLON : COLON;
                    i += dbl ? 2 : 1;
                }
                case '.' -> {
                    boolean ellipsis = i + 2 < n && c[i + 1] == '.' && c[i + 2] == '.';
                    ty = ellipsis ? ELLIPSIS : ERROR;
                    i += ellipsis ? 3 : 1;
                }
                case '>' -> {
                    boolean ge = i + 1 < n && c[i + 1] == '=';
                    ty = ge ? GE : GT;
                    i += ge ? 2 : 1;
                }
                case '<' -> {
                    boolean le = i + 1 < n && c[i + 1] == '=';
                    ty = le ? LE : LT;
                    i += le ? 2 : 1;
                }
                case '=' -> {
                    boolean eq = i + 1 < n && c[i + 1] == '=';
                    ty = eq ? EQEQ : EQUAL;
                    i += eq ? 2 : 1;
                }
                case '{' -> {
                    boolean meta = i + 2 < n && c[i + 1] == '-' && c[i + 2] == '#';
                    ty = meta ? FILE_METADATA_BEGIN : LBRACE;
                    i += meta ? 3 : 1;
                }
                case '(' -> {
                    ty = LPAREN;
                    i++;
                }
                case ')' -> {
                    ty = RPAREN;
                    i++;
                }
                case '[' -> {
                    ty = LBRACKET;
                    i++;
                }
                case ']' -> {
                    ty = RBRACKET;
                    i++;
                }
                case '}' -> {
                    ty = RBRACE;
                    i++;
                }
                case ',' -> {
                    ty = COMMA;
                    i++;
                }
                case '?' -> {
                    ty = QUESTION;
                    i++;
                }
                case '*' -> {
                    ty = STAR;
                    i++;
                }
                case '+' -> {
                    ty = PLUS;
                    i++;
                }
                case '|' -> {
                    ty = VBAR;
                    i++;
                }
                default -> {
                    if (is(ch, ID_START)) { // BARE_ID
                        i++;
                        while (i < n && is(c[i], ID_CONT)) i++;
                        ty = BARE_ID;
                    } else { // ERROR: one code point
                        ty = ERROR;
                        i += Character.isHighSurrogate(ch) && i + 1 < n && Character.isLowSurrogate(c[i + 1]) ? 2 : 1;
                    }
                }
            }
            out.add(ty, s, i, line);
        }
    }

    /** End of a SUFFIX_ID starting at {@code i} ({@code DIGITS | [a-zA-Z$._\-] [a-zA-Z0-9$._\-]*}), or -1. */
    private static int suffixId(char[] c, int i, int n) {
        if (i >= n) return -1;
        char ch = c[i];
        if (is(ch, DIGIT)) return digits(c, i, n);
        if (!is(ch, SUFFIX_START)) return -1;
        i++;
        while (i < n && is(c[i], SUFFIX_CONT)) i++;
        return i;
    }

    /** End of a STRING_BODY whose quote is at {@code i}, or -1 when it is not closed on its line. */
    private static int stringBody(char[] c, int i, int n) {
        int j = i + 1;
        while (j < n) {
            char ch = c[j];
            if (ch == '"') return j + 1;
            if (ch == '\r' || ch == '\n') return -1;
            if (ch == '\\') {
                if (j + 1 >= n || c[j + 1] == '\r' || c[j + 1] == '\n') return -1;
                j += 2;
            } else {
                j++;
            }
        }
        return -1;
    }

    /** End of the digits starting at {@code i} (at least one there). */
    private static int digits(char[] c, int i, int n) {
        i++;
        while (i < n && is(c[i], DIGIT)) i++;
        return i;
    }

    private static int digitsOrNone(char[] c, int i, int n) {
        while (i < n && is(c[i], DIGIT)) i++;
        return i;
    }
}
