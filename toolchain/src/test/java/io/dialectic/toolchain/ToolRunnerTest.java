package io.dialectic.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Process control with fake "tools" (shell scripts standing in for mlir-opt: these test the runner,
 * not the compiler), then real mlir-opt-19 runs.
 */
class ToolRunnerTest {
    @TempDir
    Path tmp;

    private Tool script(String body) throws IOException {
        Path p = tmp.resolve("fake-tool");
        Files.writeString(p, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return ToolRunner.toolAt(p);
    }

    private RunResult run(Tool t, List<String> pipeline, RunLimits limits) {
        return new ToolRunner().run(new RunRequest(t, "module {}\n", pipeline, limits, List.of()));
    }

    @Test
    void passStringsReachTheToolAsOneLiteralArgumentEach() throws IOException {
        Path victim = Files.writeString(tmp.resolve("x"), "keep me");
        Path marker = tmp.resolve("y");
        Path argsOut = tmp.resolve("args.txt");
        Tool t = script("for a in \"$@\"; do printf '%s\\n' \"$a\"; done > '" + argsOut + "'");
        String rm = "a; rm -rf " + victim;
        String subst = "$(touch " + marker + ")";
        RunResult r = run(t, List.of(rm, subst), RunLimits.defaults());
        assertEquals(0, r.exitCode());
        assertEquals(List.of("input.mlir", "--" + rm, "--" + subst), Files.readAllLines(argsOut));
        assertTrue(Files.exists(victim), "nothing was removed");
        assertFalse(Files.exists(marker), "nothing was executed");
        // nested: the same strings inside one --pass-pipeline argument
        run(t, List.of("func.func:" + rm, subst), RunLimits.defaults());
        assertEquals(
                List.of("input.mlir", "--pass-pipeline=builtin.module(func.func(" + rm + ")," + subst + ")"),
                Files.readAllLines(argsOut));
        assertTrue(Files.exists(victim));
        assertFalse(Files.exists(marker));
    }

    @Test
    void aHangingProgramIsKilledWithItsChildrenAtTheTimeout() throws Exception {
        Path pids = tmp.resolve("pids");
        // two grandchildren that would outlive a naive destroy() of the direct child
        Tool t = script(
                "sleep 300 & echo $! >> '" + pids + "'\nsh -c 'sleep 300 & echo $! >> \"" + pids + "\"; wait' &\nwait");
        long start = System.nanoTime();
        RunResult r = run(t, List.of(), RunLimits.defaults().withTimeout(Duration.ofSeconds(1)));
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(r.timedOut());
        assertEquals(9, r.signal());
        assertEquals(-9, r.exitCode());
        assertEquals(Outcome.TIMEOUT, OutcomeClassifier.defaults().classify(r));
        assertTrue(ms < 5000, "returned after " + ms + " ms");
        List<String> sleepers = Files.readAllLines(pids);
        assertEquals(2, sleepers.size());
        for (String pid : sleepers) {
            Optional<ProcessHandle> h = ProcessHandle.of(Long.parseLong(pid.strip()));
            for (int i = 0; i < 50 && running(h); i++) Thread.sleep(20);
            assertFalse(running(h), "sleep " + pid + " survived");
        }
    }

    /**
     * Alive and not a zombie. A killed grandchild whose parent was killed too is re-parented to the
     * container's init, which may never reap it: it stays a zombie (state Z), dead but listed.
     */
    private static boolean running(Optional<ProcessHandle> h) throws IOException {
        if (h.isEmpty() || !h.get().isAlive()) return false;
        Path stat = Path.of("/proc", String.valueOf(h.get().pid()), "stat");
        if (!Files.exists(stat)) return false;
        String s = Files.readString(stat);
        return s.charAt(s.lastIndexOf(')') + 2) != 'Z';
    }

    @Test
    void deathBySignalIsStoredAsNegativeExitAndSignal() throws IOException {
        RunResult r = run(script("kill -SEGV $$"), List.of(), RunLimits.defaults());
        assertEquals(-11, r.exitCode()); // Java reports 139; the corpus convention is -11
        assertEquals(11, r.signal());
        assertFalse(r.timedOut());
        assertEquals(Outcome.CRASH, OutcomeClassifier.defaults().classify(r));
    }

    @Test
    void outputIsCappedAndTheToolNeverBlocks() throws IOException {
        RunResult r = run(
                script("head -c 3000000 /dev/zero | tr '\\0' x >&2; head -c 3000000 /dev/zero | tr '\\0' y; exit 3"),
                List.of(),
                new RunLimits(Duration.ofSeconds(20), 1000, 0));
        assertEquals(3, r.exitCode());
        assertEquals(1000, r.stderr().length());
        assertTrue(r.stderrTruncated());
        assertEquals(1000, r.stdout().length());
        assertTrue(r.stdoutTruncated());
    }

    @Test
    void stdinIsClosedAndEnvironmentControlled() throws IOException {
        Path envOut = tmp.resolve("env.txt");
        RunResult r = run(
                script("cat > /dev/null; env | sort > '" + envOut + "'; ulimit -v >> '" + envOut + "'"),
                List.of(),
                new RunLimits(Duration.ofSeconds(5), 1000, 2L << 30));
        assertFalse(r.timedOut(), "reading stdin returned at once");
        List<String> env = Files.readAllLines(envOut);
        assertTrue(env.contains("LC_ALL=C"), env.toString());
        assertTrue(env.stream().noneMatch(l -> l.startsWith("MAVEN") || l.startsWith("JAVA_HOME")), env.toString());
        // with a symbolizer, the tool prints its crash trace as markup, named afterwards by a long-lived symbolizer
        if (MlirRequirement.onPath("llvm-symbolizer") != null) {
            assertTrue(env.contains("LLVM_ENABLE_SYMBOLIZER_MARKUP=1"), env.toString());
            assertTrue(env.contains("LLVM_DISABLE_SYMBOLIZATION=1"), env.toString());
        }
        if (MlirRequirement.onPath("prlimit") != null)
            assertEquals(String.valueOf((2L << 30) / 1024), env.get(env.size() - 1), "RLIMIT_AS in KiB");
    }

    @Test
    void missingToolIsAnErrorValue() {
        RunResult r = new ToolRunner().run(new RunRequest(ToolRunner.toolAt(tmp.resolve("nope")), "", List.of()));
        assertNotNull(r.error());
        assertNull(r.exitCode());
    }

    @Test
    void realCrashReproducesItsRecordedSignature() {
        Path opt = MlirRequirement.require("mlir-opt-19");
        Tool t = new Tool("mlir-opt-19", opt, ToolDiscovery.versionOf(opt));
        assertEquals("19.1.7", t.version());
        String id = "v19_r1_c00006";
        String program = CrashCases.read(CrashCases.dir(id).resolve("input.mlir"));
        List<String> pipeline =
                PassPipeline.splitItems(CrashCases.index().get(id).get("passes"));
        RunResult r = new ToolRunner()
                .run(new RunRequest(t, program, pipeline, RunLimits.defaults(), List.of("-o", "/dev/null")));
        assertEquals(-11, r.exitCode());
        assertEquals(Outcome.CRASH, OutcomeClassifier.defaults().classify(r));
        assertEquals(
                CrashSignature.parse(CrashCases.stderr(id), pipeline, 11).key(),
                CrashSignature.parse(r.stderr(), pipeline, r.signal()).key());
        assertTrue(r.stderr().contains("mlir::affine::AffineForOp::fold"), "frames are symbolized");
    }

    @Test
    void realValidRunAndFunctionPassNesting() {
        Path opt = MlirRequirement.require("mlir-opt-19");
        Tool t = new Tool("mlir-opt-19", opt, "19.1.7");
        String program = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n";
        RunResult ok = new ToolRunner().run(new RunRequest(t, program, List.of("cse", "func.func:buffer-hoisting")));
        assertEquals(0, ok.exitCode(), ok.stderr());
        assertTrue(ok.stdout().contains("arith.addi"));
        assertEquals(Outcome.VALID, OutcomeClassifier.defaults().classify(ok));
        RunResult notNested = new ToolRunner()
                .run(new RunRequest(
                        t,
                        program,
                        List.of(),
                        RunLimits.defaults(),
                        List.of("--pass-pipeline=builtin.module(buffer-hoisting)")));
        assertEquals(Outcome.INVALID_OPTIONS, OutcomeClassifier.defaults().classify(notNested));
    }
}
