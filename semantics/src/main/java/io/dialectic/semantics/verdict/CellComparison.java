package io.dialectic.semantics.verdict;

import io.dialectic.semantics.run.CellResult;

/**
 * One compiled cell against the reference: the first line (0-based) where
 * its output differs, -1 when none; whether the reference value on that line
 * is well defined (false: it depends on poison, or there is no reference);
 * and for a miscompiling cell the pass it is attributed to and the stage
 * ({@code optimization}/{@code lowering}), null until attributed, with what the pass did where the output differs
 * (null when no pass is named or its IR before and after could not be had).
 */
public record CellComparison(
        CellResult result,
        int firstDifference,
        boolean differenceDefined,
        String suspectPass,
        String faultStage,
        Rewrite rewrite) {
    public CellComparison(CellResult result, int firstDifference, boolean differenceDefined) {
        this(result, firstDifference, differenceDefined, null, null, null);
    }

    public boolean differs() {
        return firstDifference >= 0;
    }

    /** A value the reference fixes is printed differently: this cell miscompiles. */
    public boolean miscompiles() {
        return differs() && differenceDefined;
    }

    public CellComparison withAttribution(String pass, String stage, Rewrite rewrite) {
        return new CellComparison(result, firstDifference, differenceDefined, pass, stage, rewrite);
    }
}
