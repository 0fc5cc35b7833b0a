package io.dialectic.bench.reduce;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.tree.OpCount;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import java.util.ArrayList;
import java.util.List;

/**
 * Counts the ops of a reducer's result the same way for every reducer: the
 * tool parses the text and prints it back in generic form (no passes), and
 * the ops of that print are counted ({@link OpCount}). Custom forms elide
 * terminators ({@code affine.yield}) and generic forms do not, so counting the
 * text as written would favour whichever reducer prints custom form. When the
 * tool cannot parse the text, the text itself is counted.
 */
public final class CanonicalOps {
    private CanonicalOps() {}

    public static int of(Tool tool, String program, List<String> extraArgs) {
        List<String> args = new ArrayList<>(extraArgs);
        args.remove(RunRequest.DISABLE_THREADING);
        args.add("--mlir-print-op-generic");
        args.add("-o");
        args.add("-");
        RunResult r = new ToolRunner().run(new RunRequest(tool, program, List.of(), RunLimits.defaults(), args));
        String text =
                r.started() && Integer.valueOf(0).equals(r.exitCode()) && !r.stdoutTruncated() ? r.stdout() : program;
        return OpCount.of(MlirReader.read(text));
    }
}
