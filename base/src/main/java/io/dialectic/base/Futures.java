package io.dialectic.base;

import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Waiting for work handed to other threads (tool runs of the reducer, Spark actions of an analysis). */
public final class Futures {
    private Futures() {}

    /**
     * The value of {@code f}, or the task's own exception: a failure in a worker is the caller's failure, not an
     * {@link ExecutionException} around it. An interrupt while waiting keeps the flag and ends the wait.
     */
    public static <T> T get(Future<T> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause() instanceof CompletionException ce && ce.getCause() != null
                    ? ce.getCause()
                    : e.getCause();
            if (c instanceof RuntimeException r) throw r;
            if (c instanceof Error err) throw err;
            throw new IllegalStateException(c);
        }
    }
}
