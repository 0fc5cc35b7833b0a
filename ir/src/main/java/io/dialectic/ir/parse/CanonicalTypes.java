package io.dialectic.ir.parse;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Types as the type, not as the text that happened to spell it: the printed
 * type of a value must not depend on how the program was written (docs/ARCHITECTURE.md
 * "same program, same model"). mlir-opt's printers choose their own alias
 * names ({@code #sparse} for what a test calls {@code #SparseVector}) and
 * their own spacing ({@code memref<2x32xf32>} for {@code memref<2 x 32 x f32>}),
 * so the reader stores every type with the program's type and attribute
 * aliases ({@code !t = ...}, {@code #a = ...}) expanded, whitespace runs
 * collapsed to one blank, no blank just inside {@code < ( [ {} / before
 * {@code > ) ] }} or between a name and its {@code <} body, one blank after a
 * comma and no trailing comma before a closer, shape dimensions glued ({@code 2 x 32 x f32} ->
 * {@code 2x32xf32}) and what the printer leaves out of a memref (memory
 * space 0, an identity layout, a strided layout's zero offset). A type already in that form is kept as the same string.
 */
final class CanonicalTypes {
    private final Map<String, String> aliases;
    private final Map<String, String> memo = new HashMap<>();

    CanonicalTypes(Map<String, String> aliases) {
        this.aliases = aliases;
    }

    /** Rewrites every type of the program's values and signatures. */
    void apply(Program program) {
        for (Value v : program.topLevel().arguments()) v.setType(of(v.type()));
        for (Operation op : program.allOperations()) {
            for (Value v : op.results()) v.setType(of(v.type()));
            for (Region r : op.regions())
                for (Block b : r.blocks()) for (Value v : b.arguments()) v.setType(of(v.type()));
            if (!op.signatureOperandTypes().isEmpty()
                    || !op.signatureResultTypes().isEmpty()) {
                List<String> a = list(op.signatureOperandTypes()), b = list(op.signatureResultTypes());
                if (a != null || b != null) {
                    op.setSignature(
                            a != null ? a : op.signatureOperandTypes(), b != null ? b : op.signatureResultTypes());
                }
            }
        }
    }

    /** The list with each type canonical, or null when none changed. */
    private List<String> list(List<String> in) {
        List<String> out = null;
        for (int i = 0; i < in.size(); i++) {
            String t = in.get(i), c = of(t);
            if (c != t && out == null) out = new ArrayList<>(in);
            if (out != null) out.set(i, c);
        }
        return out;
    }

    /** The canonical text of type {@code t} (null stays null). */
    String of(String t) {
        if (t == null || isCanonical(t)) return t;
        String c = memo.get(t);
        if (c == null) {
            c = defaultMemorySpace(spacing(expand(t, 0)));
            memo.put(t, c);
        }
        return c;
    }

    private boolean isCanonical(String t) {
        for (int i = 0; i < t.length(); i++) {
            char ch = t.charAt(i);
            if (ch == ' ') {
                if (i + 1 >= t.length()) return false;
                char n = t.charAt(i + 1), p = i > 0 ? t.charAt(i - 1) : ' ';
                if (n == ' '
                        || n == '>'
                        || n == ')'
                        || n == ']'
                        || n == '}'
                        || (n == '<' && Character.isLetterOrDigit(p))
                        || p == '<'
                        || p == '('
                        || p == '['
                        || p == '{') return false;
                if (n == 'x' && (i + 2 >= t.length() || t.charAt(i + 2) == ' ')) return false;
            } else if (ch == ','
                    && (i + 1 >= t.length()
                            || t.charAt(i + 1) != ' '
                            || (i + 2 < t.length() && isCloser(t.charAt(i + 2))))) {
                return false;
            } else if (ch == '\n'
                    || ch == '\t'
                    || ch == '\r'
                    || (ch == '0' && i == t.length() - 2 && t.startsWith("memref<"))) {
                return false;
            } else if ((ch == '#' || ch == '!') && !aliases.isEmpty() && aliasAt(t, i) != null) {
                return false;
            }
        }
        if (t.startsWith("memref<") && (t.contains("offset: 0>") || t.contains("affine_map<("))) {
            return defaultMemorySpace(t).equals(t);
        }
        return true;
    }

    /** The alias defined for the identifier at {@code i} ({@code #name}/{@code !name}), or null. */
    private String aliasAt(String t, int i) {
        int j = i + 1;
        while (j < t.length() && isIdent(t.charAt(j))) j++;
        if (j == i + 1) return null;
        // a program defines a few aliases: compare in place rather than allocate a key per sigil
        for (Map.Entry<String, String> e : aliases.entrySet()) {
            String k = e.getKey();
            if (k.length() == j - i && t.startsWith(k, i)) return e.getValue();
        }
        return null;
    }

    private static boolean isIdent(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$' || c == '.' || c == '-';
    }

    private String expand(String t, int depth) {
        if (aliases.isEmpty() || depth > 8) return t;
        StringBuilder sb = null;
        int last = 0;
        for (int i = 0; i < t.length(); i++) {
            char ch = t.charAt(i);
            if ((ch == '#' || ch == '!') && (i == 0 || !isIdent(t.charAt(i - 1)))) {
                String def = aliasAt(t, i);
                if (def != null) {
                    int j = i + 1;
                    while (j < t.length() && isIdent(t.charAt(j))) j++;
                    if (sb == null) sb = new StringBuilder(t.length() + def.length());
                    sb.append(t, last, i).append(expand(def, depth + 1));
                    last = j;
                    i = j - 1;
                }
            }
        }
        if (sb == null) return t;
        sb.append(t, last, t.length());
        return sb.toString();
    }

    private static String spacing(String t) {
        StringBuilder sb = new StringBuilder(t.length());
        boolean pendingSpace = false;
        for (int i = 0; i < t.length(); i++) {
            char ch = t.charAt(i);
            if (Character.isWhitespace(ch)) {
                pendingSpace = sb.length() > 0;
                continue;
            }
            if (ch == '"') { // a string inside a type is kept as written
                if (pendingSpace) sb.append(' ');
                pendingSpace = false;
                int j = i + 1;
                while (j < t.length() && t.charAt(j) != '"') j += t.charAt(j) == '\\' ? 2 : 1;
                j = Math.min(j + 1, t.length());
                sb.append(t, i, j);
                i = j - 1;
                continue;
            }
            if (ch == ',') {
                // a trailing comma before a closer is dropped; a comma is followed by one blank
                int j = i + 1;
                while (j < t.length() && Character.isWhitespace(t.charAt(j))) j++;
                if (j < t.length() && isCloser(t.charAt(j))) {
                    pendingSpace = false;
                    continue;
                }
                sb.append(',');
                pendingSpace = j < t.length();
                i = j - 1;
                continue;
            }
            if (pendingSpace) {
                char p = sb.charAt(sb.length() - 1);
                boolean glueDim =
                        ch == 'x' && isDimEnd(p) && (i + 1 >= t.length() || Character.isWhitespace(t.charAt(i + 1)));
                boolean afterX = p == 'x' && sb.length() >= 2 && isDimEnd(sb.charAt(sb.length() - 2)) && xWasGlued(sb);
                boolean bodyAfterName = ch == '<' && Character.isLetterOrDigit(p); // tensor <4xf32>
                if (!(p == '<'
                        || p == '('
                        || p == '['
                        || p == '{'
                        || ch == '>'
                        || ch == ')'
                        || ch == ']'
                        || ch == '}'
                        || bodyAfterName
                        || glueDim
                        || afterX)) sb.append(' ');
                pendingSpace = false;
            }
            sb.append(ch);
        }
        return sb.toString();
    }

    /**
     * What the printer leaves out of a memref: memory space 0 ({@code memref<4xf32, 0>}),
     * an identity layout ({@code affine_map<(d0, d1) -> (d0, d1)>}) and a zero offset of a
     * strided layout ({@code strided<[4, 1], offset: 0>}).
     */
    private static String defaultMemorySpace(String t) {
        if (!t.startsWith("memref<")) return t;
        if (t.contains("offset: 0>")) t = t.replace(", offset: 0>", ">");
        if (t.contains("affine_map<(")) t = IDENTITY_LAYOUT.matcher(t).replaceAll("");
        return t.endsWith(", 0>") ? t.substring(0, t.length() - 4) + ">" : t;
    }

    private static final Pattern IDENTITY_LAYOUT =
            Pattern.compile(", affine_map<\\((d\\d+(?:, d\\d+)*)\\) -> \\(\\1\\)>");

    private static boolean isCloser(char c) {
        return c == ')' || c == ']' || c == '}' || c == '>';
    }

    private static boolean isDimEnd(char c) {
        return Character.isDigit(c) || c == '?' || c == ']' || c == '*';
    }

    /** Whether the 'x' ending {@code sb} is a shape separator (a dimension before it, not part of a word). */
    private static boolean xWasGlued(StringBuilder sb) {
        int n = sb.length();
        return n >= 2 && isDimEnd(sb.charAt(n - 2));
    }
}
