package io.dialectic.reducer.transform;

import io.dialectic.reducer.edit.Splice;
import java.util.ArrayList;
import java.util.List;

/**
 * A nested {@code dense<[...]>} literal of the program text, read as lists by their brackets, so a shape change can
 * edit its elements: {@link #truncations} cuts every list along an axis of a given size to its first entries. The
 * shape is the literal's own (its nesting and list lengths), the same as its type's; a splat ({@code dense<5>}), a hex
 * blob or a ragged literal has no lists to cut.
 *
 * <pre>
 * dense&lt;[[1, 2, 3], [4, 5, 6]]&gt;, axis of size 3 cut to 2: dense&lt;[[1, 2], [4, 5]]&gt;
 * </pre>
 */
final class DenseLiteral {
    /** One bracketed list: where it starts ('[') and its entries' spans (an entry a list or a scalar). */
    private record Node(int depth, List<int[]> entries, List<Node> children) {}

    private final List<Node> nodes;
    private final List<Integer> shape;

    private DenseLiteral(List<Node> nodes, List<Integer> shape) {
        this.nodes = nodes;
        this.shape = shape;
    }

    /** The regular nested literals of {@code text}. */
    static List<DenseLiteral> findAll(String text) {
        List<DenseLiteral> out = new ArrayList<>();
        for (int i = text.indexOf("dense<"); i >= 0; i = text.indexOf("dense<", i + 1)) {
            int p = i + "dense<".length();
            while (p < text.length() && Character.isWhitespace(text.charAt(p))) p++;
            if (p >= text.length() || text.charAt(p) != '[') continue;
            List<Node> nodes = new ArrayList<>();
            int[] end = {p};
            Node root = parse(text, p, 0, nodes, end);
            if (root == null) continue;
            List<Integer> shape = new ArrayList<>();
            for (Node n = root;
                    n != null;
                    n = n.children().isEmpty() ? null : n.children().get(0))
                shape.add(n.entries().size());
            boolean regular = nodes.stream()
                    .allMatch(n -> n.depth() < shape.size()
                            && n.entries().size() == shape.get(n.depth())
                            && (n.children().isEmpty() == (n.depth() == shape.size() - 1)));
            if (regular) out.add(new DenseLiteral(nodes, shape));
            i = end[0];
        }
        return out;
    }

    /**
     * Deletions that keep the first {@code keep} entries of every list along each axis of size {@code size}; none when no
     * axis has that size.
     */
    List<Splice> truncations(long size, int keep) {
        List<Splice> out = new ArrayList<>();
        if (size <= keep) return out;
        for (Node n : nodes) {
            if (shape.get(n.depth()) != size) continue;
            List<int[]> e = n.entries();
            out.add(new Splice(e.get(keep - 1)[1], e.get(e.size() - 1)[1], ""));
        }
        return out;
    }

    /** The list opening at {@code at} ('['), its nodes added to {@code all}; null when it is not a plain nested list. */
    private static Node parse(String text, int at, int depth, List<Node> all, int[] end) {
        List<int[]> entries = new ArrayList<>();
        List<Node> children = new ArrayList<>();
        Node node = new Node(depth, entries, children);
        all.add(node);
        int p = at + 1;
        while (true) {
            while (p < text.length() && Character.isWhitespace(text.charAt(p))) p++;
            if (p >= text.length()) return null;
            char c = text.charAt(p);
            if (c == ']' && entries.isEmpty()) {
                end[0] = p + 1;
                return node;
            }
            int start = p;
            if (c == '[') {
                Node child = parse(text, p, depth + 1, all, end);
                if (child == null) return null;
                children.add(child);
                p = end[0];
            } else {
                // a scalar, or a complex (re, im): up to the next ',' or ']' outside parentheses
                int paren = 0;
                while (p < text.length()) {
                    char d = text.charAt(p);
                    if (d == '"' || d == '[' || d == '<' || d == '>') return null;
                    if (d == '(') paren++;
                    else if (d == ')') paren--;
                    else if (paren == 0 && (d == ',' || d == ']')) break;
                    p++;
                }
            }
            int stop = p;
            while (stop > start && Character.isWhitespace(text.charAt(stop - 1))) stop--;
            entries.add(new int[] {start, stop});
            while (p < text.length() && Character.isWhitespace(text.charAt(p))) p++;
            if (p >= text.length()) return null;
            if (text.charAt(p) == ',') p++;
            else if (text.charAt(p) == ']') {
                end[0] = p + 1;
                return node;
            } else return null;
        }
    }
}
