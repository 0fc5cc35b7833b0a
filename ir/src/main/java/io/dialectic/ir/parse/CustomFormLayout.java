package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

import io.dialectic.ir.model.Operation;
import java.util.BitSet;
import java.util.List;
import java.util.Set;

/**
 * The layout rules of custom-form ops, which have no grammar of their own
 * (each op's printer decides its syntax): where an op ends, and whether a
 * '{' inside it opens a region or an attribute dictionary. The rules are
 * about MLIR's shared conventions (one op per line, regions open with a line
 * break or a label, keywords like {@code attributes}), never about one
 * dialect's syntax, except the fixed list of the func dialect's ops.
 *
 * <p>A custom op ends, outside any bracket, at the '}' closing its region, the
 * end of input, or a line that starts a new op: {@code %x... =},
 * {@code "d.op"(}, a dotted op name, {@code ^label:}, an alias definition, or
 * an undotted word that is a bare op under the default dialect in force
 * (see {@link OpNames}): under {@code func} only func's own ops; elsewhere a
 * word no further right than the op's own first token that is alone on its
 * line or followed by what follows an op name rather than a keyword
 * (continuation keywords such as {@code outs(...)}, {@code case 1 ...},
 * {@code dimensions = [1]}, {@code attributes ...} are indented deeper or
 * followed by {@code ( [ < = :}, a number, or a region; a following word
 * means an op only under a known provider: {@code apply_patterns to %0}).
 * A line never starts a new op right after a ','; a line starting with
 * {@code return} or {@code yield} always does (bare terminators under a
 * default dialect; no MLIR custom syntax uses them as keywords).
 */
final class CustomFormLayout {
    private final TokenBuffer tk;

    CustomFormLayout(TokenBuffer tk) {
        this.tk = tk;
    }

    /**
     * Whether the token at {@code i}, first on its line and outside any bracket
     * of the current op, starts something new rather than continuing the op
     * begun at column {@code opColumn}.
     */
    boolean startsNewOp(int i, int opColumn, Operation enclosing) {
        if (i > 0 && tk.type(i - 1) == COMMA) return false; // a list continued on the next line
        switch (tk.type(i)) {
            case SSA_ID: {
                int j = i;
                while (tk.type(j) == SSA_ID && tk.type(j + 1) == COMMA) j += 2;
                return tk.type(j) == SSA_ID && tk.type(j + 1) == EQUAL;
            }
            case STRING:
                return tk.type(i + 1) == LPAREN;
            case BARE_ID: {
                String w = tk.text(i);
                if (w.indexOf('.') >= 0 || OpNames.BUILTIN_BARE.contains(w)) return true;
                // A bare op (return) sits at the op's own indentation; a keyword continuing
                // the op (outs(...), step, attributes) sits deeper, or opens a region (else {, do {).
                if (w.equals("return") || w.equals("yield")) return true; // bare terminators, never keywords
                // left of the op's own first token: no continuation sits there (a junk line, an op of an outer body)
                if (tk.column(i) < opColumn) return true;
                String provider = OpNames.defaultDialect(enclosing);
                if ("func".equals(provider)) {
                    // func has only these ops; any other word continues the op, unless it sits at the op's own column
                    // followed by a word that is no type: a continuation keyword is followed by a type (to memref<..>)
                    // or punctuation, a junk line (hello world 42) is an unknown op to mlir-opt
                    if (OpNames.FUNC_OPS.contains(w)) return true;
                    return tk.column(i) == opColumn
                            && tk.type(i + 1) == BARE_ID
                            && tk.line(i + 1) == tk.line(i)
                            && !startsType(tk, i + 1);
                }
                if (tk.column(i) > opColumn || w.equals("attributes")) return false;
                int next = tk.type(i + 1);
                if (tk.line(i + 1) != tk.line(i)) return next != LBRACE; // a bare op alone on its line; else\n{
                if (next == LBRACE) return !looksLikeRegion(i + 1); // return {attrs} %x vs else {
                // a word then a word at the op's own column: an op and its first keyword (apply_patterns to %0), or a
                // line of junk; no continuation of an op starts that way (keywords are followed by ( [ < = : or a
                // number)
                if (next == BARE_ID) return true;
                return next == TokenBuffer.EOF || !CONTINUATION_FOLLOWERS.get(next);
            }
            case CARET_ID: {
                // ^bb1: or ^bb1(%a: t): starts a block; ^bb1(%a : t) without ':' is a successor.
                int j = i + 1;
                if (tk.type(j) == LPAREN) j = new BalancedScanner(tk, null).skipGroup(j);
                return tk.type(j) == COLON;
            }
            case FILE_METADATA_BEGIN:
                return true;
            case HASH_ID:
            case BANG_ID:
                return tk.type(i + 1) == EQUAL;
            default:
                return false;
        }
    }

