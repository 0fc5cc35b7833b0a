package io.dialectic.toolchain.crash;

import java.util.ArrayList;
import java.util.List;

/**
 * A crash report as lines, whatever way it reached us: {@code \r\n} (Windows, pasted from a browser)
 * and lone {@code \r} line ends become line breaks, and ANSI colour/cursor escapes (a coloured
 * terminal, {@code ninja}/{@code lit} output copied with colours) are removed, so neither can hide a
 * frame or leak into a key. Linear in the length of the text: no regular expression.
 *
 * @param lines        the lines, without line ends
 * @param unterminated the text did not end with a line end: its last line was cut (output cap, killed writer)
 */
public record StderrText(List<String> lines, boolean unterminated) {
    private static final char ESC = '\u001B';

    public static StderrText of(String text) {
        if (text == null || text.isEmpty()) return new StderrText(List.of(), false);
        List<String> out = new ArrayList<>();
        int n = text.length();
        int start = 0;
        while (start < n) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? n : nl;
            String line = text.substring(start, end);
            if (line.indexOf('\r') >= 0 || line.indexOf(ESC) >= 0) clean(line, out);
            else out.add(line);
            start = end + 1;
        }
        char last = text.charAt(n - 1);
        boolean unterminated = last != '\n' && last != '\r';
        return new StderrText(
                out, unterminated && !out.isEmpty() && !out.get(out.size() - 1).isEmpty());
    }

    /** Splits {@code line} at lone {@code \r} (a {@code \r} ending it is dropped) and removes escapes. */
    private static void clean(String line, List<String> out) {
        StringBuilder b = new StringBuilder(line.length());
        int n = line.length();
        for (int i = 0; i < n; i++) {
            char c = line.charAt(i);
            if (c == '\r') {
                if (i == n - 1) break; // "\r\n"
                out.add(b.toString());
                b.setLength(0);
            } else if (c == ESC) {
                i = skipEscape(line, i) - 1;
            } else {
                b.append(c);
            }
        }
        out.add(b.toString());
    }

    /**
     * Index just past the escape sequence starting at {@code i}: CSI ({@code ESC [ params intermediates
     * final}, e.g. {@code ESC[1;31m}), OSC ({@code ESC ] ... BEL} or {@code ESC ] ... ESC \}), or a
     * two-character escape.
     */
    static int skipEscape(String s, int i) {
        int n = s.length();
        if (i + 1 >= n) return n;
        char k = s.charAt(i + 1);
        if (k == '[') {
            int j = i + 2;
            while (j < n && s.charAt(j) >= 0x30 && s.charAt(j) <= 0x3F) j++; // parameters 0-9 ; ? ...
            while (j < n && s.charAt(j) >= 0x20 && s.charAt(j) <= 0x2F) j++; // intermediates
            return j < n && s.charAt(j) >= 0x40 && s.charAt(j) <= 0x7E ? j + 1 : j;
        }
        if (k == ']') {
            for (int j = i + 2; j < n; j++) {
                char c = s.charAt(j);
                if (c == '\u0007') return j + 1;
                if (c == ESC && j + 1 < n && s.charAt(j + 1) == '\\') return j + 2;
                if (c == '\n' || c == '\r') return j; // never swallow a line end
            }
            return n;
        }
        return i + 2;
    }

    /** The text with normalised line ends ({@code \n}) and no escapes. */
    public String text() {
        String t = String.join("\n", lines);
        return unterminated || lines.isEmpty() ? t : t + "\n";
    }
}
