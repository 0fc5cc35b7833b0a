package io.dialectic.ir.model;

/**
 * One use of a value by an operation: the reference as written
 * ({@code %b#1}) and, once names are resolved, the value it names
 * (null when the program never defines it — a diagnostic says so).
 */
public final class Operand {
    private final String reference;
    private final SourceSpan span;
    private Value value;

    public Operand(String reference, SourceSpan span) {
        this.reference = reference;
        this.span = span;
    }

    public String reference() {
        return reference;
    }

    public SourceSpan span() {
        return span;
    }

    public Value value() {
        return value;
    }

    public void resolve(Value v) {
        this.value = v;
    }

    public boolean isResolved() {
        return value != null;
    }

    /** The type of the value used, when known. */
    public String type() {
        return value == null ? null : value.type();
    }

    @Override
    public String toString() {
        return reference;
    }
}
