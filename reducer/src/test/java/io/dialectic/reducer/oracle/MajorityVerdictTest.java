package io.dialectic.reducer.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.Outcome;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The majority rule on scripted run sequences (the shapes seen on the real flaky cases v19_r1_c00137 and v19_r1_c00199). */
class MajorityVerdictTest {
    private static final String UNNAMED = "signal SIGSEGV | unnamed mlir-opt+0x3325a7f [19.1.7]";
    private static final String ERASE = "frames: mlir::Block::eraseArguments";
    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    private static Observation crash(String key) {
        return new Observation(Outcome.CRASH, key, "stderr of " + key);
    }

    private static Observation valid() {
        return new Observation(Outcome.VALID, "", "");
    }

    /** Answers with the given observations in order (one thread at a time), counting runs. */
    private static Oracle scripted(Observation... answers) {
        Deque<Observation> queue = new ArrayDeque<>(List.of(answers));
        AtomicLong runs = new AtomicLong();
        return new Oracle() {
            @Override
            public synchronized Observation observe(Candidate c) {
                runs.incrementAndGet();
                return queue.removeFirst();
            }

            @Override
            public long runs() {
                return runs.get();
            }
        };
    }

    @Test
    void theMajorityAmongCrashingRunsWinsAndNonCrashingRunsDoNotVote() {
        // c00137's original over 12 runs: 5 no crash, 5 unnamed frame, 2 eraseArguments.
        List<Observation> runs =
                List.of(valid(), crash(UNNAMED), valid(), crash(ERASE), crash(UNNAMED), valid(), crash(UNNAMED));
        MajorityVerdict v = MajorityVerdict.decide(runs, ERASE);
        assertEquals(UNNAMED, v.key());
        assertTrue(v.shows(UNNAMED));
        assertFalse(v.shows(ERASE));
        assertTrue(v.flaky());
        assertEquals(7, v.runs());
        assertEquals("stderr of " + UNNAMED, v.stderr());
    }

    @Test
    void aTieCountsForTheExpectedKeyAndNoCrashMeansNoKey() {
        List<Observation> tie = List.of(crash(ERASE), crash(UNNAMED));
        assertTrue(MajorityVerdict.decide(tie, UNNAMED).shows(UNNAMED));
        assertTrue(MajorityVerdict.decide(tie, ERASE).shows(ERASE));
        MajorityVerdict none = MajorityVerdict.decide(List.of(valid(), valid()), UNNAMED);
        assertNull(none.key());
        assertFalse(none.shows(UNNAMED));
    }

    @Test
    void agreeingRunsStopAfterTheFirstBatch() {
        Oracle o = scripted(crash(UNNAMED), crash(UNNAMED), crash(ERASE));
        MajorityVerdict v = MajorityVerdict.of(o, new Candidate("x", List.of()), UNNAMED, 2, 7, pool);
        assertEquals(2, o.runs());
        assertTrue(v.shows(UNNAMED));
        assertFalse(v.flaky());
    }

    @Test
    void disagreeingRunsGoOnToTheLimit() {
        Oracle o = scripted(
                crash(ERASE),
                valid(),
                crash(UNNAMED),
                crash(UNNAMED),
                crash(ERASE),
                crash(UNNAMED),
                valid(),
                crash(ERASE));
        MajorityVerdict v = MajorityVerdict.of(o, new Candidate("x", List.of()), ERASE, 3, 7, pool);
        assertEquals(7, o.runs(), "batches of 3, capped at 7");
        assertEquals(7, v.runs());
        assertEquals(UNNAMED, v.key(), "3 unnamed against 2 eraseArguments among the 7 runs");
    }
}
