package io.dialectic.semantics.verdict;

import io.dialectic.semantics.interp.Execution;
import java.util.List;
import java.util.Objects;

/**
 * The result of a differential execution: the verdict and why, the
 * reference execution (its stdout is the expected output) and every cell
 * compared (each miscompiling cell with its own attribution).
 */
public record Judgement(DifferentialVerdict verdict, String reason, Execution reference, List<CellComparison> cells) {
    public Judgement {
        cells = List.copyOf(cells);
    }

    /** The expected output, or null when the reference did not complete. */
    public String expected() {
        return reference != null && reference.status() == Execution.Status.COMPLETED ? reference.stdout() : null;
    }

    /** The pass the first miscompiling cell is attributed to, or null. */
    public String suspectPass() {
        return cells.stream()
                .filter(CellComparison::miscompiles)
                .map(CellComparison::suspectPass)
                .filter(Objects::nonNull)
                .findFirst()
                .orElse(null);
    }

    /** The stage ({@code optimization}/{@code lowering}) of the first attributed miscompiling cell, or null. */
    public String faultStage() {
        return cells.stream()
                .filter(CellComparison::miscompiles)
                .map(CellComparison::faultStage)
                .filter(Objects::nonNull)
                .findFirst()
                .orElse(null);
    }

    public Judgement withCells(List<CellComparison> newCells) {
        return new Judgement(verdict, reason, reference, newCells);
    }
}
