package io.dialectic.semantics.verdict;

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
        MlirRequirement.requireJit(
                v.optBinary, v.runnerBinary, !RunnerLibs.find(v).isEmpty());
    }
}
