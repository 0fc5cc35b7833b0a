package io.dialectic.reducer.result;

import io.dialectic.semantics.run.Cell;
import java.nio.file.Path;
import java.time.Duration;

/**
 * What {@code MiscompileReducer} reduces: the program, the cell it miscompiles in, the budget, oracle calls at once, the
 * output folder, and whether to continue from the best program saved there ({@code --resume}; the folder must hold a
 * reduction of this same program).
 */
public record MiscompileRequest(String program, Cell cell, Duration budget, int jobs, Path outDir, boolean resume) {
    /** A fresh reduction: {@code outDir} is new, empty or an earlier reduction, replaced. */
    public MiscompileRequest(String program, Cell cell, Duration budget, int jobs, Path outDir) {
        this(program, cell, budget, jobs, outDir, false);
    }
}
