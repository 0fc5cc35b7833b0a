package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

import io.dialectic.ir.ods.AssemblyFormat;
import io.dialectic.ir.ods.AssemblyFormat.AttrDict;
import io.dialectic.ir.ods.AssemblyFormat.Custom;
import io.dialectic.ir.ods.AssemblyFormat.Element;
import io.dialectic.ir.ods.AssemblyFormat.FunctionalType;
import io.dialectic.ir.ods.AssemblyFormat.Literal;
import io.dialectic.ir.ods.AssemblyFormat.OiList;
import io.dialectic.ir.ods.AssemblyFormat.OptionalGroup;
import io.dialectic.ir.ods.AssemblyFormat.TypeOf;
import io.dialectic.ir.ods.AssemblyFormat.Var;
import io.dialectic.ir.ods.AssemblyFormat.Whole;
import io.dialectic.ir.ods.OpDefinition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one custom-form op by interpreting its declarative assembly format
 * ({@link AssemblyFormat}) over the op's tokens, as MLIR's generated parser
 * would: which SSA reference fills which ODS operand, and which types the
 * {@code type(...)} / {@code functional-type(...)} directives give to which
 * operand or result. Attributes and regions are skipped as balanced text
 * (regions are read as nested ops by the structural parser); a custom
 * directive is opaque: its tokens up to what the format says follows are
 * skipped, and its SSA references go to its operand arguments when that is
 * unambiguous.
 *
 * <p>The reading either accounts for every token of the op (up to a trailing
 * {@code loc(...)}) or is abandoned (returns null): a partial match never
 * gives types. Optional groups are decided as MLIR decides them, by their
 * first element.
 */
final class DeclarativeFormReader {
    /** What a successful reading found. */
    static final class Match {
        /** SSA reference tokens in text order, and the ODS operand slot of each (-1: not known). */
        final IntStack useTokens = new IntStack();

        final IntStack useSlots = new IntStack();
        /** Types by ODS name of operand or result, or "operands"/"results". */
        final Map<String, List<String>> types = new HashMap<>(4);
        /** The {@code : type} of a typed attribute, by attribute name ({@code arith.constant 0 : i32}). */
        final Map<String, String> attributeTypes = new HashMap<>(2);
        /** vector.shuffle's mask {@code [0, 1, 0]}: its number of elements (the result's leading dimension). */
        int shuffleMaskLength;
    }

    private final TokenBuffer tk;
    private final BalancedScanner quiet;
    private OpDefinition def;
    private Match m;
    private int p;
    private int end;

    private final CanonicalTypes canonical;

    DeclarativeFormReader(TokenBuffer tk, CanonicalTypes canonical) {
        this.tk = tk;
        this.canonical = canonical;
        this.quiet = new BalancedScanner(tk, null);
    }

    /**
     * Where the last {@link #read} that returned null stopped because a token the format requires was missing: a
     * literal or a required SSA operand (-1 when it stopped otherwise, or did not stop), and what was expected there, as
     * mlir-opt's parser says it ({@code ':'}, {@code SSA operand}).
     */
    int missingAt = -1;

    String missing;

    /** Reads tokens {@code [from, to)} (after the op name) of an op of {@code def}; null when they do not fit the format. */
    Match read(OpDefinition def, AssemblyFormat format, int from, int to) {
        this.def = def;
        this.m = new Match();
        this.p = from;
        this.end = to;
        this.missingAt = -1;
        this.missing = null;
        this.guessed = false;
        if (!sequence(format.elements())) return null;
        if (p < end && isWord(p, "loc") && tk.type(p + 1) == LPAREN) p = quiet.skipGroup(p + 1);
        if (p != end) missing("the end of the op"); // return : f32, its operand gone: ':' starts no op
        return p == end ? m : null;
    }

    private int type(int i) {
        return i < end ? tk.type(i) : TokenBuffer.EOF;
    }

