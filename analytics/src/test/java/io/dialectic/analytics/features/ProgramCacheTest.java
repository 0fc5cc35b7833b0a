package io.dialectic.analytics.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The featurizer's program cache on the project's own seed programs. */
class ProgramCacheTest {
    private static List<String> seeds() throws IOException {
        try (Stream<Path> s = Files.list(SharedData.repoRoot().resolve("datasets/seeds"))) {
            List<String> out = new ArrayList<>();
            for (Path p : s.filter(f -> f.toString().endsWith(".mlir")).sorted().toList()) out.add(Files.readString(p));
            return out;
        }
    }

    @Test
    void aProgramSeenAgainIsNotParsedAgain() throws IOException {
        List<String> seeds = seeds();
        ProgramCache cache = new ProgramCache(ProgramCache.DEFAULT_BYTES);
        AtomicInteger parses = new AtomicInteger();
        List<ProgramFeatures> first = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            for (int i = 0; i < seeds.size(); i++) {
                String text = seeds.get(i);
                ProgramFeatures pf = cache.lookup(new ProgramCache.Key("19", i), () -> {
                            parses.incrementAndGet();
                            return ProgramFeatures.of(text, ProgramFeatures.options(false, false));
                        })
                        .features();
                if (round == 0) first.add(pf);
                else assertSame(first.get(i), pf);
            }
        }
        assertEquals(seeds.size(), parses.get(), "each seed parsed once over three rounds");
        assertEquals(seeds.size(), cache.size());
        assertTrue(first.stream().allMatch(ProgramFeatures::parsed), "the seeds are clean programs");
    }

    @Test
    void theBoundIsOnBytesAndTheLeastRecentlyUsedGoFirst() throws IOException {
        List<String> seeds = seeds();
        ProgramFeatures a = ProgramFeatures.of(seeds.get(0), ProgramFeatures.options(false, false));
        long one = ProgramCache.bytes(k(0), a);
        // room for three entries of this size: the fourth evicts the least recently used
        ProgramCache cache = new ProgramCache(3 * one + one / 2);
        for (int i = 0; i < 3; i++) cache.lookup(k(i), () -> a);
        cache.lookup(k(0), () -> {
            throw new AssertionError("k0 is cached");
        }); // k0 used: k1 is now the eldest
        cache.lookup(k(3), () -> a);
        assertEquals(3, cache.size());
        assertTrue(cache.bytes() <= 3 * one + one / 2, "within the bound: " + cache.bytes());
        AtomicInteger misses = new AtomicInteger();
        cache.lookup(k(1), () -> {
            misses.incrementAndGet();
            return a;
        });
        assertEquals(1, misses.get(), "k1 was evicted");
        cache.lookup(k(0), () -> {
            throw new AssertionError("k0 was used recently and stays");
        });
    }

    @Test
    void oneEntryLargerThanTheBoundIsStillKeptUntilTheNext() throws IOException {
        ProgramFeatures a = ProgramFeatures.of(seeds().get(0), ProgramFeatures.options(false, false));
        ProgramCache cache = new ProgramCache(1);
        cache.lookup(k(10), () -> a);
        assertEquals(1, cache.size());
        cache.lookup(k(11), () -> a);
        assertEquals(1, cache.size(), "the newest replaces it");
        cache.lookup(k(11), () -> {
            throw new AssertionError("b is cached");
        });
    }

    @Test
    void aKeyIsTheShaAndTheReadingTogether() {
        ProgramFeatures a =
                ProgramFeatures.of("func.func @f() {\n  return\n}\n", ProgramFeatures.options(false, false));
        ProgramCache cache = new ProgramCache(ProgramCache.DEFAULT_BYTES);
        cache.lookup(new ProgramCache.Key("sha-a", 7), () -> a);
        AtomicInteger misses = new AtomicInteger();
        // the same reading under another sha (a record naming a sha its text does not have), and another reading of the
        // same sha
        cache.lookup(new ProgramCache.Key("sha-b", 7), () -> {
            misses.incrementAndGet();
            return a;
        });
        cache.lookup(new ProgramCache.Key("sha-a", 8), () -> {
            misses.incrementAndGet();
            return a;
        });
        cache.lookup(new ProgramCache.Key(null, 7), () -> {
            misses.incrementAndGet();
            return a;
        });
        assertEquals(3, misses.get());
        cache.lookup(new ProgramCache.Key(new String("sha-a"), 7), () -> {
            throw new AssertionError("an equal key is cached");
        });
        assertEquals(4, cache.size());
    }

    private static ProgramCache.Key k(int i) {
        return new ProgramCache.Key("k", i);
    }
}
