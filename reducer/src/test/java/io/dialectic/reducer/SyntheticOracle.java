package io.dialectic.reducer;

import io.dialectic.reducer.oracle.BatchJudge;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.oracle.Observation;
import io.dialectic.reducer.oracle.Oracle;
import io.dialectic.toolchain.Outcome;
import java.time.Instant;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

/** A test oracle without a compiler: "crashes" with key K exactly when the predicate holds. */
public final class SyntheticOracle implements Oracle {
    private final Predicate<Candidate> crashes;
    private final AtomicLong runs = new AtomicLong();

    public SyntheticOracle(Predicate<Candidate> crashes) {
        this.crashes = crashes;
    }

    @Override
    public Observation observe(Candidate c) {
        runs.incrementAndGet();
        return crashes.test(c) ? new Observation(Outcome.CRASH, "K", "") : new Observation(Outcome.VALID, "", "");
    }

    @Override
    public long runs() {
        return runs.get();
    }

    public BatchJudge judge(ExecutorService pool) {
        return new BatchJudge(
                this,
                new Interestingness.SameSignature("K"),
                pool,
                Instant.now().plusSeconds(60));
    }
}