    private boolean isWord(int i, String w) {
        return i < end && tk.type(i) == BARE_ID && tk.text(i).equals(w);
    }

    private boolean sequence(List<Element> els) {
        for (int i = 0; i < els.size(); i++) {
            if (!element(els.get(i), els, i)) return false;
        }
        return true;
    }

    private boolean element(Element e, List<Element> els, int at) {
        if (e instanceof Literal l) {
            if (!literalAt(p, l.text())) return missing("'" + l.text() + "'");
            p += literalLength(l.text());
            return true;
        }
        if (e instanceof Var v) return variable(v, els, at);
        if (e instanceof TypeOf t) return typeDirective(t.arg(), els, at);
        if (e instanceof FunctionalType f) return functionalType(f);
        if (e instanceof AttrDict d) {
            attrDict(d);
            return true;
        }
        if (e instanceof Whole w) return whole(w.what());
        if (e instanceof Custom c) {
            custom(c, els, at);
            return true;
        }
        if (e instanceof OptionalGroup g) {
            Cont saved = cont;
            cont = new Cont(els, at, saved); // what follows the group, for look-ahead inside it
            try {
                if (present(g.then(), els, at)) return sequence(g.then());
                return g.otherwise().isEmpty() || sequence(g.otherwise());
            } finally {
                cont = saved;
            }
        }
        if (e instanceof OiList o) {
            boolean[] done = new boolean[o.clauses().size()];
            outer:
            while (true) {
                for (int c = 0; c < done.length; c++) {
                    List<Element> clause = o.clauses().get(c);
                    if (!done[c] && !clause.isEmpty() && clause.get(0) instanceof Literal l && literalAt(p, l.text())) {
                        done[c] = true;
                        if (!sequence(clause)) return false;
                        continue outer;
                    }
                }
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------ literals

    /**
     * An attribute or an opaque custom directive was read before {@code p}: where either ends is the reader's guess
     * ({@link #skipAttribute}), so a token missing after it may be the guess's fault, not the text's.
     */
    private boolean guessed;

    /** Notes that the token at {@code p} is not the {@code what} the format requires there, unless read after a guess; false. */
    private boolean missing(String what) {
        if (!guessed) {
            missingAt = p;
            missing = what;
        }
        return false;
    }

    /** A format literal may span several MLIR tokens ({@code `->`} is one, {@code `::`} one, {@code `x`} inside a shape none). */
    private boolean literalAt(int i, String lit) {
        if (i >= end) return false;
        String t = tk.text(i);
        if (t.equals(lit)) return true;
        // '>' '=' lexed as '>=' etc.: compare the joined adjacent tokens
        if (lit.length() == 2
                && t.length() == 1
                && lit.charAt(0) == t.charAt(0)
                && tk.adjacent(i)
                && i + 1 < end
                && tk.text(i + 1).equals(lit.substring(1))) return true;
        return false;
    }

    private int literalLength(String lit) {
        return tk.text(p).equals(lit) ? 1 : 2;
    }

    // ------------------------------------------------------------ variables

    private boolean variable(Var v, List<Element> els, int at) {
        switch (v.kind()) {
            case 'o' -> {
                int slot = def.operandIndex(v.name());
                if (v.card() == '+') return operandGroups(slot);
                if (type(p) != SSA_ID) return v.card() != '1' || missing("SSA operand");
                use(slot);
                if (v.card() == '*') {
                    while (type(p) == COMMA && type(p + 1) == SSA_ID) {
                        p++;
                        use(slot);
                    }
                }
                return true;
            }
            case 'r' -> {
                if (type(p) != LBRACE) return v.card() != '1';
                p = quiet.skipGroup(p);
                while (v.card() == '*' && type(p) == COMMA && type(p + 1) == LBRACE) p = quiet.skipGroup(p + 1);
                return true;
            }
            case 's' -> {
                if (type(p) != CARET_ID) return v.card() != '1';
                p++;
                while (v.card() == '*' && type(p) == COMMA && type(p + 1) == CARET_ID) p += 2;
                return true;
            }
            default -> {
                if (v.card() == 'u') return true; // a unit attribute prints nothing: `nofold` $nofold^
                guessed = true;
                int s = p;
                int t0 = type(p);
                // an attribute is never an SSA value or a block: a unit attribute ((`inbounds` $inbounds^)?) prints
                // nothing
                p = t0 == SSA_ID || t0 == CARET_ID ? p : skipAttribute(p);
                if (t0 == LBRACKET && v.name().equals("mask") && def.name().equals("vector.shuffle")) {
                    int n = 0;
                    for (int i = s + 1; i < p - 1; i++) if (tk.type(i) == INT) n++;
                    m.shuffleMaskLength = n;
                }
                if (p == s) return v.card() != '1';
                if (p == s + 1 && (tk.text(s).equals("true") || tk.text(s).equals("false"))) {
                    m.attributeTypes.put(v.name(), "i1"); // a bool attribute is i1-typed
                }
                if (type(p) == COLON && !colonFollows(els, at)) {
                    int ts = p + 1;
                    p = quiet.skipType(ts);
                    m.attributeTypes.put(v.name(), text(ts, p));
                }
                return true;
            }
        }
    }

    /** VariadicOfVariadic: {@code (%a, %b), (%c)}. */
    private boolean operandGroups(int slot) {
        if (type(p) != LPAREN) return true;
        while (true) {
            p++;
            while (type(p) == SSA_ID) {
                use(slot);
                if (type(p) == COMMA) p++;
            }
            if (type(p) != RPAREN) return false;
            p++;
            if (type(p) == COMMA && type(p + 1) == LPAREN) {
                p++;
                continue;
            }
            return true;
        }
    }

    private void use(int slot) {
        m.useTokens.push(p++);
        m.useSlots.push(slot);
    }

    /** The elements after an optional group being read: {@code els} from {@code at + 1}, then {@code outer}. */
    private record Cont(List<Element> els, int at, Cont outer) {}

    private Cont cont;

    /** Whether the next element that must be read (past an attr-dict, out of the enclosing groups) is the literal ':'. */
    private boolean colonFollows(List<Element> els, int at) {
        for (Cont c = new Cont(els, at, cont); c != null; c = c.outer()) {
            for (int i = c.at() + 1; i < c.els().size(); i++) {
                Element e = c.els().get(i);
                if (e instanceof AttrDict) continue;
                return e instanceof Literal l && l.text().equals(":");
            }
        }
        return false;
    }

    /** Index past one attribute value at {@code i} (without a {@code : type} suffix), or {@code i}. */
    private int skipAttribute(int i) {
        int t = type(i);
        if (t == MINUS) t = type(++i);
        switch (t) {
            case LBRACKET, LBRACE, LPAREN, LT -> {
                return quiet.skipGroup(i); // [1, 2], {dict}, <add> (an enum printed in angle brackets)
            }
            case TokenBuffer.EOF, RPAREN, RBRACKET, RBRACE, COMMA, COLON, EQUAL, GT, ARROW -> {
                return i;
            }
            default -> {
                i++;
                if (type(i) == LT && tk.adjacent(i - 1)) i = quiet.skipGroup(i);
                while (type(i) == DOUBLE_COLON && type(i + 1) == AT_ID) i += 2;
                return i;
            }
        }
    }

    // ------------------------------------------------------------ types

    private boolean typeDirective(Element arg, List<Element> els, int at) {
        String key = keyOf(arg);
        if (key == null) return false;
        boolean list = isList(arg);
        List<String> types = new ArrayList<>(2);
        if (!list) {
            if (!typeStart(p)) return false;
            int s = p;
            p = skipOneType(p);
            types.add(text(s, p));
        } else {
            String stop = nextLiteral(els, at);
            if (typeStart(p) && (stop == null || !literalAt(p, stop))) {
                while (true) {
                    int s = p;
                    p = skipOneType(p);
                    if (p == s) return false;
                    types.add(text(s, p));
                    if (type(p) == COMMA && typeStart(p + 1)) {
                        p++;
                        continue;
                    }
                    break;
                }
            }
        }
        m.types.merge(key, types, (a, b) -> {
            List<String> c = new ArrayList<>(a);
            c.addAll(b);
            return c;
        });
        return true;
    }

    private boolean functionalType(FunctionalType f) {
        String in = keyOf(f.inputs()), out = keyOf(f.outputs());
        if (in == null || out == null || type(p) != LPAREN) return false;
        int close = quiet.skipGroup(p);
        List<String> inputs = typeList(p, close);
        p = close;
        if (type(p) != ARROW) return false;
        p++;
        List<String> outputs;
        if (type(p) == LPAREN) {
            int c2 = quiet.skipGroup(p);
            if (type(c2) == ARROW) { // the single result is a function type
                int s = p;
                p = quiet.skipType(p);
                outputs = List.of(text(s, p));
            } else {
                outputs = typeList(p, c2);
                p = c2;
            }
        } else {
            int s = p;
            p = quiet.skipType(p);
            if (p == s) return false;
            outputs = List.of(text(s, p));
        }
        m.types.put(in, inputs);
        m.types.put(out, outputs);
        return true;
    }

    /** The types of the parenthesised list {@code [open, close)}. */
    private List<String> typeList(int open, int close) {
        List<String> out = new ArrayList<>();
        for (int[] item : quiet.listItems(open, close)) out.add(text(item[0], item[1]));
        return out;
    }

    /**
     * Index past one type at {@code i}: a type keyword or dialect type with an
     * optional {@code <...>} body, or a parenthesised function type
     * {@code (a) -> b}. Unlike {@link BalancedScanner#skipType} a primary type
     * does not continue over {@code ->}: in {@code type($a) `->` type($b)} the
     * arrow is the format's literal.
     */
    private int skipOneType(int i) {
        if (type(i) == LPAREN) return quiet.skipType(i);
        int t = type(i);
        if (t != BARE_ID && t != BANG_ID) return i;
        i++;
        if (type(i) == LT) i = quiet.skipGroup(i);
        return i;
    }

    private static String keyOf(Element arg) {
        if (arg instanceof Var v) return v.name();
        if (arg instanceof Whole w) return w.what();
        return null;
    }

    private static boolean isList(Element arg) {
        if (arg instanceof Var v) return v.card() != '1';
        return true;
    }

    /** A token that can begin a type: a builtin type keyword, a dialect type, a parenthesised (function) type. */
    private boolean typeStart(int i) {
        int t = type(i);
        return t == BARE_ID || t == BANG_ID || t == LPAREN;
    }

    /** The first literal of the elements after {@code at} that will certainly be read, or null. */
    private static String nextLiteral(List<Element> els, int at) {
        for (int i = at + 1; i < els.size(); i++) {
            Element e = els.get(i);
            if (e instanceof Literal l) return l.text();
            if (e instanceof AttrDict || e instanceof OptionalGroup || e instanceof Custom) continue;
            return null;
        }
        return null;
    }

    // ------------------------------------------------------------ the rest

    private void attrDict(AttrDict d) {
        if (d.properties()) {
            if (type(p) == LT && type(p + 1) == LBRACE) p = quiet.skipGroup(p);
            return;
        }
        if (d.keyword()) {
            if (isWord(p, "attributes") && type(p + 1) == LBRACE) p = quiet.skipGroup(p + 1);
            return;
        }
        if (type(p) == LBRACE && isDictionary(p)) p = quiet.skipGroup(p);
    }

    /** A '{' that opens an attribute dictionary: empty, or {@code name =}, {@code name,} / {@code name}} (unit), {@code "name" =}. */
    private boolean isDictionary(int i) {
        int t = type(i + 1);
        if (t == RBRACE) return true;
        if (t != BARE_ID && t != STRING) return false;
        int n = type(i + 2);
        return n == EQUAL || n == COMMA || n == RBRACE;
    }

    private boolean whole(String what) {
        switch (what) {
            case "operands" -> {
                while (type(p) == SSA_ID) {
                    use(-1);
                    if (type(p) == COMMA && type(p + 1) == SSA_ID) p++;
                    else break;
                }
                return true;
            }
            case "regions" -> {
                while (type(p) == LBRACE) {
                    p = quiet.skipGroup(p);
                    if (type(p) == COMMA && type(p + 1) == LBRACE) p++;
                    else break;
                }
                return true;
            }
            case "successors" -> {
                while (type(p) == CARET_ID) {
                    p++;
                    if (type(p) == COMMA && type(p + 1) == CARET_ID) p++;
                    else break;
                }
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    /**
     * An opaque {@code custom<Name>(args)}: skips balanced tokens up to the
     * literal the format reads next (or the end); its SSA references go to
     * its operand argument when it has exactly one, else stay unassigned.
     */
    private void custom(Custom c, List<Element> els, int at) {
        switch (c.name()) {
            case "DynamicIndexList", "PackedOrDynamicIndexList" -> {
                // [%a, 4, %b] (optionally [[4], %b] for scalable sizes): the SSA values are the operand argument
                int slot = c.args().get(0) instanceof Var v ? def.operandIndex(v.name()) : -1;
                if (type(p) != LBRACKET) return;
                int close = quiet.skipGroup(p);
                while (p < close) {
                    if (type(p) == SSA_ID) use(slot);
                    else p++;
                }
                return;
            }
            case "AsyncDependencies" -> {
                // (async)? ([%dep, ...])?: the token result and the dependencies are !gpu.async.token
                if (isWord(p, "async")) {
                    p++;
                    if (c.args().get(0) instanceof TypeOf t && t.arg() instanceof Var v) {
                        m.types.put(v.name(), List.of("!gpu.async.token"));
                    }
                }
                if (type(p) == LBRACKET && c.args().size() > 1 && c.args().get(1) instanceof Var deps) {
                    int slot = def.operandIndex(deps.name());
                    int close = quiet.skipGroup(p);
                    List<String> ty = new ArrayList<>();
                    while (p < close) {
                        if (type(p) == SSA_ID) {
                            use(slot);
                            ty.add("!gpu.async.token");
                        } else {
                            p++;
                        }
                    }
                    m.types.put(deps.name(), ty);
                } else if (c.args().size() > 1 && c.args().get(1) instanceof Var deps) {
                    m.types.put(deps.name(), List.of());
                }
                return;
            }
            case "AwaitResultType" -> {
                // !async.token, or !async.value<T> whose await yields a T
                if (!typeStart(p) || c.args().size() < 2) return;
                int s = p;
                p = skipOneType(p);
                String t = text(s, p);
                if (c.args().get(0) instanceof TypeOf a && a.arg() instanceof Var v) m.types.put(v.name(), List.of(t));
                if (c.args().get(1) instanceof TypeOf r && r.arg() instanceof Var v) {
                    m.types.put(
                            v.name(),
                            t.startsWith("!async.value<")
                                    ? List.of(t.substring(13, t.length() - 1).strip())
                                    : List.of());
                }
                return;
            }
            default -> {}
        }
        guessed = true;
        int slot = -1, operandArgs = 0;
        for (Element a : c.args()) {
            if (a instanceof Var v && v.kind() == 'o') {
                operandArgs++;
                slot = def.operandIndex(v.name());
            }
        }
        if (operandArgs != 1) slot = -1;
        List<String> stops = stopLiterals(els, at);
        boolean dictNext = false;
        for (int i = at + 1; i < els.size() && !(els.get(i) instanceof Literal); i++)
            dictNext |= els.get(i) instanceof AttrDict;
        int depth = 0;
        while (p < end) {
            int t = type(p);
            if (depth == 0) {
                if (anyLiteralAt(p, stops)) break;
                // an attribute dictionary never holds SSA values: {"attr" = %a} is the directive's own syntax
                if (dictNext && t == LBRACE && isDictionary(p) && !holdsSsa(p)) break;
                if (t == RBRACE || t == RPAREN || t == RBRACKET) break;
            }
            if (t == LPAREN || t == LBRACKET || t == LBRACE || (t == LT)) depth++;
            else if (t == RPAREN || t == RBRACKET || t == RBRACE || (t == GT && depth > 0)) depth--;
            if (t == SSA_ID) {
                use(slot);
                continue;
            }
            p++;
        }
    }

    /**
     * The literals that may come next after element {@code at}: the first
     * literal of each optional group or oilist clause before the next element
     * that must be read, and that element's literal.
     */
    private static List<String> stopLiterals(List<Element> els, int at) {
        List<String> out = new ArrayList<>(2);
        for (int i = at + 1; i < els.size(); i++) {
            Element e = els.get(i);
            if (e instanceof Literal l) {
                out.add(l.text());
                break;
            }
            if (e instanceof OptionalGroup g && !g.then().isEmpty() && g.then().get(0) instanceof Literal l)
                out.add(l.text());
            else if (e instanceof OiList o) {
                for (List<Element> c : o.clauses())
                    if (!c.isEmpty() && c.get(0) instanceof Literal l) out.add(l.text());
            } else if (!(e instanceof AttrDict || e instanceof Custom || e instanceof OptionalGroup)) break;
        }
        return out;
    }

    private boolean anyLiteralAt(int i, List<String> lits) {
        for (String l : lits) if (literalAt(i, l)) return true;
        return false;
    }

    private boolean holdsSsa(int open) {
        int close = quiet.skipGroup(open);
        for (int i = open; i < close; i++) if (tk.type(i) == SSA_ID) return true;
        return false;
    }

    /** Whether an optional group whose elements are {@code then} is present at {@code p}: decided by its first element. */
    private boolean present(List<Element> then, List<Element> els, int at) {
        if (then.isEmpty()) return false;
        Element first = then.get(0);
        if (first instanceof Literal l) return literalAt(p, l.text());
        if (first instanceof Var v) {
            return switch (v.kind()) {
                case 'o' -> type(p) == SSA_ID || (v.card() == '+' && type(p) == LPAREN);
                case 'r' -> type(p) == LBRACE;
                case 's' -> type(p) == CARET_ID;
                default -> {
                    String stop = nextLiteral(els, at);
                    // '{' is the attr-dict or a region, '(' an operand list (pdl.operation(%a : t)): not an attribute
                    int t0 = type(p);
                    yield p < end
                            && t0 != LBRACE
                            && t0 != LPAREN
                            && t0 != SSA_ID
                            && t0 != CARET_ID
                            && skipAttribute(p) > p
                            && (stop == null || !literalAt(p, stop));
                }
            };
        }
        if (first instanceof TypeOf) return typeStart(p);
        if (first instanceof FunctionalType) return type(p) == LPAREN;
        if (first instanceof Whole w) {
            return switch (w.what()) {
                case "operands" -> type(p) == SSA_ID;
                case "regions" -> type(p) == LBRACE;
                default -> type(p) == CARET_ID;
            };
        }
        if (first instanceof Custom) {
            String stop = nextLiteral(els, at);
            return p < end && (stop == null || !literalAt(p, stop));
        }
        return false;
    }

    private String text(int fromTok, int toTokExclusive) {
        if (toTokExclusive <= fromTok) return "";
        return canonical.of(tk.text().substring(tk.start(fromTok), tk.end(toTokExclusive - 1)));
    }
}
