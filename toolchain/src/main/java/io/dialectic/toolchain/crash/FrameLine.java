package io.dialectic.toolchain.crash;

/**
 * Reads one line of a stack trace into a {@link Frame}, by hand so that a line of megabytes costs
 * one pass (the regular expressions this replaces backtracked quadratically on long lines).
 * The shapes, each seen in real reports:
 * <pre>
 *  #4 0x0000558ecc7d51c8 (/usr/lib/llvm-19/bin/mlir-opt+0xe351c8)                 LLVM, unnamed
 *  #6 0x0000558ecc7b231c mlir::affine::AffineForOp::fold(...) (/usr/lib/.../mlir-opt+0xe1231c)   LLVM, symbolized
 *  #9 0x000055d0c8a1c2b1 mlir::Operation::setOperand(unsigned int, mlir::Value) /build/.../Operation.cpp:264:3   debug build
 *  #7 0x00007f1c2a3b4c5d mlir::Foo::bar(mlir::Operation*) Foo.cpp:0:0              release build, source file only
 *  #3 0x00007ff6d8a1b2c3 mlir::Foo::bar(class mlir::Operation *) C:\src\llvm\mlir\lib\Foo.cpp:213:0   Windows
 *  #0 0x55d0c5f1b0a7 in mlir::Foo::bar(mlir::Operation*) /src/Foo.cpp:12:3           AddressSanitizer
 *  #1 0x7f2b1b429d8f  (/lib/x86_64-linux-gnu/libc.so.6+0x29d8f) (BuildId: 4f7b...)   AddressSanitizer, unnamed
 * 6  mlir-opt-19 0x00005613871cf31c mlir::affine::AffineForOp::fold(...) + 1164    "Stack dump without symbol names", macOS
 * </pre>
 */
final class FrameLine {
    private FrameLine() {}

    /** The frame on {@code line}, or null when the line is not a frame. {@code cut}: the line is the unterminated end of the text. */
    static Frame parse(String line, boolean cut) {
        return parse(line, cut, true);
    }

    /** {@link #parse(String, boolean)}, the text after the address read again when not {@code remembered} (the memo's test). */
    static Frame parse(String line, boolean cut, boolean remembered) {
        int n = line.length();
        int i = skipSpaces(line, 0);
        if (i < n && line.charAt(i) == '#') return hashFrame(line, i + 1, cut, remembered);
        if (i < n && isDigit(line.charAt(i))) return columnFrame(line, i, cut);
        return null;
    }

    /**
     * The line has the shape of a frame with something after its address (as crash evidence: the
     * old rule's {@code ^\\s*#\\d+ 0xADDR }), without reading its symbol.
     */
    static boolean isFrame(String line) {
        int n = line.length();
        int i = skipSpaces(line, 0);
        if (i >= n) return false;
        if (line.charAt(i) == '#') {
            int d = digits(line, i + 1);
            if (d == i + 1 || d >= n || line.charAt(d) != ' ') return false;
            int h = hex(line, skipSpaces(line, d));
            return h > 0 && h < n && Character.isWhitespace(line.charAt(h)) && skipSpaces(line, h) < n;
        }
        if (!isDigit(line.charAt(i))) return false;
        int d = digits(line, i);
        if (d >= n || !Character.isWhitespace(line.charAt(d))) return false;
        int m = skipSpaces(line, d);
        int me = m;
        while (me < n && !Character.isWhitespace(line.charAt(me))) me++;
        if (me == m || me >= n) return false;
        int a = skipSpaces(line, me);
        int h = hex(line, a);
        return h >= 0 && h - a >= 2 + 8 && (h == n || Character.isWhitespace(line.charAt(h)));
    }

    /** {@code #N 0xADDR [in] REST}. */
    private static Frame hashFrame(String line, int i, boolean cut, boolean remembered) {
        int n = line.length();
        int d = digits(line, i);
        if (d == i || d >= n || !Character.isWhitespace(line.charAt(d))) return null;
        int index = parseIndex(line, i, d);
        int a = skipSpaces(line, d);
        int h = hex(line, a);
        if (h < 0) return null;
        if (h < n && !Character.isWhitespace(line.charAt(h))) return null;
        int r = skipSpaces(line, h);
        if (line.startsWith("in ", r)) r += 3;
        String rest = line.substring(r).strip();
        if (cut || !remembered) return fromRest(index, line, rest, cut);
        Frame f = FRAMES.get(rest);
        return new Frame(index, line, f.rawSymbol(), f.name(), f.module(), f.offset(), f.cutOff());
    }

