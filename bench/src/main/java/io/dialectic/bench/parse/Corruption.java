package io.dialectic.bench.parse;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ways fuzzers and people break a program, each applied once, at a place a seeded random number picks:
 * <pre>
 * TRUNCATE         func.func @f() {            ->   func.func @f() {
 *                    return                           ret
 *                  }
 * DELETE_PUNCT     %0 = arith.addi %a, %b : i32  ->  %0 = arith.addi %a %b : i32     (one of ( ) [ ] { } &lt; &gt; , : =)
 * JUNK_LINE        %0 = arith.addi ...          ->   hello world 42 this is not mlir
 *                                                    %0 = arith.addi ...
 * MISSPELL_OP      func.func @f()               ->   func.fnuc @f()                  (two adjacent letters of the op swapped)
 * </pre>
 * A corruption may leave a valid program (a comma deleted inside a comment, a cut in trailing blank lines): whether it
 * is invalid is the compiler's to say, not this class's. Deterministic: the same text, kind and seed give the same result.
 */
public final class Corruption {
    public enum Kind {
        TRUNCATE,
        DELETE_PUNCT,
        JUNK_LINE,
        MISSPELL_OP
    }

    /** The junk line of the issue. */
    public static final String JUNK = "hello world 42 this is not mlir";

    private static final String PUNCT = "()[]{}<>,:=";
    /** An op name where an op starts: after the results' '=' or at the start of a line; custom ({@code func.func}) or generic ({@code "func.func"}). */
    private static final Pattern OP_NAME =
            Pattern.compile("(?m)(?:^[ \\t]*|=[ \\t]*)\"?([a-z_][a-z0-9_]*)\\.([a-z_][a-z0-9_.]*)\"?(?=[\\s(<{\"]|$)");

    private Corruption() {}

    /** {@code text} broken by {@code kind}; the text itself when the kind finds nothing to break (no op name, no punctuation). */
    public static String apply(String text, Kind kind, long seed) {
        Random rnd = new Random(seed * 4 + kind.ordinal());
        return switch (kind) {
            case TRUNCATE -> text.length() < 2 ? text : text.substring(0, 1 + rnd.nextInt(text.length() - 1));
            case DELETE_PUNCT -> deletePunct(text, rnd);
            case JUNK_LINE -> junkLine(text, rnd);
            case MISSPELL_OP -> misspell(text, rnd);
        };
    }

    private static String deletePunct(String text, Random rnd) {
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) if (PUNCT.indexOf(text.charAt(i)) >= 0) at.add(i);
        if (at.isEmpty()) return text;
        int i = at.get(rnd.nextInt(at.size()));
        return text.substring(0, i) + text.substring(i + 1);
    }

    private static String junkLine(String text, Random rnd) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') starts.add(i + 1);
        int at = starts.get(rnd.nextInt(starts.size()));
        return text.substring(0, at) + JUNK + "\n" + text.substring(at);
    }

    /** Swaps two adjacent different letters of the op part of one op name ({@code func.func} -> {@code func.fnuc}). */
    private static String misspell(String text, Random rnd) {
        List<int[]> names = new ArrayList<>(); // start and end of the op part (after the dot)
        Matcher m = OP_NAME.matcher(text);
        while (m.find()) {
            String op = m.group(2);
            for (int i = 0; i + 1 < op.length(); i++) {
                if (op.charAt(i) != op.charAt(i + 1)
                        && Character.isLetter(op.charAt(i))
                        && Character.isLetter(op.charAt(i + 1))) {
                    names.add(new int[] {m.start(2), m.end(2)});
                    break;
                }
            }
        }
        if (names.isEmpty()) return text;
        int[] n = names.get(rnd.nextInt(names.size()));
        char[] c = text.toCharArray();
        List<Integer> swaps = new ArrayList<>();
        for (int i = n[0]; i + 1 < n[1]; i++)
            if (c[i] != c[i + 1] && Character.isLetter(c[i]) && Character.isLetter(c[i + 1])) swaps.add(i);
        int i = swaps.get(rnd.nextInt(swaps.size()));
        char t = c[i];
        c[i] = c[i + 1];
        c[i + 1] = t;
        return new String(c);
    }
}
