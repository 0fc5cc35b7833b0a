package io.dialectic.semantics.interp;

/** The execution took more steps (ops executed) or call depth than its {@link Limits} allow. */
public final class StepLimitExceeded extends RuntimeException {
    public StepLimitExceeded(String what) {
        super(what, null, false, false);
    }
}