    /**
     * Tokens that follow a continuation keyword ({@code outs(}, {@code case 1},
     * {@code to memref<..>}, {@code dimensions = [1]}) but not a bare op name,
     * which is followed by its operands, a symbol, a string or nothing.
     */
    private static final BitSet CONTINUATION_FOLLOWERS = new BitSet();

    static {
        for (int t : new int[] {LPAREN, LBRACKET, LT, EQUAL, COLON, INT, FLOAT, HEX_INT, MINUS}) {
            CONTINUATION_FOLLOWERS.set(t);
        }
    }

    /**
     * Whether the '{' at {@code i} in a custom op opens a region rather than an
     * attribute dictionary. A '{' after {@code =} or the {@code attributes}
     * keyword is a value. A dictionary entry is {@code name = value} or a bare
     * unit attribute {@code name} followed by ',' or '}'; a region starts with a
     * block label, a result, a generic op, or an op name on a new line. The one
     * ambiguous case, a single word in braces on one line, is a region when the
     * word is a terminator name, dotted or the bare {@code return}/{@code yield}
     * (a region's only op must be a terminator).
     */
    boolean looksLikeRegion(int i) {
        int n = i + 1;
        int t = tk.type(n);
        if (t == CARET_ID || t == SSA_ID) return true;
        if (t == STRING && tk.type(n + 1) == LPAREN) return true;
        int before = tk.type(i - 1);
        if (before == EQUAL || (before == BARE_ID && tk.text(i - 1).equals("attributes"))) return false;
        if (t == RBRACE) return true; // printers elide empty dictionaries, not empty regions
        if (t == STRING) return false;
        if (t == BARE_ID) {
            int next = tk.type(n + 1);
            // a word then ',' is a unit attribute (linalg.generic {\n DENSE24,\n indexing_maps = ...}): no op name is
            // followed by a comma
            if (next == EQUAL || next == COMMA) return false;
            if (tk.line(n) != tk.line(i)) return true;
            if (next == RBRACE) return isTerminatorName(tk.text(n));
            return true;
        }
        return tk.line(n) != tk.line(i);
    }

    /** Builtin types written {@code word<...>}. */
    private static final Set<String> BUILTIN_TYPE_HEADS = Set.of("tensor", "vector", "memref", "complex", "tuple");

    /**
     * A builtin type written as one word: {@code [su]?i[1-9][0-9]*|f16|f32|f64|f80|f128|bf16|tf32|index} ({@code i32},
     * {@code si8}, {@code bf16}, {@code index}), by hand: the parser asks it of most words it meets, and a regex's
     * matcher costs more than this test. TypeWordsTest holds the regex and compares.
     */
    static boolean isBuiltinTypeWord(String w) {
        switch (w) {
            case "f16", "f32", "f64", "f80", "f128", "bf16", "tf32", "index":
                return true;
            default:
                break;
        }
        int n = w.length(), i = n > 0 && (w.charAt(0) == 's' || w.charAt(0) == 'u') ? 1 : 0;
        if (i + 1 >= n || w.charAt(i) != 'i' || w.charAt(i + 1) < '1' || w.charAt(i + 1) > '9') return false;
        for (i += 2; i < n; i++) if (w.charAt(i) < '0' || w.charAt(i) > '9') return false;
        return true;
    }

