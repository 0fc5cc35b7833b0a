package io.dialectic.ir.parse;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import io.dialectic.ir.ods.OpDefinition;
import io.dialectic.ir.ods.OpDefinition.Slot;
import io.dialectic.ir.ods.TypeText;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The operand and result types of one custom-form op, as MLIR's generated
 * parser settles them: the types its format wrote ({@link DeclarativeFormReader}),
 * the one type a slot's constraint allows ({@code index}, {@code !pdl.operation}),
 * then the traits that relate types, applied until nothing changes:
 * {@code SameOperandsAndResultType}, {@code SameTypeOperands},
 * {@code AllTypesMatch[...]}, {@code TypesMatchWith[lhs>rhs:transformer]}
 * (identity and element-type transformers), a {@code ConstantLike} op's
 * result from its typed value, and {@code BoolLike} comparison results
 * ({@code i1} of the operands' shape).
 *
 * <p>The op's SSA references are put in ODS operand order (the generic form's
 * order) when the format assigned every one to a slot; its operand types go
 * to the op's signature ({@link Operation#signatureOperandTypes()}, used where
 * a value's own type is unknown) and its result types to its result values.
 */
final class OdsTyping {
    private final OpDefinition def;
    private final DeclarativeFormReader.Match match;
    /** Types per slot, per element; null where unknown. */
    private final String[][] operands;

    private final String[][] results;

    private OdsTyping(OpDefinition def, DeclarativeFormReader.Match match, int[] operandCounts, int[] resultCounts) {
        this.def = def;
        this.match = match;
        this.operands = new String[operandCounts.length][];
        for (int i = 0; i < operandCounts.length; i++) operands[i] = new String[operandCounts[i]];
        this.results = new String[resultCounts.length][];
        for (int i = 0; i < resultCounts.length; i++) results[i] = new String[resultCounts[i]];
    }

    /** Applies what {@code match} says about {@code rec}'s op; returns false when it could not be used. */
    static boolean apply(OpDefinition def, DeclarativeFormReader.Match match, OpRecord rec) {
        if (!sameUses(match, rec)) return false;
        int[] opCounts = new int[def.operands().size()];
        boolean assigned = true;
        for (int k = 0; k < match.useSlots.size(); k++) {
            int s = match.useSlots.get(k);
            if (s < 0) assigned = false;
            else opCounts[s]++;
        }
        if (!assigned) {
            // 'operands' or an opaque directive: deal them out when only one slot can take a variable number
            if (!dealOut(def.operands(), match.useSlots.size(), match.types.get("operands"), opCounts)) {
                return applyResultsOnly(def, match, rec);
            }
        }
        int[] resCounts = new int[def.results().size()];
        if (!resultCounts(def, match, rec.op.results().size(), resCounts)) return false;
        OdsTyping t = new OdsTyping(def, match, opCounts, resCounts);
        t.solve();
        t.writeBack(rec, assigned);
        return true;
    }

    private static boolean applyResultsOnly(OpDefinition def, DeclarativeFormReader.Match match, OpRecord rec) {
        int[] resCounts = new int[def.results().size()];
        if (!resultCounts(def, match, rec.op.results().size(), resCounts)) return false;
        int[] opCounts = new int[def.operands().size()];
        OdsTyping t = new OdsTyping(def, match, opCounts, resCounts);
        t.solve();
        t.writeResults(rec.op);
        return true;
    }

    private static boolean sameUses(DeclarativeFormReader.Match match, OpRecord rec) {
        if (match.useTokens.size() != rec.uses.size()) return false;
        for (int k = 0; k < rec.uses.size(); k++) if (rec.uses.get(k) != match.useTokens.get(k)) return false;
        return true;
    }

