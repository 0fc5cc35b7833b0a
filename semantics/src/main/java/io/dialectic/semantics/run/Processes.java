package io.dialectic.semantics.run;

import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Verdict;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * How semantics starts the compiler and the JIT runner, and who judges their exits.
 *
 * <p>{@code mlir-opt} is the compiler under test: it starts through toolchain's {@link ToolRunner} (the run's private
 * folder holding {@code input.mlir}, the clean environment, the address-space limit, the argument checks, a crash's
 * frames named) and its exit is judged by toolchain's {@link Judge}, as every other run of it is.
 *
 * <p>The JIT runner ({@code mlir-cpu-runner-19}, {@code mlir-runner-22}) is not: it must load the runtime libraries
 * ({@code -shared-libs=}), which {@link ToolRunner} refuses on purpose for every command it starts, and it runs the
 * compiled program, not the compiler, so there is no pipeline, no crash key of the compiler and no address-space
 * limit to share (the JIT reserves memory of its own). It starts through base's {@link ProcessRunner} (no shell, a
 * private folder, a clean environment, a tree kill at the timeout); whether it crashed is still {@link Judge}'s
 * outcome rules, the one definition of a crash.
 */
final class Processes {
    private Processes() {}

    /** Output beyond this many bytes is cut (a runaway print loop, a module dump per pass, must not fill memory). */
    static final int MAX_OUTPUT = 1 << 20;

    private static final ProcessRunner RUNNER = new ProcessRunner();
    private static final ToolRunner TOOLS = new ToolRunner();
    private static final Judge JUDGE = Judge.defaults();

    /** One run of {@code mlir-opt}, its judged exit, and the file it was asked to write in its folder (null when none). */
    record OptRun(RunResult result, Verdict verdict, byte[] file) {
        /** A text of at most {@link #MAX_OUTPUT} bytes, marked when it was cut. */
        String stdout() {
            return cut(result.stdout(), result.stdoutTruncated());
        }

        String stderr() {
            return cut(result.stderr(), result.stderrTruncated());
        }

        /** It ran to exit status 0 within its time. */
        boolean succeeded() {
            return !result.timedOut() && result.exitCode() != null && result.exitCode() == 0;
        }
    }

    /**
     * Runs {@code opt} as {@code opt input.mlir PIPELINE ARGS} on {@code program}; when {@code output} is not null, reads
     * the file of that name the tool wrote in its folder ({@code -o low.mlir}).
     *
     * @throws UncheckedIOException when the tool could not be started at all
     */
    static OptRun opt(
            Tool opt, String program, List<String> pipeline, List<String> args, Duration timeout, String output) {
        RunRequest req = new RunRequest(opt, program, pipeline, limits(timeout), args);
        ToolRunner.Inspected<byte[]> i = TOOLS.run(req, dir -> output == null ? null : read(dir.resolve(output)));
        RunResult r = i.result();
        if (!r.started())
            throw new UncheckedIOException(new IOException("cannot run " + opt.path() + ": " + r.error()));
        return new OptRun(r, JUDGE.judge(r, pipeline), i.value());
    }

    /** {@link #opt} with no pipeline and no file read back. */
    static OptRun opt(Tool opt, String program, List<String> args, Duration timeout) {
        return opt(opt, program, List.of(), args, timeout, null);
    }

    /** The tool's limits for semantics' runs: the toolchain's address space, {@code timeout}, {@link #MAX_OUTPUT}. */
    private static RunLimits limits(Duration timeout) {
        RunLimits d = RunLimits.defaults();
        return new RunLimits(timeout, MAX_OUTPUT, d.addressSpaceBytes());
    }

    /** How the JIT runner ended: exit code in Dialectic's one convention ({@code -N} for signal N), output. */
    record RunnerRun(ProcessResult result, String stdout, String stderr) {
        boolean timedOut() {
            return result.timedOut();
        }

        int exitCode() {
            return result.exitCode();
        }

        long durationMs() {
            return result.durationMs();
        }

        /** Crashed by the outcome rules every run of the compiler is judged by. */
        boolean crashed() {
            return JUDGE.judge(result.exitCode(), result.signal(), result.timedOut(), stderr, List.of())
                    .crashed();
        }
    }

    /** Runs the JIT runner's {@code command} with the file {@code name} holding {@code text} in its working folder. */
    static RunnerRun runner(List<String> command, String name, byte[] text, Duration timeout) {
        ProcessResult r = RUNNER.run(
                ProcessSpec.of(command).file(name, text).timeout(timeout).maxOutput(MAX_OUTPUT));
        if (!r.started())
            throw new UncheckedIOException(new IOException("cannot run " + command.get(0) + ": " + r.error()));
        return new RunnerRun(
                r,
                cut(new String(r.stdout(), StandardCharsets.UTF_8), r.stdoutTruncated()),
                cut(new String(r.stderr(), StandardCharsets.UTF_8), r.stderrTruncated()));
    }

    private static byte[] read(Path f) {
        try {
            return Files.isRegularFile(f) ? Files.readAllBytes(f) : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static String cut(String text, boolean cut) {
        return text + (cut ? "\n[output cut]" : "");
    }
}
