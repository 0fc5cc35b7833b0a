package io.dialectic.reducer.stage;

import io.dialectic.reducer.oracle.BatchJudge;
import io.dialectic.reducer.oracle.CachingOracle;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.result.ReduceProgress;
import io.dialectic.reducer.store.BestSoFar;
import java.time.Instant;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The search for a smaller reproducer: the best state so far, the judge candidates go through, and the accounting
 * of oracle calls and seconds the progress line and the result report (carried over from a resumed run, plus the
 * calls of an oracle replaced by {@link #switchTo}, plus the current oracle's).
 */
final class Search {
    final BestSoFar store;
    final Instant deadline;
    /** Whether candidates are screened by the unsymbolized proxy key. */
    final boolean fast;

    private final Reduction r;
    private final long carriedCalls;
    private final double carriedSeconds;
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(t -> {
        Thread thread = new Thread(t, "reduce-progress");
        thread.setDaemon(true);
        return thread;
    });
    private BatchJudge judge;
    private CachingOracle current;
    private volatile long replacedCalls;
    private volatile String phase = "pipeline";

    Search(
            Reduction r,
            BestSoFar store,
            CachingOracle oracle,
            BatchJudge judge,
            Instant deadline,
            boolean fast,
            long carriedCalls,
            double carriedSeconds) {
        this.r = r;
        this.store = store;
        this.current = oracle;
        this.judge = judge;
        this.deadline = deadline;
        this.fast = fast;
        this.carriedCalls = carriedCalls;
        this.carriedSeconds = carriedSeconds;
    }

    BatchJudge judge() {
        return judge;
    }

    /** From now on candidates are judged by {@code oracle} under {@code interestingness}. */
    void switchTo(CachingOracle oracle, Interestingness interestingness) {
        replacedCalls += current.runs();
        current = oracle;
        judge = new BatchJudge(oracle, interestingness, r.pool, deadline);
    }

    long calls() {
        return carriedCalls + replacedCalls + current.runs();
    }

    double seconds() {
        return carriedSeconds + r.seconds();
    }

    void phase(String name) {
        phase = name;
    }

    /** Reports progress to the listener: on every improvement and, once {@link #startTicker} ran, every second. */
    void tick() {
        r.listener.progress(new ReduceProgress(
                phase, Reduction.bytes(store.program()), store.pipeline().size(), calls(), seconds()));
    }

    void startTicker() {
        ticker.scheduleAtFixedRate(this::tick, 1, 1, TimeUnit.SECONDS);
    }

    void stopTicker() {
        ticker.shutdownNow();
    }
}
