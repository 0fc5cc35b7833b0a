package io.dialectic.ir.metrics;

import io.dialectic.ir.odg.EdgeKind;
import io.dialectic.ir.odg.OdgIndex;
import java.util.Arrays;
import java.util.Collections;
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
        String[] dialect = new String[n];
        String[] name = new String[n];
        for (int i = 0; i < n; i++) {
            dialect[i] = odg.node(i).dialect();
            name[i] = odg.node(i).name();
        }
        Set<String> control = new TreeSet<>();
        Set<String> opControl = new TreeSet<>();
        nestingPairs(odg, dialect, ordered, control);
        nestingPairs(odg, name, ordered, opControl);
        Set<String> data = new TreeSet<>();
        Set<String> opData = new TreeSet<>();
        for (int e = 0; e < odg.edgeCount(); e++) {
            if (odg.kind(e) != EdgeKind.DATA) continue;
            int s = odg.source(e);
            int t = odg.target(e);
            if (!dialect[s].equals(dialect[t])) data.add(PairKey.of(dialect[s], dialect[t], ordered));
            if (!name[s].equals(name[t])) opData.add(PairKey.of(name[s], name[t], ordered));
        }
        Set<String> union = new TreeSet<>(control);
        union.addAll(data);
        Set<String> opUnion = new TreeSet<>(opControl);
        opUnion.addAll(opData);
        return new DialectPairs(frozen(control), frozen(data), frozen(union),
                frozen(opControl), frozen(opData), frozen(opUnion));
    }

    /**
     * Pairs (ancestor key, node key) over all ancestors. Each node carries the
     * distinct keys of its ancestors; a child shares its parent's array when
     * the parent adds no new key, so a 10,000-deep nest of one dialect costs
     * O(n), not O(n * depth).
     */
    private static void nestingPairs(OdgIndex odg, String[] key, boolean ordered, Set<String> out) {
        int n = odg.nodeCount();
        String[][] above = new String[n][];
        String[] none = new String[0];
        for (int i = 0; i < n; i++) { // pre-order: a parent's entry is ready before its children's
            int p = odg.parent(i);
            if (p < 0) {
                above[i] = none;
            } else {
                String[] pa = above[p];
                if (contains(pa, key[p])) {
                    above[i] = pa;
                } else {
                    String[] grown = Arrays.copyOf(pa, pa.length + 1);
                    grown[pa.length] = key[p];
                    above[i] = grown;
                }
            }
            for (String a : above[i]) {
                if (!a.equals(key[i])) out.add(PairKey.of(a, key[i], ordered));
            }
        }
    }

    private static boolean contains(String[] a, String s) {
        for (String x : a) if (x.equals(s)) return true;
        return false;
    }

    private static Set<String> frozen(Set<String> s) {
        return Collections.unmodifiableSet(s);
    }
}
