package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --memory 1k}: mlir-opt-19 cannot even start under 1 KiB of address space (the loader dies
 * with SIGSEGV, checked by hand with {@code prlimit --as=1024}). That is one setup error, said once,
 * with no run recorded - before, every run was recorded as a crash and made a fake cluster.
 * {@code --timeout 1h} is read by the same parser as {@code reduce --budget 1h}.
 */
class RunLimitsTest {
    @TempDir
    Path tmp;

    @Test
    void aMemoryLimitTheToolCannotStartUnderIsOneSetupError() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        MlirRequirement.require("prlimit");
        Path corpus = Files.createDirectories(tmp.resolve("corpus"));
        for (String id : List.of("s0000", "s0001")) {
            Files.copy(SharedData.testsuite().resolve("custom").resolve(id + ".mlir"), corpus.resolve(id + ".mlir"));
        }
        Path out = tmp.resolve("runs.jsonl");
        String err = CapturedRun.dialectic(
                        ErrorReport.EXIT,
                        "run",
                        corpus.toString(),
                        "--pipelines",
                        "cse",
                        "--memory",
                        "1k",
                        "--timeout",
                        "1h",
                        "--out",
                        out.toString())
                .err()
                .strip();
        assertEquals(1, err.lines().count(), err);
        assertTrue(
                err.startsWith(
                        "dialectic run: mlir-opt-19 cannot run even an empty program under these limits (address space 1 KiB, time 3600 s)"),
                err);
        assertTrue(err.contains("signal 11 (SIGSEGV)"), err);
        assertFalse(Files.exists(out) && Files.size(out) > 0, "no run recorded");
        // The same limit with room to start: both programs run.
        CapturedRun ok = CapturedRun.dialectic(
                0,
                "run",
                corpus.toString(),
                "--pipelines",
                "cse",
                "--memory",
                "2g",
                "--timeout",
                "1h",
                "--out",
                out.toString());
        assertTrue(ok.out().startsWith("2 programs, 2 runs planned, 0 already in"), ok.out());
        assertEquals(2, Files.readAllLines(out).size());
    }
}
