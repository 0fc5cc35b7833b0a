package io.dialectic.toolchain.crash;

import java.util.List;

/**
 * A failed {@code assert} as the C library printed it, read by hand (linear, no backtracking) from
 * any of the shapes seen in real reports:
 * <pre>
 * glibc:     mlir-opt: /src/mlir/lib/IR/Operation.cpp:264: void mlir::Operation::setOperand(unsigned int, mlir::Value): Assertion `idx &lt; getNumOperands()' failed.
 * libstdc++: /usr/include/c++/13/bits/stl_vector.h:1125: ... std::vector&lt;...&gt;::operator[](size_type) [with _Tp = long int; ...]: Assertion '__n &lt; this-&gt;size()' failed.
 * macOS:     Assertion failed: (idx &lt; getNumOperands()), function setOperand, file Operation.cpp, line 264.
 * MSVC:      Assertion failed: idx &lt; getNumOperands(), file C:\src\mlir\lib\IR\Operation.cpp, line 264
 * musl:      Assertion failed: idx &lt; getNumOperands() (/src/mlir/lib/IR/Operation.cpp: setOperand: 264)
 * </pre>
 * A message wrapped over several lines (an issue tracker's line wrap) is joined with single spaces;
 * one cut before its closing {@code ' failed.} keeps the condition up to the last quote (or the end).
 *
 * @param condition the asserted expression as written in the source
 * @param function  the function as printed: a full signature (glibc), a bare name ({@code __func__}:
 *                  macOS, musl), or null (MSVC prints none)
 * @param file      the source file's name (no directory), null when cut off
 * @param line      the source line, null when cut off
 * @param qualified {@code function} is a full signature (glibc/libstdc++), not a bare {@code __func__}
 */
public record AssertionMessage(String condition, String function, String file, Integer line, boolean qualified) {
    /** Lines joined to a message that does not end on its first line: enough for a wrapped signature. */
    private static final int MAX_JOINED = 6;

    /** The first assertion message among {@code lines}, or null. */
    public static AssertionMessage find(List<String> lines) {
        for (int k = 0; k < lines.size(); k++) {
            String l = lines.get(k);
            int a = l.indexOf("Assertion ");
            if (a < 0) continue;
            AssertionMessage m = at(lines, k, a);
            if (m != null) return m;
        }
        return null;
    }

    /** True when {@code line} starts or holds an assertion message (crash evidence). */
    static boolean isAssertionLine(String line) {
        int a = line.indexOf("Assertion ");
        if (a < 0) return false;
        return line.startsWith("Assertion `", a)
                || line.startsWith("Assertion '", a)
                || line.startsWith("Assertion failed: ", a);
    }

    private static AssertionMessage at(List<String> lines, int k, int a) {
        String l = lines.get(k);
        if (l.startsWith("Assertion `", a) || l.startsWith("Assertion '", a)) return assertH(lines, k, a);
        if (l.startsWith("Assertion failed: ", a)) return assertionFailed(lines, k, a + "Assertion failed: ".length());
        return null;
    }

    /** glibc / libstdc++: {@code [prog: ]FILE:LINE: FUNCTION: Assertion `COND' failed.} (or straight quotes). */
    private static AssertionMessage assertH(List<String> lines, int k, int a) {
        // the part before "Assertion": FILE:LINE: FUNCTION: — wrapped lines before it are joined
        String before = lines.get(k).substring(0, a);
        for (int back = 1; back <= MAX_JOINED && k - back >= 0 && fileLine(before) < 0; back++) {
            String prev = lines.get(k - back);
            // only a wrap: the assertion line starts mid-signature, or the line before ends with the signature's ':'
            if (stops(prev) || before.isBlank() && !prev.stripTrailing().endsWith(":")) break;
            before = prev + " " + before;
        }
        String after = lines.get(k).substring(a + "Assertion `".length());
        int end = after.indexOf("' failed");
        for (int next = 1; end < 0 && next <= MAX_JOINED && k + next < lines.size(); next++) {
            String l = lines.get(k + next);
            if (stops(l)) break;
            after = after + " " + l;
            end = after.indexOf("' failed");
        }
        if (end < 0) {
            // cut before "' failed.": up to the closing quote when it survived, else all that is left
            int q = after.lastIndexOf('\'');
            end = q >= 0 ? q : after.length();
        }
        String condition = collapse(after.substring(0, end));
        String file = null;
        Integer line = null;
        String function = null;
        int fl = fileLine(before);
        if (fl >= 0) {
            int colon = before.lastIndexOf(':', fl);
            int start = before.lastIndexOf(' ', colon) + 1;
            file = ModuleName.of(before.substring(start, colon));
            int ld = fl;
            while (ld < before.length() && Character.isDigit(before.charAt(ld))) ld++;
            line = parseLine(before.substring(fl, ld));
            function = before.substring(ld + 1).strip();
        } else {
            function = before.strip();
        }
        if (function.endsWith(":"))
            function = function.substring(0, function.length() - 1).strip();
        return new AssertionMessage(condition, function.isEmpty() ? null : collapse(function), file, line, true);
    }

