package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.Cause;

/**
 * Immediate undefined behaviour was reached (division by zero, signed
 * division overflow, branching on poison, ...): the whole execution is
 * undefined, so nothing a compiled program prints can be a miscompile.
 */
@SuppressWarnings("serial") // thrown and caught in one JVM, never serialized
public final class UndefinedBehavior extends RuntimeException {
    private final transient Cause cause;

    public UndefinedBehavior(Cause cause) {
        super(cause.toString(), null, false, false);
        this.cause = cause;
    }

    public Cause ubCause() {
        return cause;
    }
}
