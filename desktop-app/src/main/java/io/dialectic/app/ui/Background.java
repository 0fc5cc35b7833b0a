package io.dialectic.app.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.application.Platform;

/**
 * Runs work off the FX application thread and hands the result back on it.
 * Queries share one thread (a view's queries then run in the order asked);
 * long jobs (feature indexing, reduction, fuzzing) get threads of their own so
 * that they never hold the queries up. Every failure goes to the status bar.
 */
public final class Background implements AutoCloseable {
    private final ExecutorService queries = Executors.newSingleThreadExecutor(daemon("dialectic-query"));
    private final ExecutorService jobs = Executors.newCachedThreadPool(daemon("dialectic-job"));
    private final StatusBar status;
    private final AtomicInteger running = new AtomicInteger();
    private final List<Runnable> idleWork = new ArrayList<>();
    /** DIALECTIC_APP_TRACE set: each task's time on stderr (where the time of opening goes; bench app reads it). */
    private static final boolean TRACE = System.getenv("DIALECTIC_APP_TRACE") != null;

    public Background(StatusBar status) {
        this.status = status;
    }

    /** A query; {@code done} runs on the FX thread with the result. */
    public <T> CompletableFuture<T> query(String what, Callable<T> work, Consumer<T> done) {
        return submit(queries, what, work, done);
    }

    /** A long job; {@code done} runs on the FX thread with the result. */
    public <T> CompletableFuture<T> job(String what, Callable<T> work, Consumer<T> done) {
        return submit(jobs, what, work, done);
    }

    private <T> CompletableFuture<T> submit(ExecutorService pool, String what, Callable<T> work, Consumer<T> done) {
        CompletableFuture<T> f = new CompletableFuture<>();
        running.incrementAndGet();
        pool.execute(() -> {
            try {
                long t0 = System.nanoTime();
                T v = work.call();
                trace(what, t0);
                Platform.runLater(() -> {
                    try {
                        done.accept(v);
                        f.complete(v);
                    } catch (RuntimeException e) {
                        status.error(what, e);
                        f.completeExceptionally(e);
                    } finally {
                        finished();
                    }
                });
            } catch (Exception | Error e) {
                finished();
                status.error(what, e);
                f.completeExceptionally(e);
            }
        });
        return f;
    }

    /**
     * Work nobody waits for (loading a library ahead of its first use): it runs on a job thread once the queries
     * and jobs asked for so far are done, so that it does not compete with the view being opened for the cores, and
     * it is not counted in {@link #running}. Call on the FX thread.
     */
    public void whenIdle(String what, Runnable work) {
        synchronized (idleWork) {
            idleWork.add(() -> {
                long t0 = System.nanoTime();
                work.run();
                trace(what + " (when idle)", t0);
            });
        }
        // checked after what the caller's pulse starts (a view's queries are asked for after it is built)
        Platform.runLater(() -> {
            if (running.get() == 0) startIdleWork();
        });
    }

    private static void trace(String what, long t0) {
        if (TRACE) System.err.printf("[app] %s: %d ms%n", what, (System.nanoTime() - t0) / 1_000_000);
    }

    private void finished() {
        if (running.decrementAndGet() == 0) startIdleWork();
    }

    private void startIdleWork() {
        List<Runnable> now;
        synchronized (idleWork) {
            now = List.copyOf(idleWork);
            idleWork.clear();
        }
        for (Runnable r : now) {
            jobs.execute(() -> {
                try {
                    r.run();
                } catch (RuntimeException | LinkageError e) {
                    // ahead-of-time work only: its real use meets the same problem and reports it
                }
            });
        }
    }

    /** Work queued or running (tests wait for 0). */
    public int running() {
        return running.get();
    }

    private static ThreadFactory daemon(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    @Override
    public void close() {
        queries.shutdownNow();
        jobs.shutdownNow();
    }
}
