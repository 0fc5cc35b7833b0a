package io.dialectic.analytics.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.analytics.SampleDemo;
import io.dialectic.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The input's size on disk, and the scratch space the embedded engine is warned it may need. */
class InputSizeTest {
    @TempDir
    Path tmp;

    @Test
    void theSampleCountsItsGzipPartsAndWarnsOnlyWhenTheDiskLooksTooSmall() throws Exception {
        AnalyzeConfig cfg = SampleDemo.config(SharedData.repoRoot(), tmp.resolve("out"));
        InputSize size = InputSize.of(cfg);
        long gzip = 0, all = 0;
        for (InputSpec in : cfg.inputs()) {
            try (var s = Files.walk(in.path())) {
                for (Path f : s.filter(Files::isRegularFile).toList()) {
                    all += Files.size(f);
                    if (f.toString().endsWith(".gz")) gzip += Files.size(f);
                }
            }
        }
        assertTrue(gzip > 0 && all > gzip, "the sample has gzip records and plain seed programs");
        assertEquals(new InputSize(all, size.files(), gzip), size);
        assertEquals(4 * gzip + (all - gzip), size.scratchBytes());
        assertNull(size.scratchWarning(size.scratchBytes(), "the disk"));
        String warning = size.scratchWarning(size.scratchBytes() - 1, "the output's disk");
        assertTrue(
                warning.startsWith("warning: the output's disk has ") && warning.contains("--out on a larger disk"),
                warning);
    }
}
