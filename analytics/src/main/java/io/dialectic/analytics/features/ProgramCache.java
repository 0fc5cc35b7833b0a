package io.dialectic.analytics.features;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The features of the programs a featurizer saw last, bounded by their estimated size rather than by their
 * number. A fuzzer's night re-runs a program far apart (a seed re-run unchanged, a mutant that came out the same),
 * so a cache of a few hundred programs parses most runs again. Programs differ a lot in size, so the bound is on
 * bytes: a few large programs cannot push the heap over, and many small ones all fit.
 */
final class ProgramCache {
    /** Per featurizer (one per Spark task; the embedded engine shares one between its threads): a few tens of thousands of fuzzer-sized programs. */
    static final long DEFAULT_BYTES = 64L << 20;

    private final long maxBytes;
    private long bytes;
    private final LinkedHashMap<Key, Entry> entries = new LinkedHashMap<>(1024, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Entry> eldest) {
            // evicts from the least recently used end until the rest fits (the newest entry always stays)
            while (bytes > maxBytes && size() > 1) {
                var it = entrySet().iterator();
                bytes -= it.next().getValue().bytes();
                it.remove();
            }
            return false;
        }
    };

    private record Entry(ProgramFeatures features, long bytes) {}

    /**
     * A program's reading: the sha its record names and the reading's key ({@code RunFeaturizer.reading}: the head of
     * the text's own SHA-256, its length, the catalog version). Hashed by the reading alone, already a hash, rather than
     * hashing every run's sha text, new each time, into a key string.
     */
    record Key(String sha, long reading) {
        @Override
        public int hashCode() {
            return Long.hashCode(reading);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.reading == reading && Objects.equals(k.sha, sha);
        }
    }

    ProgramCache(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    /**
     * The features cached under {@code key}, else computed and cached, and whether this call put them in the cache: the run that did carries the
     * reading in the featurized rows. Once per key while it stays cached; a key evicted and met again is put in, and
     * carried, again.
     */
    Lookup lookup(Key key, Supplier<ProgramFeatures> compute) {
        return lookup(key, compute, UnaryOperator.identity());
    }

    /**
     * {@link #lookup(String, Supplier)} keeping only {@code kept} of the computed features: the lookup that computes
     * them gets them whole, every later one what was kept.
     */
    Lookup lookup(Key key, Supplier<ProgramFeatures> compute, UnaryOperator<ProgramFeatures> kept) {
        synchronized (this) {
            Entry e = entries.get(key);
            if (e != null) return new Lookup(e.features(), false);
        }
        // parsed outside the lock: the featurizing threads share one cache (a program two threads meet at once is
        // parsed twice, and only the first to put it carries it)
        ProgramFeatures pf = compute.get();
        ProgramFeatures keep = kept.apply(pf);
        long size = bytes(key, keep);
        synchronized (this) {
            Entry e = entries.get(key);
            if (e != null) return new Lookup(e.features(), false);
            bytes += size; // before the put: its eviction reads it
            entries.put(key, new Entry(keep, size));
        }
        return new Lookup(pf, true);
    }

    /** A program's features, and whether this lookup put them in the cache. */
    record Lookup(ProgramFeatures features, boolean put) {}

    synchronized int size() {
        return entries.size();
    }

    synchronized long bytes() {
        return bytes;
    }

    /** A heap estimate: object headers and references, string bytes (Latin-1), boxed longs. */
    static long bytes(Key key, ProgramFeatures pf) {
        long n = 200 + 24 + string(key.sha()) + string(pf.parseError());
        for (List<String> l : List.of(
                pf.dialects(),
                pf.opNames(),
                pf.opInstances(),
                pf.controlPairs(),
                pf.dataPairs(),
                pf.unionPairs(),
                pf.opPairs())) {
            n += 16;
            for (String s : l) n += 8 + string(s);
        }
        for (List<Long> l : pf.patterns()) n += 16 + 24L * l.size();
        return n;
    }

    private static long string(String s) {
        return s == null ? 0 : 40 + s.length();
    }
}
