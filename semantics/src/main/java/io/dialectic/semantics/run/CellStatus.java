package io.dialectic.semantics.run;

import java.util.Locale;

/** How compiling and running one {@link Cell} ended. */
public enum CellStatus {
    /** Lowered and ran to completion; stdout is the program's output. */
    OK,
    /** mlir-opt reads the program but a pass of the pipeline failed on it with an error no {@link LoweringGap} explains. */
    REJECTED,
    /**
     * The pipeline cannot take the program: the tool does not read it (another version's syntax or ops), a pass
     * reported a step missing from the pipeline ({@link LoweringGap}), or the runner could not translate what the
     * pipeline left. No compiler bug is claimed.
     */
    NOT_LOWERABLE,
    /** mlir-opt crashed (signal, assertion, LLVM ERROR). */
    COMPILER_CRASH,
    /** mlir-opt ran out of time. */
    COMPILER_TIMEOUT,
    /** The compiled program died (signal, e.g. SIGFPE on a division by zero) or the runner crashed. */
    RUNTIME_CRASH,
    /** The compiled program ran out of time. */
    RUNTIME_TIMEOUT,
    /** Lowered, not run: the reference does not terminate, so there is no output to compare ({@link JitExecutor#compile}). */
    NOT_RUN,
    /** The tool or its runtime libraries are not installed here. */
    UNAVAILABLE;

    /** {@code runtime-crash}: the name used in JSON and reports. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
