package io.dialectic.ir.ods;

import java.util.ArrayList;
import java.util.List;

/**
 * A parsed declarative assembly format (MLIR's "Declarative Assembly Format"
 * of ODS, {@code assemblyFormat = ...}): the sequence of literals, variables
 * and directives one op's custom form is printed and parsed by. Parsed once
 * per op; the reader interprets it over an op's tokens.
 *
 * <p>Elements: {@link Literal} {@code `,`} / {@code `to`} (the empty literal
 * {@code ``} and {@code `\n`} are spacing and dropped); {@link Var}
 * {@code $name} naming an operand, attribute, region or successor;
 * {@link TypeOf} {@code type($x)}, {@code type(operands)},
 * {@code type(results)} (also inside {@code qualified(...)});
 * {@link FunctionalType} {@code functional-type(ins, outs)}; {@link AttrDict}
 * ({@code attr-dict}, {@code attr-dict-with-keyword}, {@code prop-dict});
 * {@link Whole} {@code operands}, {@code regions}, {@code successors};
 * {@link Custom} {@code custom<Name>(args)}, opaque to the reader;
 * {@link OptionalGroup} {@code (...)?} with an optional {@code : (...)} else
 * group; {@link OiList} {@code oilist(a | b)}.
 */
public final class AssemblyFormat {
    /** Marks a format the parser could not read; never returned by {@link OpDefinition#assemblyFormat()}. */
    static final AssemblyFormat UNPARSABLE = new AssemblyFormat(List.of());

    public sealed interface Element
            permits Literal, Var, TypeOf, FunctionalType, AttrDict, Whole, Custom, OptionalGroup, OiList {}

    /** A keyword or punctuation that must appear as written. */
    public record Literal(String text) implements Element {}

    /** {@code $name}: kind is 'o' operand, 'a' attribute, 'r' region, 's' successor, 'R' result (only inside type directives). */
    public record Var(String name, char kind, char card) implements Element {}

    /** {@code type(args)}: each arg a {@link Var} or a {@link Whole} ("operands"/"results"). */
    public record TypeOf(Element arg) implements Element {}

    public record FunctionalType(Element inputs, Element outputs) implements Element {}

    /** {@code attr-dict} (keyword false), {@code attr-dict-with-keyword} (true), {@code prop-dict}. */
    public record AttrDict(boolean keyword, boolean properties) implements Element {}

    /** {@code operands}, {@code results}, {@code regions}, {@code successors}. */
    public record Whole(String what) implements Element {}

    public record Custom(String name, List<Element> args) implements Element {}

    /** {@code (then)?} or {@code (then)? : (otherwise)}; {@code anchor} is the element marked {@code ^} (or null). */
    public record OptionalGroup(List<Element> then, List<Element> otherwise, Element anchor) implements Element {}

    public record OiList(List<List<Element>> clauses) implements Element {}

    private final List<Element> elements;

    private AssemblyFormat(List<Element> elements) {
        this.elements = elements;
    }

    public List<Element> elements() {
        return elements;
    }

    /** Parses {@code format} for op {@code def}; {@link #UNPARSABLE} when it cannot. */
    static AssemblyFormat parse(String format, OpDefinition def) {
        try {
            Parser p = new Parser(format, def);
            List<Element> els = p.sequence();
            if (p.pos < p.toks.size()) return UNPARSABLE;
            return new AssemblyFormat(List.copyOf(els));
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return UNPARSABLE;
        }
    }

    /** Recursive descent over the format's own small token language (formats nest a few levels at most). */
    private static final class Parser {
        final List<String> toks = new ArrayList<>();
        final OpDefinition def;
        int pos;
        Element lastAnchor;

