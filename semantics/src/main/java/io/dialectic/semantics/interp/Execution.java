package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.Cause;
import java.util.List;

/**
 * What running a program under the reference semantics gave: the printed
 * lines (each knowing whether it depends on poison), how it ended, and for
 * {@link Status#UNDEFINED} the immediate UB reached. The lines printed before
 * an immediate UB are kept for display, but an undefined execution fixes no
 * output at all.
 */
public record Execution(Status status, List<PrintedLine> lines, Cause ub, String message, long steps) {

    /** How an interpretation ended. */
    public enum Status {
        /** Ran to the end of the entry function. */
        COMPLETED,
        /** Reached immediate undefined behaviour ({@link #ub()} says which). */
        UNDEFINED,
        /** Uses an op, type or attribute the semantics does not model ({@link #message()}). */
        UNSUPPORTED,
        /** Exceeded its {@link Limits}. */
        STEP_LIMIT
    }

    public Execution {
        lines = List.copyOf(lines);
    }

    /** The printed text as the JIT runner would print it. */
    public String stdout() {
        StringBuilder b = new StringBuilder();
        for (PrintedLine l : lines) {
            b.append(l.text());
            if (l.terminated()) b.append('\n');
        }
        return b.toString();
    }

    /** True when the output is fixed by the semantics: completed, and no printed value depends on poison. */
    public boolean isWellDefined() {
        return status == Status.COMPLETED && lines.stream().allMatch(PrintedLine::isDefined);
    }
}
