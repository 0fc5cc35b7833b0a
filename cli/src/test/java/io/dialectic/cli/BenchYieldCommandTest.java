package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dialectic.bench.fuzz.YieldBenchmark;
import io.dialectic.fuzzer.FuzzTactics;
import org.junit.jupiter.api.Test;

/** The configurations {@code bench yield --config} takes. */
class BenchYieldCommandTest {
    @Test
    void presetsAndKeyValues() {
        assertEquals(
                new YieldBenchmark.Configuration("default", FuzzTactics.DEFAULT, true),
                BenchYieldCommand.configuration("default"));
        assertEquals(
                new YieldBenchmark.Configuration("uniform", FuzzTactics.UNIFORM, true),
                BenchYieldCommand.configuration("uniform"));
        YieldBenchmark.Configuration c = BenchYieldCommand.configuration("fit-only:options=0,outputs=false");
        assertEquals("fit-only", c.name());
        assertEquals(new FuzzTactics(0, FuzzTactics.DEFAULT.fitShare(), false), c.tactics());
        assertFalse(BenchYieldCommand.configuration("plain:triggers=false").triggers());
        assertFalse(BenchYieldCommand.configuration("no-checks:irbugs=false")
                .tactics()
                .irBugChecks());
        assertEquals(FuzzTactics.DEFAULT.irBugChecks(), c.tactics().irBugChecks());
    }

    @Test
    void mistakesAreSaid() {
        assertThrows(BadInput.class, () -> BenchYieldCommand.configuration("mine"));
        assertThrows(BadInput.class, () -> BenchYieldCommand.configuration("x:fit=2"));
        assertThrows(BadInput.class, () -> BenchYieldCommand.configuration("x:speed=1"));
        assertThrows(BadInput.class, () -> BenchYieldCommand.configuration("x:outputs=maybe"));
        assertThrows(BadInput.class, () -> BenchYieldCommand.configuration("x:irbugs=some"));
    }
}
