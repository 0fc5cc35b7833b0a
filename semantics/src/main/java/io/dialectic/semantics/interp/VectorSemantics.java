package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.Cause;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.FloatValue;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.Type;
import io.dialectic.semantics.value.Unsupported;
import io.dialectic.semantics.value.VectorValue;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * vector: broadcast/splat, from_elements, shape_cast, extract/insert (static
 * and dynamic positions; an out-of-bounds or poison dynamic position, or the
 * static poison index -1, gives poison), extractelement/insertelement,
 * reduction, fma, and print in the runners' format.
 */
final class VectorSemantics {
    private VectorSemantics() {}

    /** ShapedType::kDynamic: a position given by an operand. */
    private static final long DYNAMIC = Long.MIN_VALUE;

    static void register(OpTable t) {
        t.put("vector.broadcast", c -> List.of(broadcast(c.operand(0), vectorResult(c))));
        t.put("vector.splat", c -> List.of(broadcast(c.operand(0), vectorResult(c))));
        t.put("vector.from_elements", c -> {
            List<Scalar> elems = new ArrayList<>();
            for (RtValue v : c.operands()) elems.add((Scalar) v);
            return List.of(new VectorValue(vectorResult(c), elems));
        });
        t.put(
                "vector.shape_cast",
                c -> List.of(new VectorValue(vectorResult(c), ((VectorValue) c.operand(0)).elements())));
        t.put("vector.extract", VectorSemantics::extract);
        t.put("vector.insert", VectorSemantics::insert);
        t.put("vector.extractelement", c -> {
            VectorValue v = (VectorValue) c.operand(0);
            long pos = c.operands().size() > 1 ? position(c, c.scalarOperand(1)) : 0;
            if (pos < 0 || pos >= v.elements().size())
                return List.of(UbPoison.zero(v.type().element()).poisoned(c.cause("position out of bounds")));
            return List.of(v.elements().get((int) pos));
        });
        t.put("vector.insertelement", c -> {
            Scalar s = c.scalarOperand(0);
            VectorValue v = (VectorValue) c.operand(1);
            long pos = c.operands().size() > 2 ? position(c, c.scalarOperand(2)) : 0;
            if (pos < 0 || pos >= v.elements().size())
                return List.of(ArithSemantics.poisonAll(v, c.cause("position out of bounds")));
            List<Scalar> out = new ArrayList<>(v.elements());
            out.set((int) pos, s);
            return List.of(new VectorValue(v.type(), out));
        });
        t.put("vector.reduction", VectorSemantics::reduction);
        t.put(
                "vector.fma",
                c -> List.of(Lanes.map3(
                        c.resultType(0),
                        c.operand(0),
                        c.operand(1),
                        c.operand(2),
                        (a, b, d) -> MathSemantics.fma((FloatValue) a, (FloatValue) b, (FloatValue) d))));
        t.put("vector.print", VectorSemantics::print);
    }

    private static Type.VectorType vectorResult(OpCall c) {
        if (!(c.resultType(0) instanceof Type.VectorType vt)) throw c.unsupported("non-vector result");
        return vt;
    }

    /** A dynamic position; -1 (out of bounds) when it is poison. */
    private static long position(OpCall c, Scalar s) {
        if (s.poison() != null) return -1;
        BigInteger v = ((IntValue) s).signed();
        return v.bitLength() > 62 ? -1 : v.longValue();
    }

    /** Broadcast: a scalar fills the vector; a vector's trailing dimensions match the result's, unit dimensions stretch. */
    static VectorValue broadcast(RtValue src, Type.VectorType to) {
        List<Scalar> out = new ArrayList<>(to.elementCount());
        if (src instanceof Scalar s) {
            for (int i = 0; i < to.elementCount(); i++) out.add(s);
            return new VectorValue(to, out);
        }
        VectorValue v = (VectorValue) src;
        List<Integer> rs = to.shape();
        List<Integer> ss = v.type().shape();
        int lead = rs.size() - ss.size();
        int[] idx = new int[rs.size()];
        for (int n = 0; n < to.elementCount(); n++) {
            int rem = n;
            for (int d = rs.size() - 1; d >= 0; d--) {
                idx[d] = rem % rs.get(d);
                rem /= rs.get(d);
            }
            int off = 0;
            for (int d = 0; d < ss.size(); d++) off = off * ss.get(d) + (ss.get(d) == 1 ? 0 : idx[lead + d]);
            out.add(v.elements().get(off));
        }
        return new VectorValue(to, out);
    }

