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
 * JUNK_AFTER_COMMENT   // CHECK: ...            ->   // CHECK: ...
 *                                                    hello world 42 this is not mlir   (indented like the comment, inside a body)
 * JUNK_AFTER_OP    %0 = arith.addi ...          ->   %0 = arith.addi ...
 *                                                    hello world 42 this is not mlir   (indented like the custom-form op)
 * DELETE_RBRACKET  memref.load %m[%i] : ...     ->   memref.load %m[%i : ...          (in the code of a custom-form op)
 * DELETE_COLON     arith.addi %a, %b : i32      ->   arith.addi %a, %b  i32           (in the code of a custom-form op)
 * DELETE_OPERAND   arith.addi %a, %b : i32      ->   arith.addi %a,  : i32            (an SSA use of a custom-form op)
 * </pre>
 * The last five pick only lines of custom-form ops inside a body (indented, starting with results or a dotted or bare
 * op name), and only the code before a trailing comment.
 * A corruption may leave a valid program (a comma deleted inside a comment, a cut in trailing blank lines): whether it
 * is invalid is the compiler's to say, not this class's. Deterministic: the same text, kind and seed give the same result.
 */
public final class Corruption {
    public enum Kind {
        TRUNCATE,
        DELETE_PUNCT,
        JUNK_LINE,
        MISSPELL_OP,
        JUNK_AFTER_COMMENT,
        JUNK_AFTER_OP,
        DELETE_RBRACKET,
        DELETE_COLON,
        DELETE_OPERAND
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
            case JUNK_AFTER_COMMENT -> junkAfter(text, rnd, COMMENT_IN_BODY);
            case JUNK_AFTER_OP -> junkAfter(text, rnd, CUSTOM_OP_LINE);
            case DELETE_RBRACKET -> deleteInOps(text, rnd, RBRACKET);
            case DELETE_COLON -> deleteInOps(text, rnd, COLON);
            case DELETE_OPERAND -> deleteInOps(text, rnd, SSA_USE);
        };
    }

    /** An indented comment line: inside a body (the test suite's file-level CHECK lines start at column 1). */
    private static final Pattern COMMENT_IN_BODY = Pattern.compile("[ \\t]+//.*");
    /**
     * An indented line of a custom-form op: optional results, then a dotted op name or a bare word followed by an
     * operand, a symbol or nothing ({@code return %x : i32}, {@code %0 = arith.addi ...}).
     */
    private static final Pattern CUSTOM_OP_LINE =
            Pattern.compile("[ \\t]+(?:%[\\w$.-]+(?::\\d+)?(?:\\s*,\\s*%[\\w$.-]+(?::\\d+)?)*\\s*=\\s*)?"
                    + "([a-z_][a-z0-9_]*\\.[a-z_][\\w.]*|return|yield)(?:[\\s(<{].*)?");

    private static final Pattern RBRACKET = Pattern.compile("\\]");
    private static final Pattern COLON = Pattern.compile(":(?=\\s)");
    /** An SSA name after the op name: an operand (or a name bound in the op's custom syntax). */
    private static final Pattern SSA_USE = Pattern.compile("(?<=[\\s(\\[,])%[\\w$.-]+(?:#\\d+)?(?![\\w$.#-])");

    /** The junk line after a line matching {@code after}, indented like it. */
    private static String junkAfter(String text, Random rnd, Pattern after) {
        List<int[]> lines = lines(text, after);
        if (lines.isEmpty()) return text;
        int[] l = lines.get(rnd.nextInt(lines.size()));
        int indent = l[0];
        while (indent < l[1] && (text.charAt(indent) == ' ' || text.charAt(indent) == '\t')) indent++;
        String line = "\n" + text.substring(l[0], indent) + JUNK;
        return text.substring(0, l[1]) + line + text.substring(l[1]);
    }

    /** {@code text} without one match of {@code what} in the code (not the trailing comment) of a custom-form op line. */
    private static String deleteInOps(String text, Random rnd, Pattern what) {
        List<int[]> at = new ArrayList<>();
        for (int[] l : lines(text, CUSTOM_OP_LINE)) {
            int comment = text.indexOf("//", l[0]);
            int end = comment >= 0 && comment < l[1] ? comment : l[1];
            Matcher m = what.matcher(text).region(l[2], end);
            while (m.find()) at.add(new int[] {m.start(), m.end()});
        }
        if (at.isEmpty()) return text;
        int[] d = at.get(rnd.nextInt(at.size()));
        return text.substring(0, d[0]) + text.substring(d[1]);
    }

    /** Start, end (before the newline) and end of the op name (else the start) of every line matching {@code p} whole. */
    private static List<int[]> lines(String text, Pattern p) {
        List<int[]> out = new ArrayList<>();
        int start = 0;
        while (start <= text.length()) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl;
            Matcher m = p.matcher(text).region(start, end);
            if (m.matches()) out.add(new int[] {start, end, m.groupCount() > 0 ? m.end(1) : start});
            if (nl < 0) break;
            start = nl + 1;
        }
        return out;
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
