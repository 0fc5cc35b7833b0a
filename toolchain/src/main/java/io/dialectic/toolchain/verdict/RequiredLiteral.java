package io.dialectic.toolchain.verdict;

import java.util.regex.Pattern;

/**
 * A literal that every match of a regex contains, or {@code ""} when none is known: the cheap test an
 * {@link OutcomeRule} makes before its regex. Every run's stderr is tried against up to twenty rules; most rules
 * name a fixed phrase ({@code error: custom op '[^']*' is unknown}), and {@link String#contains} rules out a stderr
 * without it many times faster than the regex's search at every position (JFR, 1M-record analysis: the rules' regexes
 * 3.7 % of the featurizing samples).
 *
 * <p>Conservative by construction: the longest run of plain characters outside any group or class, in a regex
 * without a top-level {@code |}, whose last character is not quantified. Anything it does not fully understand (inline
 * flags, {@code \Q}, escapes other than a single character, flags other than {@link Pattern#MULTILINE},
 * {@link Pattern#DOTALL} and {@link Pattern#UNIX_LINES}) gives {@code ""}: no filter, the regex alone decides.
 */
final class RequiredLiteral {
    private RequiredLiteral() {}

    /** Flags that change neither which characters a literal matches nor how the regex is read. */
    private static final int LITERAL_SAFE_FLAGS = Pattern.MULTILINE | Pattern.DOTALL | Pattern.UNIX_LINES;

    /** Escapes of one character after the backslash (a class like {@code \d} or a quoted metacharacter). */
    private static final String SIMPLE_ESCAPES = "dDsSwWbBnrtfaeAzZGhHvVR.\\[](){}*+?|^$/-'\"`#<>!=:,&~@%";

    /** The literal, or {@code ""}. */
    static String of(Pattern p) {
        return (p.flags() & ~LITERAL_SAFE_FLAGS) != 0 ? "" : of(p.pattern());
    }

    static String of(String regex) {
        if (regex.contains("(?") || regex.contains("\\Q")) return "";
        String best = "";
        StringBuilder run = new StringBuilder();
        int depth = 0, classDepth = 0;
        for (int i = 0; i < regex.length(); i++) {
            char c = regex.charAt(i);
            if (c == '\\') {
                if (i + 1 >= regex.length() || SIMPLE_ESCAPES.indexOf(regex.charAt(i + 1)) < 0) return "";
                i++;
                best = longer(best, run);
                continue;
            }
            if (classDepth > 0) {
                if (c == '[') classDepth++;
                else if (c == ']' && !(regex.charAt(i - 1) == '[' || regex.charAt(i - 1) == '^' && regex.charAt(i - 2) == '[')) classDepth--;
                continue;
            }
            switch (c) {
                case '[' -> {
                    classDepth = 1;
                    best = longer(best, run);
                }
                case '(' -> {
                    depth++;
                    best = longer(best, run);
                }
                case ')' -> {
                    depth--;
                    best = longer(best, run);
                }
                case '|' -> {
                    if (depth == 0) return "";
                }
                case '?', '*', '+', '{' -> {
                    // the quantified character may be absent (or its run broken): the run ends before it
                    if (depth == 0 && run.length() > 0) run.setLength(run.length() - 1);
                    best = longer(best, run);
                    if (c == '{') {
                        i = regex.indexOf('}', i);
                        if (i < 0) return "";
                    }
                }
                case '.', '^', '$' -> best = longer(best, run);
                default -> {
                    if (depth == 0) run.append(c);
                }
            }
        }
        return depth == 0 && classDepth == 0 ? longer(best, run) : "";
    }

    /** The longer of {@code best} and the run (which is emptied). */
    private static String longer(String best, StringBuilder run) {
        String r = run.toString();
        run.setLength(0);
        return r.length() > best.length() ? r : best;
    }
}
