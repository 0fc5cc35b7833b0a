package io.dialectic.app.ui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * A Sugiyama-style layered layout for a directed graph given as edge lists
 * over nodes 0..n-1: (1) cycles broken by reversing DFS back edges; (2) each
 * node's layer is its longest-path distance from a source, so every kept edge
 * points downwards; (3) nodes within a layer ordered by a few barycenter
 * sweeps (down, then up) to reduce crossings, starting from source order.
 * Pure geometry, no JavaFX: tested on its own.
 */
public final class LayeredLayout {
    /** Layer of each node and position within its layer. */
    public record Placement(int[] layer, int[] position, int layers) {}

    private LayeredLayout() {}

    public static Placement of(int n, int[] from, int[] to) {
        List<List<Integer>> out = adjacency(n, from, to);
        boolean[] forward = acyclicEdges(n, from, to, out);
        int[] layer = new int[n];
        // Longest path over the kept edges, in topological order (Kahn).
        int[] indeg = new int[n];
        for (int e = 0; e < from.length; e++) if (forward[e] && from[e] != to[e]) indeg[to[e]]++;
        List<List<Integer>> fwd = new ArrayList<>();
        for (int i = 0; i < n; i++) fwd.add(new ArrayList<>());
        for (int e = 0; e < from.length; e++) if (forward[e] && from[e] != to[e]) fwd.get(from[e]).add(to[e]);
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        for (int i = 0; i < n; i++) if (indeg[i] == 0) queue.add(i);
        while (!queue.isEmpty()) {
            int u = queue.poll();
            for (int v : fwd.get(u)) {
                layer[v] = Math.max(layer[v], layer[u] + 1);
                if (--indeg[v] == 0) queue.add(v);
            }
        }
        int layers = Arrays.stream(layer).max().orElse(-1) + 1;
        List<List<Integer>> byLayer = new ArrayList<>();
        for (int l = 0; l < layers; l++) byLayer.add(new ArrayList<>());
        for (int i = 0; i < n; i++) byLayer.get(layer[i]).add(i);
        int[] pos = new int[n];
        renumber(byLayer, pos);
        List<List<Integer>> preds = new ArrayList<>(), succs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            preds.add(new ArrayList<>());
            succs.add(new ArrayList<>());
        }
        for (int e = 0; e < from.length; e++) {
            if (from[e] == to[e]) continue;
            succs.get(from[e]).add(to[e]);
            preds.get(to[e]).add(from[e]);
        }
        for (int sweep = 0; sweep < 4; sweep++) {
            boolean down = sweep % 2 == 0;
            for (int k = 1; k < layers; k++) {
                int l = down ? k : layers - 1 - k;
                List<List<Integer>> ref = down ? preds : succs;
                List<Integer> nodes = byLayer.get(l);
                double[] bary = new double[n];
                for (int v : nodes) {
                    List<Integer> r = ref.get(v);
                    bary[v] = r.isEmpty() ? pos[v] : r.stream().mapToInt(u -> pos[u]).average().orElse(pos[v]);
                }
                nodes.sort(Comparator.comparingDouble((Integer v) -> bary[v]).thenComparingInt(v -> pos[v]));
                for (int i = 0; i < nodes.size(); i++) pos[nodes.get(i)] = i;
            }
        }
        return new Placement(layer, pos, layers);
    }

    private static void renumber(List<List<Integer>> byLayer, int[] pos) {
        for (List<Integer> l : byLayer) for (int i = 0; i < l.size(); i++) pos[l.get(i)] = i;
    }

    private static List<List<Integer>> adjacency(int n, int[] from, int[] to) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(new ArrayList<>());
        for (int e = 0; e < from.length; e++) out.get(from[e]).add(e);
        return out;
    }

    /** forward[e] is false for the edges an iterative DFS finds going back to a node on its stack. */
    private static boolean[] acyclicEdges(int n, int[] from, int[] to, List<List<Integer>> out) {
        boolean[] forward = new boolean[from.length];
        Arrays.fill(forward, true);
        int[] state = new int[n]; // 0 new, 1 on stack, 2 done
        int[] next = new int[n];
        for (int s = 0; s < n; s++) {
            if (state[s] != 0) continue;
            java.util.ArrayDeque<Integer> stack = new java.util.ArrayDeque<>();
            stack.push(s);
            state[s] = 1;
            while (!stack.isEmpty()) {
                int u = stack.peek();
                if (next[u] < out.get(u).size()) {
                    int e = out.get(u).get(next[u]++);
                    int v = to[e];
                    if (state[v] == 1) forward[e] = false;
                    else if (state[v] == 0) {
                        state[v] = 1;
                        stack.push(v);
                    }
                } else {
                    state[u] = 2;
                    stack.pop();
                }
            }
        }
        return forward;
    }
}
