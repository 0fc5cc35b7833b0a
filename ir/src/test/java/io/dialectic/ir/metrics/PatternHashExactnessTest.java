package io.dialectic.ir.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.model.Program;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The WL pattern hash against an independent, exact oracle: for every pattern
 * of at most 7 nodes in real testsuite programs, the canonical form found by
 * trying every numbering of the non-root nodes (the lexicographically smallest
 * encoding of labels + typed edges). Equal canonical forms must give equal
 * hashes (no split) and equal hashes equal canonical forms (no collision).
 * The pattern itself is recomputed here from the definition (BFS over
 * out-edges, induced subgraph), not taken from {@link OdPatterns}.
 */
class PatternHashExactnessTest {
    private static final int MAX_NODES = 7;

    @Test
    void hashesPartitionSmallPatternsExactlyOnRealPrograms() throws IOException {
        Path generic = SharedData.testsuite().resolve("generic");
        List<Path> files;
        try (Stream<Path> s = Files.list(generic)) {
            files = s.filter(p -> p.toString().endsWith(".mlir"))
                    .sorted()
                    .limit(600)
                    .toList();
        }
        Map<String, Set<Long>> hashesOfForm = new HashMap<>();
        Map<Long, Set<String>> formsOfHash = new HashMap<>();
        int checked = 0;
        for (Path f : files) {
            Program p = MlirReader.read(Files.readString(f));
            OdgIndex odg = OdgIndex.of(p);
            String[] labels = new String[odg.nodeCount()];
            for (int i = 0; i < labels.length; i++)
                labels[i] = OperationInstance.label(odg.node(i), InstanceKind.NAME_OPERANDS);
            long[][] hashes = OdPatterns.perNode(odg, OdPatterns.labelHashes(odg, InstanceKind.NAME_OPERANDS), 3);
            for (int r = 0; r < odg.nodeCount(); r++) {
                for (int d = 0; d <= 3; d++) {
                    List<Integer> members = reachable(odg, r, d);
                    if (members.size() > MAX_NODES) break;
                    String form = canonical(odg, labels, members);
                    long h = hashes[d][r];
                    hashesOfForm.computeIfAbsent(form, k -> new HashSet<>()).add(h);
                    formsOfHash.computeIfAbsent(h, k -> new HashSet<>()).add(form);
                    checked++;
                }
            }
        }
        assertTrue(checked > 10_000, "checked " + checked);
        for (Map.Entry<String, Set<Long>> e : hashesOfForm.entrySet()) {
            assertEquals(1, e.getValue().size(), () -> "one pattern, several hashes: " + e.getKey());
        }
        for (Map.Entry<Long, Set<String>> e : formsOfHash.entrySet()) {
            assertEquals(1, e.getValue().size(), () -> "hash collision: " + e.getValue());
        }
        // Both maps are bijections; the number of distinct patterns is the number of hashes.
        assertEquals(hashesOfForm.size(), formsOfHash.size());
    }

    /** Nodes within d steps of r along out-edges, r first. */
    private static List<Integer> reachable(OdgIndex odg, int r, int d) {
        List<Integer> out = new ArrayList<>(List.of(r));
        Set<Integer> seen = new HashSet<>(out);
        int from = 0;
        for (int step = 0; step < d; step++) {
            int to = out.size();
            for (int i = from; i < to; i++) {
                int v = out.get(i);
                for (int k = 0; k < odg.outDegree(v); k++) {
                    int t = odg.target(odg.outEdge(v, k));
                    if (seen.add(t)) out.add(t);
                }
            }
            from = to;
        }
        return out;
    }

    /** Smallest encoding over all numberings that keep the root at 0. */
    private static String canonical(OdgIndex odg, String[] labels, List<Integer> members) {
        int k = members.size();
        Map<Integer, Integer> pos = new HashMap<>();
        for (int i = 0; i < k; i++) pos.put(members.get(i), i);
        List<int[]> edges = new ArrayList<>(); // {src, dst, kind} in member positions
        for (int i = 0; i < k; i++) {
            int v = members.get(i);
            for (int j = 0; j < odg.outDegree(v); j++) {
                int e = odg.outEdge(v, j);
                Integer t = pos.get(odg.target(e));
                if (t != null) edges.add(new int[] {i, t, odg.kind(e).ordinal()});
            }
        }
        int[] perm = new int[k]; // perm[position] = new number
        for (int i = 0; i < k; i++) perm[i] = i;
        String best = null;
        do {
            String enc = encode(labels, members, edges, perm);
            if (best == null || enc.compareTo(best) < 0) best = enc;
        } while (nextPermutation(perm, 1));
        return best;
    }

    private static String encode(String[] labels, List<Integer> members, List<int[]> edges, int[] perm) {
        int k = perm.length;
        String[] byNumber = new String[k];
        for (int i = 0; i < k; i++) byNumber[perm[i]] = labels[members.get(i)];
        String[] es = new String[edges.size()];
        for (int i = 0; i < es.length; i++) {
            int[] e = edges.get(i);
            es[i] = perm[e[0]] + ">" + perm[e[1]] + ":" + e[2];
        }
        Arrays.sort(es);
        return String.join("\u0001", byNumber) + "\u0002" + String.join(",", es);
    }

    /** Next lexicographic permutation of a[from..]; false when it was the last. */
    private static boolean nextPermutation(int[] a, int from) {
        int i = a.length - 2;
        while (i >= from && a[i] >= a[i + 1]) i--;
        if (i < from) return false;
        int j = a.length - 1;
        while (a[j] <= a[i]) j--;
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l];
            a[l] = a[r];
            a[r] = t;
        }
        return true;
    }
}