    /** Token {@code i} names a type whose parameters follow in {@code <...>}: a builtin head or a dialect type ({@code !llvm.ptr}). */
    static boolean namesType(TokenBuffer tk, int i) {
        if (i < 0) return false;
        return tk.type(i) == BANG_ID || tk.type(i) == BARE_ID && BUILTIN_TYPE_HEADS.contains(tk.text(i));
    }

    /** Token {@code i} starts a builtin type: a type word, or a builtin head followed by '<'. */
    static boolean startsType(TokenBuffer tk, int i) {
        if (tk.type(i) != BARE_ID) return false;
        String w = tk.text(i);
        return isBuiltinTypeWord(w) || BUILTIN_TYPE_HEADS.contains(w) && tk.type(i + 1) == LT;
    }

    /**
     * A builtin type head with its '<' gone: {@code (tensor|vector|memref|complex)[0-9?x\[].*} ({@code vector4xi1},
     * {@code tensor?x?xf32}, lexed {@code tensor ? ...}), by hand (asked of every word after a ':'); TypeWordsTest
     * holds the regex and compares.
     */
    static boolean glued(String w) {
        for (String head : GLUED_HEADS) {
            if (w.length() > head.length() && w.startsWith(head)) {
                char c = w.charAt(head.length());
                return c >= '0' && c <= '9' || c == '?' || c == 'x' || c == '[';
            }
        }
        return false;
    }

    private static final List<String> GLUED_HEADS = List.of("tensor", "vector", "memref", "complex");

    /** Token {@code i} (a word) is a builtin type whose '<' is missing: a head glued to its shape, or a head before no '<'. */
    static boolean isBrokenType(TokenBuffer tk, int i) {
        String w = tk.text(i);
        if (glued(w)) return true;
        return BUILTIN_TYPE_HEADS.contains(w) && !w.equals("tuple") && tk.type(i + 1) != LT && tk.type(i - 1) == COLON;
    }

    /**
     * In the attribute dictionary {@code {...}} from {@code open} to {@code close}, the first entry name (a word or a
     * string, at the dictionary's own level) followed by neither '=', ',' nor the closing '}' ({@code {a = 1,
     * hello world 42}}), or -1. A '{' holding something else first (custom syntax: {@code ops{["linalg.matmul"]}}) is
     * not judged.
     */
    static int badDictionaryEntry(TokenBuffer tk, int open, int close) {
        int i = open + 1;
        if (tk.type(i) != BARE_ID && tk.type(i) != STRING) return -1;
        BalancedScanner quiet = new BalancedScanner(tk, null);
        while (i < close) {
            if (tk.type(i) != BARE_ID && tk.type(i) != STRING) return -1;
            int after = tk.type(i + 1);
            if (i + 1 == close || after == COMMA) {
                i += 2;
                continue;
            }
            // words or numbers after a name are no dictionary (junk); an SSA value or a label is custom syntax read as
            // text
            if (after == BARE_ID || after == INT || after == FLOAT || after == STRING) return i + 1;
            if (after != EQUAL) return -1;
            int j = i + 2; // the value: balanced tokens up to the next ',' of this level
            while (j < close && tk.type(j) != COMMA) {
                // two words side by side at the dictionary's level: no attribute value is written so (a junk line)
                if (j > i + 2 && tk.type(j) == BARE_ID && tk.type(j - 1) == BARE_ID) return j - 1;
                j = BalancedScanner.isOpener(tk.type(j)) ? quiet.skipGroup(j) : j + 1;
            }
            i = j + 1;
        }
        return -1;
    }

    /** A dotted name whose last part is a terminator word: {@code scf.yield}, {@code test.region_end}. */
    private static boolean isTerminatorName(String w) {
        if (w.equals("return") || w.equals("yield"))
            return true; // bare under a default dialect: func.func @f() { return }
        int dot = w.lastIndexOf('.');
        if (dot < 0) return false;
        for (String part : w.substring(dot + 1).toLowerCase().split("_")) {
            if (TERMINATOR_WORDS.contains(part)) return true;
        }
        return false;
    }

    private static final Set<String> TERMINATOR_WORDS =
            Set.of("yield", "return", "terminator", "end", "endmodule", "unreachable");
}
