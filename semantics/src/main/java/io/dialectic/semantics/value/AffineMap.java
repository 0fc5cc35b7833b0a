package io.dialectic.semantics.value;

import java.util.ArrayList;
import java.util.List;

/**
 * An affine map {@code affine_map<(d0, d1)[s0] -> (d0 floordiv 2 + s0, d1 mod 3)>} or the constraints of an integer
 * set {@code affine_set<(d0) : (d0 - 2 >= 0, d0 == 0)>}, read from its printed text and evaluated on 64-bit integers
 * as MLIR defines them: {@code floordiv} rounds toward negative infinity, {@code ceildiv} toward positive infinity,
 * {@code mod} is the non-negative remainder of a positive divisor ({@code -7 mod 3 = 2}); a divisor that is not
 * positive is outside what the affine dialect (and its lowering) defines, so it is not modelled.
 */
public final class AffineMap {
    /** One affine expression over dimensions and symbols. */
    public sealed interface Expr permits Dim, Sym, Const, Binary {
        long eval(long[] dims, long[] syms);
    }

    public record Dim(int position) implements Expr {
        public long eval(long[] dims, long[] syms) {
            return dims[position];
        }
    }

    public record Sym(int position) implements Expr {
        public long eval(long[] dims, long[] syms) {
            return syms[position];
        }
    }

    public record Const(long value) implements Expr {
        public long eval(long[] dims, long[] syms) {
            return value;
        }
    }

    public record Binary(char op, Expr lhs, Expr rhs) implements Expr {
        public long eval(long[] dims, long[] syms) {
            long a = lhs.eval(dims, syms);
            long b = rhs.eval(dims, syms);
            switch (op) {
                case '+':
                    return a + b;
                case '*':
                    return a * b;
                default:
                    break;
            }
            if (b <= 0) throw new Unsupported("affine " + name(op) + " by " + b);
            switch (op) {
                case 'f':
                    return Math.floorDiv(a, b);
                case 'c':
                    return -Math.floorDiv(-a, b);
                default:
                    return Math.floorMod(a, b);
            }
        }

        private static String name(char op) {
            return op == 'f' ? "floordiv" : op == 'c' ? "ceildiv" : "mod";
        }
    }

    /** One constraint of an integer set: {@code expr == 0} or {@code expr >= 0}. */
    public record Constraint(Expr expr, boolean equality) {}

    private final int dimCount;
    private final int symCount;
    private final List<Expr> results;
    private final List<Constraint> constraints;

    private AffineMap(int dimCount, int symCount, List<Expr> results, List<Constraint> constraints) {
        this.dimCount = dimCount;
        this.symCount = symCount;
        this.results = List.copyOf(results);
        this.constraints = List.copyOf(constraints);
    }

    public int dimCount() {
        return dimCount;
    }

    public int symCount() {
        return symCount;
    }

    public List<Expr> results() {
        return results;
    }

    /** The position k when result {@code i} is exactly {@code dk}, else -1. */
    public int resultDim(int i) {
        return results.get(i) instanceof Dim d ? d.position() : -1;
    }

    /** Every result on these operands: the first {@link #dimCount()} are dimensions, the rest symbols. */
    public long[] eval(long[] operands) {
        long[] dims = new long[dimCount];
        long[] syms = new long[symCount];
        if (operands.length != dimCount + symCount)
            throw new Unsupported("affine map of " + (dimCount + symCount) + " operands given " + operands.length);
        System.arraycopy(operands, 0, dims, 0, dimCount);
        System.arraycopy(operands, dimCount, syms, 0, symCount);
        long[] out = new long[results.size()];
        for (int i = 0; i < out.length; i++) out[i] = results.get(i).eval(dims, syms);
        return out;
    }

    /** True when every constraint of the integer set holds for {@code operands}. */
    public boolean contains(long[] operands) {
        long[] dims = new long[dimCount];
        long[] syms = new long[symCount];
        System.arraycopy(operands, 0, dims, 0, dimCount);
        System.arraycopy(operands, dimCount, syms, 0, symCount);
        for (Constraint c : constraints) {
            long v = c.expr().eval(dims, syms);
            if (c.equality() ? v != 0 : v < 0) return false;
        }
        return true;
    }

