package io.dialectic.semantics.interp;

/** The execution took more steps (ops executed) or call depth than its {@link Limits} allow. */
@SuppressWarnings("serial") // thrown and caught in one JVM, never serialized
public final class StepLimitExceeded extends RuntimeException {
    public StepLimitExceeded(String what) {
        super(what, null, false, false);
    }
}
