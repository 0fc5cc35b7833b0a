package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

import java.util.ArrayList;
import java.util.List;

/**
 * Finding the pieces of an op's custom header ({@code [from, to)} tokens after its name) that the
 * hand-written forms read: the types after its last top-level ':', a top-level token or word, the
 * result types after '->'. Types are returned as their canonical text.
 */
final class HeaderTokens {
    private final TokenBuffer tk;
    private final BalancedScanner quiet;
    private final CanonicalTypes canonical;

    HeaderTokens(TokenBuffer tk, CanonicalTypes canonical) {
        this.tk = tk;
        this.canonical = canonical;
        this.quiet = new BalancedScanner(tk, null);
    }

    int type(int i) {
        return tk.type(i);
    }

    String text(int i) {
        return tk.text(i);
    }

    /** Whether token {@code i} is the bare word {@code w}. */
    boolean isWord(int i, String w) {
        return tk.type(i) == BARE_ID && tk.text(i).equals(w);
    }

    /** The index after the group opened at {@code open}. */
    int skipGroup(int open) {
        return quiet.skipGroup(open);
    }

    /** The index after the type starting at {@code at}. */
    int skipType(int at) {
        return quiet.skipType(at);
    }

    /** The types after the last ':' outside brackets and regions, comma-separated, up to the end or a region. */
    List<String> typesAfterLastColon(int from, int to) {
        int colon = -1, stop = to;
        for (int i = from; i < to; ) {
            int t = tk.type(i);
            if (t == LBRACE) {
                if (colon >= 0) {
                    stop = i;
                    break;
                }
                i = quiet.skipGroup(i);
                continue;
            }
            if (t == LPAREN || t == LBRACKET || t == LT) {
                i = quiet.skipGroup(i);
                continue;
            }
            if (t == COLON) colon = i;
            i++;
        }
        if (colon < 0) return List.of();
        return splitTypes(colon + 1, stripLoc(colon + 1, stop));
    }

    /** {@code stop}, or the index of a trailing {@code loc(...)} before it. */
    int stripLoc(int from, int stop) {
        for (int i = from; i < stop; i++) {
            if (tk.type(i) == BARE_ID
                    && tk.text(i).equals("loc")
                    && tk.type(i + 1) == LPAREN
                    && quiet.skipGroup(i + 1) == stop) return i;
        }
        return stop;
    }

    /** The last ':' outside brackets and regions, or -1. */
    int lastTopColon(int from, int to) {
        int colon = -1;
        for (int i = from; i < to; ) {
            int t = tk.type(i);
            if (t == LBRACE || t == LPAREN || t == LBRACKET || t == LT) {
                i = quiet.skipGroup(i);
                continue;
            }
            if (t == COLON) colon = i;
            i++;
        }
        return colon;
    }

    /** {@code : t1, t2 into t3} -> [t1, t2, t3]. */
    List<String> typesAfterLastColonSplitBy(int from, int to, String word) {
        List<String> raw = typesAfterLastColon(from, to);
        List<String> out = new ArrayList<>();
        for (String s : raw) {
            int k = s.indexOf(" " + word + " ");
            if (k >= 0) {
                out.add(s.substring(0, k).strip());
                out.add(s.substring(k + word.length() + 2).strip());
            } else {
                out.add(s);
            }
        }
        return out;
    }

    /** Types separated by top-level commas in {@code [from, to)}. */
    List<String> splitTypes(int from, int to) {
        List<String> out = new ArrayList<>();
        int i = from;
        while (i < to) {
            int s = i;
            i = quiet.skipUntil(i, COMMA, -1);
            if (i > to) i = to;
            if (i > s) out.add(text(s, i));
            if (i >= to || tk.type(i) != COMMA) break;
            i++;
        }
        return out;
    }

    /** The first token of type {@code type} outside brackets and regions in {@code [from, to)}, or -1. */
    int findTop(int from, int to, int type) {
        for (int i = from; i < to; ) {
            int t = tk.type(i);
            if (t == type) return i;
            if (t == LBRACE || t == LPAREN || t == LBRACKET || t == LT) {
                i = quiet.skipGroup(i);
                continue;
            }
            i++;
        }
        return -1;
    }

    int findWord(int from, int to, String w) {
        for (int i = from; i < to; ) {
            int t = tk.type(i);
            if (t == BARE_ID && tk.text(i).equals(w)) return i;
            if (t == LBRACE || t == LPAREN || t == LBRACKET || t == LT) {
                i = quiet.skipGroup(i);
                continue;
            }
            i++;
        }
        return -1;
    }

    /** SSA references inside the first top-level {@code [...]}. */
    int ssaInFirstBracket(int from, int to) {
        int at = findTop(from, to, LBRACKET);
        if (at < 0) return 0;
        int close = quiet.skipGroup(at);
        int n = 0;
        for (int i = at + 1; i < close; i++) if (tk.type(i) == SSA_ID) n++;
        return n;
    }

    /** Result types written {@code -> t} or {@code -> (t1, t2)} outside groups; null when there is no '->'. */
    List<String> arrowTypes(int from, int to) {
        int arrow = findTop(from, to, ARROW);
        if (arrow < 0) return null;
        if (tk.type(arrow + 1) == LPAREN) {
            int close = quiet.skipGroup(arrow + 1);
            return splitTypes(arrow + 2, close - 1);
        }
        int e = quiet.skipType(arrow + 1);
        return e > arrow + 1 ? List.of(text(arrow + 1, e)) : List.of();
    }

    /** The canonical text of tokens {@code [fromTok, toTokExclusive)}. */
    String text(int fromTok, int toTokExclusive) {
        if (toTokExclusive <= fromTok) return "";
        return canonical.of(tk.text().substring(tk.start(fromTok), tk.end(toTokExclusive - 1)));
    }
}
