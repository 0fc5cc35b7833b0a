package io.dialectic.reducer.transform;

import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.List;

/**
 * Cleans the layout for an issue reader: comments, blank lines and trailing
 * spaces go, and the indentation all lines share is removed. Relative
 * indentation is kept as written: the ir reader (like a human) uses it to
 * tell a custom-form continuation line from a new op, so re-indenting could
 * change what the model sees. One rewrite for the whole
 * text; the oracle still confirms it (a {@code //} inside a string would be
 * the reason to refuse it).
 *
 * <pre>
 * before:   // CHECK-LABEL: func @f
 *           func.func @f() {   // entry
 *
 *             return
 *           }
 * after:    func.func @f() {
 *             return
 *           }
 * </pre>
 */
public final class NormalizeLayout implements Transformation {
    @Override
    public String name() {
        return "normalize-layout";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        String laidOut = layout(text);
        if (laidOut.equals(text)) return List.of();
        return List.of(Rewrite.of("layout", new Splice(0, text.length(), laidOut)));
    }

    static String layout(String text) {
        List<String> lines = new ArrayList<>();
        int common = Integer.MAX_VALUE;
        for (String raw : text.split("\n", -1)) {
            String line = stripComment(raw).stripTrailing();
            if (line.isBlank()) continue;
            lines.add(line);
            int indent = 0;
            while (indent < line.length() && line.charAt(indent) == ' ') indent++;
            common = Math.min(common, indent);
        }
        StringBuilder out = new StringBuilder();
        for (String line : lines) out.append(line, common, line.length()).append('\n');
        return out.toString();
    }

    /** The line without a trailing {@code //} comment (one not inside a string). */
    static String stripComment(String line) {
        boolean quoted = false;
        for (int i = 0; i + 1 < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"' && (i == 0 || line.charAt(i - 1) != '\\')) quoted = !quoted;
            if (!quoted && c == '/' && line.charAt(i + 1) == '/') return line.substring(0, i);
        }
        return line;
    }
}
