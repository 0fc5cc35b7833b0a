package io.dialectic.toolchain.cases;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a recorded command line into words the way a POSIX shell would for
 * plain words, single and double quotes and backslashes (no expansion): only
 * to read {@code cmd.txt}; nothing is ever run through a shell. Text after an
 * unquoted {@code #} at a word start is a comment.
 */
final class ShellWords {
    private ShellWords() {}

    static List<String> split(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
                else if (c == '\\' && quote == '"' && i + 1 < line.length()) cur.append(line.charAt(++i));
                else cur.append(c);
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < line.length()) {
                cur.append(line.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) out.add(cur.toString());
                cur.setLength(0);
                inWord = false;
            } else if (c == '#' && !inWord) {
                break;
            } else {
                cur.append(c);
                inWord = true;
            }
        }
        if (inWord) out.add(cur.toString());
        return out;
    }
}