    /**
     * A whole line's frame after its number and address, remembered across traces ({@link Memo}): the text after the
     * address ({@code mlir::Foo::bar(...) (/usr/lib/llvm-19/bin/mlir-opt+0xe351c8)}: module and offset, not the
     * address ASLR moves) repeats in every crash of one bug, and reading it is most of reading a frame. Frame number and line are the caller's. Bounded by
     * the texts' characters, like {@link NormalizedNames}.
     */
    private static final Memo<Frame> FRAMES = new Memo<>(
            rest -> fromRest(-1, null, rest, false), (rest, f) -> 2L * rest.length() + 160, NormalizedNames.MAX_CHARS);

    /** {@code N  module  0xADDR [symbol [+ D]]}: the address must have at least 8 hex digits to tell it from a table of numbers. */
    private static Frame columnFrame(String line, int i, boolean cut) {
        int n = line.length();
        int d = digits(line, i);
        if (d >= n || !Character.isWhitespace(line.charAt(d))) return null;
        int m = skipSpaces(line, d);
        int me = m;
        while (me < n && !Character.isWhitespace(line.charAt(me))) me++;
        if (me == m || me >= n) return null;
        int a = skipSpaces(line, me);
        int h = hex(line, a);
        if (h < 0 || h - a < 2 + 8) return null;
        if (h < n && !Character.isWhitespace(line.charAt(h))) return null;
        String module = ModuleName.of(line.substring(m, me));
        String sym = line.substring(h).strip();
        // "+ 1164": the offset into the symbol
        int plus = sym.lastIndexOf(" + ");
        if (plus >= 0 && digits(sym, plus + 3) == sym.length() && plus + 3 < sym.length())
            sym = sym.substring(0, plus).strip();
        int index = parseIndex(line, i, d);
        if (sym.isEmpty()) return new Frame(index, line, null, null, module, null, cut);
        return symbolFrame(index, line, sym, module, null, cut);
    }

    private static Frame fromRest(int index, String line, String rest, boolean cut) {
        if (rest.endsWith(")")) {
            // AddressSanitizer appends "(BuildId: ...)"
            int b = rest.lastIndexOf(" (BuildId: ");
            if (b >= 0) rest = rest.substring(0, b).strip();
        }
        if (rest.isEmpty()) return new Frame(index, line, null, null, null, null, true);
        // "(module+0xOFFSET)" at the end
        if (rest.endsWith(")")) {
            int plus = rest.lastIndexOf("+0x");
            int open = plus < 0 ? -1 : moduleOpen(rest, plus);
            if (open >= 0 && hex(rest, plus + 1) == rest.length() - 1) {
                String module = ModuleName.of(rest.substring(open + 1, plus));
                String offset = rest.substring(plus + 1, rest.length() - 1);
                String sym = rest.substring(0, open).strip();
                if (sym.isEmpty()) return new Frame(index, line, null, null, module, offset, cut);
                return symbolFrame(index, line, sym, module, offset, cut);
            }
        }
        if (rest.startsWith("(") && rest.indexOf(' ') < 0) {
            // "(/usr/lib/llvm-19/bin/mlir-opt+0" — cut off mid-line
            int plus = rest.indexOf('+');
            String module = rest.substring(1, plus < 0 ? rest.length() : plus);
            return new Frame(index, line, null, null, module.isEmpty() ? null : ModuleName.of(module), null, true);
        }
        int loc = sourceLocationStart(rest);
        if (loc >= 0) {
            String file = ModuleName.of(stripLineColumn(rest.substring(loc)));
            String sym = rest.substring(0, loc).strip();
            if (sym.isEmpty()) return new Frame(index, line, null, null, file, null, cut);
            return symbolFrame(index, line, sym, file, null, cut);
        }
        // a symbol and nothing after it: a line cut before "(module+0x...)", or a format that prints no module
        return symbolFrame(index, line, rest, null, null, cut || !balanced(rest));
    }

    /**
     * The parenthesis that opens {@code (module+0xOFFSET)}, searching back from the {@code +}: the
     * first one with balanced parentheses after it, so a Windows path such as
     * {@code C:\Program Files (x86)\...} stays whole. -1 when there is none.
     */
    private static int moduleOpen(String rest, int plus) {
        int depth = 0;
        for (int j = plus - 1; j >= 0; j--) {
            char c = rest.charAt(j);
            if (c == ')') depth++;
            else if (c == '(') {
                if (depth == 0) return j;
                depth--;
            }
        }
        return -1;
    }

