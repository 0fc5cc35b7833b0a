package io.dialectic.reducer.result;

import io.dialectic.semantics.run.Cell;
import java.util.List;

/**
 * What {@code MiscompileReducer} gave.
 *
 * @param reproduced  the original miscompiles in the cell (else nothing was reduced)
 * @param cell        the cell of the result (the suspect pass alone when that still shows the bug)
 */
public record MiscompileResult(boolean reproduced, String original, String program, Cell cell, String suspectPass, String faultStage,
                               String miscompileKey, String expected, String actual, int opsBefore, int opsAfter, long oracleCalls,
                               double seconds, List<VersionRun> versions, String note) {
    /** The result in one version's cell: the verdict, whether it is the same miscompile, and what it printed. */
    public record VersionRun(String tool, String verdict, boolean reproduces, String suspectPass, String expected, String actual) {}
}
