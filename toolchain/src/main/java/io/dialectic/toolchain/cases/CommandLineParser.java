package io.dialectic.toolchain.cases;

import io.dialectic.toolchain.ForeignArgs;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the pipeline items and extra tool arguments out of a recorded
 * {@code mlir-opt} command line (a crash case's {@code cmd.txt}):
 * {@code timeout 10 mlir-opt-19 input.mlir --pass-pipeline=builtin.module(a,func.func(b)) -o /dev/null}
 * gives items {@code a, func.func:b} and no extra arguments;
 * {@code --cse --canonicalize=max-iterations=1} gives {@code cse, canonicalize{max-iterations=1}}.
 * It only reads: every flag that is not a pass is kept in {@code extraArgs} as written (an {@code -o FILE} other
 * than {@code /dev/null} or {@code -} as {@code -o=FILE}), so that {@code ForeignArgs} judges all of them.
 */
public final class CommandLineParser {
    /** Parsed command: the tool as named, pipeline items, arguments kept verbatim. */
    public record Parsed(String tool, List<String> pipeline, List<String> extraArgs) {}

    /** Options of mlir-opt that are not passes and must be kept as they are. */
    private static final List<String> TOOL_FLAGS = List.of(
            "--allow-unregistered-dialect",
            "--mlir-disable-threading",
            "--split-input-file",
            "--verify-diagnostics",
            "--mlir-print-op-generic",
            "--mlir-print-debuginfo");

    private CommandLineParser() {}

    public static Parsed parse(String commandLine) {
        List<String> words = ShellWords.split(commandLine);
        int i = 0;
        if (i < words.size() && words.get(i).equals("timeout")) {
            i++;
            while (i < words.size() && words.get(i).startsWith("-")) i++;
            i++;
        }
        String tool = i < words.size() ? words.get(i++) : "";
        List<String> items = new ArrayList<>();
        List<String> extra = new ArrayList<>();
        for (; i < words.size(); i++) {
            String w = words.get(i);
            if (w.equals("-o") || w.equals("--o")) {
                String target = i + 1 < words.size() ? words.get(++i) : "";
                if (!target.equals("/dev/null") && !target.equals("-"))
                    extra.add(w + "=" + target); // Dialectic writes no output file itself
            } else if (w.startsWith("--pass-pipeline=")) {
                items.addAll(textualItems(w.substring("--pass-pipeline=".length())));
            } else if (TOOL_FLAGS.contains(w) || w.startsWith("--mlir-") || isToolFlag(w)) {
                extra.add(w);
            } else if (w.startsWith("--")) {
                String body = w.substring(2);
                int eq = body.indexOf('=');
                items.add(eq < 0 ? body : body.substring(0, eq) + "{" + body.substring(eq + 1) + "}");
            } else if (w.startsWith("-") && !w.equals("-")) {
                extra.add(w);
            }
        }
        return new Parsed(tool, items, extra);
    }

    /** A {@code --NAME[=V]} word that is an option of the tool rather than a pass: kept as a flag, not read as an item. */
    private static boolean isToolFlag(String w) {
        if (!w.startsWith("--")) return false;
        String body = w.substring(2);
        int eq = body.indexOf('=');
        return ForeignArgs.isToolOption(eq < 0 ? body : body.substring(0, eq));
    }

    /**
     * {@code builtin.module(a,func.func(b{x=1}),c)} -> {@code a, func.func:b{x=1}, c}; a nested
     * group with several passes gives one item per pass with the same anchor.
     */
    public static List<String> textualItems(String text) {
        String t = text.strip();
        if (t.startsWith("\"") && t.endsWith("\"")) t = t.substring(1, t.length() - 1);
        if (t.startsWith("builtin.module(") && t.endsWith(")"))
            t = t.substring("builtin.module(".length(), t.length() - 1);
        List<String> out = new ArrayList<>();
        collect(t, "", out);
        return out;
    }

    private static void collect(String list, String anchor, List<String> out) {
        for (String part : splitTop(list)) {
            String p = part.strip();
            if (p.isEmpty()) continue;
            int paren = p.indexOf('(');
            int brace = p.indexOf('{');
            if (paren > 0 && p.endsWith(")") && (brace < 0 || paren < brace)) {
                String a = p.substring(0, paren);
                collect(p.substring(paren + 1, p.length() - 1), anchor.isEmpty() ? a : anchor + "/" + a, out);
            } else {
                out.add(anchor.isEmpty() ? p : anchor + ":" + p);
            }
        }
    }

    private static List<String> splitTop(String s) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        StringBuilder cur = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c == '(' || c == '{') depth++;
            if (c == ')' || c == '}') depth--;
            if (c == ',' && depth == 0) {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        out.add(cur.toString());
        return out;
    }
}
