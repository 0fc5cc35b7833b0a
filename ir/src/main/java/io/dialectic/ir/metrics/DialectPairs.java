package io.dialectic.ir.metrics;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.odg.EdgeKind;
import io.dialectic.ir.odg.OdgIndex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Dialect-pair coverage (SynthFuzz; MLIRSmith): the distinct pairs of
 * dialects whose operations are linked by a <em>control</em> dependency (an op
 * nested in another) or a <em>data</em> dependency (an op using a value another
 * defines), counted by a {@link PairConvention}. Dialectic's default
 * ({@link PairConvention#DIALECTIC}, docs/ARCHITECTURE.md):
 * <ul>
 *   <li>control: op {@code b} nested in op {@code a} at <em>any</em> depth (every ancestor
 *       counts, not only the direct parent), ordered {@code a->b} = ancestor->descendant;</li>
 *   <li>data: an ODG DATA edge producer->user, where a block argument belongs to the op
 *       owning its region; ordered the same way;</li>
 *   <li>pairs of the same dialect excluded; unordered ({@code a|b});</li>
 *   <li>nodes are those of the ODG, so the top-level module pairs with nothing
 *       ({@link io.dialectic.ir.odg.ModuleScope}).</li>
 * </ul>
 * {@link PairConvention#MLIRSMITH} and {@link PairConvention#SYNTHFUZZ} count the
 * anchors' way (direct parent / results only / module as an op / same dialect kept:
 * see there). The same rules at op level give op-name pairs (with the default, pairs
 * of the same op name are excluded; different ops of one dialect, e.g.
 * {@code scf.for|scf.yield}, count).
 *
 * @param controlPairs dialect pairs through nesting
 * @param dataPairs    dialect pairs through def-use
 * @param unionPairs   controlPairs ∪ dataPairs
 * @param opControlPairs op-name pairs through nesting
 * @param opDataPairs    op-name pairs through def-use
 * @param opPairs        opControlPairs ∪ opDataPairs
 */
public record DialectPairs(
        Set<String> controlPairs,
        Set<String> dataPairs,
        Set<String> unionPairs,
        Set<String> opControlPairs,
        Set<String> opDataPairs,
        Set<String> opPairs) {

    /** Dialectic's convention, ordered or not. */
    public static DialectPairs of(OdgIndex odg, boolean ordered) {
        return of(odg, PairConvention.DIALECTIC.withOrdered(ordered));
    }

    public static DialectPairs of(OdgIndex odg, PairConvention convention) {
        int n = odg.nodeCount();
        // Keys become small ints so the per-node work makes no strings; strings are
        // built once per distinct pair at the end. Index n is the top-level module
        // when the convention counts it as an op (the parent of every root).
        Keys dialects = new Keys(n + 1);
        Keys names = new Keys(n + 1);
        // A dialect per distinct name, taken from the first op of that name (names repeat a lot).
        int[] dialectOfName = new int[Math.min(n, 16)];
        for (int i = 0; i < n; i++) {
            Operation op = odg.node(i);
            int known = names.names.size();
            names.add(i, op.name());
            int k = names.id[i];
            if (k == known) { // a new name
                if (k == dialectOfName.length) dialectOfName = Arrays.copyOf(dialectOfName, k * 2 + 1);
                dialects.add(i, op.dialect());
                dialectOfName[k] = dialects.id[i];
            } else {
                dialects.id[i] = dialectOfName[k];
            }
        }
        int module = -1;
        if (convention.moduleIsOp()) {
            module = n;
            dialects.add(n, PairConvention.MODULE_OP.substring(0, PairConvention.MODULE_OP.indexOf('.')));
            names.add(n, PairConvention.MODULE_OP);
        }
        Pairs control = new Pairs(convention);
        Pairs opControl = new Pairs(convention);
        if (convention.directParentOnly()) {
            for (int i = 0; i < n; i++) {
                int p = odg.parent(i) >= 0 ? odg.parent(i) : module;
                if (p < 0) continue;
                control.add(dialects.id[p], dialects.id[i]);
                opControl.add(names.id[p], names.id[i]);
            }
        } else {
            nestingPairs(odg, dialects.id, module, control);
            nestingPairs(odg, names.id, module, opControl);
        }
        Pairs data = new Pairs(convention);
        Pairs opData = new Pairs(convention);
        for (int e = 0; e < odg.edgeCount(); e++) {
            if (odg.kind(e) != EdgeKind.DATA) continue;
            // MLIRSmith: operand.getDefiningOp() is null for a block argument, so no edge.
            if (!convention.blockArgumentData() && odg.value(e).isBlockArgument()) continue;
            int s = odg.source(e);
            int t = odg.target(e);
            data.add(dialects.id[s], dialects.id[t]);
            opData.add(names.id[s], names.id[t]);
        }
        boolean ordered = convention.ordered();
        Set<String> controlS = dialects.render(control.set, ordered);
        Set<String> dataS = dialects.render(data.set, ordered);
        Set<String> opControlS = names.render(opControl.set, ordered);
        Set<String> opDataS = names.render(opData.set, ordered);
        Set<String> union = new TreeSet<>(controlS);
        union.addAll(dataS);
        Set<String> opUnion = new TreeSet<>(opControlS);
        opUnion.addAll(opDataS);
        return new DialectPairs(
                frozen(controlS), frozen(dataS), frozen(union), frozen(opControlS), frozen(opDataS), frozen(opUnion));
    }

    /**
     * For each dialect pair of {@link #of(OdgIndex, PairConvention)}, the first
     * dependency (in node order) that gives it, as {@code "scf.for (line 4) ->
     * memref.load (line 5)"}: what {@code inspect --json} shows so that every
     * counted pair can be checked in the source. A plain walk up the parent
     * chain (O(nodes x depth)), for one program at a time, not for corpora.
     *
     * @param lineOffset added to op lines (a chunk's offset in its file)
     * @return two maps, control then data, pair -> witness, sorted by pair
     */
    public static List<Map<String, String>> witnesses(OdgIndex odg, PairConvention convention, int lineOffset) {
        Map<String, String> control = new TreeMap<>();
        Map<String, String> data = new TreeMap<>();
        String module = convention.moduleIsOp() ? PairConvention.MODULE_OP + " (top level)" : null;
        String moduleDialect = PairConvention.MODULE_OP.substring(0, PairConvention.MODULE_OP.indexOf('.'));
        for (int i = 0; i < odg.nodeCount(); i++) {
            Operation op = odg.node(i);
            for (int a = odg.parent(i); ; a = odg.parent(a)) {
                if (a < 0) {
                    if (module != null)
                        witness(control, convention, moduleDialect, op.dialect(), module, show(op, lineOffset));
                    break;
                }
                Operation anc = odg.node(a);
                witness(control, convention, anc.dialect(), op.dialect(), show(anc, lineOffset), show(op, lineOffset));
                if (convention.directParentOnly()) break;
            }
        }
        for (int e = 0; e < odg.edgeCount(); e++) {
            if (odg.kind(e) != EdgeKind.DATA) continue;
            if (!convention.blockArgumentData() && odg.value(e).isBlockArgument()) continue;
            Operation s = odg.node(odg.source(e));
            Operation t = odg.node(odg.target(e));
            witness(
                    data,
                    convention,
                    s.dialect(),
                    t.dialect(),
                    show(s, lineOffset) + " " + odg.value(e).name(),
                    show(t, lineOffset));
        }
        return List.of(Collections.unmodifiableMap(control), Collections.unmodifiableMap(data));
    }

    private static void witness(
            Map<String, String> out, PairConvention c, String from, String to, String fromText, String toText) {
        if (from.equals(to) && !c.sameKeyPairs()) return;
        out.putIfAbsent(PairKey.of(from, to, c.ordered()), fromText + " -> " + toText);
    }

    private static String show(Operation op, int lineOffset) {
        return op.name() + " (line " + (op.span().line() + lineOffset) + ")";
    }

    /**
     * Pairs (ancestor key, node key) over all ancestors ({@code module} >= 0: the
     * top-level module is the ancestor of every root). Each node carries the
     * distinct keys of its ancestors; a child shares its parent's array when
     * the parent adds no new key, so a 10,000-deep nest of one dialect costs
     * O(n), not O(n * depth).
     */
    private static void nestingPairs(OdgIndex odg, int[] key, int module, Pairs out) {
        int n = odg.nodeCount();
        int[][] above = new int[n][];
        int[] none = module < 0 ? new int[0] : new int[] {key[module]};
        for (int i = 0; i < n; i++) { // pre-order: a parent's entry is ready before its children's
            int p = odg.parent(i);
            if (p < 0) {
                above[i] = none;
            } else {
                int[] pa = above[p];
                if (contains(pa, key[p])) {
                    above[i] = pa;
                } else {
                    int[] grown = Arrays.copyOf(pa, pa.length + 1);
                    grown[pa.length] = key[p];
                    above[i] = grown;
                }
            }
            for (int a : above[i]) out.add(a, key[i]);
        }
    }

    /**
     * A set of key pairs as longs. Same-key pairs are dropped unless the convention keeps
     * them; unordered pairs are stored with the smaller id first and sorted by name later.
     */
    private static final class Pairs {
        final Set<Long> set = new HashSet<>();
        final boolean ordered;
        final boolean sameKey;

        Pairs(PairConvention c) {
            ordered = c.ordered();
            sameKey = c.sameKeyPairs();
        }

        void add(int from, int to) {
            if (from == to && !sameKey) return;
            if (!ordered && from > to) {
                int t = from;
                from = to;
                to = t;
            }
            set.add(((long) from << 32) | to);
        }
    }

    private static boolean contains(int[] a, int x) {
        for (int y : a) if (y == x) return true;
        return false;
    }

    /** Interns the strings of one program to dense ids. */
    private static final class Keys {
        final int[] id;
        final List<String> names = new ArrayList<>();
        final Map<String, Integer> ids = new HashMap<>();

        Keys(int n) {
            id = new int[n];
        }

        void add(int node, String key) {
            Integer k = ids.get(key);
            if (k == null) {
                k = names.size();
                ids.put(key, k);
                names.add(key);
            }
            id[node] = k;
        }

        Set<String> render(Set<Long> pairs, boolean ordered) {
            Set<String> out = new TreeSet<>();
            for (long p : pairs) out.add(PairKey.of(names.get((int) (p >>> 32)), names.get((int) p), ordered));
            return out;
        }
    }

    private static Set<String> frozen(Set<String> s) {
        return Collections.unmodifiableSet(s);
    }
}
