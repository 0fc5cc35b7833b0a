package io.dialectic.semantics.run;

import io.dialectic.toolchain.ToolRunner;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Runs a real mlir-opt on program text and returns the printed result (generic form), or null when it fails. */
public final class OptTool {
    private OptTool() {}

    /** {@code mlir-opt-N <flags> --mlir-print-op-generic}; null when the tool is missing or rejects/crashes. */
    public static String apply(ToolVersion v, List<String> flags, String program, Duration timeout) {
        Path opt = JitExecutor.onPath(v.optBinary);
        if (opt == null) return null;
        List<String> args = new ArrayList<>(flags);
        args.add("--mlir-print-op-generic");
        args.add("--mlir-print-local-scope"); // affine maps and layouts inline, not as #map aliases
        Processes.OptRun o = Processes.opt(ToolRunner.toolAt(opt), program, args, timeout);
        return o.succeeded() ? o.stdout() : null;
    }

    /**
     * The program in generic form (every value typed, what the interpreter
     * reads best), printed by the first of {@code versions} that accepts it;
     * null when none does.
     */
    public static String genericForm(String program, List<ToolVersion> versions) {
        for (ToolVersion v : versions) {
            String g = apply(v, List.of(), program, Duration.ofSeconds(30));
            if (g != null) return g;
        }
        return null;
    }
}
