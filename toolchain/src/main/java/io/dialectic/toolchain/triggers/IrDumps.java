package io.dialectic.toolchain.triggers;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The pass-level trigger signal of a release build: with {@code --mlir-print-ir-after-all
 * --mlir-print-ir-after-change --mlir-print-skip-regions} mlir-opt prints, on stderr, one dump per pass
 * execution that changed the IR (in its own judgement):
 *
 * <pre>
 * // -----// IR Dump After Canonicalizer (canonicalize) //----- //
 * func.func @f(%arg0: i32) -> i32 {...}
 * (blank line)
 * </pre>
 *
 * The line after the header is the op the pass ran on, regions skipped: {@code module {...}} for a
 * module pass, {@code func.func @f ...} for a pass nested under a function. {@link #parse} turns the
 * dumps into pass items in the pipeline notation of {@link io.dialectic.toolchain.PassPipeline}
 * ({@code canonicalize}, {@code func.func:cse}) and returns stderr without them. A pipeline pass
 * ({@code sparsification-and-bufferization}) reports the sub-passes that changed the IR, so a name may
 * not be an item of the run's pipeline. The change is the tool's judgement: passes such as SCCP are
 * flagged on some programs they leave textually unchanged, so the pass
 * signal over-counts; pattern firings are confirmed separately ({@link PatternConfirmer}).
 * It returns stderr without the dumps, so that a run's
 * stderr, outcome and crash key are the same with or without observation.
 */
public final class IrDumps {
    static final String HEADER = "// -----// IR Dump After ";
    /** Printed by {@code --log-actions-to} when it attaches to the context. */
    static final String ACTION_LOG_BANNER = "ExecutionContext registered on the context";

    private IrDumps() {}

    /**
     * Passes that changed the IR, in first-change order, each once; stderr without the dumps; and the pass whose run
     * failed, from its {@code After X Failed (x)} dump (a pass's own failure or the verifier's after it), null when none
     * failed.
     */
    public record Parsed(List<String> passesChanged, String stderr, String failedPass) {}

    public static Parsed parse(String stderr) {
        if (stderr == null || stderr.isEmpty()) return new Parsed(List.of(), stderr == null ? "" : stderr, null);
        String failed = null;
        Set<String> passes = new LinkedHashSet<>();
        StringBuilder rest = new StringBuilder(stderr.length());
        List<String> lines = stderr.lines().toList();
        boolean endsWithNewline = stderr.endsWith("\n");
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.equals(ACTION_LOG_BANNER)) continue;
            if (!line.startsWith(HEADER)) {
                rest.append(line);
                if (i < lines.size() - 1 || endsWithNewline) rest.append('\n');
                continue;
            }
            String pass = passArgument(line);
            if (pass != null && failed == null && isFailedDump(line)) failed = pass;
            String anchor = null;
            if (i + 1 < lines.size()) {
                anchor = anchorOp(lines.get(i + 1));
                i++;
                // The dump ends with one blank line; without skip-regions it may span many lines.
                while (i + 1 < lines.size()
                        && !lines.get(i + 1).isEmpty()
                        && !lines.get(i + 1).startsWith(HEADER)
                        && isDumpBody(lines.get(i + 1))) i++;
                // A dump ends in "\n\n" after the op, a module's in "\n\n\n" (its printer adds one more).
                for (int blank = 0;
                        blank < 2 && i + 1 < lines.size() && lines.get(i + 1).isEmpty();
                        blank++) i++;
            }
            if (pass != null)
                passes.add(anchor == null || anchor.equals("builtin.module") ? pass : anchor + ":" + pass);
        }
        return new Parsed(new ArrayList<>(passes), rest.toString(), failed);
    }

    /** The header of the dump a pass prints when it, or the verifier after it, failed: {@code ... After X Failed (x) ...}. */
    static boolean isFailedDump(String line) {
        return line.startsWith(HEADER) && line.contains(" Failed (");
    }

    /** {@code canonicalize} from {@code ... After Canonicalizer (canonicalize) //----- //}; the class name when no argument. */
    static String passArgument(String header) {
        String h = header.substring(HEADER.length());
        int end = h.lastIndexOf(" //----- //");
        if (end >= 0) h = h.substring(0, end);
        int open = h.lastIndexOf(" (");
        if (open >= 0 && h.endsWith(")"))
            return h.substring(open + 2, h.length() - 1).strip();
        return h.isBlank() ? null : h.strip();
    }

    /** {@code func.func} from {@code func.func @f(...) {...}}; {@code builtin.module} from {@code module {...}}. */
    static String anchorOp(String line) {
        String s = line.strip();
        if (s.startsWith("module")) return "builtin.module";
        if (s.startsWith("\"")) {
            int q = s.indexOf('"', 1);
            return q > 1 ? s.substring(1, q) : null;
        }
        int sp = 0;
        while (sp < s.length() && !Character.isWhitespace(s.charAt(sp)) && s.charAt(sp) != '(' && s.charAt(sp) != '{')
            sp++;
        String name = s.substring(0, sp);
        return name.contains(".") ? name : null;
    }

    /** A line of a dumped op (only multi-line without skip-regions): indented, or the closing brace. */
    private static boolean isDumpBody(String line) {
        return line.startsWith(" ") || line.equals("}");
    }
}
