package io.dialectic.reducer.transform;

import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replaces literal constants by 0: integer and float literals of
 * {@code arith.constant} and the payload of {@code dense<...>} attributes
 * (a splat {@code dense<0>} is valid for any static shape). Each literal is
 * its own rewrite.
 *
 * <pre>
 * before: %c = arith.constant 1024 : index
 *         %t = arith.constant dense&lt;[1.5, 2.0, 3.25]&gt; : tensor&lt;3xf32&gt;
 * after:  %c = arith.constant 0 : index
 *         %t = arith.constant dense&lt;0.0&gt; : tensor&lt;3xf32&gt;
 * </pre>
 */
public final class SimplifyConstants implements Transformation {
    private static final Pattern SCALAR = Pattern.compile("arith\\.constant\\s+(-?\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?)");
    private static final Pattern DENSE = Pattern.compile("dense<([^<>]+)>");

    @Override
    public String name() {
        return "simplify-constants";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        List<Rewrite> out = new ArrayList<>();
        Matcher m = SCALAR.matcher(text);
        while (m.find()) {
            String lit = m.group(1);
            String zero = lit.contains(".") || lit.contains("e") || lit.contains("E") ? "0.0" : "0";
            if (lit.equals(zero)) continue;
            out.add(Rewrite.of(lit + " -> " + zero, new Splice(m.start(1), m.end(1), zero)));
        }
        Matcher d = DENSE.matcher(text);
        while (d.find()) {
            String body = d.group(1).trim();
            String zero = body.contains(".") || body.contains("e+") || body.contains("e-")
                    ? "0.0"
                    : body.contains("true") || body.contains("false") ? "false" : "0";
            if (body.equals(zero) || body.startsWith("\"") || body.startsWith("0x")) continue;
            out.add(Rewrite.of("dense -> " + zero, new Splice(d.start(1), d.end(1), zero)));
        }
        return out;
    }
}
