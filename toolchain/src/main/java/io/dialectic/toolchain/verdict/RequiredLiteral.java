package io.dialectic.toolchain.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Literals one of which every match of a regex contains, or none when none is known: the cheap test an
 * {@link OutcomeRule} makes before its regex. Every run's stderr is tried against up to twenty rules; most rules
 * name a fixed phrase ({@code error: custom op '[^']*' is unknown}), and {@link String#contains} rules out a stderr
 * without it many times faster than the regex's search at every position (JFR, 1M-record analysis: the rules' regexes
 * 3.7 % of the featurizing samples).
 *
 * <p>Conservative by construction: the longest run of plain characters outside any group or class whose last
 * character is not quantified; for a regex of alternatives ({@code a|b}, or one group {@code (a|b)} and nothing
 * else), one literal of each. Anything it does not fully understand (inline flags, {@code \Q}, escapes other than a
 * single character, an alternative without a literal, flags other than {@link Pattern#MULTILINE},
 * {@link Pattern#DOTALL} and {@link Pattern#UNIX_LINES}) gives none: no filter, the regex alone decides.
 */
final class RequiredLiteral {
    private RequiredLiteral() {}

    /** Flags that change neither which characters a literal matches nor how the regex is read. */
    private static final int LITERAL_SAFE_FLAGS = Pattern.MULTILINE | Pattern.DOTALL | Pattern.UNIX_LINES;

    /** Escapes of one character after the backslash (a class like {@code \d} or a quoted metacharacter). */
    private static final String SIMPLE_ESCAPES = "dDsSwWbBnrtfaeAzZGhHvVR.\\[](){}*+?|^$/-'\"`#<>!=:,&~@%";

    /** The literals (a match holds at least one), or none. */
    static List<String> anyOf(Pattern p) {
        return (p.flags() & ~LITERAL_SAFE_FLAGS) != 0 ? List.of() : anyOf(p.pattern());
    }

    static List<String> anyOf(String regex) {
        if (regex.contains("(?") || regex.contains("\\Q")) return List.of();
        List<String> alternatives = topLevelAlternatives(regex);
        if (alternatives == null) return List.of();
        if (alternatives.size() > 1) {
            List<String> out = new ArrayList<>();
            for (String a : alternatives) {
                List<String> l = anyOf(a);
                if (l.isEmpty()) return List.of(); // an alternative that may match without a literal
                out.addAll(l);
            }
            return out;
        }
        String run = longestRun(regex);
        if (run == null) return List.of();
        if (!run.isEmpty()) return List.of(run);
        // nothing outside groups: a regex that is one group is what the group is
        if (regex.length() >= 2 && regex.charAt(0) == '(' && closingParen(regex) == regex.length() - 1) {
            return anyOf(regex.substring(1, regex.length() - 1));
        }
        return List.of();
    }

    /** The longest literal, as {@link #anyOf} when it finds one. */
    static String of(String regex) {
        List<String> l = anyOf(regex);
        return l.size() == 1 ? l.get(0) : "";
    }

    /** The regex split at its top-level {@code |}; null when it cannot be read. */
    private static List<String> topLevelAlternatives(String regex) {
        Outline o = Outline.of(regex);
        if (o == null) return null;
        List<String> out = new ArrayList<>();
        int from = 0;
        for (int bar : o.bars()) {
            out.add(regex.substring(from, bar));
            from = bar + 1;
        }
        out.add(regex.substring(from));
        return out;
    }

    /** Where the group opened at 0 closes, or -1. */
    private static int closingParen(String regex) {
        Outline o = Outline.of(regex);
        return o == null ? -1 : o.firstGroupEnd();
    }

    /**
     * A regex's top level, read once past escapes, classes and groups: where its top-level {@code |} stand, and where the
     * group it starts with (if it does) closes (-1 if it does not start with one).
     */
    private record Outline(List<Integer> bars, int firstGroupEnd) {
        /** Null when unreadable: an escape of more than one character, an unclosed group or class. */
        static Outline of(String regex) {
            List<Integer> bars = new ArrayList<>();
            int depth = 0, classDepth = 0, firstGroupEnd = -1;
            for (int i = 0; i < regex.length(); i++) {
                char c = regex.charAt(i);
                if (c == '\\') {
                    if (i + 1 >= regex.length() || SIMPLE_ESCAPES.indexOf(regex.charAt(i + 1)) < 0) return null;
                    i++;
                } else if (classDepth > 0) {
                    if (c == '[') classDepth++;
                    else if (c == ']' && !opensClass(regex, i)) classDepth--;
                } else if (c == '[') {
                    classDepth = 1;
                } else if (c == '(') {
                    depth++;
                } else if (c == ')') {
                    if (--depth == 0 && firstGroupEnd < 0 && regex.charAt(0) == '(') firstGroupEnd = i;
                } else if (c == '|' && depth == 0) {
                    bars.add(i);
                }
            }
            return depth == 0 && classDepth == 0 ? new Outline(bars, firstGroupEnd) : null;
        }
    }

    /** A {@code ]} right after {@code [} or {@code [^} is a member of the class, not its end. */
    private static boolean opensClass(String regex, int i) {
        return regex.charAt(i - 1) == '[' || regex.charAt(i - 1) == '^' && i >= 2 && regex.charAt(i - 2) == '[';
    }

    /** The longest unquantified run of plain characters outside groups and classes ({@code ""}: none), null when unreadable. */
    private static String longestRun(String regex) {
        String best = "";
        StringBuilder run = new StringBuilder();
        int depth = 0, classDepth = 0;
        for (int i = 0; i < regex.length(); i++) {
            char c = regex.charAt(i);
            if (c == '\\') {
                if (i + 1 >= regex.length() || SIMPLE_ESCAPES.indexOf(regex.charAt(i + 1)) < 0) return null;
                i++;
                best = longer(best, run);
                continue;
            }
            if (classDepth > 0) {
                if (c == '[') classDepth++;
                else if (c == ']' && !opensClass(regex, i)) classDepth--;
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
                    if (depth == 0) return null; // split by topLevelAlternatives first
                }
                case '?', '*', '+', '{' -> {
                    // the quantified character may be absent (or its run broken): the run ends before it
                    if (depth == 0 && run.length() > 0) run.setLength(run.length() - 1);
                    best = longer(best, run);
                    if (c == '{') {
                        i = regex.indexOf('}', i);
                        if (i < 0) return null;
                    }
                }
                case '.', '^', '$' -> best = longer(best, run);
                default -> {
                    if (depth == 0) run.append(c);
                }
            }
        }
        return depth == 0 && classDepth == 0 ? longer(best, run) : null;
    }

    /** The longer of {@code best} and the run (which is emptied). */
    private static String longer(String best, StringBuilder run) {
        String r = run.toString();
        run.setLength(0);
        return r.length() > best.length() ? r : best;
    }
}