    /** Reads {@code affine_map<...>} or {@code affine_set<...>} (or the bare {@code (d0) -> (d0)}). */
    public static AffineMap parse(String text) {
        String t = text.strip();
        boolean set = t.startsWith("affine_set<");
        if (t.startsWith("affine_map<") || set)
            t = t.substring(t.indexOf('<') + 1, t.length() - 1).strip();
        Parser p = new Parser(t);
        List<String> dims = p.names('(', ')');
        List<String> syms = p.peek('[') ? p.names('[', ']') : List.of();
        List<String> names = new ArrayList<>(dims);
        names.addAll(syms);
        p.names = names;
        p.dimCount = dims.size();
        List<Expr> results = new ArrayList<>();
        List<Constraint> constraints = new ArrayList<>();
        if (set) p.expect(':');
        else p.expect("->");
        p.expect('(');
        if (!p.peek(')')) {
            do {
                Expr e = p.sum();
                if (set) {
                    boolean eq;
                    if (p.accept("==")) eq = true;
                    else {
                        p.expect(">=");
                        eq = false;
                    }
                    Expr rhs = p.sum();
                    constraints.add(new Constraint(new Binary('+', e, new Binary('*', rhs, new Const(-1))), eq));
                } else results.add(e);
            } while (p.accept(","));
        }
        p.expect(')');
        return new AffineMap(dims.size(), syms.size(), results, constraints);
    }

    private static final class Parser {
        private final String s;
        private int i;
        List<String> names = List.of();
        int dimCount;

        Parser(String s) {
            this.s = s;
        }

        void skip() {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
        }

        boolean peek(char c) {
            skip();
            return i < s.length() && s.charAt(i) == c;
        }

        boolean accept(String tok) {
            skip();
            if (s.startsWith(tok, i)) {
                i += tok.length();
                return true;
            }
            return false;
        }

        void expect(char c) {
            expect(String.valueOf(c));
        }

        void expect(String tok) {
            if (!accept(tok)) throw new Unsupported("affine text " + s + " (expected " + tok + " at " + i + ")");
        }

        String word() {
            skip();
            int start = i;
            while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) i++;
            if (start == i) throw new Unsupported("affine text " + s + " at " + i);
            return s.substring(start, i);
        }

        List<String> names(char open, char close) {
            expect(open);
            List<String> out = new ArrayList<>();
            if (!peek(close)) {
                do out.add(word());
                while (accept(","));
            }
            expect(close);
            return out;
        }

        Expr sum() {
            Expr e = product();
            while (true) {
                if (accept("+")) e = new Binary('+', e, product());
                else if (peek('-') && !s.startsWith("->", i)) {
                    i++;
                    e = new Binary('+', e, new Binary('*', product(), new Const(-1)));
                } else return e;
            }
        }

        Expr product() {
            Expr e = unary();
            while (true) {
                skip();
                if (accept("*")) e = new Binary('*', e, unary());
                else if (keyword("floordiv")) e = new Binary('f', e, unary());
                else if (keyword("ceildiv")) e = new Binary('c', e, unary());
                else if (keyword("mod")) e = new Binary('m', e, unary());
                else return e;
            }
        }

        private boolean keyword(String k) {
            skip();
            if (s.startsWith(k, i)
                    && (i + k.length() >= s.length() || !Character.isLetterOrDigit(s.charAt(i + k.length())))) {
                i += k.length();
                return true;
            }
            return false;
        }

        Expr unary() {
            skip();
            if (accept("-")) return new Binary('*', unary(), new Const(-1));
            if (accept("(")) {
                Expr e = sum();
                expect(')');
                return e;
            }
            if (i < s.length() && Character.isDigit(s.charAt(i))) {
                int start = i;
                while (i < s.length() && Character.isDigit(s.charAt(i))) i++;
                return new Const(Long.parseLong(s.substring(start, i)));
            }
            String w = word();
            int k = names.indexOf(w);
            if (k < 0) throw new Unsupported("affine text " + s + ": unknown name " + w);
            return k < dimCount ? new Dim(k) : new Sym(k - dimCount);
        }
    }
}
