package io.dialectic.ir.metrics;

import java.util.Arrays;

/**
 * Canonical 64-bit hash of one OD pattern (MLIRod ISSTA'24 Def. 5-6): a
 * rooted subgraph whose nodes carry operation-instance labels and whose
 * edges are typed DATA or CONTROL.
 *
 * <h2>Encoding</h2>
 * Weisfeiler-Lehman colour refinement with the root individualised:
 * <ol>
 *   <li>colour(v) = H(label hash of v, BFS distance of v from the root). The
 *       root is the only node at distance 0; distances are an invariant of the
 *       rooted pattern because every shortest path from the root stays inside it.</li>
 *   <li>each round, colour(v) = H(colour(v), Σ mix(H(2·kind, colour(w))) over
 *       out-edges v->w + Σ mix(H(2·kind+1, colour(u))) over in-edges u->v): typed,
 *       direction-aware neighbour multisets, summed so the order of edges does
 *       not matter. Once every node has its own colour the colouring is
 *       canonical and the edge multiset in step 3 pins the graph down exactly. Rounds stop when the number of colour classes stops growing
 *       (the partition is stable) or every node has its own colour, and after
 *       at most {@link #MAX_ROUNDS} rounds.</li>
 *   <li>hash = H(|V|, |E|, Σ mix(colour(v)), Σ mix(H(kind, colour(s), colour(t))) over edges).</li>
 * </ol>
 *
 * <h2>Collision behaviour</h2>
 * Equal (isomorphic, label- and edge-type-preserving, root-preserving)
 * patterns always get equal hashes: every step is invariant under
 * renumbering nodes and edges, and the hash functions are fixed
 * ({@link Hash64}), so there are no false "new pattern"s. Different patterns
 * get the same hash only when
 * <ol>
 *   <li>colour refinement cannot tell them apart. This cannot happen when the
 *       pattern is a tree whose edges point away from the root (1-WL identifies
 *       such trees within depth+1 rounds, and most ODG patterns are close to it:
 *       the nesting is a tree and def-use mostly adds edges along it); it can
 *       happen for patterns with cycles or reconvergent DAG shapes in which
 *       equally-labelled nodes have equal typed neighbour multisets, e.g. a
 *       6-cycle versus two 3-cycles of identically labelled ops at the same
 *       distances from the root, or when two patterns differ only in
 *       structure more than {@link #MAX_ROUNDS} hops away from every
 *       distinguishing node (long chains of identical ops at one distance
 *       from the root) — or</li>
 *   <li>two different colourings collide in 64 bits: with P distinct patterns
 *       the chance of any collision is about P²/2^65 (≈ 3·10^-8 for a million).</li>
 * </ol>
 * Either kind of collision can only under-count OD coverage, never over-count it.
 *
 * <p>Reusable scratch buffers make one instance cheap per program; an
 * instance is not thread-safe (create one per thread).
 */
final class PatternHasher {
    /**
     * Refinement rounds are capped: a long path of identically labelled ops
     * among a hub's users would otherwise need |V|/2 rounds (quadratic).
     * 8 = 2 * max d + 2 rounds see every node's whole neighbourhood within
     * the pattern's radius from both sides, so trees are still told apart.
     */
    static final int MAX_ROUNDS = 2 * MetricsOptions.MAX_DEPTH + 2;

    private long[] colour = new long[16];
    private long[] next = new long[16];
    private long[] sorted = new long[16];
    private long[] signature = new long[16];

    /**
     * @param k       number of nodes; local ids 0..k-1, 0 is the root
     * @param labels  label hash per local node
     * @param dist    BFS distance per local node
     * @param m       number of edges
     * @param src     edge sources (local ids)
     * @param dst     edge targets (local ids)
     * @param kind    edge kinds (ordinal of {@link io.dialectic.ir.odg.EdgeKind})
     */
    long hash(int k, long[] labels, int[] dist, int m, int[] src, int[] dst, int[] kind) {
        ensure(k);
        for (int i = 0; i < k; i++) colour[i] = Hash64.combine(labels[i], dist[i]);
        int classes = countClasses(k);
        for (int round = 0; round < MAX_ROUNDS && classes < k; round++) {
            Arrays.fill(signature, 0, k, 0L);
            for (int e = 0; e < m; e++) {
                int s = src[e];
                int t = dst[e];
                signature[s] += Hash64.mix(Hash64.combine(2L * kind[e], colour[t]));
                signature[t] += Hash64.mix(Hash64.combine(2L * kind[e] + 1, colour[s]));
            }
            for (int i = 0; i < k; i++) next[i] = Hash64.combine(colour[i], signature[i]);
            long[] swap = colour;
            colour = next;
            next = swap;
            int refined = countClasses(k);
            if (refined == classes) break;
            classes = refined;
        }
        long nodes = 0;
        for (int i = 0; i < k; i++) nodes += Hash64.mix(colour[i]);
        long edges = 0;
        for (int e = 0; e < m; e++) {
            edges += Hash64.mix(Hash64.combine(Hash64.combine(kind[e], colour[src[e]]), colour[dst[e]]));
        }
        return Hash64.combine(Hash64.combine(Hash64.combine(k, m), nodes), edges);
    }

    private int countClasses(int k) {
        System.arraycopy(colour, 0, sorted, 0, k);
        Arrays.sort(sorted, 0, k);
        int c = k == 0 ? 0 : 1;
        for (int i = 1; i < k; i++) if (sorted[i] != sorted[i - 1]) c++;
        return c;
    }

    private void ensure(int k) {
        if (colour.length >= k) return;
        int size = Math.max(k, colour.length * 2);
        colour = new long[size];
        next = new long[size];
        sorted = new long[size];
        signature = new long[size];
    }
}
