package io.dialectic.ir.metrics;

import io.dialectic.ir.model.Program;
import io.dialectic.ir.odg.OdgIndex;

/**
 * One chunk of an inspected file (the whole file when it has no
 * {@code // -----} marker): its parse, its ODG and its metrics.
 *
 * @param index     0-based chunk number in the file
 * @param count     number of chunks in the file
 * @param lineOffset add to a line of {@code program} (ops, diagnostics), which counts
 *                   from the chunk's first character, to get the line in the file
 * @param firstLine  1-based line of the file holding the chunk's first non-blank character
 */
public record InspectedChunk(
        int index, int count, int lineOffset, int firstLine, Program program, OdgIndex odg, ProgramMetrics metrics) {
    /** "chunk 2/5 (line 40)" or "whole file". */
    public String label() {
        return count == 1 ? "whole file" : "chunk " + (index + 1) + "/" + count + " (line " + firstLine + ")";
    }
}
