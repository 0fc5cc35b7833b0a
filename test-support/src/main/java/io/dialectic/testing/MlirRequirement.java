package io.dialectic.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Finds a real MLIR tool for a test. When it is missing the test is skipped
 * with the reason, unless {@code DIALECTIC_REQUIRE_MLIR=1} (set by .ci/run),
 * in which case the test fails: CI must never pass by skipping the compiler.
 */
public final class MlirRequirement {
    private MlirRequirement() {}

    public static Path require(String binary) {
        Path found = onPath(binary);
        if (found == null && "1".equals(System.getenv("DIALECTIC_REQUIRE_MLIR"))) {
            throw new AssertionError(
                    binary + " is not on PATH but DIALECTIC_REQUIRE_MLIR=1: install mlir-19-tools mlir-22-tools");
        }
        assumeTrue(
                found != null, binary + " not installed (apt-get install mlir-19-tools mlir-22-tools): test skipped");
        return found;
    }

    public static Path onPath(String binary) {
        String path = System.getenv("PATH");
        if (path == null) return null;
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir, binary);
            if (Files.isExecutable(p)) return p;
        }
        return null;
    }
}
