package io.dialectic.toolchain.triggers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.Futures;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.testing.TriggerPrograms;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Test-suite programs observed in batches give the records and triggers their lone observed runs give. */
class TriggerBatchTest {
    @Test
    void batchedTriggersAreTheLoneRunsTriggers() throws Exception {
        Path suite = SharedData.require("corpora/mlir-testsuite/custom");
        List<String> programs = new ArrayList<>();
        try (Stream<Path> s = Files.list(suite).sorted()) {
            // Programs with arithmetic, so canonicalize has patterns to attempt.
            for (Path p : s.toList()) {
                String text = Files.readString(p, StandardCharsets.UTF_8);
                if (text.contains("arith.addi") && programs.size() < 40) programs.add(text);
            }
        }
        programs.add(TriggerPrograms.DOUBLE_CAST);
        // Custom form on both versions, and the fuzzer's generic printing (the separator then prints as sym_name =
        // "..."). The three are independent (each its own ledgers, its programs in order), so they run side by side:
        // each is tool processes one after another.
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<?>> configs = new ArrayList<>();
            for (String[] run :
                    new String[][] {{"mlir-opt-19", ""}, {"mlir-opt-22", ""}, {"mlir-opt-19", "--mlir-print-op-generic"}
                    }) configs.add(pool.submit(() -> batchedIsAlone(programs, run[0], run[1])));
            for (Future<?> f : configs) Futures.get(f);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The programs through canonicalize and cse on {@code tool} with {@code flag}: batched as each alone. */
    private static void batchedIsAlone(List<String> programs, String toolName, String flag) {
        String name = toolName + " " + flag;
        Tool tool = ToolRunner.toolAt(MlirRequirement.require(toolName));
        ToolRunner runner = new ToolRunner();
        List<RunRequest> requests = new ArrayList<>();
        for (String p : programs) {
            List<String> flags = new ArrayList<>(List.of(RunRequest.ALLOW_UNREGISTERED, RunRequest.DISABLE_THREADING));
            if (!flag.isEmpty()) flags.add(flag);
            else flags.addAll(List.of("-o", "/dev/null"));
            requests.add(new RunRequest(tool, p, List.of("canonicalize", "cse"), RunLimits.defaults(), flags));
        }
        // Every program's observed run is cut from the shared process (none falls back to a lone observed run).
        var shared = new TriggerObserver(runner, new PatternLedger())
                .observedInBatches(requests, new BatchRunner(runner, BatchRunner.AUTO));
        for (int i = 0; i < shared.size(); i++)
            assertTrue(shared.get(i).shared(), name + ": program " + i + " was observed alone");
        List<TriggerObserver.Observed> batched = new TriggerObserver(runner, new PatternLedger())
                .runAll(requests, new BatchRunner(runner, BatchRunner.AUTO));
        TriggerObserver alone = new TriggerObserver(runner, new PatternLedger());
        int withPatterns = 0;
        for (int i = 0; i < requests.size(); i++) {
            TriggerObserver.Observed lone = alone.run(requests.get(i));
            TriggerObserver.Observed b = batched.get(i);
            assertEquals(lone.result().exitCode(), b.result().exitCode(), name + " exit of " + i);
            assertEquals(lone.result().stderr(), b.result().stderr(), name + " stderr of " + i);
            assertEquals(lone.triggers(), b.triggers(), name + " triggers of " + i);
            if (!lone.triggers().patternsAttempted().isEmpty()) withPatterns++;
        }
        assertTrue(withPatterns > 5, name + ": programs with patterns attempted: " + withPatterns);
    }

    /**
     * mlir-opt-19's ensure-debug-info-scope-on-llvm-func crashes on an empty module, so on the separator module after the
     * first program: the action log is buffered across chunks, so that program's log is lost with the process; it and the
     * rest run alone, and no record is a crash nor carries a fault.
     */
    @Test
    void aPipelineThatCrashesOnTheSeparatorLeavesEveryRecordItsLoneRuns() throws Exception {
        var batched = sameAsAlone(requests(
                "llvm.func @fN(%a: i32) -> i32 {\n  llvm.return %a : i32\n}\n",
                List.of("ensure-debug-info-scope-on-llvm-func")));
        for (var b : batched) {
            assertEquals(null, b.fault(), "a separator's crash is no program's fault");
            assertTrue(!b.shared(), "after a separator's crash every program runs alone");
        }
    }

    /** convert-ub-to-llvm emits an error on a workgroup memref and still succeeds (exit 0): batched, the run is no failure either. */
    @Test
    void aPassThatReportsAnErrorAndSucceedsIsNoFailureInABatch() throws Exception {
        String poison =
                """
                func.func @fN() -> memref<4xi8, #gpu.address_space<workgroup>> {
                  %0 = ub.poison : memref<4xi8, #gpu.address_space<workgroup>>
                  return %0 : memref<4xi8, #gpu.address_space<workgroup>>
                }
                """;
        List<RunRequest> requests = new ArrayList<>(requests(poison, List.of("convert-ub-to-llvm")));
        requests.set(
                1,
                new RunRequest(
                        requests.get(1).tool(),
                        "func.func @g() {\n  %0 = arith.addi %x, %x : i32\n  return\n}\n",
                        requests.get(1).pipeline(),
                        requests.get(1).limits(),
                        requests.get(1).extraArgs()));
        var batched = sameAsAlone(requests);
        for (var b : batched) assertTrue(b.shared(), "in the batch");
        assertEquals(0, batched.get(0).value().result().exitCode());
        assertEquals(1, batched.get(1).value().result().exitCode());
    }

    /**
     * convert-async-to-llvm declares the async runtime's functions in every module, the separator too, and converts their
     * signatures there: those pattern attempts belong to the separator, not to the next program (seen in a 10,000-mutant replay).
     */
    @Test
    void patternsAPassAttemptsInsideTheSeparatorStayTheSeparators() throws Exception {
        var batched = sameAsAlone(requests(
                "func.func @fN(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n",
                List.of("convert-async-to-llvm", "func.func:canonicalize")));
        for (var b : batched) assertTrue(b.shared(), "in the batch");
    }

    /** Four programs from {@code template} (N numbered) through {@code pipeline} on mlir-opt-19, single-threaded, output dropped. */
    private static List<RunRequest> requests(String template, List<String> pipeline) {
        Tool tool = ToolRunner.toolAt(MlirRequirement.require("mlir-opt-19"));
        List<RunRequest> out = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            out.add(new RunRequest(
                    tool,
                    template.replace("@fN", "@f" + i),
                    pipeline,
                    RunLimits.defaults(),
                    List.of(RunRequest.DISABLE_THREADING, "-o", "/dev/null")));
        }
        return out;
    }

    /** Observes the requests in batches and checks each against its lone observed run: exit, stderr, triggers. */
    private static List<BatchRunner.Batched<TriggerObserver.Observed>> sameAsAlone(List<RunRequest> requests) {
        ToolRunner runner = new ToolRunner();
        var batched = new TriggerObserver(runner, new PatternLedger())
                .observedInBatches(requests, new BatchRunner(runner, BatchRunner.AUTO));
        TriggerObserver alone = new TriggerObserver(runner, new PatternLedger());
        for (int i = 0; i < requests.size(); i++) {
            TriggerObserver.Observed lone = alone.run(requests.get(i));
            assertEquals(
                    lone.result().exitCode(), batched.get(i).value().result().exitCode(), "exit of " + i);
            assertEquals(lone.result().stderr(), batched.get(i).value().result().stderr(), "stderr of " + i);
            assertEquals(lone.triggers(), batched.get(i).value().triggers(), "triggers of " + i);
        }
        return batched;
    }
}