    /**
     * Index of the first digit of the first {@code :LINE: } in {@code s} (the {@code FILE:LINE: }
     * of assert.h), or -1.
     */
    static int fileLine(String s) {
        int n = s.length();
        for (int c = s.indexOf(':'); c >= 0 && c < n; c = s.indexOf(':', c + 1)) {
            int d = c + 1;
            while (d < n && Character.isDigit(s.charAt(d))) d++;
            if (d > c + 1 && d + 1 < n && s.charAt(d) == ':' && s.charAt(d + 1) == ' ') return c + 1;
        }
        return -1;
    }

    /** macOS, MSVC or musl: everything after {@code Assertion failed: }. */
    private static AssertionMessage assertionFailed(List<String> lines, int k, int from) {
        String rest = lines.get(k).substring(from);
        for (int next = 1; !complete(rest) && next <= MAX_JOINED && k + next < lines.size(); next++) {
            String l = lines.get(k + next);
            if (stops(l)) break;
            rest = rest + " " + l;
        }
        rest = collapse(rest);
        int fn = rest.lastIndexOf("), function ");
        if (rest.startsWith("(") && fn > 0) {
            // macOS __assert_rtn: "(COND), function F, file FILE, line N."
            String condition = rest.substring(1, fn);
            String tail = rest.substring(fn + "), function ".length());
            int file = tail.indexOf(", file ");
            String function = file < 0 ? tail : tail.substring(0, file);
            String f = null;
            Integer line = null;
            if (file >= 0) {
                String fileTail = tail.substring(file + ", file ".length());
                int ln = fileTail.lastIndexOf(", line ");
                f = ModuleName.of(ln < 0 ? fileTail : fileTail.substring(0, ln));
                if (ln >= 0) line = parseLine(fileTail.substring(ln + ", line ".length()));
            }
            return new AssertionMessage(condition, function.strip(), f, line, false);
        }
        int file = rest.lastIndexOf(", file ");
        if (file >= 0) {
            // MSVC _wassert: "COND, file FILE, line N"
            String fileTail = rest.substring(file + ", file ".length());
            int ln = fileTail.lastIndexOf(", line ");
            String f = ModuleName.of(ln < 0 ? fileTail : fileTail.substring(0, ln));
            return new AssertionMessage(
                    rest.substring(0, file),
                    null,
                    f,
                    ln < 0 ? null : parseLine(fileTail.substring(ln + ", line ".length())),
                    false);
        }
        int paren = rest.lastIndexOf(" (");
        if (paren > 0 && rest.endsWith(")")) {
            // musl: "COND (FILE: FUNC: LINE)"
            String[] parts = rest.substring(paren + 2, rest.length() - 1).split(": ", -1);
            if (parts.length == 3) {
                return new AssertionMessage(
                        rest.substring(0, paren),
                        parts[1].strip(),
                        ModuleName.of(parts[0].strip()),
                        parseLine(parts[2]),
                        false);
            }
        }
        return new AssertionMessage(rest, null, null, null, false);
    }

    private static boolean complete(String rest) {
        return rest.contains(", line ") || rest.endsWith(")");
    }

    /** A line that cannot continue a wrapped message: blank, a frame, or a crash report's own line. */
    private static boolean stops(String l) {
        String s = l.strip();
        return s.isEmpty()
                || s.startsWith("#")
                || s.startsWith("PLEASE submit")
                || s.startsWith("Stack dump")
                || FrameLine.parse(l, false) != null
                || s.contains("Assertion ");
    }

    private static Integer parseLine(String s) {
        int e = 0;
        String t = s.strip();
        while (e < t.length() && e < 9 && Character.isDigit(t.charAt(e))) e++;
        return e == 0 ? null : Integer.valueOf(t.substring(0, e));
    }

    /** Runs of white space as one space: a wrapped message and an unwrapped one read alike. */
    static String collapse(String s) {
        StringBuilder b = new StringBuilder(s.length());
        boolean space = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isWhitespace(c)) {
                space = true;
                continue;
            }
            if (space && !b.isEmpty()) b.append(' ');
            space = false;
            b.append(c);
        }
        return b.toString();
    }
}
