package io.dialectic.reducer.transform;

import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.List;

/**
 * Line-granular deletion, the last resort after HDD: reaches what the op
 * tree does not model (attribute and type alias definitions, a dangling
 * attribute line of a multi-line op). Each non-blank line is a rewrite;
 * candidates that no longer parse are rejected in process, so only
 * plausible ones reach the compiler.
 *
 * <pre>
 * before: #map = affine_map&lt;(d0) -&gt; (d0)&gt;
 *         #unused = affine_map&lt;(d0) -&gt; (d0 + 1)&gt;
 *         func.func @f() { ... #map ... }
 * after:  #map = affine_map&lt;(d0) -&gt; (d0)&gt;
 *         func.func @f() { ... #map ... }
 * </pre>
 */
public final class DeleteLines implements Transformation {
    @Override
    public String name() {
        return "delete-lines";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        List<Rewrite> out = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int nl = text.indexOf('\n', start);
            int end = nl < 0 ? text.length() : nl + 1;
            String line = text.substring(start, end);
            if (!line.isBlank()) out.add(Rewrite.of("line", Splice.delete(start, end)));
            start = end;
        }
        return out;
    }
}
