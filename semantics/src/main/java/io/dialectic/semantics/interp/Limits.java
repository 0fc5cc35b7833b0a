package io.dialectic.semantics.interp;

/** How far the interpreter goes before giving up: ops executed, nested calls. */
public record Limits(long maxSteps, int maxCallDepth) {
    public static final Limits DEFAULT = new Limits(5_000_000, 500);
}