    /** The positions of extract/insert: static ones, dynamic ones from the operands after {@code firstDynamic}. */
    private static long[] positions(OpCall c, int firstDynamic) {
        long[] stat = c.attributes().i64Array("static_position");
        if (stat == null) throw c.unsupported("no static_position");
        long[] pos = stat.clone();
        int next = firstDynamic;
        for (int i = 0; i < pos.length; i++) if (pos[i] == DYNAMIC) pos[i] = position(c, c.scalarOperand(next++));
        return pos;
    }

    /** Offset and count of the addressed slice, or null when a position is out of bounds. */
    private static int[] slice(List<Integer> shape, long[] pos) {
        if (pos.length > shape.size()) throw new Unsupported("more positions than dimensions");
        int off = 0;
        for (int d = 0; d < pos.length; d++) {
            if (pos[d] < 0 || pos[d] >= shape.get(d)) return null;
            off = off * shape.get(d) + (int) pos[d];
        }
        int count = 1;
        for (int d = pos.length; d < shape.size(); d++) count *= shape.get(d);
        return new int[] {off * count, count};
    }

    private static List<RtValue> extract(OpCall c) {
        VectorValue v = (VectorValue) c.operand(0);
        long[] pos = positions(c, 1);
        Type rt = c.resultType(0);
        int[] sl = slice(v.type().shape(), pos);
        if (sl == null) {
            Cause p = c.cause("position out of bounds or poison");
            if (rt instanceof Type.VectorType vt)
                return List.of(ArithSemantics.poisonAll(broadcast(UbPoison.zero(vt.element()), vt), p));
            return List.of(UbPoison.zero(rt).poisoned(p));
        }
        if (!(rt instanceof Type.VectorType vt)) return List.of(v.elements().get(sl[0]));
        return List.of(new VectorValue(vt, v.elements().subList(sl[0], sl[0] + sl[1])));
    }

    private static List<RtValue> insert(OpCall c) {
        RtValue src = c.operand(0);
        VectorValue dest = (VectorValue) c.operand(1);
        long[] pos = positions(c, 2);
        int[] sl = slice(dest.type().shape(), pos);
        if (sl == null) return List.of(ArithSemantics.poisonAll(dest, c.cause("position out of bounds or poison")));
        List<Scalar> out = new ArrayList<>(dest.elements());
        if (src instanceof Scalar s) out.set(sl[0], s);
        else {
            List<Scalar> in = ((VectorValue) src).elements();
            for (int i = 0; i < sl[1]; i++) out.set(sl[0] + i, in.get(i));
        }
        return List.of(new VectorValue(dest.type(), out));
    }

    /**
     * vector.reduction, left to right from the accumulator; float add/mul
     * without an accumulator start from +0.0/1.0 as the LLVM lowering does
     * ({@code llvm.vector.reduce.fadd} is ordered without {@code reassoc}).
     */
    private static List<RtValue> reduction(OpCall c) {
        VectorValue v = (VectorValue) c.operand(0);
        List<String> kind = c.attributes().enumWords("kind");
        if (kind.isEmpty()) throw c.unsupported("no kind");
        String k = kind.get(0);
        Type elem = v.type().element();
        Scalar acc = c.operands().size() > 1 ? c.scalarOperand(1) : null;
        int start = 0;
        if (acc == null) {
            if (elem instanceof Type.FloatType ft && (k.equals("add") || k.equals("mul")))
                acc = new FloatValue(ft, k.equals("add") ? 0.0 : 1.0, null);
            else {
                acc = v.elements().get(0);
                start = 1;
            }
        }
        for (int i = start; i < v.elements().size(); i++)
            acc = combine(c, k, acc, v.elements().get(i));
        List<String> fm = c.attributes().enumWords("fastmath");
        if (elem instanceof Type.FloatType
                && v.elements().size() > 2
                && (fm.contains("reassoc") || fm.contains("fast"))) {
            acc = acc.poisoned(c.cause("reassociation allowed: the rounding of the result is unspecified"));
        }
        return List.of(acc);
    }

