package io.dialectic.ir.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CorpusCoverageTest {

    @Test
    void unionOfTwoHandCountedPrograms() {
        CorpusCoverage c = new CorpusCoverage(MetricsOptions.defaults());
        assertTrue(c.add(ProgramMetrics.of(HandCountedPrograms.figure1c(false))));
        // The same program in an explicit module adds nothing.
        assertFalse(c.add(ProgramMetrics.of(HandCountedPrograms.figure1c(true))));
        assertTrue(c.add(ProgramMetrics.of(HandCountedPrograms.mixed())));
        assertEquals(3, c.programs());
        // figure1c: arith func memref scf; mixed adds none.
        assertEquals(4, c.dialects().size());
        // figure1c's 6 union pairs already hold mixed's arith|func, func|scf, arith|scf.
        assertEquals(6, c.unionPairs().size());
        // Instances: 8 + mixed's 7 minus the shared func.func() and arith.constant(): 13.
        assertEquals(13, c.opInstances().size());
        // d=0 patterns are one per instance label.
        assertEquals(13, c.patterns(0).size());
    }

    @Test
    void refusesMetricsOfOtherOptions() {
        CorpusCoverage c = new CorpusCoverage(MetricsOptions.defaults());
        ProgramMetrics ordered = ProgramMetrics.of(
                HandCountedPrograms.mixed(), MetricsOptions.defaults().withOrderedPairs(true));
        assertThrows(IllegalArgumentException.class, () -> c.add(ordered));
    }
}
