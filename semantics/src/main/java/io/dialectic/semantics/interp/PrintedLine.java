package io.dialectic.semantics.interp;

import io.dialectic.ir.model.Operation;
import io.dialectic.semantics.value.Cause;
import java.util.List;

/**
 * One line the program printed, and the poison causes of the values on it:
 * a line with causes shows a value the semantics does not fix, so a compiled
 * program may print anything there. {@code terminated} is false only for a
 * last line the program did not end with a newline; {@code printedBy} are the
 * {@code vector.print} ops that printed values on it, in order.
 */
public record PrintedLine(String text, List<Cause> poisonedBy, boolean terminated, List<Operation> printedBy) {
    public PrintedLine {
        poisonedBy = List.copyOf(poisonedBy);
        printedBy = List.copyOf(printedBy);
    }

    public PrintedLine(String text, List<Cause> poisonedBy, boolean terminated) {
        this(text, poisonedBy, terminated, List.of());
    }

    public boolean isDefined() {
        return poisonedBy.isEmpty();
    }
}
