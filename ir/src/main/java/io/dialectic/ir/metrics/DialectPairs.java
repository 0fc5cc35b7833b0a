package io.dialectic.ir.metrics;

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
import java.util.TreeSet;

/**
 * Dialect-pair coverage (SynthFuzz; MLIRSmith): the distinct pairs of
 * dialects whose operations are linked
 * <ul>
 *   <li>by a <em>control</em> dependency: op {@code b} nested in op {@code a} at <em>any</em> depth
 *       (every ancestor counts, not only the direct parent), ordered {@code a->b} = ancestor->descendant;</li>
 *   <li>by a <em>data</em> dependency: an ODG DATA edge producer->user, ordered the same way.</li>
 * </ul>
 * Pairs of the same dialect are excluded. Unordered ({@code a|b}) by default.
 * The same rules at op level give op-name pairs (pairs of the same op name
 * excluded; different ops of one dialect, e.g. {@code scf.for|scf.yield}, count).
 * Nodes are those of the ODG, so the top-level module pairs with nothing
 * ({@link io.dialectic.ir.odg.ModuleScope}).
 *
 * @param controlPairs dialect pairs through nesting
 * @param dataPairs    dialect pairs through def-use
 * @param unionPairs   controlPairs ∪ dataPairs
 * @param opControlPairs op-name pairs through nesting
 * @param opDataPairs    op-name pairs through def-use
 * @param opPairs        opControlPairs ∪ opDataPairs
 */
public record DialectPairs(Set<String> controlPairs, Set<String> dataPairs, Set<String> unionPairs,
                           Set<String> opControlPairs, Set<String> opDataPairs, Set<String> opPairs) {

    public static DialectPairs of(OdgIndex odg, boolean ordered) {
        int n = odg.nodeCount();
        // Keys become small ints so the per-node work makes no strings; strings are
        // built once per distinct pair at the end.
        Keys dialects = new Keys(n);
        Keys names = new Keys(n);
        for (int i = 0; i < n; i++) {
            dialects.add(i, odg.node(i).dialect());
            names.add(i, odg.node(i).name());
        }
        Set<Long> control = nestingPairs(odg, dialects.id, ordered);
        Set<Long> opControl = nestingPairs(odg, names.id, ordered);
        Set<Long> data = new HashSet<>();
        Set<Long> opData = new HashSet<>();
        for (int e = 0; e < odg.edgeCount(); e++) {
            if (odg.kind(e) != EdgeKind.DATA) continue;
            int s = odg.source(e);
            int t = odg.target(e);
            addPair(data, dialects.id[s], dialects.id[t], ordered);
            addPair(opData, names.id[s], names.id[t], ordered);
        }
        Set<String> controlS = dialects.render(control, ordered);
        Set<String> dataS = dialects.render(data, ordered);
        Set<String> opControlS = names.render(opControl, ordered);
        Set<String> opDataS = names.render(opData, ordered);
        Set<String> union = new TreeSet<>(controlS);
        union.addAll(dataS);
        Set<String> opUnion = new TreeSet<>(opControlS);
        opUnion.addAll(opDataS);
        return new DialectPairs(frozen(controlS), frozen(dataS), frozen(union),
                frozen(opControlS), frozen(opDataS), frozen(opUnion));
    }

    /**
     * Pairs (ancestor key, node key) over all ancestors. Each node carries the
     * distinct keys of its ancestors; a child shares its parent's array when
     * the parent adds no new key, so a 10,000-deep nest of one dialect costs
     * O(n), not O(n * depth).
     */
    private static Set<Long> nestingPairs(OdgIndex odg, int[] key, boolean ordered) {
        int n = odg.nodeCount();
        Set<Long> out = new HashSet<>();
        int[][] above = new int[n][];
        int[] none = new int[0];
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
            for (int a : above[i]) addPair(out, a, key[i], ordered);
        }
        return out;
    }

    /** Same-key pairs are excluded; unordered pairs are stored with the smaller id first and sorted by name later. */
    private static void addPair(Set<Long> out, int from, int to, boolean ordered) {
        if (from == to) return;
        if (!ordered && from > to) {
            int t = from;
            from = to;
            to = t;
        }
        out.add(((long) from << 32) | to);
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

        Keys(int n) { id = new int[n]; }

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
