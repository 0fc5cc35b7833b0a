package io.dialectic.ir.odg;

import java.util.Arrays;

/**
 * The neighbourhood of one ODG node that answers "why is this op here?": the
 * nodes at most {@code d} DATA edges away from it in either direction (what it
 * uses, what uses it), plus every ancestor of those nodes (the ops whose regions
 * hold them), so the nesting they sit in can be drawn around them. CONTROL edges
 * are not walked: nesting is given by the ancestors, and walking it would pull in
 * a whole function body at d = 1.
 */
public final class OdgNeighbourhood {
    private OdgNeighbourhood() {}

    /** The members, ascending (source pre-order); {@code d >= 0}. */
    public static int[] of(OdgIndex g, int node, int d) {
        if (d < 0) throw new IllegalArgumentException("d must be >= 0, got " + d);
        int n = g.nodeCount();
        int[][] in = dataPredecessors(g);
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        int[] queue = new int[n];
        int head = 0, tail = 0;
        dist[node] = 0;
        queue[tail++] = node;
        while (head < tail) {
            int v = queue[head++];
            if (dist[v] == d) continue;
            for (int k = 0, deg = g.outDegree(v); k < deg; k++) {
                int e = g.outEdge(v, k);
                if (g.kind(e) == EdgeKind.DATA) tail = visit(g.target(e), dist[v] + 1, dist, queue, tail);
            }
            for (int u : in[v]) tail = visit(u, dist[v] + 1, dist, queue, tail);
        }
        return withAncestors(g, Arrays.copyOf(queue, tail));
    }

    /** {@code nodes} and every op they are nested in, ascending, without repeats. */
    public static int[] withAncestors(OdgIndex g, int[] nodes) {
        boolean[] member = new boolean[g.nodeCount()];
        for (int v : nodes) {
            for (int a = v; a >= 0 && !member[a]; a = g.parent(a)) member[a] = true;
        }
        int count = 0;
        for (boolean m : member) if (m) count++;
        int[] out = new int[count];
        for (int i = 0, k = 0; i < member.length; i++) if (member[i]) out[k++] = i;
        return out;
    }

    private static int visit(int w, int dw, int[] dist, int[] queue, int tail) {
        if (dist[w] >= 0) return tail;
        dist[w] = dw;
        queue[tail] = w;
        return tail + 1;
    }

    /** For every node the sources of its DATA in-edges. */
    private static int[][] dataPredecessors(OdgIndex g) {
        int n = g.nodeCount();
        int[] count = new int[n];
        for (int e = 0; e < g.edgeCount(); e++) if (g.kind(e) == EdgeKind.DATA) count[g.target(e)]++;
        int[][] in = new int[n][];
        for (int i = 0; i < n; i++) in[i] = new int[count[i]];
        Arrays.fill(count, 0);
        for (int e = 0; e < g.edgeCount(); e++) {
            if (g.kind(e) == EdgeKind.DATA) in[g.target(e)][count[g.target(e)]++] = g.source(e);
        }
        return in;
    }
}
