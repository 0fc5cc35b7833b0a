package io.dialectic.reducer.pipeline;

import io.dialectic.toolchain.PassPipeline;
import java.util.ArrayList;
import java.util.List;

/**
 * One pipeline item as the toolchain spells it ({@code cse},
 * {@code func.func:canonicalize{max-iterations=1 region-simplify=false}}),
 * split into the nesting prefix, the pass name and its options so the
 * options can be delta-debugged one by one.
 */
public record PipelineItem(String anchor, String pass, List<String> options) {
    public PipelineItem {
        options = List.copyOf(options);
    }

    /** The item read as the toolchain reads it ({@link PassPipeline.Item}), its options split one by one. */
    public static PipelineItem parse(String item) {
        PassPipeline.Item read = PassPipeline.Item.parse(item);
        return new PipelineItem(
                read.anchor() == null ? "" : read.anchor(),
                read.pass(),
                read.options() == null ? List.of() : splitOptions(read.options()));
    }

    /** Splits {@code a=1 b={x y} c="q r"} at top-level spaces. */
    static List<String> splitOptions(String body) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        int depth = 0;
        boolean quoted = false;
        for (char c : body.toCharArray()) {
            if (c == '"') quoted = !quoted;
            else if (!quoted && (c == '{' || c == '[' || c == '(')) depth++;
            else if (!quoted && (c == '}' || c == ']' || c == ')')) depth--;
            if (c == ' ' && depth == 0 && !quoted) {
                if (!cur.isEmpty()) out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        if (!cur.isEmpty()) out.add(cur.toString());
        return out;
    }

    public PipelineItem withOptions(List<String> opts) {
        return new PipelineItem(anchor, pass, opts);
    }

    /** Back to the toolchain's spelling. */
    public String spelling() {
        String core = options.isEmpty() ? pass : pass + "{" + String.join(" ", options) + "}";
        return anchor.isEmpty() ? core : anchor + ":" + core;
    }

    @Override
    public String toString() {
        return spelling();
    }
}
