package io.dialectic.semantics.run;

/**
 * What one {@link Cell} gave: status, the program's stdout (when it ran), the stderr of the failing step, and times;
 * {@code compilerExit} is mlir-opt's exit status (-n for signal n, Dialectic's one convention; null when it did not run), what a run record of
 * the compile step needs.
 */
public record CellResult(
        Cell cell, CellStatus status, String stdout, String stderr, long compileMs, long runMs, Integer compilerExit) {
    /** A result whose compiler exit is not known. */
    public CellResult(Cell cell, CellStatus status, String stdout, String stderr, long compileMs, long runMs) {
        this(cell, status, stdout, stderr, compileMs, runMs, null);
    }
}
