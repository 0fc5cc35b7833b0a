package io.dialectic.toolchain.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Verdict;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Real programs through one mlir-opt-19 process: each program's record must equal its lone run's, including a crasher
 * (shared crash case v19_r1_c00215, {@code --convert-to-spirv}, SIGSEGV), a timeout and a verifier rejection in the
 * middle of the batch.
 */
class BatchRunnerTest {
    private static final String VALID =
            """
            func.func @f(%a: i32) -> i32 {
              %c0 = arith.constant 0 : i32
              %b = arith.addi %a, %c0 : i32
              return %b : i32
            }
            """;
    private static final String UNDECLARED =
            """
            func.func @k() {
              %0 = arith.constant 1 : i32
              %1 = arith.addi %0, %q : i32
              return
            }
            """;
    private static final String BAD_TYPES =
            """
            func.func @g(%a: i32) -> i64 {
              return %a : i32
            }
            """;

    private final ToolRunner tools = new ToolRunner();

    @Test
    void everyProgramOfABatchWithACrashATimeoutAndRejectionsIsItsLoneRun() throws Exception {
        Tool tool = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-19"));
        String crasher =
                Files.readString(SharedData.require("crashes/cases/v19_r1_c00215/input.mlir"), StandardCharsets.UTF_8);
        List<String> programs = List.of(
                VALID,
                UNDECLARED,
                VALID.replace("@f", "@f2"),
                crasher,
                BAD_TYPES,
                slow(600_000),
                VALID,
                UNDECLARED.replace("%q", "%r"),
                VALID.replace("@f", "@f3"));
        // 1.5 s: the crasher's lone run (with its symbolization) stays well inside it on a loaded 2-core machine,
        // the slow program well outside (measured there: 150k ops 1.5 s, 1M ops 13 s).
        RunLimits limits = RunLimits.defaults().withTimeout(Duration.ofMillis(1500));
        List<RunRequest> requests = new ArrayList<>();
        for (String p : programs) {
            requests.add(new RunRequest(
                    tool,
                    p,
                    List.of("convert-to-spirv"),
                    limits,
                    List.of(RunRequest.DISABLE_THREADING, "-o", "/dev/null")));
        }
        List<BatchRunner.Batched<RunResult>> batched = new BatchRunner(tools, BatchRunner.AUTO).run(requests);
        Judge judge = Judge.defaults();
        for (int i = 0; i < programs.size(); i++) {
            RunResult b = batched.get(i).value();
            RunResult lone = tools.run(requests.get(i));
            Verdict vb = judge.judge(b, requests.get(i).pipeline());
            Verdict vl = judge.judge(lone, requests.get(i).pipeline());
            assertEquals(vl.outcome(), vb.outcome(), "outcome of program " + i);
            assertEquals(vl.crashKey(), vb.crashKey(), "crash key of program " + i);
            assertEquals(lone.exitCode(), b.exitCode(), "exit of program " + i);
            assertEquals(lone.timedOut(), b.timedOut(), "timeout of program " + i);
            if (vl.outcome() != Outcome.CRASH) assertEquals(lone.stderr(), b.stderr(), "stderr of program " + i);
            assertNull(batched.get(i).fault(), "program " + i + " faulted only in the batch");
        }
        // The crasher and the slow program were rerun alone; the others were cut from shared processes.
        for (int i : new int[] {0, 1, 2, 4, 6, 7, 8})
            assertTrue(batched.get(i).shared(), "program " + i + " ran in a batch");
        assertFalse(batched.get(3).shared());
        assertFalse(batched.get(5).shared());
        Verdict crash = judge.judge(batched.get(3).value(), List.of("convert-to-spirv"));
        assertEquals(Outcome.CRASH, crash.outcome());
        assertTrue(batched.get(5).value().timedOut(), "the slow program timed out");
        assertTrue(
                batched.get(1).value().stderr().startsWith("input.mlir:3:23: error: use of undeclared SSA value name"),
                batched.get(1).value().stderr());
        assertEquals(0, batched.get(8).value().exitCode());
    }

    @Test
    void outputsAndLocationsMatchOnBothVersionsAndTheLastVersionsEndReports() throws Exception {
        for (String name : List.of("mlir-opt-19", "mlir-opt-22")) {
            Tool tool = ToolRunner.toolAt(MlirRequirement.require(name));
            String expects = "\n// expected-error @+1 {{never produced}}\nfunc.func private @decl() -> ()\n";
            List<String> programs = List.of(VALID, expects, UNDECLARED, VALID, BAD_TYPES, expects + VALID);
            List<RunRequest> requests = new ArrayList<>();
            for (String p : programs) requests.add(new RunRequest(tool, p, List.of("canonicalize", "cse")));
            List<BatchRunner.Batched<RunResult>> batched = new BatchRunner(tools, BatchRunner.AUTO).run(requests);
            for (int i = 0; i < programs.size(); i++) {
                RunResult b = batched.get(i).value();
                RunResult lone = tools.run(requests.get(i));
                assertEquals(lone.exitCode(), b.exitCode(), name + " exit of program " + i);
                assertEquals(lone.stderr(), b.stderr(), name + " stderr of program " + i);
                assertEquals(lone.stdout(), b.stdout(), name + " output of program " + i);
                assertTrue(batched.get(i).shared(), name + " program " + i + " ran in a batch");
            }
        }
    }

    @Test
    void aProgramWithoutItsLastNewlineOrWithAnUnknownFlagRunsAlone() {
        Tool tool = new Tool("mlir-opt-19", Path.of("/usr/bin/mlir-opt-19"), "19");
        assertNotNull(BatchRules.alone(new RunRequest(tool, "module {}", List.of("cse"))));
        assertNotNull(BatchRules.alone(
                new RunRequest(tool, VALID, List.of("cse"), RunLimits.defaults(), List.of("--mlir-timing"))));
        assertNull(BatchRules.alone(
                new RunRequest(tool, VALID, List.of("cse"), RunLimits.defaults(), List.of("-o", "/dev/null"))));
        assertFalse(BatchFile.fits(VALID + "// dialectic-chunk-1\n"));
        // A pass seen to carry state from one program to the next in a process runs alone (batch-alone.txt).
        assertNotNull(BatchRules.alone(
                new RunRequest(tool, VALID, List.of("spirv.module:spirv-webgpu-prepare", "async-to-async-runtime"))));
    }

    @Test
    void aSlowProgramLeavesItsBatchAfterAFifthOfItsTimeoutAndAtLeastASecond() {
        assertEquals(Duration.ofSeconds(2), BatchRunner.slowAfter(Duration.ofSeconds(10)));
        assertEquals(Duration.ofSeconds(1), BatchRunner.slowAfter(Duration.ofSeconds(3)));
        assertEquals(Duration.ofMillis(400), BatchRunner.slowAfter(Duration.ofMillis(400)));
    }

    /** A function of {@code n} chained additions: about 1.3 s of convert-to-spirv on mlir-opt-19. */
    static String slow(int n) {
        StringBuilder sb = new StringBuilder("func.func @big(%a: i32) -> i32 {\n  %v0 = arith.addi %a, %a : i32\n");
        for (int i = 1; i < n; i++)
            sb.append("  %v").append(i).append(" = arith.addi %v").append(i - 1).append(", %a : i32\n");
        return sb.append("  return %v").append(n - 1).append(" : i32\n}\n").toString();
    }
}
