package io.dialectic.reducer.stage;

import io.dialectic.reducer.result.ReduceProgress;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.toolchain.RunLimits;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * One crash reduction on its way through the stages: what is fixed at the start (the request, the tools, the
 * worker pool) and what each stage has given so far, read by the stages after it. Lives for one call of the hub;
 * closing it stops its threads.
 */
public final class Reduction implements AutoCloseable {
    final ReduceRequest req;
    final Toolkit tools;
    final ReduceProgress.Listener listener;
    final long t0;
    final RunLimits limits;
    final String inputSha;
    final int opsBefore;
    final ExecutorService pool;

    /** Given by {@link Confirm}. */
    Confirmation confirmed;
    /** Given by {@link Screen}, improved by {@link Minimize}. */
    Search search;
    /** Given by {@link Recheck}, revised by {@link SymbolizedRestart} and {@link WalkBack}. */
    Check check;
    /** Given by {@link OtherVersions}. */
    List<ReduceResult.VersionCheck> versions = List.of();
    /** Given by {@link Confirm} when the crash does not show, else by {@link Outputs}. */
    ReduceResult result;

    /** {@code t0} is the reduction's start ({@link System#nanoTime}), {@code inputSha} its program's hash. */
    public Reduction(ReduceRequest req, Toolkit tools, ReduceProgress.Listener listener, long t0, String inputSha) {
        this.req = req;
        this.tools = tools;
        this.listener = listener;
        this.t0 = t0;
        this.limits = RunLimits.defaults().withTimeout(req.runTimeout());
        this.inputSha = inputSha;
        this.opsBefore = tools.ops().applyAsInt(req.program());
        this.pool = Executors.newFixedThreadPool(req.jobs());
    }

    /** The result, once a stage has made it; null before. */
    public ReduceResult result() {
        return result;
    }

    /** Seconds since the reduction started. */
    double seconds() {
        return (System.nanoTime() - t0) / 1e9;
    }

    static int bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    @Override
    public void close() {
        if (search != null) search.stopTicker();
        pool.shutdownNow();
    }
}
