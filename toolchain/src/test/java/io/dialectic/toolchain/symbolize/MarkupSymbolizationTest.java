package io.dialectic.toolchain.symbolize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.Futures;
import io.dialectic.base.ProgramBytes;
import io.dialectic.base.process.PathLookup;
import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.CrashCases;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.cases.CaseFolder;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.crash.Frame;
import io.dialectic.toolchain.verdict.Judge;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Crash frames named by the long-lived symbolizer give the keys the tool's own symbolizer gave, on every case of the
 * shared crash corpus rerun on this machine: the cluster key and the build-local key of every crash, and the same name
 * for every frame at the same module+offset. Compared where both ways crashed with a stack dump.
 */
class MarkupSymbolizationTest {
    private final Judge judge = Judge.defaults();

    @Test
    void everyCrashCaseKeepsItsKeys() throws IOException {
        MlirRequirement.require("mlir-opt-19");
        ToolDiscovery discovery = new ToolDiscovery();
        Optional<Path> symbolizer = discovery.symbolizer();
        // installed with the compiler (llvm-NN): CI must compare, not skip
        MlirRequirement.requirePart(symbolizer.isPresent(), "llvm-symbolizer");
        // markup against the tool's own symbolization, both from LLVM's unwinder: a trace that stops at the fault is
        // not taken on to gdb here (GdbRetraceTest), or the two ways would differ by gdb's frames alone
        ToolRunner runner = new ToolRunner(PathLookup.find("prlimit"), discovery.symbolizer(), Optional.empty());
        ProcessRunner processes = new ProcessRunner(PathLookup.find("prlimit"));
        Map<String, Optional<Tool>> tools = new HashMap<>();
        Map<String, CaseFolder> cases = new LinkedHashMap<>();
        List<String> differ = new ArrayList<>();
        List<String> misnamed = new ArrayList<>();
        List<String> flaky = new ArrayList<>();
        List<String> envSized = new ArrayList<>();
        List<String> lost = new ArrayList<>();
        int crashes = 0;
        int compared = 0;
        for (String id : CrashCases.ids()) {
            CaseFolder c = CaseFolder.read(CrashCases.dir(id));
            if (tools.computeIfAbsent(c.toolName(), discovery::find).isPresent()) cases.put(id, c);
        }
        // the cases on two threads: each is tool processes only (two cores, about half the time)
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Map<String, Future<Outcome>> outcomes = new LinkedHashMap<>();
        try {
            for (var e : cases.entrySet())
                outcomes.put(
                        e.getKey(),
                        pool.submit(() -> compare(
                                e.getKey(),
                                e.getValue(),
                                tools.get(e.getValue().toolName()).orElseThrow(),
                                runner,
                                processes,
                                symbolizer.get())));
            for (var e : outcomes.entrySet()) {
                String id = e.getKey();
                Outcome o = Futures.get(e.getValue());
                compared++;
                if (o.kind() == Kind.NO_DUMP) continue;
                crashes++;
                misnamed.addAll(o.misnamed());
                switch (o.kind()) {
                    case LOST -> lost.add(id);
                    case ENV_SIZED -> envSized.add(id);
                    case FLAKY -> flaky.add(id);
                    case DIFFER -> differ.add(id + o.detail());
                    default -> {}
                }
            }
        } finally {
            pool.shutdownNow();
        }
        System.out.printf(
                "markup symbolization: %d cases run, %d crashed with a stack dump; %d differ; trace lost by the old"
                        + " way: %d (%s); keys moved with the environment's size alone: %d (%s); flaky: %d (%s);"
                        + " frames named otherwise: %d%n",
                compared,
                crashes,
                differ.size(),
                lost.size(),
                String.join(" ", lost),
                envSized.size(),
                String.join(" ", envSized),
                flaky.size(),
                String.join(" ", flaky),
                misnamed.size());
        assertTrue(crashes > 0, "no case crashed");
        assertEquals(List.of(), misnamed);
        assertEquals(List.of(), differ);
    }

    private enum Kind {
        NO_DUMP,
        SAME,
        LOST,
        ENV_SIZED,
        FLAKY,
        DIFFER
    }

    /** How one case's keys compare: the kind, a difference's text, and frames named otherwise. */
    private record Outcome(Kind kind, String detail, List<String> misnamed) {}

