package io.dialectic.analytics;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Runs the independent parts of one analysis a few at a time (Spark actions; on DuckDB one at a time, each query
 * on all cores). On Spark, each action on a small input is mostly
 * fixed cost on the driver (analysis, planning, code generation of its query) followed by one short task: run
 * one after the other, one core plans while the other idles. Two or three at once let the planning of one
 * overlap the tasks of another (Spark schedules jobs of several driver threads; each job's result is the same).
 */
final class ActionLanes implements AutoCloseable {
    private final ThreadPoolExecutor pool;

    ActionLanes(int threads) {
        AtomicInteger n = new AtomicInteger();
        pool = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = new Thread(r, "dialectic-analysis-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        // Started now, by the calling thread outside any query: Spark's thread-local properties (such as the SQL
        // execution id of a running query) are inherited by threads at their creation.
        pool.prestartAllCoreThreads();
    }

    <T> CompletableFuture<T> supply(Supplier<T> action) {
        return CompletableFuture.supplyAsync(action, pool);
    }

    CompletableFuture<Void> run(Runnable action) {
        return CompletableFuture.runAsync(action, pool);
    }

    /** {@code action} once {@code before} is done (its failure is passed on, the action not run). */
    <T> CompletableFuture<T> after(CompletableFuture<?> before, Supplier<T> action) {
        return before.thenApplyAsync(x -> action.get(), pool);
    }

    @Override
    public void close() {
        // after a failure: stop the other actions, and let them end before the caller drops the output folder
        pool.shutdownNow();
        try {
            pool.awaitTermination(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
