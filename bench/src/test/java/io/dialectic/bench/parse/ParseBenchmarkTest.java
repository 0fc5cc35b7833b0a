package io.dialectic.bench.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.compare.ParseCheck;
import io.dialectic.testing.MlirRequirement;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link ParseBenchmark} against the real mlir-opt-19, on three small files whose counts are known. */
class ParseBenchmarkTest {
    @TempDir
    Path dir;

    @Test
    void oneProcessAnchorCountsTheRejectedChunkAndBothTimes() throws Exception {
        Path tool = MlirRequirement.require("mlir-opt-19");
        // a: func, addi, return = 3 ops.
        Files.writeString(
                dir.resolve("a.mlir"),
                """
                func.func @f(%a: i32) -> i32 {
                  %b = arith.addi %a, %a : i32
                  return %b : i32
                }
                """);
        // b: generic func.func, func.return = 2 ops.
        Files.writeString(
                dir.resolve("b.mlir"),
                """
                "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
                  "func.return"() : () -> ()
                }) : () -> ()
                """);
        // c: mlir-opt rejects the use of undefined %x; Dialectic still reads func, addi, return = 3 ops.
        Files.writeString(
                dir.resolve("c.mlir"),
                """
                func.func @h() {
                  %0 = arith.addi %x, %x : i32
                  return
                }
                """);
        ParseBenchmarkReport r = ParseBenchmark.run(
                new ParseBenchmarkOptions(dir, 0, tool, Duration.ofMinutes(2), 2, 2, false), ParseCheck.Progress.NONE);
        assertEquals(3, r.files());
        assertEquals(8, r.operations());
        assertEquals(2, r.passes().size());
        assertEquals(1, r.referenceRejected(), "c.mlir is the one chunk mlir-opt rejects");
        assertEquals(1, r.referenceExit());
        assertTrue(r.reference().wallSeconds() > 0);
        assertTrue(r.reference().cpuSeconds() >= 0, "child CPU time from /proc/self/stat: " + r.reference());
        assertTrue(r.median().cpuSeconds() > 0);
        assertTrue(r.toJson().contains("\"reference_rejected_chunks\":1"), r.toJson());
    }

    @Test
    void rejectedChunksAreCountedOncePerSplit() {
        // The shape of mlir-opt-19's messages under --split-input-file (two errors in the first chunk).
        List<String> stderr = List.of(
                "within split at j.mlir:5 offset :2:8: error: use of undeclared SSA value name",
                "within split at j.mlir:5 offset :3:1: error: expected operation name",
                "within split at j.mlir:9 offset :1:1: error: custom op 'x' is unknown",
                "within split at j.mlir:9 offset :1:1: note: see current operation");
        assertEquals(2, ParseBenchmark.rejectedChunks(stderr));
    }
}
