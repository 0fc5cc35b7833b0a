package io.dialectic.semantics.run;

/** What one {@link Cell} gave: status, the program's stdout (when it ran), the stderr of the failing step, and times. */
public record CellResult(Cell cell, CellStatus status, String stdout, String stderr, long compileMs, long runMs) {}
