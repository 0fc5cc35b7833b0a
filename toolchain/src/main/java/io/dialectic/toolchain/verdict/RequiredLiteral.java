package io.dialectic.toolchain.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Literals one of which every match of a regex contains, or none when none is known: the cheap test an
 * {@link OutcomeRule} makes before its regex. Every run's stderr is tried against up to twenty rules; most rules
 * name a fixed phrase ({@code error: custom op '[^']*' is unknown}), and {@link String#contains} rules out a stderr
 * without it many times faster than the regex's search at every position.
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
        Outline o = Outline.of(regex);
        if (o == null) return List.of();
        if (!o.bars().isEmpty()) {
            List<String> out = new ArrayList<>();
            int from = 0;
            for (int end : o.barsAndEnd(regex)) {
                List<String> l = anyOf(regex.substring(from, end));
                if (l.isEmpty()) return List.of(); // an alternative that may match without a literal
                out.addAll(l);
                from = end + 1;
            }
            return out;
        }
        if (!o.longestRun().isEmpty()) return List.of(o.longestRun());
        // nothing outside groups: a regex that is one group is what the group is
        if (o.firstGroupEnd() == regex.length() - 1) return anyOf(regex.substring(1, regex.length() - 1));
        return List.of();
    }

    /** The longest literal, as {@link #anyOf} when it finds one. */
    static String of(String regex) {
        List<String> l = anyOf(regex);
        return l.size() == 1 ? l.get(0) : "";
    }

    /**
     * A regex's top level, read once past escapes, classes, groups and counted repetitions: where its top-level {@code |}
     * stand, where the group it starts with (if it does) closes (-1 if it does not start with one), and its longest
     * unquantified run of plain characters outside groups and classes ({@code ""}: none).
     */
    private record Outline(List<Integer> bars, int firstGroupEnd, String longestRun) {
        /** The ends of the alternatives: each top-level bar, then the regex's end. */
        List<Integer> barsAndEnd(String regex) {
            List<Integer> ends = new ArrayList<>(bars);
            ends.add(regex.length());
            return ends;
        }

        /** Null when unreadable: an escape of more than one character, an unclosed group, class or repetition. */
        static Outline of(String regex) {
            List<Integer> bars = new ArrayList<>();
            int depth = 0, classDepth = 0, firstGroupEnd = -1;
            String best = "";
            StringBuilder run = new StringBuilder();
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
                        if (--depth == 0 && firstGroupEnd < 0 && regex.charAt(0) == '(') firstGroupEnd = i;
                        best = longer(best, run);
                    }
                    case '|' -> {
                        if (depth == 0) bars.add(i);
                        best = longer(best, run);
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
            return depth == 0 && classDepth == 0 ? new Outline(bars, firstGroupEnd, longer(best, run)) : null;
        }
    }

    /** A {@code ]} right after {@code [} or {@code [^} is a member of the class, not its end. */
    private static boolean opensClass(String regex, int i) {
        return regex.charAt(i - 1) == '[' || regex.charAt(i - 1) == '^' && i >= 2 && regex.charAt(i - 2) == '[';
    }

    /** The longer of {@code best} and the run (which is emptied). */
    private static String longer(String best, StringBuilder run) {
        String r = run.toString();
        run.setLength(0);
        return r.length() > best.length() ? r : best;
    }
}
