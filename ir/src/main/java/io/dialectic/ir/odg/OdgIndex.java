package io.dialectic.ir.odg;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.Value;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The ODG as plain int arrays: node {@code i} is {@code nodes().get(i)} (source
 * pre-order), edge {@code e} goes {@code source(e) -> target(e)}. This is the
 * form the metrics walk (patterns are computed for every node, so the hot path
 * must not allocate graph objects); {@link Odg} wraps the same nodes and edges
 * in a JGraphT graph for everyone else.
 *
 * <p>Edges, exactly as docs/ARCHITECTURE.md defines the ODG:
 * <ul>
 *   <li>CONTROL {@code p -> c} for every op {@code c} nested directly in a region of {@code p};</li>
 *   <li>DATA {@code v.producer() -> u} once per distinct value {@code v} that op {@code u} uses
 *       (an op using {@code %a} twice gets one edge; using {@code %r#0} and {@code %r#1} gets two).
 *       A block argument's producer is the op owning its region ({@link Value#producer()}).
 *       Unresolved operands, arguments of top-level blocks and values produced by the
 *       top-level module (see {@link ModuleScope}) give no edge.</li>
 * </ul>
 * A DATA edge can be a self-loop (an op using its own result in a graph region).
 * Immutable after construction.
 */
public final class OdgIndex {
    private final List<Operation> nodes;
    private final int[] parent;
    private final int[] edgeSource;
    private final int[] edgeTarget;
    private final EdgeKind[] edgeKind;
    private final Value[] edgeValue;
    private final int[] outStart;
    private final int[] outEdges;
    private final int dataEdges;

    private OdgIndex(List<Operation> nodes, int[] parent, int[] src, int[] dst, EdgeKind[] kind, Value[] value) {
        this.nodes = nodes;
        this.parent = parent;
        this.edgeSource = src;
        this.edgeTarget = dst;
        this.edgeKind = kind;
        this.edgeValue = value;
        int n = nodes.size();
        int m = src.length;
        this.outStart = new int[n + 1];
        for (int e = 0; e < m; e++) outStart[src[e] + 1]++;
        for (int i = 0; i < n; i++) outStart[i + 1] += outStart[i];
        this.outEdges = new int[m];
        int[] fill = Arrays.copyOf(outStart, n);
        for (int e = 0; e < m; e++) outEdges[fill[src[e]]++] = e;
        int d = 0;
        for (EdgeKind k : kind) if (k == EdgeKind.DATA) d++;
        this.dataEdges = d;
    }

    /** Builds the index of a program; never throws on a partial model. */
    public static OdgIndex of(Program program) {
        List<Operation> roots = ModuleScope.roots(program);
        List<Operation> order = new ArrayList<>(Math.max(16, roots.size() * 4));
        IntList parents = new IntList();
        // Iterative pre-order walk: nesting depth 10,000 must not overflow the stack.
        // Two parallel arrays: the op to visit and the index of its parent node.
        Operation[] stack = new Operation[Math.max(16, roots.size())];
        int[] stackParent = new int[stack.length];
        int sp = 0;
        for (int i = roots.size() - 1; i >= 0; i--) {
            stack[sp] = roots.get(i);
            stackParent[sp++] = -1;
        }
        while (sp > 0) {
            Operation op = stack[--sp];
            int index = order.size();
            order.add(op);
            parents.add(stackParent[sp]);
            List<Region> regions = op.regions();
            for (int r = regions.size() - 1; r >= 0; r--) {
                List<Block> blocks = regions.get(r).blocks();
                for (int b = blocks.size() - 1; b >= 0; b--) {
                    List<Operation> ops = blocks.get(b).operations();
                    if (sp + ops.size() > stack.length) {
                        int cap = Math.max(stack.length * 2, sp + ops.size());
                        stack = Arrays.copyOf(stack, cap);
                        stackParent = Arrays.copyOf(stackParent, cap);
                    }
                    for (int i = ops.size() - 1; i >= 0; i--) {
                        stack[sp] = ops.get(i);
                        stackParent[sp++] = index;
                    }
                }
            }
        }
        int n = order.size();
        IdentityIndex id = new IdentityIndex(n);
        for (int i = 0; i < n; i++) id.put(order.get(i), i);
        int[] parent = parents.toArray();
        IntList src = new IntList();
        IntList dst = new IntList();
        EdgeList edges = new EdgeList();
        List<Value> seen = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (parent[i] >= 0) {
                src.add(parent[i]);
                dst.add(i);
                edges.add(EdgeKind.CONTROL, null);
            }
            seen.clear();
            for (Operand operand : order.get(i).operands()) {
                Value v = operand.value();
                if (v == null || containsIdentity(seen, v)) continue;
                seen.add(v);
                Operation producer = v.producer();
                int p = producer == null ? -1 : id.get(producer);
                if (p < 0) continue;
                src.add(p);
                dst.add(i);
                edges.add(EdgeKind.DATA, v);
            }
        }
        return new OdgIndex(
                Collections.unmodifiableList(order),
                parent,
                src.toArray(),
                dst.toArray(),
                edges.kinds(),
                edges.values());
    }

    private static boolean containsIdentity(List<Value> list, Value v) {
        for (Value x : list) if (x == v) return true;
        return false;
    }

    /** The nodes in source pre-order. */
    public List<Operation> nodes() {
        return nodes;
    }

    public int nodeCount() {
        return nodes.size();
    }

    public Operation node(int i) {
        return nodes.get(i);
    }

    /** Index of the op whose region directly holds node {@code i}, or -1 for a root. */
    public int parent(int i) {
        return parent[i];
    }

    public int edgeCount() {
        return edgeSource.length;
    }

    public int dataEdgeCount() {
        return dataEdges;
    }

    public int controlEdgeCount() {
        return edgeSource.length - dataEdges;
    }

    public int source(int e) {
        return edgeSource[e];
    }

    public int target(int e) {
        return edgeTarget[e];
    }

    public EdgeKind kind(int e) {
        return edgeKind[e];
    }

    /** The value a DATA edge carries; null for CONTROL. */
    public Value value(int e) {
        return edgeValue[e];
    }

    /** Number of out-edges of node {@code i}. */
    public int outDegree(int i) {
        return outStart[i + 1] - outStart[i];
    }

    /** The {@code k}-th out-edge id of node {@code i}, {@code 0 <= k < outDegree(i)}. */
    public int outEdge(int i, int k) {
        return outEdges[outStart[i] + k];
    }

    /** Node index by op identity: open addressing over int values (no boxing on the hot path). */
    private static final class IdentityIndex {
        private final Object[] keys;
        private final int[] values;
        private final int mask;

        IdentityIndex(int n) {
            int cap = Integer.highestOneBit(Math.max(4, n) * 2 - 1) << 1; // power of two, load <= 1/2
            keys = new Object[cap];
            values = new int[cap];
            mask = cap - 1;
        }

        private int slot(Object k) {
            return (System.identityHashCode(k) * 0x9E3779B9) >>> 1 & mask;
        }

        void put(Object k, int v) {
            int i = slot(k);
            while (keys[i] != null && keys[i] != k) i = (i + 1) & mask;
            keys[i] = k;
            values[i] = v;
        }

        /** The value of {@code k}, or -1. */
        int get(Object k) {
            for (int i = slot(k); keys[i] != null; i = (i + 1) & mask) if (keys[i] == k) return values[i];
            return -1;
        }
    }

    /** Kinds and values of the edges as they are added. */
    private static final class EdgeList {
        private EdgeKind[] kinds = new EdgeKind[16];
        private Value[] values = new Value[16];
        private int size;

        void add(EdgeKind k, Value v) {
            if (size == kinds.length) {
                kinds = Arrays.copyOf(kinds, size * 2);
                values = Arrays.copyOf(values, size * 2);
            }
            kinds[size] = k;
            values[size++] = v;
        }

        EdgeKind[] kinds() {
            return Arrays.copyOf(kinds, size);
        }

        Value[] values() {
            return Arrays.copyOf(values, size);
        }
    }

    /** A growable int array (avoids boxing on the hot path). */
    private static final class IntList {
        private int[] a = new int[16];
        private int size;

        void add(int x) {
            if (size == a.length) a = Arrays.copyOf(a, size * 2);
            a[size++] = x;
        }

        int[] toArray() {
            return Arrays.copyOf(a, size);
        }
    }
}
