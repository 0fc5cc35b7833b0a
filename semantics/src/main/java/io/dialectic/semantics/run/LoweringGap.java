package io.dialectic.semantics.run;

import java.util.List;

/**
 * The errors of mlir-opt that mean a pipeline lacks a step for a program, not that a pass did wrong: a conversion
 * that leaves an op it has no pattern for, a bufferization that meets an op it cannot bufferize, the ownership-based
 * deallocation that refuses a program freeing its own buffers. A cell failing this way is {@link
 * CellStatus#NOT_LOWERABLE}; a rejection claims a compiler bug and needs a pipeline that should have accepted the
 * program.
 */
public final class LoweringGap {
    private LoweringGap() {}

    private static final List<String> MESSAGES = List.of(
            "failed to legalize operation",
            "failed to legalize unresolved materialization",
            "op was not bufferized",
            "not bufferizable",
            "unable to bufferize",
            "does not implement BufferizableOpInterface",
            "memory free side-effect on MemRef value not supported",
            "cannot be converted to LLVM IR",
            "Dialect `",
            "unregistered operation");

    /** True when {@code stderr} of a failed mlir-opt run says a step is missing from its pipeline. */
    public static boolean explains(String stderr) {
        for (String m : MESSAGES) if (stderr.contains(m)) return true;
        return false;
    }
}