    /** Distributes {@code total} values over {@code slots}: singles take one, optionals up to one, one variadic the rest. */
    private static boolean dealOut(List<Slot> slots, int total, List<String> explicit, int[] counts) {
        int fixed = 0, variable = -1, optional = 0;
        for (int i = 0; i < slots.size(); i++) {
            char c = slots.get(i).card();
            if (c == '1') {
                counts[i] = 1;
                fixed++;
            } else if (c == '?') {
                optional++;
                variable = variable == -1 ? i : -2;
            } else {
                variable = variable == -1 ? i : -2;
            }
        }
        if (variable == -1) return fixed == total;
        if (variable == -2 || total < fixed) return false;
        counts[variable] = total - fixed;
        return slots.get(variable).card() != '?' || counts[variable] <= 1;
    }

    private static boolean resultCounts(OpDefinition def, DeclarativeFormReader.Match match, int total, int[] counts) {
        List<Slot> rs = def.results();
        // a variadic result whose types the format lists has as many results as types
        int known = 0, unknownSlot = -1, unknownSlots = 0;
        for (int i = 0; i < rs.size(); i++) {
            Slot s = rs.get(i);
            if (s.card() == '1') {
                counts[i] = 1;
                known++;
            } else {
                List<String> ty = match.types.get(s.name());
                if (ty != null) {
                    counts[i] = ty.size();
                    known += ty.size();
                } else {
                    unknownSlot = i;
                    unknownSlots++;
                }
            }
        }
        if (unknownSlots == 0) return known == total || match.types.containsKey("results");
        if (total < known) return false;
        if (unknownSlots > 1) {
            // type(results) lists every result: the slots' split does not matter for typing
            List<String> all = match.types.get("results");
            if (all == null || all.size() != total) return false;
            for (int i = 0; i < rs.size(); i++) {
                if (rs.get(i).card() != '1' && match.types.get(rs.get(i).name()) == null) {
                    counts[i] = total - known;
                    known = total;
                }
            }
            return true;
        }
        counts[unknownSlot] = total - known;
        return true;
    }

    // ------------------------------------------------------------ solving

    private void solve() {
        explicit(def.operands(), operands, "operands");
        explicit(def.results(), results, "results");
        fixed(def.operands(), operands);
        fixed(def.results(), results);
        List<String> relations = RELATIONS.computeIfAbsent(def, OdsTyping::typeRelations);
        for (int round = 0; round < 3; round++) {
            boolean changed = false;
            for (String tr : relations) changed |= trait(tr);
            changed |= special();
            if (!changed) break;
        }
    }

    private void explicit(List<Slot> slots, String[][] types, String whole) {
        for (int i = 0; i < slots.size(); i++) {
            List<String> ty = match.types.get(slots.get(i).name());
            if (ty != null && ty.size() == types[i].length) {
                for (int k = 0; k < ty.size(); k++) types[i][k] = ty.get(k);
            }
        }
        List<String> all = match.types.get(whole);
        if (all != null) {
            int n = 0;
            for (String[] t : types) n += t.length;
            if (n == all.size()) {
                int k = 0;
                for (String[] t : types) for (int j = 0; j < t.length; j++) t[j] = all.get(k++);
            }
        }
    }

    private static void fixed(List<Slot> slots, String[][] types) {
        for (int i = 0; i < slots.size(); i++) {
            String f = slots.get(i).fixedType();
            if (f != null) Arrays.fill(types[i], f);
        }
    }

    /** Per op definition, once: the traits that relate types (most ops have none or one). */
    private static final ConcurrentHashMap<OpDefinition, List<String>> RELATIONS = new ConcurrentHashMap<>();

    private static List<String> typeRelations(OpDefinition def) {
        List<String> out = new ArrayList<>(2);
        for (String tr : def.traits()) {
            if (tr.equals("SameOperandsAndResultType")
                    || tr.equals("SameTypeOperands")
                    || tr.startsWith("AllTypesMatch[")
                    || tr.contains("TypesMatchWith[")) out.add(tr);
        }
        return List.copyOf(out);
    }

