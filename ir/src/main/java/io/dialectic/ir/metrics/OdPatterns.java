package io.dialectic.ir.metrics;

import io.dialectic.ir.odg.OdgIndex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * OD patterns with d-step reachability (MLIRod ISSTA'24 Def. 5-6): for each
 * ODG node r, the subgraph induced by the nodes reachable from r in at most
 * d steps, with all its DATA and CONTROL edges, its nodes labelled by
 * operation instances ({@link OperationInstance}), rooted at r.
 *
 * <p>Direction: steps follow edges <em>forward</em> (out-edges: producer to
 * user, parent to nested op). That is the direction of MLIRod's dependency
 * edges, and it makes a pattern read as "what this op feeds and contains",
 * so a mutation that adds a use or nests an op creates patterns rooted at the
 * op it depends on. "Induced" means every ODG edge between two members is in
 * the pattern, including edges that run between nodes at the same distance
 * or back towards the root.
 *
 * <p>Each pattern is reduced to a 64-bit canonical hash by
 * {@link PatternHasher} (its Javadoc states when two different patterns can
 * share a hash). OD coverage of a corpus at depth d = the number of distinct
 * hashes over all its programs' {@code patterns(d)}.
 */
public final class OdPatterns {
    private OdPatterns() {}

    /** The distinct pattern hashes per depth: element d holds the set for d = 0..maxDepth. */
    public static List<Set<Long>> of(OdgIndex odg, InstanceKind kind, int maxDepth) {
        return distinct(perNode(odg, labelHashes(odg, kind), maxDepth));
    }

    /** The distinct hashes of each row of {@link #perNode}. */
    public static List<Set<Long>> distinct(long[][] perNode) {
        List<Set<Long>> out = new ArrayList<>(perNode.length);
        for (long[] hashes : perNode) {
            Set<Long> s = new HashSet<>(hashes.length * 2);
            for (long h : hashes) s.add(h);
            out.add(Collections.unmodifiableSet(s));
        }
        return Collections.unmodifiableList(out);
    }

    /** Label hash of every node: the hash of its operation-instance label. */
    public static long[] labelHashes(OdgIndex odg, InstanceKind kind) {
        long[] h = new long[odg.nodeCount()];
        for (int i = 0; i < h.length; i++) h[i] = Hash64.of(OperationInstance.label(odg.node(i), kind));
        return h;
    }

    /**
     * The pattern hash rooted at every node: {@code result[d][i]} is the hash
     * of the d-step pattern of node i (callers that guide mutation by node use this).
     */
    public static long[][] perNode(OdgIndex odg, long[] labelHash, int maxDepth) {
        if (maxDepth < 0 || maxDepth > MetricsOptions.MAX_DEPTH) {
            throw new IllegalArgumentException("d must be 0.." + MetricsOptions.MAX_DEPTH + ", got " + maxDepth);
        }
        int n = odg.nodeCount();
        long[][] out = new long[maxDepth + 1][n];
        Walker w = new Walker(odg, labelHash);
        for (int r = 0; r < n; r++) w.patternsFrom(r, maxDepth, out);
        return out;
    }

    /**
     * The nodes of the d-step pattern rooted at {@code root}, ascending: those reachable from it
     * along at most d out-edges of either kind (the members the hashes of {@link #perNode} cover).
     */
    public static int[] members(OdgIndex odg, int root, int d) {
        int n = odg.nodeCount();
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        int[] queue = new int[n];
        int head = 0, tail = 0;
        dist[root] = 0;
        queue[tail++] = root;
        while (head < tail) {
            int v = queue[head++];
            if (dist[v] == d) continue;
            for (int k = 0, deg = odg.outDegree(v); k < deg; k++) {
                int t = odg.target(odg.outEdge(v, k));
                if (dist[t] >= 0) continue;
                dist[t] = dist[v] + 1;
                queue[tail++] = t;
            }
        }
        int[] out = Arrays.copyOf(queue, tail);
        Arrays.sort(out);
        return out;
    }

    /** Scratch state for the per-root BFS, reused across roots (no allocation per node). */
    private static final class Walker {
        private final OdgIndex odg;
        private final long[] labelHash;
        private final int[] local; // node -> local id, -1 when not in the current pattern
        private int[] order = new int[16]; // local id -> node, BFS order (distances non-decreasing)
        private int[] dist = new int[16];
        private long[] labels = new long[16];
        private int[] esrc = new int[16];
        private int[] edst = new int[16];
        private int[] ekind = new int[16];
        private int[] emax =
                new int[16]; // larger local id of the two ends: the edge is in pattern d iff emax < size(d)
        private int[] fsrc = new int[16];
        private int[] fdst = new int[16];
        private int[] fkind = new int[16];
        private final PatternHasher hasher = new PatternHasher();

        Walker(OdgIndex odg, long[] labelHash) {
            this.odg = odg;
            this.labelHash = labelHash;
            this.local = new int[odg.nodeCount()];
            Arrays.fill(local, -1);
        }

        void patternsFrom(int root, int maxDepth, long[][] out) {
            int[] sizeAt = new int[maxDepth + 1];
            int count = 0;
            order = grow(order, 1);
            dist = grow(dist, 1);
            order[count] = root;
            dist[count] = 0;
            local[root] = count++;
            int head = 0;
            for (int d = 0; d <= maxDepth; d++) {
                if (d > 0) {
                    int end = count; // expand the frontier at distance d-1
                    for (; head < end; head++) {
                        int v = order[head];
                        for (int k = 0, deg = odg.outDegree(v); k < deg; k++) {
                            int t = odg.target(odg.outEdge(v, k));
                            if (local[t] >= 0) continue;
                            order = grow(order, count + 1);
                            dist = grow(dist, count + 1);
                            order[count] = t;
                            dist[count] = d;
                            local[t] = count++;
                        }
                    }
                }
                sizeAt[d] = count;
            }
            // Edges of the largest pattern; smaller ones are filtered from it.
            int m = 0;
            for (int li = 0; li < count; li++) {
                int v = order[li];
                for (int k = 0, deg = odg.outDegree(v); k < deg; k++) {
                    int e = odg.outEdge(v, k);
                    int lt = local[odg.target(e)];
                    if (lt < 0) continue;
                    ensureEdges(m + 1);
                    esrc[m] = li;
                    edst[m] = lt;
                    ekind[m] = odg.kind(e).ordinal();
                    emax[m] = Math.max(li, lt);
                    m++;
                }
            }
            labels = growLong(labels, count);
            for (int li = 0; li < count; li++) labels[li] = labelHash[order[li]];
            long previous = 0;
            for (int d = 0; d <= maxDepth; d++) {
                int k = sizeAt[d];
                if (d > 0 && k == sizeAt[d - 1]) { // same members, same induced edges: same pattern
                    out[d][root] = previous;
                    continue;
                }
                int fm = 0;
                for (int e = 0; e < m; e++) {
                    if (emax[e] >= k) continue;
                    fsrc[fm] = esrc[e];
                    fdst[fm] = edst[e];
                    fkind[fm] = ekind[e];
                    fm++;
                }
                previous = hasher.hash(k, labels, dist, fm, fsrc, fdst, fkind);
                out[d][root] = previous;
            }
            for (int li = 0; li < count; li++) local[order[li]] = -1;
        }

        private void ensureEdges(int size) {
            if (esrc.length >= size) return;
            int n = Math.max(size, esrc.length * 2);
            esrc = Arrays.copyOf(esrc, n);
            edst = Arrays.copyOf(edst, n);
            ekind = Arrays.copyOf(ekind, n);
            emax = Arrays.copyOf(emax, n);
            fsrc = Arrays.copyOf(fsrc, n);
            fdst = Arrays.copyOf(fdst, n);
            fkind = Arrays.copyOf(fkind, n);
        }

        private static int[] grow(int[] a, int size) {
            return a.length >= size ? a : Arrays.copyOf(a, Math.max(size, a.length * 2));
        }

        private static long[] growLong(long[] a, int size) {
            return a.length >= size ? a : Arrays.copyOf(a, Math.max(size, a.length * 2));
        }
    }
}
