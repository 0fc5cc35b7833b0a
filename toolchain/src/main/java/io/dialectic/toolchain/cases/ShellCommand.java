package io.dialectic.toolchain.cases;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A command written for a person to paste into a POSIX shell ({@code cmd.txt} of a crash case, a
 * reduction's {@code pipeline.txt} and {@code report.md}): each argument one shell word, quoted where the
 * shell would split, expand or redirect it. {@link ShellWords} reads it back into the same arguments.
 */
public final class ShellCommand {
    /** Characters no POSIX shell treats specially anywhere in a word (so {@code ~ { } ( ) * ? [} are not). */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./=,:+@%-]+");

    private ShellCommand() {}

    /** The arguments as one line, the first one the program. */
    public static String line(List<String> args) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < args.size(); i++) {
            if (i > 0) sb.append(' ');
            String a = args.get(i);
            // a first word with '=' would be read as a variable assignment, not the program
            sb.append(i == 0 && a.contains("=") ? quoted(a) : word(a));
        }
        return sb.toString();
    }

    /** One argument as one shell word: as it is when nothing in it is special, else single-quoted. */
    public static String word(String arg) {
        return PLAIN.matcher(arg).matches() ? arg : quoted(arg);
    }

    /** Inside single quotes nothing is special but the quote itself, which closes, is escaped and reopens. */
    private static String quoted(String arg) {
        return "'" + arg.replace("'", "'\\''") + "'";
    }
}
