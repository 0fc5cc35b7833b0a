package io.dialectic.reducer.transform;

import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Offers the program as the tool itself prints it (parsed and printed back,
 * no passes): custom form, comments and unused aliases gone, values renamed
 * densely. A generic-form crasher becomes readable custom form; a custom one
 * stays custom. Offered only when the print is shorter; the oracle decides,
 * as for every rewrite (a crash in the parser or one that needs a generic
 * spelling rejects it). The command's options of how its output is printed ({@link #PRINT_FORM}, which a fuzz campaign's
 * crash command carries) are left out of the reprint: they say nothing of how the program is read, and with them the
 * reprint would stay generic.
 *
 * <pre>
 * before: "func.func"() &lt;{function_type = () -&gt; (), sym_name = "f"}&gt; ({
 *           "func.return"() : () -&gt; ()
 *         }) : () -&gt; ()
 * after:  module {
 *           func.func @f() {
 *             return
 *           }
 *         }
 * </pre>
 */
public final class ToolReprint implements Transformation {
    /** Options that shape the printed output alone. */
    public static final Set<String> PRINT_FORM =
            Set.of("--mlir-print-op-generic", "--mlir-print-local-scope", "--mlir-print-debuginfo");

    private final ToolRunner runner;
    private final Tool tool;
    private final List<String> extraArgs;

    public ToolReprint(ToolRunner runner, Tool tool, List<String> extraArgs) {
        this.runner = runner;
        this.tool = tool;
        this.extraArgs = List.copyOf(extraArgs);
    }

    @Override
    public String name() {
        return "tool-reprint";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        List<String> args = new ArrayList<>(extraArgs);
        args.remove(RunRequest.DISABLE_THREADING);
        args.removeAll(PRINT_FORM);
        RunResult r = runner.run(new RunRequest(tool, text, List.of(), RunLimits.defaults(), args));
        if (!r.started() || !Integer.valueOf(0).equals(r.exitCode()) || r.stdoutTruncated()) return List.of();
        String printed = r.stdout();
        if (printed.isBlank() || printed.length() >= text.length()) return List.of();
        return List.of(Rewrite.of("reprint", new Splice(0, text.length(), printed)));
    }
}
