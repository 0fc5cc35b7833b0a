package io.dialectic.reducer.transform;

import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Shrinks static dimensions of shaped types to 1, one dimension value at a
 * time and consistently across the whole program (every {@code 64} in every
 * tensor/memref/vector type together), so the types at def and use still
 * agree.
 *
 * <pre>
 * before: %0 = tensor.empty() : tensor&lt;64x64xf32&gt;
 *         %1 = linalg.fill ins(%c : f32) outs(%0 : tensor&lt;64x64xf32&gt;) -&gt; tensor&lt;64x64xf32&gt;
 * after:  %0 = tensor.empty() : tensor&lt;1x1xf32&gt;
 *         %1 = linalg.fill ins(%c : f32) outs(%0 : tensor&lt;1x1xf32&gt;) -&gt; tensor&lt;1x1xf32&gt;
 * </pre>
 */
public final class ShrinkShapes implements Transformation {
    private static final Pattern SHAPED = Pattern.compile("\\b(tensor|memref|vector)<((?:(?:\\[?\\d+\\]?|\\?)x)+)");
    private static final Pattern DIM = Pattern.compile("\\d+");

    @Override
    public String name() {
        return "shrink-shapes";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        Map<String, List<Splice>> byValue = new LinkedHashMap<>();
        Matcher m = SHAPED.matcher(text);
        while (m.find()) {
            Matcher d = DIM.matcher(m.group(2));
            while (d.find()) {
                String v = d.group();
                if (v.equals("1") || v.equals("0")) continue;
                int at = m.start(2) + d.start();
                byValue.computeIfAbsent(v, k -> new ArrayList<>()).add(new Splice(at, at + v.length(), "1"));
            }
        }
        List<Rewrite> out = new ArrayList<>();
        byValue.entrySet().stream()
                .sorted((a, b) -> Long.compare(Long.parseLong(b.getKey()), Long.parseLong(a.getKey())))
                .forEach(e -> out.add(new Rewrite("dimension " + e.getKey() + " -> 1", e.getValue())));
        return out;
    }
}
