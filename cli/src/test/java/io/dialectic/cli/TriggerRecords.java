package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.testing.TriggerPrograms;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Run records with optimization triggers, written by the real mlir-opt-19 through {@code dialectic run --triggers}. */
final class TriggerRecords {
    private TriggerRecords() {}

    /**
     * The two programs with known triggers and the first {@code suitePrograms} real test-suite programs, run
     * through {@code canonicalize} and {@code cse} as campaign {@code canon}.
     *
     * @return the records file, {@code dir/canon.jsonl}
     */
    static Path canon(Path dir, int suitePrograms) throws IOException {
        MlirRequirement.require("mlir-opt-19");
        Path programs = Files.createDirectories(dir.resolve("programs"));
        TriggerPrograms.writeTo(programs);
        Path suite = SharedData.testsuite().resolve("custom");
        for (int i = 0; i < suitePrograms; i++) {
            String name = String.format("s%04d.mlir", i);
            Files.copy(suite.resolve(name), programs.resolve(name));
        }
        Path canon = dir.resolve("canon.jsonl");
        assertEquals(
                0,
                Dialectic.execute(
                        "run",
                        programs.toString(),
                        "--tool",
                        "mlir-opt-19",
                        "--pipelines",
                        "canonicalize;cse",
                        "--triggers",
                        "--campaign",
                        "canon",
                        "--out",
                        canon.toString()));
        return canon;
    }
}