    private boolean trait(String tr) {
        switch (tr) {
            case "SameOperandsAndResultType": {
                String t = any(operands, results);
                return t != null && (fill(operands, t) | fill(results, t));
            }
            case "SameTypeOperands": {
                String t = any(operands, null);
                return t != null && fill(operands, t);
            }
            default:
                break;
        }
        if (tr.startsWith("AllTypesMatch[")) {
            String[] names = tr.substring(14, tr.length() - 1).split("\\|");
            String t = null;
            for (String n : names) if (t == null) t = first(n);
            if (t == null) return false;
            boolean changed = false;
            for (String n : names) changed |= fillNamed(n, t);
            return changed;
        }
        if (tr.startsWith("TypesMatchWith[")
                || tr.startsWith("RangedTypesMatchWith[")
                || tr.startsWith("OptionalTypesMatchWith[")) {
            int open = tr.indexOf('[');
            String body = tr.substring(open + 1, tr.length() - 1);
            int gt = body.indexOf('>'), colon = body.indexOf(':');
            if (gt < 0 || colon < gt) return false;
            String lhs = body.substring(0, gt), rhs = body.substring(gt + 1, colon), fn = body.substring(colon + 1);
            String[] from = slotTypes(lhs), to = slotTypes(rhs);
            if (to == null) return false;
            boolean changed = false;
            if (from != null && from.length == to.length) {
                for (int k = 0; k < to.length; k++) {
                    if (to[k] == null && from[k] != null) {
                        String v = transform(fn, from[k]);
                        if (v != null) {
                            to[k] = v;
                            changed = true;
                        }
                    }
                }
            } else if (from == null && to.length == 1 && to[0] == null) {
                String a = match.attributeTypes.get(lhs);
                String v = a == null ? null : transform(fn, a);
                if (v != null) {
                    to[0] = v;
                    changed = true;
                }
            }
            return changed;
        }
        return false;
    }

    /** Inference the formats leave to C++: typed constants, i1-like comparison results, shuffle results, PDL ranges. */
    private boolean special() {
        boolean changed = false;
        if (def.hasTrait("ConstantLike") && results.length == 1 && results[0].length == 1 && results[0][0] == null) {
            String t = match.attributeTypes.get("value");
            if (t != null) {
                results[0][0] = t;
                changed = true;
            }
        }
        String n = def.name();
        if ((n.equals("pdl.types") || n.equals("pdl.operands"))
                && results.length == 1
                && results[0].length == 1
                && results[0][0] == null) {
            // PDL_RangeOf<PDL_Type / PDL_Value>: a parameterised type the catalog cannot spell
            results[0][0] = n.equals("pdl.types") ? "!pdl.range<type>" : "!pdl.range<value>";
            changed = true;
        }
        if (n.equals("vector.shuffle")
                && results[0].length == 1
                && results[0][0] == null
                && operands.length > 0
                && operands[0].length == 1
                && operands[0][0] != null
                && match.shuffleMaskLength > 0) {
            // the result's leading dimension is the mask's length, the rest is v1's
            String v1 = operands[0][0];
            String el = TypeText.elementType(v1);
            String inner = v1.startsWith("vector<") && el != null ? v1.substring(7, v1.length() - 1) : null;
            if (inner != null) {
                int x = inner.indexOf('x');
                String rest = x < 0 || inner.equals(el) ? el : inner.substring(x + 1);
                results[0][0] = "vector<" + match.shuffleMaskLength + "x" + rest + ">";
                changed = true;
            }
        }
        if ((n.equals("arith.cmpi") || n.equals("arith.cmpf") || n.equals("index.cmp"))
                && results.length == 1
                && results[0].length == 1
                && results[0][0] == null) {
            String t = any(operands, null);
            String r = t == null ? null : TypeText.sameShape(t, "i1");
            if (r != null) {
                results[0][0] = r;
                changed = true;
            }
        }
        return changed;
    }

