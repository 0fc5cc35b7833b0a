package io.dialectic.reducer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.oracle.InvalidIrOracle;
import io.dialectic.reducer.oracle.Observation;
import io.dialectic.reducer.oracle.ToolOracle;
import io.dialectic.reducer.result.ReduceProgress;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The llvm/llvm-project#121091 shape reduced with {@code --keep same-ir-bug} on the real mlir-opt-19: normalize-memrefs
 * leaves a memref.reinterpret_cast with two sizes on a rank-1 result. The toolchain's program is padded with a second
 * function and passes that do not matter, so that the reduction has something to take away.
 */
class InvalidIrReductionTest {
    private static final String KEY = "normalize-memrefs | memref.* | expected N size values, got N";

    private static final String PADDING =
            """

            func.func @g(%a: i32, %b: i32, %m: memref<4xi32>) -> i32 {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              %0 = arith.addi %a, %b : i32
              %1 = arith.muli %0, %a : i32
              %2 = arith.subi %1, %b : i32
              %3 = arith.xori %2, %0 : i32
              %4 = arith.ori %3, %1 : i32
              %5 = arith.andi %4, %2 : i32
              memref.store %5, %m[%c0] : memref<4xi32>
              %6 = memref.load %m[%c1] : memref<4xi32>
              %7 = arith.addi %6, %5 : i32
              %8 = arith.maxsi %7, %3 : i32
              %9 = arith.minsi %8, %4 : i32
              return %9 : i32
            }
            """;

    @TempDir
    Path out;

    @Test
    void normalizeMemrefsReducedKeepsItsKeyAndPassAndEndsUnderFifteenOps() throws Exception {
        Tool v19 = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-19"));
        String program = Files.readString(SharedData.committed(
                        "test-support/src/main/resources/irbug/normalize-memrefs-reinterpret-cast.mlir"))
                + PADDING;
        List<String> pipeline = List.of("canonicalize", "normalize-memrefs", "cse", "loop-invariant-code-motion");
        ReduceRequest req = new ReduceRequest(
                program,
                v19,
                pipeline,
                List.of(),
                Interestingness.Keep.parse("same-ir-bug"),
                Duration.ofSeconds(60),
                2,
                false,
                out,
                1,
                Duration.ofSeconds(10),
                false);
        ReduceResult r = Reducer.withDefaults().reduce(req, ReduceProgress.Listener.silent());

        assertTrue(r.reproduced(), r.note());
        assertTrue(r.sameSignature(), r.note());
        assertEquals(KEY, r.crashKey());
        assertTrue(r.pipeline().contains("normalize-memrefs"), r.pipeline().toString());
        assertTrue(r.opsBefore() > 15, "the padded input has " + r.opsBefore() + " ops");
        assertTrue(r.opsAfter() < 15, r.opsAfter() + " ops:\n" + r.program());

        // the reduced program, judged afresh, is the same invalid IR after the same pass
        ToolRunner runner = new ToolRunner();
        RunLimits limits = RunLimits.defaults();
        Observation again = new InvalidIrOracle(
                        new ToolOracle(runner, OutcomeClassifier.defaults(), v19, limits, r.extraArgs()),
                        runner,
                        limits)
                .observe(new Candidate(Files.readString(out.resolve("reduced.mlir")), r.pipeline()));
        assertNotNull(again.irBug(), again.stderr());
        assertEquals(KEY, again.irBug().key());
        assertEquals("normalize-memrefs", again.irBug().pass());

        String report = Files.readString(out.resolve("report.md"));
        assertTrue(
                report.startsWith("# [mlir] normalize-memrefs produces invalid IR: expected 1 size values, got 2"),
                report);
        assertTrue(report.contains("mlir-opt-19 reduced.mlir --normalize-memrefs"), report);
        assertTrue(report.contains("error: expected 1 size values, got 2"), report);
        assertTrue(report.contains("--verify-each=false --mlir-print-op-generic"), report);
        assertTrue(report.contains("\"memref.reinterpret_cast\""), report);
    }

    /** one-shot-bufferize cannot bufferize a tosa op: an error, but no invalid IR, so there is nothing to reduce. */
    @Test
    void aPassFailingOnItsOwnIsNotReproducedAsInvalidIr() throws Exception {
        Tool v19 = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-19"));
        String program =
                """
                func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
                  %0 = tosa.abs %t : (tensor<4xf32>) -> tensor<4xf32>
                  return %0 : tensor<4xf32>
                }
                """;
        ReduceRequest req = new ReduceRequest(
                program,
                v19,
                List.of("one-shot-bufferize"),
                List.of(),
                Interestingness.Keep.parse("same-ir-bug"),
                Duration.ofSeconds(30),
                2,
                false,
                out,
                2,
                Duration.ofSeconds(10),
                false);
        ReduceResult r = Reducer.withDefaults().reduce(req, ReduceProgress.Listener.silent());
        assertFalse(r.reproduced());
        String report = Files.readString(out.resolve("report.md"));
        assertTrue(report.startsWith("# Invalid IR did not reproduce"), report);
        assertTrue(report.contains("did not show invalid IR in 2 runs"), report);
    }
}
