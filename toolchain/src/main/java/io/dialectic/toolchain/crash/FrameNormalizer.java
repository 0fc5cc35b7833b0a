package io.dialectic.toolchain.crash;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reduces a demangled C++ symbol to the qualified function name that is stable across builds:
 * template arguments (balanced {@code <...>}, not the {@code <} of {@code operator<}), parameter
 * lists, return types, cv/ref qualifiers, {@code (anonymous namespace)} and clang's
 * {@code $_N}/GCC's {@code {lambda#N}} numbering are removed.
 *
 * <pre>
 * mlir::affine::AffineForOp::fold(mlir::affine::AffineForOpGenericAdaptor&lt;llvm::ArrayRef&lt;mlir::Attribute&gt; &gt;, ...)
 *     -&gt; mlir::affine::AffineForOp::fold
 * llvm::LogicalResult (anonymous namespace)::Foo&lt;int&gt;::bar(int) const   -&gt; Foo::bar
 * mlir::foo(int)::$_3::operator()(mlir::Value) const                     -&gt; mlir::foo::$lambda::operator()
 * bool llvm::operator&lt;(llvm::APInt const&amp;, llvm::APInt const&amp;)           -&gt; llvm::operator&lt;
 * </pre>
 * (MLIRod cuts at the first {@code <} or {@code (}, which turns {@code operator<} and every lambda
 * into the same name and keeps return types.)
 *
 * <p>Bracketed suffixes are removed too, so GCC and clang spell one function alike: the template
 * bindings of {@code __PRETTY_FUNCTION__} (clang {@code [T = int]}, GCC {@code [with T = int; ...]}),
 * GCC's {@code [clone .cold]} and {@code [abi:cxx11]}; MSVC's {@code `anonymous namespace'} is
 * removed like clang's. Linear in the length of the symbol (no backtracking regex).
 */
public final class FrameNormalizer {
    private static final Pattern CLANG_LAMBDA = Pattern.compile("\\$_\\d+");
    private static final Pattern GCC_LAMBDA = Pattern.compile("\\{lambda#\\d+}");

    private FrameNormalizer() {}

    public static String normalize(String symbol) {
        if (symbol == null) return null;
        String s = symbol.strip()
                .replace("(anonymous namespace)::", "")
                .replace("{anonymous}::", "")
                .replace("(anonymous namespace)", "")
                .replace("`anonymous namespace'::", "");
        StringBuilder out = new StringBuilder();
        int n = s.length();
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (startsWord(s, i, "operator")) {
                out.append("operator");
                i += "operator".length();
                i = copyOperatorToken(s, i, out);
                continue;
            }
            if (c == '<') {
                i = skipBalanced(s, i, '<', '>');
                continue;
            }
            if (c == '(') {
                i = skipBalanced(s, i, '(', ')');
                continue;
            }
            if (c == '[') { // not operator[]: that was copied above
                i = skipBalanced(s, i, '[', ']');
                continue;
            }
            out.append(c);
            i++;
        }
        String r = out.toString().strip();
        // cv/ref qualifiers after the parameter list
        r = stripTrailingQualifiers(r);
        // return type: the qualified name is the last top-level token (templates and parameters are gone)
        int sp = lastTopLevelSpace(r);
        if (sp >= 0) r = r.substring(sp + 1);
        // lambda numbering differs between builds
        if (r.indexOf('$') >= 0) r = CLANG_LAMBDA.matcher(r).replaceAll("\\$lambda");
        if (r.indexOf('{') >= 0) r = GCC_LAMBDA.matcher(r).replaceAll("\\$lambda");
        int k = 0;
        while (k < r.length() && (r.charAt(k) == '*' || r.charAt(k) == '&')) k++;
        return r.substring(k);
    }

    private static final Set<String> QUALIFIERS = Set.of("const", "volatile", "&&", "&", "noexcept");

    /** Drops trailing {@code const}, {@code volatile}, {@code &}, {@code &&}, {@code noexcept} words. */
    private static String stripTrailingQualifiers(String r) {
        String t = r.strip();
        while (true) {
            int sp = t.lastIndexOf(' ');
            if (sp < 0 || !QUALIFIERS.contains(t.substring(sp + 1))) return t;
            t = t.substring(0, sp).stripTrailing();
        }
    }

    private static boolean startsWord(String s, int i, String w) {
        if (!s.startsWith(w, i)) return false;
        if (i > 0 && isIdent(s.charAt(i - 1))) return false;
        int end = i + w.length();
        return end >= s.length() || !isIdent(s.charAt(end));
    }

    private static boolean isIdent(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }

    /** Copies the operator's symbol ({@code ()}, {@code []}, {@code <<=}, {@code ->}, {@code new}...) literally. */
    private static int copyOperatorToken(String s, int i, StringBuilder out) {
        int n = s.length();
        if (s.startsWith("()", i) || s.startsWith("[]", i)) {
            out.append(s, i, i + 2);
            return i + 2;
        }
        int j = i;
        while (j < n && "<>=!+-*/%^&|~,".indexOf(s.charAt(j)) >= 0 && j - i < 3) j++;
        if (j > i) {
            // "operator< <T>" or "operator<<T>": a template argument list directly after operator< is rare; accept.
            out.append(s, i, j);
            return j;
        }
        // conversion operator or new/delete: "operator bool", "operator new[]" — keep the next word
        int k = i;
        while (k < n && s.charAt(k) == ' ') k++;
        int w = k;
        while (w < n && (isIdent(s.charAt(w)) || s.charAt(w) == ':')) w++;
        if (w > k) {
            out.append('_').append(s, k, w);
            return w;
        }
        return i;
    }

    /** Index just past the group that opens at {@code i}, counting nested groups of both kinds. */
    private static int skipBalanced(String s, int i, char open, char close) {
        int depth = 0;
        int n = s.length();
        for (int j = i; j < n; j++) {
            char c = s.charAt(j);
            if (startsWord(s, j, "operator")) {
                // operator<, operator() inside a template argument or parameter list: skip the token
                int k = j + "operator".length();
                while (k < n && "<>=!+-*/%^&|~,()[]".indexOf(s.charAt(k)) >= 0 && k - j - 8 < 3) k++;
                j = k - 1;
                continue;
            }
            if (c == open) depth++;
            else if (c == close) {
                depth--;
                if (depth == 0) return j + 1;
            } else if (c == '-' && j + 1 < n && s.charAt(j + 1) == '>') {
                j++; // "->" is not a closing bracket
            }
        }
        return n; // unbalanced (cut-off line): drop the rest
    }

    private static int lastTopLevelSpace(String r) {
        return r.lastIndexOf(' ');
    }
}
