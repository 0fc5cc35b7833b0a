package io.dialectic.reducer.oracle;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Remembers observations by the candidate's content hash: HDD and the
 * simplification passes often rebuild a text they have tried before, and an
 * identical text needs no second run. Concurrent requests for the same
 * content run the tool once.
 */
public final class CachingOracle implements Oracle {
    private final Oracle inner;
    private final ConcurrentMap<String, CompletableFuture<Observation>> cache = new ConcurrentHashMap<>();
    private final AtomicLong hits = new AtomicLong();

    public CachingOracle(Oracle inner) {
        this.inner = inner;
    }

    @Override
    public Observation observe(Candidate candidate) {
        String key = candidate.contentHash();
        CompletableFuture<Observation> mine = new CompletableFuture<>();
        CompletableFuture<Observation> known = cache.putIfAbsent(key, mine);
        if (known != null) {
            hits.incrementAndGet();
            return known.join();
        }
        try {
            Observation o = inner.observe(candidate);
            mine.complete(o);
            return o;
        } catch (RuntimeException e) {
            cache.remove(key, mine);
            mine.completeExceptionally(e);
            throw e;
        }
    }

    @Override
    public long runs() {
        return inner.runs();
    }

    public long hits() {
        return hits.get();
    }
}