    /**
     * A frame with a symbol. A line cut inside the parameter list still carries the complete name
     * (everything before the list's opening parenthesis), so such a frame keeps its name; a symbol
     * cut before its parameter list may have lost part of its name and gets none.
     */
    private static Frame symbolFrame(int index, String line, String sym, String module, String offset, boolean cut) {
        if (cut && !nameComplete(sym)) return new Frame(index, line, sym, null, module, offset, true);
        String name = NormalizedNames.of(sym);
        return new Frame(index, line, sym, name == null || name.isEmpty() ? null : name, module, offset, cut);
    }

    /** True when {@code sym} has reached the opening parenthesis of its parameter list (outside template arguments). */
    static boolean nameComplete(String sym) {
        int depth = 0;
        int n = sym.length();
        for (int i = 0; i < n; i++) {
            char c = sym.charAt(i);
            if (c == '<') depth++;
            else if (c == '>' && depth > 0) depth--;
            else if (c == '(' && depth == 0) {
                if (sym.startsWith("(anonymous namespace)", i)) {
                    i += "(anonymous namespace)".length() - 1;
                    continue;
                }
                if (i >= 8 && sym.startsWith("operator", i - 8)) continue; // operator()
                return i > 0;
            }
        }
        return false;
    }

    /**
     * Where a trailing source location starts ({@code File.cpp:0:0}, {@code /a/b.cpp:264:3},
     * {@code C:\a b\c.cpp:213:0}, {@code ./csu/libc-start.c:128:20}), or -1. The location must end in
     * {@code :LINE} or {@code :LINE:COL} and be one token, or a Windows path from its drive letter.
     */
    static int sourceLocationStart(String rest) {
        int n = rest.length();
        int e = n;
        // ":COL" and ":LINE", at most two numbers
        int numbers = 0;
        while (numbers < 2) {
            int d = e;
            while (d > 0 && isDigit(rest.charAt(d - 1))) d--;
            if (d == e || d == 0 || rest.charAt(d - 1) != ':') break;
            e = d - 1;
            numbers++;
        }
        if (numbers == 0) return -1;
        // a Windows path may hold spaces: from " X:\" on
        int drive = rest.lastIndexOf(":\\", e);
        if (drive >= 2 && rest.charAt(drive - 2) == ' ' && Character.isLetter(rest.charAt(drive - 1))) return drive - 1;
        int sp = rest.lastIndexOf(' ', e);
        String file = rest.substring(sp + 1, e);
        if (file.isEmpty() || !(file.indexOf('/') >= 0 || file.indexOf('\\') >= 0 || looksLikeSourceFile(file)))
            return -1;
        return sp + 1;
    }

    private static boolean looksLikeSourceFile(String f) {
        int dot = f.lastIndexOf('.');
        if (dot < 0) return false;
        String ext = f.substring(dot + 1);
        return switch (ext) {
            case "c",
                    "cc",
                    "cpp",
                    "cxx",
                    "h",
                    "hh",
                    "hpp",
                    "hxx",
                    "inc",
                    "def",
                    "S",
                    "s",
                    "td",
                    "ipp",
                    "tcc",
                    "mm" -> true;
            default -> false;
        };
    }

    private static String stripLineColumn(String loc) {
        int e = loc.length();
        for (int k = 0; k < 2; k++) {
            int c = loc.lastIndexOf(':', e - 1);
            if (c < 0 || c == e - 1 || digits(loc, c + 1) != e) break;
            e = c;
        }
        return loc.substring(0, e);
    }

    private static boolean balanced(String s) {
        int open = 0;
        int close = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '(') open++;
            else if (s.charAt(i) == ')') close++;
        }
        return open == close;
    }

    private static int parseIndex(String s, int from, int to) {
        // a frame number longer than 9 digits is not a frame number anyone printed; cap it
        return to - from > 9 ? Integer.MAX_VALUE : Integer.parseInt(s, from, to, 10);
    }

    /** End of "0x" followed by at least one hex digit at {@code i}, or -1. */
    private static int hex(String s, int i) {
        int n = s.length();
        if (i + 2 > n || s.charAt(i) != '0' || (s.charAt(i + 1) != 'x' && s.charAt(i + 1) != 'X')) return -1;
        int j = i + 2;
        while (j < n && Character.digit(s.charAt(j), 16) >= 0) j++;
        return j == i + 2 ? -1 : j;
    }

    private static int digits(String s, int i) {
        int n = s.length();
        while (i < n && isDigit(s.charAt(i))) i++;
        return i;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static int skipSpaces(String s, int i) {
        int n = s.length();
        while (i < n && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) i++;
        return i;
    }
}