    private Outcome compare(
            String id, CaseFolder c, Tool tool, ToolRunner runner, ProcessRunner processes, Path symbolizer) {
        RunRequest req =
                new RunRequest(tool, c.program(), c.pipeline(), RunLimits.defaults(), new ArrayList<>(c.extraArgs()));
        // the new way first (the cheap run): a case that prints no stack dump now has no frame to name, and some
        // crashes of the corpus come and go from run to run (a read of stale memory)
        RunResult run = runner.run(req);
        if (!run.stderr().contains("Stack dump")) return new Outcome(Kind.NO_DUMP, "", List.of());
        ProcessResult old = today(processes, symbolizer, req, null);
        if (!old.stderrText().contains("Stack dump")) return new Outcome(Kind.NO_DUMP, "", List.of());
        assertFalse(run.stderr().contains("{{{"), id + ": markup left in the stderr");
        List<String> misnamed = misnamed(id, old.stderrText(), run.stderr());
        String before = keys(old, c.pipeline());
        String now = keys(run.exitCode(), run.signal(), run.timedOut(), run.stderr(), c.pipeline());
        if (before.equals(now)) return new Outcome(Kind.SAME, "", misnamed);
        // The old way's handler runs the symbolizer from inside the crashed process: on a corrupted heap it can
        // abort there, before any frame is printed (a second glibc message in place of the trace)
        if (CrashSignature.parse(old.stderrText()).frames().isEmpty()
                && !CrashSignature.parse(run.stderr()).frames().isEmpty()) return new Outcome(Kind.LOST, "", misnamed);
        // The environment sits at the top of the stack: a stack overflow's last frames, a heap corruption's
        // message, or whether a read of stale memory crashes at all, can move with its size (the private
        // TMPDIR's name alone varies by a byte or two from run to run). The old way with about as many bytes of
        // environment as the new one:
        for (int pad = -2; pad <= 2; pad++)
            if (now.equals(keys(today(processes, symbolizer, req, pad), c.pipeline())))
                return new Outcome(Kind.ENV_SIZED, "", misnamed);
        // a crash whose site moves from run to run (heap layout, ASLR) differs between two runs of either path
        RunResult rerun = runner.run(req);
        if (!before.equals(keys(today(processes, symbolizer, req, null), c.pipeline()))
                || before.equals(
                        keys(rerun.exitCode(), rerun.signal(), rerun.timedOut(), rerun.stderr(), c.pipeline())))
            return new Outcome(Kind.FLAKY, "", misnamed);
        return new Outcome(Kind.DIFFER, "\n  before: " + before + "\n  now:    " + now, misnamed);
    }

    /** Environment bytes the new way sets beyond the old way's {@code LLVM_SYMBOLIZER_PATH=...}. */
    private static int extraEnvironment(Path symbolizer) {
        int now = "LLVM_DISABLE_SYMBOLIZATION=1".length() + 1 + "LLVM_ENABLE_SYMBOLIZER_MARKUP=1".length() + 1;
        int before = ("LLVM_SYMBOLIZER_PATH=" + symbolizer).length() + 1;
        return now - before;
    }

    /**
     * The run as the tool symbolizes it itself ({@code LLVM_SYMBOLIZER_PATH}), the way every crash ran before;
     * {@code pad} not null: with a variable making its environment as large as the new way's, give or take {@code pad}
     * bytes.
     */
    private static ProcessResult today(ProcessRunner processes, Path symbolizer, RunRequest req, Integer pad) {
        ProcessSpec spec = ProcessSpec.of(ToolRunner.toolArgs(req, "input.mlir"))
                .file("input.mlir", ProgramBytes.encode(req.programText()))
                .timeout(req.limits().timeout())
                .addressSpace(req.limits().addressSpaceBytes())
                .maxOutput(req.limits().maxOutputBytes())
                .env("LLVM_SYMBOLIZER_PATH", symbolizer.toString());
        int bytes = pad == null ? -1 : extraEnvironment(symbolizer) + pad - "P=".length() - 1;
        if (bytes >= 0) spec = spec.env("P", "x".repeat(bytes));
        return processes.run(spec);
    }

    /** Frames at the same module+offset in both traces that got different names. */
    private static List<String> misnamed(String id, String before, String now) {
        Map<String, String> names = new HashMap<>();
        for (Frame f : CrashSignature.parse(before).frames())
            if (f.binaryLocation() != null) names.put(f.binaryLocation(), String.valueOf(f.rawSymbol()));
        List<String> out = new ArrayList<>();
        for (Frame f : CrashSignature.parse(now).frames()) {
            String old = f.binaryLocation() == null ? null : names.get(f.binaryLocation());
            if (old != null && !old.equals(String.valueOf(f.rawSymbol())))
                out.add(id + " " + f.binaryLocation() + ": " + old + " / " + f.rawSymbol());
        }
        return out;
    }

    private String keys(ProcessResult r, List<String> pipeline) {
        return keys(r.exitCode(), r.signal(), r.timedOut(), r.stderrText(), pipeline);
    }

    /**
     * The cluster key and the build-local key (module+offset of unnamed frames). A stack overflow's top frames are
     * wherever the stack ran out, which moves with the size of the environment above it, so there the cluster key
     * (the recursion) is compared alone.
     */
    private String keys(Integer exit, Integer signal, boolean timedOut, String stderr, List<String> pipeline) {
        String key = judge.judge(exit, signal, timedOut, stderr, pipeline).crashKey();
        if (key != null && key.startsWith("stack overflow")) return key;
        return key + " | " + CrashSignature.parse(stderr).localKey();
    }
}