    private static Scalar combine(OpCall c, String kind, Scalar x, Scalar y) {
        if (x instanceof IntValue a) {
            IntValue b = (IntValue) y;
            switch (kind) {
                case "add":
                    return IntegerRules.add(c, a, b, false, false);
                case "mul":
                    return IntegerRules.mul(c, a, b, false, false);
                case "and":
                    return IntegerRules.bitwise(a, b, BigInteger::and);
                case "or":
                    return IntegerRules.bitwise(a, b, BigInteger::or);
                case "xor":
                    return IntegerRules.bitwise(a, b, BigInteger::xor);
                case "minsi":
                    return IntegerRules.bitwise(a, b, (p, q) -> a.signed().compareTo(b.signed()) <= 0 ? p : q);
                case "maxsi":
                    return IntegerRules.bitwise(a, b, (p, q) -> a.signed().compareTo(b.signed()) >= 0 ? p : q);
                case "minui":
                    return IntegerRules.bitwise(a, b, BigInteger::min);
                case "maxui":
                    return IntegerRules.bitwise(a, b, BigInteger::max);
                default:
                    throw c.unsupported("integer reduction " + kind);
            }
        }
        FloatValue a = (FloatValue) x;
        FloatValue b = (FloatValue) y;
        double r;
        Cause p = null;
        switch (kind) {
            case "add":
                r = a.value() + b.value();
                break;
            case "mul":
                r = a.value() * b.value();
                break;
            case "minimumf":
                r = Math.min(a.value(), b.value());
                break;
            case "maximumf":
                r = Math.max(a.value(), b.value());
                break;
            case "minnumf":
            case "minf":
            case "maxnumf":
            case "maxf": {
                boolean max = kind.startsWith("max");
                if (Double.isNaN(a.value())) r = b.value();
                else if (Double.isNaN(b.value())) r = a.value();
                else if (a.value() == 0 && b.value() == 0 && Double.compare(a.value(), b.value()) != 0) {
                    r = max ? 0.0 : -0.0;
                    p = c.cause("sign of zero unspecified for " + kind + " of -0 and +0");
                } else r = max ? Math.max(a.value(), b.value()) : Math.min(a.value(), b.value());
                break;
            }
            default:
                throw c.unsupported("float reduction " + kind);
        }
        return Lanes.propagate(FloatValue.rounded(a.type(), r, p), a, b);
    }

    /** print: the value (if any) then the punctuation (newline by default); or the string literal as is. */
    private static List<RtValue> print(OpCall c) {
        String str = c.attributes().get("stringLiteral");
        if (str != null) {
            c.machine().printText(unescape(str));
            return List.of();
        }
        if (!c.operands().isEmpty()) c.machine().print(c.operand(0), c.op());
        List<String> p = c.attributes().enumWords("punctuation");
        String punct = p.isEmpty() ? "newline" : p.get(0);
        switch (punct) {
            case "newline":
                c.machine().printText("\n");
                break;
            case "comma":
                c.machine().printText(", ");
                break;
            case "open":
                c.machine().printText("( ");
                break;
            case "close":
                c.machine().printText(" )");
                break;
            case "no_punctuation":
                break;
            default:
                throw c.unsupported("punctuation " + punct);
        }
        return List.of();
    }

    /** An MLIR string literal's text: quotes removed, {@code \XX} hex, {@code \n}, {@code \t}, {@code \"}, {@code \\}. */
    static String unescape(String quoted) {
        String s = quoted.strip();
        if (s.startsWith("\"") && s.endsWith("\"")) s = s.substring(1, s.length() - 1);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch != '\\' || i + 1 >= s.length()) {
                b.append(ch);
                continue;
            }
            char n = s.charAt(++i);
            switch (n) {
                case 'n':
                    b.append('\n');
                    break;
                case 't':
                    b.append('\t');
                    break;
                case '"':
                    b.append('"');
                    break;
                case '\\':
                    b.append('\\');
                    break;
                default:
                    b.append((char) Integer.parseInt(s.substring(i, i + 2), 16));
                    i++;
            }
        }
        return b.toString();
    }
}
