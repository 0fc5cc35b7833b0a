package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code analyze --engine}: a wrong value is a one-line error, and nothing is written. */
class AnalyzeEngineOptionTest {

    @Test
    void anUnknownEngineIsAnOptionError(@TempDir Path dir) {
        Path out = dir.resolve("out");
        String err = CapturedRun.dialectic(
                        ErrorReport.EXIT,
                        "analyze",
                        SharedData.repoRoot().resolve("datasets/sample").toString(),
                        "--engine",
                        "fast",
                        "--out",
                        out.toString())
                .err();
        assertTrue(err.contains("--engine must be auto, embedded or spark, got fast"), err);
        assertFalse(Files.exists(out));
    }
}