    private static String transform(String fn, String t) {
        if (fn.startsWith("::")) fn = fn.substring(2); // the .td files spell a free function either way
        if (fn.equals("$_self") || fn.equals("::llvm::cast<Type>($_self)")) return t;
        if (fn.endsWith(".getElementType()")
                || fn.startsWith("getElementTypeOrSelf(")
                || fn.startsWith("::mlir::getElementTypeOrSelf(")
                || fn.startsWith("getVectorElementType(")) {
            return fn.contains("OrSelf") ? TypeText.elementTypeOrSelf(t) : TypeText.elementType(t);
        }
        if (fn.startsWith("getI1SameShape(") || fn.startsWith("getUnaryOpResultType("))
            return TypeText.sameShape(t, "i1");
        if (fn.endsWith("getTensorTypeFromMemRefType($_self)")) return TypeText.tensorOfMemref(t);
        return null;
    }

    private String[] slotTypes(String name) {
        int i = def.operandIndex(name);
        if (i >= 0) return operands[i];
        i = def.resultIndex(name);
        return i >= 0 ? results[i] : null;
    }

    private String first(String name) {
        String[] t = slotTypes(name);
        if (t == null) return match.attributeTypes.get(name);
        for (String s : t) if (s != null) return s;
        return null;
    }

    private boolean fillNamed(String name, String t) {
        String[] ts = slotTypes(name);
        if (ts == null) return false;
        boolean changed = false;
        for (int k = 0; k < ts.length; k++) {
            if (ts[k] == null) {
                ts[k] = t;
                changed = true;
            }
        }
        return changed;
    }

    private static String any(String[][] a, String[][] b) {
        for (String[] x : a) for (String t : x) if (t != null) return t;
        if (b != null) for (String[] x : b) for (String t : x) if (t != null) return t;
        return null;
    }

    private static boolean fill(String[][] a, String t) {
        boolean changed = false;
        for (String[] x : a) {
            for (int k = 0; k < x.length; k++) {
                if (x[k] == null) {
                    x[k] = t;
                    changed = true;
                }
            }
        }
        return changed;
    }

    // ------------------------------------------------------------ writing back

    private void writeBack(OpRecord rec, boolean reorder) {
        if (reorder) {
            // ODS order: stable by slot
            int n = match.useTokens.size();
            Integer[] order = new Integer[n];
            for (int k = 0; k < n; k++) order[k] = k;
            Arrays.sort(order, (x, y) -> Integer.compare(match.useSlots.get(x), match.useSlots.get(y)));
            rec.uses.clear();
            for (int k = 0; k < n; k++) rec.uses.push(match.useTokens.get(order[k]));
        }
        List<String> sig = new ArrayList<>();
        boolean anyKnown = false;
        for (String[] x : operands) {
            for (String t : x) {
                sig.add(t == null ? "" : t);
                anyKnown |= t != null;
            }
        }
        List<String> res = new ArrayList<>();
        for (String[] x : results) for (String t : x) res.add(t == null ? "" : t);
        if (anyKnown && sig.size() == rec.uses.size()) rec.op.setSignature(sig, res);
        writeResults(rec.op);
    }

    private void writeResults(Operation op) {
        List<Value> vs = op.results();
        int k = 0;
        int total = 0;
        for (String[] x : results) total += x.length;
        if (total != vs.size()) return;
        for (String[] x : results) {
            for (String t : x) {
                if (t != null && vs.get(k).type() == null) vs.get(k).setType(t);
                k++;
            }
        }
    }

    /** For tests and diagnostics: the solved types by slot name. */
    Map<String, List<String>> solved() {
        LinkedHashMap<String, List<String>> out = new LinkedHashMap<>();
        for (int i = 0; i < operands.length; i++) out.put(def.operands().get(i).name(), Arrays.asList(operands[i]));
        for (int i = 0; i < results.length; i++) out.put(def.results().get(i).name(), Arrays.asList(results[i]));
        return out;
    }
}
