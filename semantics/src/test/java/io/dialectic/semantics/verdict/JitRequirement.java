package io.dialectic.semantics.verdict;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.dialectic.semantics.run.RunnerLibs;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.testing.MlirRequirement;

/**
 * A JIT cell's tools for a test: mlir-opt, the runner and its runtime
 * libraries. Missing ones skip the test with the reason, or fail it when
 * {@code DIALECTIC_REQUIRE_MLIR=1} (CI), like {@link MlirRequirement}.
 */
final class JitRequirement {
    private JitRequirement() {}

    static void require(ToolVersion v) {
        MlirRequirement.require(v.optBinary);
        MlirRequirement.require(v.runnerBinary);
        boolean libs = !RunnerLibs.find(v).isEmpty();
        String why = "runtime libraries of LLVM " + v.major + " not found under " + RunnerLibs.cacheRoot()
                + " or /usr/lib (run semantics/tools/fetch-runner-libs.sh)";
        if (!libs && "1".equals(System.getenv("DIALECTIC_REQUIRE_MLIR"))) throw new AssertionError(why);
        assumeTrue(libs, why + ": test skipped");
    }
}
