package io.dialectic.reducer.result;

import io.dialectic.semantics.run.Cell;
import java.util.List;

/**
 * What {@code MiscompileReducer} gave.
 *
 * @param reproduced  the original miscompiles in the cell (else nothing was reduced)
 * @param cell        the cell of the result (the suspect pass alone when that still shows the bug)
 * @param miscompileKey the result's key on a fresh check (null when it no longer miscompiles)
 * @param originalKey the original program's key in the request's cell (null when it does not miscompile)
 * @param originalSliceKey the original's key in the slice-key form (pass + op names on the slice), what records
 *                    written before the rewrite key carry (null when it does not miscompile)
 * @param originalVerdict the original program's verdict in the request's cell ({@code miscompile}, or what it is instead,
 *                    e.g. {@code runtime-divergence} for a compiled program that dies where the reference completes)
 */
public record MiscompileResult(
        boolean reproduced,
        String original,
        String program,
        Cell cell,
        String suspectPass,
        String faultStage,
        String miscompileKey,
        String expected,
        String actual,
        int opsBefore,
        int opsAfter,
        long oracleCalls,
        double seconds,
        List<VersionRun> versions,
        String note,
        String originalKey,
        String originalSliceKey,
        String originalVerdict) {
    /** The result in one version's cell: the verdict, whether it is the same miscompile, and what it printed. */
    /** The versions whose result is the same miscompile, space-separated ("" when none). */
    public String reproducesOn() {
        return String.join(
                " ",
                versions.stream()
                        .filter(VersionRun::reproduces)
                        .map(VersionRun::tool)
                        .toList());
    }

    public record VersionRun(
            String tool, String verdict, boolean reproduces, String suspectPass, String expected, String actual) {}
}
