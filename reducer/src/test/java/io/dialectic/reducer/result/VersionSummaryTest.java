package io.dialectic.reducer.result;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The version line of a reduction, with the versions of the invalid-IR reduction of the 10-minute campaign's
 * {@code convert-scf-to-spirv | affine.*} key (toolchain BENCH.md): mlir-opt-19 leaves the same invalid IR under another
 * verifier message, which is another key, not a crash.
 */
class VersionSummaryTest {
    private static ReduceResult of(List<ReduceResult.VersionCheck> versions) {
        return new ReduceResult(
                true, false, "k", "", List.of(), List.of(), 9, 4, 793, 124, 41, 9.5, true, versions, "", null);
    }

    @Test
    void invalidIrUnderAnotherKeyIsNotCalledACrash() {
        assertEquals(
                "reproduces on 22.1.8; a different finding on 19.1.7 (invalid-ir, another key)",
                of(List.of(
                                new ReduceResult.VersionCheck("mlir-opt-19", "19.1.7", "invalid-ir", false, true),
                                new ReduceResult.VersionCheck("mlir-opt-22", "22.1.8", "invalid-ir", true, true)))
                        .versionSummary());
        assertEquals(
                "reproduces on 22.1.8; a different crash on 19.1.7",
                of(List.of(
                                new ReduceResult.VersionCheck("mlir-opt-19", "19.1.7", "crash", false, true),
                                new ReduceResult.VersionCheck("mlir-opt-22", "22.1.8", "crash", true, true)))
                        .versionSummary());
    }
}
