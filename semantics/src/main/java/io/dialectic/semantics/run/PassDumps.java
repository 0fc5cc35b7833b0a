package io.dialectic.semantics.run;

import io.dialectic.toolchain.ToolRunner;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The whole module before and after every pass one mlir-opt pass flag runs, the passes it nests included: mlir-opt's
 * {@code --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-module-scope} (threading off, generic
 * form). {@code --inline} shows its canonicalize on each function it visits (checked on 19.1.7 and 22.1.8):
 * <pre>
 * IR Dump Before Inliner (inline) ('builtin.module' operation)
 * IR Dump Before Canonicalizer (canonicalize) ('func.func' operation: @casts)
 * IR Dump After Canonicalizer (canonicalize) ('func.func' operation: @casts)
 * ...
 * IR Dump After Inliner (inline) ('builtin.module' operation)
 * </pre>
 * A pass that nests nothing shows its own Before and After only (a function pass once per function). Each dump ends
 * at the blank line mlir-opt prints after it.
 */
public final class PassDumps {
    private PassDumps() {}

    /** One dump: before or after the pass whose argument is {@code pass} ({@code canonicalize}), the module in generic form. */
    public record Dump(boolean after, String pass, String ir) {}

    private static final Pattern TITLE =
            Pattern.compile("^// -----// IR Dump (Before|After) .*?\\(([^()]+)\\) \\(.*//----- //$");

    /**
     * The dumps of {@code flags} (a pass flag, and options such as {@link PatternSteps#limit}) on {@code program}, in
     * order; empty when the tool is missing, fails or times out.
     */
    public static List<Dump> of(ToolVersion v, List<String> flags, String program, Duration timeout) {
        Path opt = JitExecutor.onPath(v.optBinary);
        if (opt == null) return List.of();
        List<String> args = new ArrayList<>(flags);
        args.addAll(List.of(
                "--mlir-print-ir-before-all",
                "--mlir-print-ir-after-all",
                "--mlir-print-ir-module-scope",
                "--mlir-disable-threading",
                "--mlir-print-op-generic",
                "--mlir-print-local-scope"));
        Processes.OptRun o = Processes.opt(ToolRunner.toolAt(opt), program, args, timeout);
        return o.succeeded() ? parse(o.stderr()) : List.of();
    }

    /** The dumps in mlir-opt's stderr; a last dump cut by the output limit (no blank line after it) is left out. */
    static List<Dump> parse(String stderr) {
        List<Dump> out = new ArrayList<>();
        Matcher open = null;
        StringBuilder ir = new StringBuilder();
        for (String line : stderr.split("\n", -1)) {
            Matcher m = TITLE.matcher(line);
            if (m.matches()) {
                open = m;
                ir.setLength(0);
            } else if (open != null && line.isBlank()) {
                if (!ir.isEmpty()) out.add(new Dump(open.group(1).equals("After"), open.group(2), ir.toString()));
                open = null;
            } else if (open != null) {
                ir.append(line).append('\n');
            }
        }
        return out;
    }
}