        Parser(String s, OpDefinition def) {
            this.def = def;
            int i = 0;
            while (i < s.length()) {
                char c = s.charAt(i);
                if (Character.isWhitespace(c)) {
                    i++;
                } else if (c == '`') {
                    int j = s.indexOf('`', i + 1);
                    if (j < 0) throw new IllegalArgumentException("unclosed literal");
                    toks.add(s.substring(i, j + 1));
                    i = j + 1;
                } else if (c == '"') { // a string argument of a custom directive: "false"
                    int j = s.indexOf('"', i + 1);
                    if (j < 0) throw new IllegalArgumentException("unclosed string");
                    toks.add(s.substring(i, j + 1));
                    i = j + 1;
                } else if (c == '$' || Character.isLetter(c) || c == '_') {
                    int j = i + 1;
                    while (j < s.length()
                            && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_' || s.charAt(j) == '-'))
                        j++;
                    toks.add(s.substring(i, j));
                    i = j;
                } else {
                    toks.add(String.valueOf(c));
                    i++;
                }
            }
        }

        String peek() {
            return pos < toks.size() ? toks.get(pos) : "";
        }

        String next() {
            return toks.get(pos++);
        }

        void expect(String t) {
            if (!next().equals(t)) throw new IllegalArgumentException("expected " + t);
        }

        List<Element> sequence() {
            List<Element> out = new ArrayList<>();
            while (pos < toks.size()) {
                String t = peek();
                if (t.equals(")") || t.equals("|")) break;
                Element e = element();
                if (e != null) out.add(e);
            }
            return out;
        }

        /** One element, or null for spacing literals. */
        Element element() {
            String t = next();
            Element e;
            if (t.startsWith("\"")) {
                e = null; // a constant argument of a custom directive
            } else if (t.startsWith("`")) {
                String lit = t.substring(1, t.length() - 1);
                e = lit.isEmpty() || lit.equals("\\n") || lit.equals(" ") ? null : new Literal(lit);
            } else if (t.startsWith("$")) {
                e = variable(t.substring(1));
            } else if (t.equals("(")) {
                e = group();
            } else {
                e = directive(t);
            }
            if (peek().equals("^")) {
                pos++;
                lastAnchor = e;
            }
            return e;
        }

        Element variable(String n) {
            int i;
            if ((i = def.operandIndex(n)) >= 0)
                return new Var(n, 'o', def.operands().get(i).card());
            if ((i = def.resultIndex(n)) >= 0)
                return new Var(n, 'R', def.results().get(i).card());
            if ((i = def.regionIndex(n)) >= 0)
                return new Var(n, 'r', def.regions().get(i).card());
            if ((i = def.successorIndex(n)) >= 0)
                return new Var(n, 's', def.successors().get(i).card());
            if ((i = def.attributeIndex(n)) >= 0)
                return new Var(n, 'a', def.attributes().get(i).card());
            return new Var(n, 'a', '?'); // a property or a name ODS added (e.g. an enum's parts)
        }

        Element directive(String t) {
            switch (t) {
                case "attr-dict":
                    return new AttrDict(false, false);
                case "attr-dict-with-keyword":
                    return new AttrDict(true, false);
                case "prop-dict":
                    return new AttrDict(false, true);
                case "operands":
                case "results":
                case "regions":
                case "successors":
                    return new Whole(t);
                case "type": {
                    expect("(");
                    Element arg = element();
                    expect(")");
                    return new TypeOf(arg);
                }
                case "qualified":
                case "ref": {
                    expect("(");
                    Element inner = element();
                    expect(")");
                    return t.equals("ref") ? new Custom("ref", inner == null ? List.of() : List.of(inner)) : inner;
                }
                case "functional-type": {
                    expect("(");
                    Element in = element();
                    expect(",");
                    Element out = element();
                    expect(")");
                    return new FunctionalType(in, out);
                }
                case "custom": {
                    expect("<");
                    String name = next();
                    expect(">");
                    expect("(");
                    List<Element> args = new ArrayList<>();
                    while (!peek().equals(")")) {
                        Element a = element();
                        if (a != null) args.add(a);
                        if (peek().equals(",")) pos++;
                    }
                    expect(")");
                    return new Custom(name, args);
                }
                case "oilist": {
                    expect("(");
                    List<List<Element>> clauses = new ArrayList<>();
                    while (true) {
                        clauses.add(List.copyOf(sequence()));
                        if (peek().equals("|")) {
                            pos++;
                            continue;
                        }
                        break;
                    }
                    expect(")");
                    return new OiList(clauses);
                }
                default:
                    throw new IllegalArgumentException("unknown directive " + t);
            }
        }

        Element group() {
            Element saved = lastAnchor;
            lastAnchor = null;
            List<Element> then = sequence();
            expect(")");
            Element anchor = lastAnchor;
            lastAnchor = saved;
            List<Element> otherwise = List.of();
            if (peek().equals(":") && pos + 1 < toks.size() && toks.get(pos + 1).equals("(")) { // (then):(else)?
                pos += 2;
                otherwise = sequence();
                expect(")");
            }
            expect("?"); // a plain parenthesised group is not ODS syntax
            return new OptionalGroup(List.copyOf(then), List.copyOf(otherwise), anchor);
        }
    }
}
