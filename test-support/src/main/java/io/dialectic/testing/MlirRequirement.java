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

    /**
     * A JIT cell's tools: {@code mlir-opt}, its runner and the runner's runtime libraries, which the caller looks up
     * (semantics' {@code JitExecutor.available}: test-support cannot see semantics, every module's tests can).
     */
    public static void requireJit(String optBinary, String runnerBinary, boolean runtimeLibsFound) {
        require(optBinary);
        require(runnerBinary);
        requirePart(
                runtimeLibsFound,
                "the runtime libraries of " + runnerBinary + " (run semantics/tools/fetch-runner-libs.sh)");
    }

    /** Another part of the installed compiler ({@code llvm-symbolizer}, the runtime libraries): skip or fail, as above. */
    public static void requirePart(boolean present, String what) {
        if (!present && "1".equals(System.getenv("DIALECTIC_REQUIRE_MLIR")))
            throw new AssertionError(what + " missing but DIALECTIC_REQUIRE_MLIR=1");
        assumeTrue(present, what + " missing: test skipped");
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
