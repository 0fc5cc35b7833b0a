package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Shrinks one static dimension value to 2 everywhere it stands for a size: in every tensor/memref/vector type, in the
 * shape lists of reshapes ({@code output_shape [1, 4, 4, 1]}, {@code static_output_shape = array<i64: ...>}) and in
 * every {@code index} constant of that value (the loop bounds that walk the dimension), and in the {@code dense} literals
 * of that shape (a global's or a constant's: each list along an axis of that size keeps its first two entries, {@link
 * DenseLiteral}). A miscompile often needs two
 * elements (a stride, a second row) where {@link ShrinkShapes}' 1 loses it. The accesses are clamped: an {@code index}
 * constant of 2 or more used only as an index of loads, stores and transfers becomes 0 in every rewrite of a larger
 * dimension (it may index that one); anything else that no longer fits is an out-of-bounds access the oracle's UB
 * check rejects.
 *
 * <pre>
 * before: %c4 = arith.constant 4 : index
 *         %a = memref.alloc() : memref&lt;4x4xi32&gt;
 *         scf.for %i = %c0 to %c4 step %c1 { ... }
 *         %e = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [1, 4, 4, 1] : memref&lt;4x4xi32&gt; into memref&lt;1x4x4x1xi32&gt;
 *         %r = vector.transfer_read %e[%c0, %c2, %c0, %c0], %p : memref&lt;1x4x4x1xi32&gt;, vector&lt;4x1xi32&gt;
 * after:  %c4 = arith.constant 2 : index
 *         %a = memref.alloc() : memref&lt;2x2xi32&gt;
 *         scf.for %i = %c0 to %c4 step %c1 { ... }
 *         %e = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [1, 2, 2, 1] : memref&lt;2x2xi32&gt; into memref&lt;1x2x2x1xi32&gt;
 *         %r = vector.transfer_read %e[%c0, %c2, %c0, %c0], %p : memref&lt;1x2x2x1xi32&gt;, vector&lt;2x1xi32&gt;
 *         (with %c2 = arith.constant 0 : index)
 * before: memref.global "private" @g0 : memref&lt;3x4xi32&gt; = dense&lt;[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]&gt;
 * after:  memref.global "private" @g0 : memref&lt;3x2xi32&gt; = dense&lt;[[1, 2], [5, 6], [9, 10]]&gt;   (dimension 4)
 * </pre>
 */
public final class ShrinkDimensionsToTwo implements Transformation {
    private static final Pattern SHAPED = Pattern.compile("\\b(tensor|memref|vector)<((?:(?:\\[?\\d+\\]?|\\?)x)+)");
    private static final Pattern SHAPE_LIST = Pattern.compile(
            "(?:output_shape\\s*\\[|static_output_shape\\s*=\\s*array<i64:|static_sizes\\s*=\\s*array<i64:)([^\\]>]*)");
    private static final Pattern INDEX_CONSTANT =
            Pattern.compile("arith\\.constant\\s+(\\d+)\\s*:\\s*index|value\\s*=\\s*(\\d+)\\s*:\\s*index");
    private static final Pattern NUMBER = Pattern.compile("\\d+");

    @Override
    public String name() {
        return "shrink-dimensions-to-two";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        Map<Long, List<Splice>> byValue = new LinkedHashMap<>();
        Matcher m = SHAPED.matcher(text);
        while (m.find()) collect(byValue, m.group(2), m.start(2));
        if (byValue.isEmpty()) return List.of();
        Matcher l = SHAPE_LIST.matcher(text);
        while (l.find()) {
            Map<Long, List<Splice>> listed = new LinkedHashMap<>();
            collect(listed, l.group(1), l.start(1));
            listed.forEach((v, s) -> {
                if (byValue.containsKey(v)) byValue.get(v).addAll(s);
            });
        }
        for (DenseLiteral d : DenseLiteral.findAll(text))
            for (Map.Entry<Long, List<Splice>> e : byValue.entrySet())
                e.getValue().addAll(d.truncations(e.getKey(), 2));
        Matcher c = INDEX_CONSTANT.matcher(text);
        while (c.find()) {
            int g = c.group(1) != null ? 1 : 2;
            long v = Long.parseLong(c.group(g));
            if (byValue.containsKey(v)) byValue.get(v).add(new Splice(c.start(g), c.end(g), "2"));
        }
        for (Operation k : tree.program().allOperations()) {
            if (!k.name().equals("arith.constant")
                    || k.results().size() != 1
                    || !k.span().isKnown()) continue;
            Matcher n = INDEX_CONSTANT.matcher(k.span().of(text));
            if (!n.find()) continue;
            int g = n.group(1) != null ? 1 : 2;
            long v = Long.parseLong(n.group(g));
            if (v < 2 || !onlyIndexes(tree, k.results().get(0))) continue;
            Splice zero = new Splice(k.span().start() + n.start(g), k.span().start() + n.end(g), "0");
            byValue.forEach((dim, splices) -> {
                if (dim > v) splices.add(zero);
            });
        }
        List<Rewrite> out = new ArrayList<>();
        new TreeMap<>(byValue).descendingMap().forEach((v, s) -> out.add(new Rewrite("dimension " + v + " -> 2", s)));
        return out;
    }

    private static final Set<String> ACCESSES = Set.of(
            "memref.load",
            "memref.store",
            "vector.transfer_read",
            "vector.transfer_write",
            "vector.load",
            "vector.store",
            "affine.load",
            "affine.store");

    /** True when {@code v} is used, and only as an index operand of loads, stores and transfers. */
    private static boolean onlyIndexes(OpTree tree, Value v) {
        boolean used = false;
        for (Operation o : tree.program().allOperations()) {
            List<Operand> ops = o.operands();
            for (int i = 0; i < ops.size(); i++) {
                if (ops.get(i).value() != v) continue;
                // operand 0 of a store is the value stored, of a load or read the memref; an index comes after
                boolean index = ACCESSES.contains(o.name())
                        && i >= (o.name().endsWith("store") || o.name().endsWith("write") ? 2 : 1);
                if (!index) return false;
                used = true;
            }
        }
        return used;
    }

    /** Every number above 2 of {@code dims} (text at {@code at}), by value. */
    private static void collect(Map<Long, List<Splice>> byValue, String dims, int at) {
        Matcher d = NUMBER.matcher(dims);
        while (d.find()) {
            long v;
            try {
                v = Long.parseLong(d.group());
            } catch (NumberFormatException e) {
                continue;
            }
            if (v <= 2) continue;
            byValue.computeIfAbsent(v, k -> new ArrayList<>()).add(new Splice(at + d.start(), at + d.end(), "2"));
        }
    }
}
