package io.dialectic.bench.analyze;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The line a child JVM prints at Spark's end is the line {@code bench analyze} reads back. */
class JobCountTest {
    @Test
    void theLinePrintedIsTheLineRead() {
        JobCount.Line counts = new JobCount.Line(41, 511, 0.77, 7531, 8192);
        String text = JobCount.text(counts);
        assertEquals("spark: 41 jobs, 511 tasks, on CPU 77 %, peak heap 7531 of 8192 MB", text);
        assertEquals(counts, JobCount.line(text));
        // no task ran, heap not sampled (the bench's own session): both unknown, still read
        assertEquals(
                new JobCount.Line(0, 0, -1, -1, 8192),
                JobCount.line(JobCount.text(new JobCount.Line(0, 0, -1, -1, 8192))));
        // a progress line of the child is not a count line
        assertNull(JobCount.line("[analyze   7.6s] reading 1 input(s) on local[2], 8 shuffle partition(s)"));
    }
}
