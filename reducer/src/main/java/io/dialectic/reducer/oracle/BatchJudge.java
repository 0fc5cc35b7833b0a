package io.dialectic.reducer.oracle;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;

/**
 * Decides, for a batch of candidates in priority order, which is the first
 * interesting one. Candidates run in parallel on the shared executor
 * ({@code --jobs} threads); once candidate i is known interesting, the
 * candidates after i that have not started are cancelled (running ones finish and fill the cache: interrupting a run could record a kill as a crash), because the answer can only
 * be i or an earlier one. After the deadline every batch answers "none", so
 * every algorithm stops at its current best.
 */
public final class BatchJudge {
    private final Oracle oracle;
    private final Interestingness interestingness;
    private final ExecutorService executor;
    private final Instant deadline;

    public BatchJudge(Oracle oracle, Interestingness interestingness, ExecutorService executor, Instant deadline) {
        this.oracle = oracle;
        this.interestingness = interestingness;
        this.executor = executor;
        this.deadline = deadline;
    }

    public boolean outOfTime() {
        return Instant.now().isAfter(deadline);
    }

    public Interestingness interestingness() {
        return interestingness;
    }

    public long oracleCalls() {
        return oracle.runs();
    }

    public boolean isInteresting(Candidate c) {
        return firstInteresting(List.of(c)) == 0;
    }

    /** Index of the first interesting candidate in list order, or -1 (also when out of time). */
    public int firstInteresting(List<Candidate> candidates) {
        if (candidates.isEmpty() || outOfTime()) return -1;
        if (candidates.size() == 1) {
            return interestingness.accepts(oracle.observe(candidates.get(0))) ? 0 : -1;
        }
        List<Future<Boolean>> futures = new ArrayList<>(candidates.size());
        for (Candidate c : candidates)
            futures.add(executor.submit(() -> !outOfTime() && interestingness.accepts(oracle.observe(c))));
        int found = -1;
        try {
            for (int i = 0; i < futures.size(); i++) {
                if (futures.get(i).get()) {
                    found = i;
                    break;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            throw new IllegalStateException("oracle failed: " + e.getCause(), e.getCause());
        } finally {
            for (Future<Boolean> f : futures) f.cancel(false);
        }
        return found;
    }
}
