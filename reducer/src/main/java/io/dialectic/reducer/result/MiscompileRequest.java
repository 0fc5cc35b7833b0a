package io.dialectic.reducer.result;

import io.dialectic.semantics.run.Cell;
import java.nio.file.Path;
import java.time.Duration;

/** What {@code MiscompileReducer} reduces: the program, the cell it miscompiles in, the budget, oracle calls at once, the output folder. */
public record MiscompileRequest(String program, Cell cell, Duration budget, int jobs, Path outDir) {}
