package io.dialectic.reducer.tree;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.odg.Odg;
import io.dialectic.ir.odg.OdgEdge;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jgrapht.Graph;

/**
 * The ODG-aware removal order. The focus is the set of ops the crash is
 * about: ops of a dialect named by the crashing passes ({@code
 * convert-tensor-to-spirv} names tensor and spirv) or by a namespace in the
 * stack frames ({@code mlir::mesh::...}). Every op gets its distance to the
 * focus along ODG edges (data and control, either direction); ops with no
 * path to the focus are infinitely far.
 *
 * <p>HDD removes in this order: farthest first, and among ops at the same
 * distance, sinks before the ops that feed them (fewer ODG out-edges first,
 * then later in source first), so a producer is usually tried after its
 * users are gone and needs no rewiring.
 */
public final class CrashFocus {
    private final Set<String> words;

    /**
     * @param passes pipeline items of the crashing run
     * @param frames normalised frame names of the crash ({@code mlir::mesh::foo})
     */
    public CrashFocus(List<String> passes, List<String> frames) {
        Set<String> w = new TreeSet<>();
        for (String p : passes) {
            String pass = p.contains(":") ? p.substring(p.lastIndexOf(':') + 1) : p;
            int brace = pass.indexOf('{');
            if (brace >= 0) pass = pass.substring(0, brace);
            for (String part : pass.split("-")) if (part.length() > 1) w.add(part.toLowerCase(Locale.ROOT));
        }
        for (String f : frames) {
            String[] parts = f.split("::");
            for (int i = 0; i + 1 < parts.length; i++) w.add(parts[i].toLowerCase(Locale.ROOT));
        }
        w.remove("mlir");
        w.remove("llvm");
        w.remove("detail");
        w.remove("convert");
        w.remove("to");
        this.words = w;
    }

    public Set<String> words() {
        return words;
    }

    public boolean isFocus(Operation op) {
        String d = op.dialect().toLowerCase(Locale.ROOT);
        if (words.contains(d)) return true;
        String simple = op.name().substring(op.name().indexOf('.') + 1).toLowerCase(Locale.ROOT);
        return words.contains(simple);
    }

    /** Distance of every ODG node to the nearest focus op (absent = unreachable). */
    public Map<Operation, Integer> distances(Odg odg) {
        Graph<Operation, OdgEdge> g = odg.graph();
        Map<Operation, Integer> dist = new IdentityHashMap<>();
        ArrayDeque<Operation> queue = new ArrayDeque<>();
        for (Operation op : odg.nodes()) {
            if (isFocus(op)) {
                dist.put(op, 0);
                queue.add(op);
            }
        }
        while (!queue.isEmpty()) {
            Operation op = queue.poll();
            int d = dist.get(op);
            for (OdgEdge e : g.edgesOf(op)) {
                Operation other = g.getEdgeSource(e) == op ? g.getEdgeTarget(e) : g.getEdgeSource(e);
                if (!dist.containsKey(other)) {
                    dist.put(other, d + 1);
                    queue.add(other);
                }
            }
        }
        return dist;
    }

    /** The units in removal order: farthest from the focus first, sinks before their producers. */
    public List<Operation> order(List<Operation> units, Odg odg) {
        Map<Operation, Integer> dist = distances(odg);
        Graph<Operation, OdgEdge> g = odg.graph();
        Map<Operation, Integer> position = new IdentityHashMap<>();
        for (int i = 0; i < units.size(); i++) position.put(units.get(i), i);
        List<Operation> out = new ArrayList<>(units);
        out.sort(Comparator.<Operation>comparingInt(op -> -dist.getOrDefault(op, Integer.MAX_VALUE - 1))
                .thenComparingInt(op -> g.containsVertex(op) ? dataOut(g, op) : 0)
                .thenComparingInt(op -> -position.get(op)));
        return out;
    }

    private static int dataOut(Graph<Operation, OdgEdge> g, Operation op) {
        int n = 0;
        for (OdgEdge e : g.outgoingEdgesOf(op)) if (e.value() != null) n++;
        return n;
    }
}
