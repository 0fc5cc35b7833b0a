package io.dialectic.toolchain.irbug;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The first error a run of the tool printed, and the op it names: the op of a {@code 'dialect.op' op ...} message, else
 * the op of the {@code see current operation} note, else the op printed on the line the error points to.
 *
 * @param line    the error's line in the input (1-based), 0 when it names none
 */
public record VerifierMessage(String message, String op, int line) {
    private static final Pattern ERROR = Pattern.compile("(?m)^(?:[^\\n]*?:(\\d+):\\d+: )?error: ([^\\n]*)$");
    private static final Pattern OP_PREFIX = Pattern.compile("^'([A-Za-z_][\\w$]*\\.[\\w$.]+)' op ");
    private static final Pattern CURRENT_OP =
            Pattern.compile("see current operation: (?:[^\\n]*? = )?\"([A-Za-z_][\\w$]*\\.[\\w$.]+)\"");
    /** An op name on a printed line: generic {@code "d.op"(} or custom {@code d.op } after the results. */
    private static final Pattern GENERIC_OP = Pattern.compile("\"([A-Za-z_][\\w$]*\\.[\\w$.]+)\"\\s*\\(");

    private static final Pattern CUSTOM_OP =
            Pattern.compile("^\\s*(?:[%\\w#:, ]+= )?([A-Za-z_][\\w$]*\\.[\\w$.]+)(?:\\s|$|<|\\()");

    /** The first error of {@code stderr}, null when it printed none; {@code input} is the program the run read. */
    public static VerifierMessage of(String stderr, String input) {
        if (stderr == null) return null;
        Matcher m = ERROR.matcher(stderr);
        if (!m.find()) return null;
        String message = m.group(2).strip();
        int line = m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
        Matcher prefix = OP_PREFIX.matcher(message);
        if (prefix.find()) return new VerifierMessage(message, prefix.group(1), line);
        Matcher note = CURRENT_OP.matcher(stderr.substring(m.end()));
        if (note.find()) return new VerifierMessage(message, note.group(1), line);
        return new VerifierMessage(message, opOnLine(input, line), line);
    }

    /** The op printed on line {@code line} of {@code text}, null when there is none. */
    static String opOnLine(String text, int line) {
        if (text == null || line <= 0) return null;
        String[] lines = text.split("\n", -1);
        if (line > lines.length) return null;
        String l = lines[line - 1];
        Matcher g = GENERIC_OP.matcher(l);
        if (g.find()) return g.group(1);
        Matcher c = CUSTOM_OP.matcher(l);
        return c.find() ? c.group(1) : null;
    }
}
