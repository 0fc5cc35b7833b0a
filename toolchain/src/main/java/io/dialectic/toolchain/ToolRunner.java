package io.dialectic.toolchain;

import io.dialectic.base.ProgramBytes;
import io.dialectic.base.process.PathLookup;
import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.symbolize.GdbBacktrace;
import io.dialectic.toolchain.symbolize.GdbRetrace;
import io.dialectic.toolchain.symbolize.MarkupTrace;
import io.dialectic.toolchain.symbolize.Symbolizers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Runs one program through one pipeline on a real tool, through the one process runner of {@code base}
 * ({@link ProcessRunner}: no shell, a clean environment, a private working and temporary folder removed after the
 * run, the address-space limit through {@code prlimit}, a tree kill at the timeout, one exit-code convention).
 *
 * <p>The program is the file {@code input.mlir} of the run's private folder, with its exact bytes (so diagnostics read
 * {@code input.mlir:L:C} as in the crash corpus); stdin is {@code /dev/null}; stdout and stderr are kept up to
 * {@link RunLimits#maxOutputBytes()} each. When an {@code llvm-symbolizer} is found, crash frames carry names as
 * if the tool had run it ({@code LLVM_SYMBOLIZER_PATH}), but the tool prints its trace as symbolizer markup and one
 * long-lived symbolizer per tool names the frames ({@link MarkupTrace}, {@link Symbolizers}): the same text for the
 * crash's key, without reading the tool's symbol tables again for every crash. A tool without markup, or a trace the
 * markup leaves open, is run again the old way.
 *
 * <p>Arguments: none may load code, read options from a file or write outside the run's folder
 * ({@link ForeignArgs#unsafeArgv}); such a request is not started and its result carries the reason.
 *
 * <p>Exit status: a child killed by signal N has {@code exitCode = -N} and {@code signal = N}, the convention of the
 * crash corpus's exit_code.txt.
 */
public final class ToolRunner {
    private final ProcessRunner processes;
    private final Optional<Path> symbolizer;
    private final GdbRetrace gdb;

    /** Finds prlimit and llvm-symbolizer on PATH. */
    public ToolRunner() {
        this(new ToolDiscovery());
    }

    public ToolRunner(ToolDiscovery discovery) {
        this(PathLookup.find("prlimit"), discovery.symbolizer());
    }

    public ToolRunner(Optional<Path> prlimit, Optional<Path> symbolizer) {
        this(prlimit, symbolizer, PathLookup.find("gdb"));
    }

    /** @param gdb Debian's gdb, for the crashes LLVM's unwinder cannot walk ({@link GdbRetrace}); empty: none */
    public ToolRunner(Optional<Path> prlimit, Optional<Path> symbolizer, Optional<Path> gdb) {
        this.processes = new ProcessRunner(prlimit);
        this.symbolizer = symbolizer;
        this.gdb = new GdbRetrace(processes, gdb);
    }

    /** Runs with a tool given by its executable path only (tests, fake tools). */
    public static Tool toolAt(Path executable) {
        return new Tool(executable.getFileName().toString(), executable.toAbsolutePath(), "unknown");
    }

    /** The command the tool would see, without the prlimit prefix, with the program at {@code input}. */
    public static List<String> toolArgs(RunRequest req, String input) {
        List<String> cmd = new ArrayList<>();
        cmd.add(req.tool().path().toString());
        cmd.add(input);
        cmd.addAll(PassPipeline.toArgs(req.pipeline()));
        cmd.addAll(req.extraArgs());
        return cmd;
    }

    /**
     * Starts {@code argv} (tool first, {@code input.mlir} holding {@code input}) and returns at once, for a caller that
     * watches the run itself (a batch's per-program limit): the same checks, environment and limits as {@link #run}, with
     * {@code timeout} and {@code maxOutput} for the whole process. A crash here is not symbolized
     * ({@code LLVM_DISABLE_SYMBOLIZATION}): a batch's crashing program is rerun alone, and that run's trace is the record's;
     * symbolizing the batch's would double the cost of every crash (llvm-symbolizer reads libLLVM's debug info).
     */
    public ProcessRunner.Running start(
            List<String> argv, byte[] input, RunLimits limits, Duration timeout, int maxOutput) throws IOException {
        Optional<String> refused = refusal(argv);
        if (refused.isPresent()) throw new IOException(refused.get());
        return processes.start(spec(argv, input, limits, timeout, maxOutput).env("LLVM_DISABLE_SYMBOLIZATION", "1"));
    }

    /**
     * Why {@code argv} is not started: its tool is not executable, or (the last check on every command, whatever path a
     * request came by) it would load a plugin, read a response file or write outside the run.
     */
    private static Optional<String> refusal(List<String> argv) {
        if (!Files.isExecutable(Path.of(argv.get(0)))) return Optional.of("not an executable: " + argv.get(0));
        return ForeignArgs.unsafeArgv(argv.subList(1, argv.size())).map(u -> "refused: " + u);
    }

    /** The process of a run: {@code input.mlir} with the program's exact bytes in its private folder, the limits. */
    private static ProcessSpec spec(
            List<String> argv, byte[] input, RunLimits limits, Duration timeout, int maxOutput) {
        return ProcessSpec.of(argv)
                .file("input.mlir", input)
                .timeout(timeout)
                .addressSpace(limits.addressSpaceBytes())
                .maxOutput(maxOutput);
    }

    public RunResult run(RunRequest req) {
        return run(req, dir -> null).result();
    }

    /** A run and what {@code afterExit} read from its working directory. */
    public record Inspected<T>(RunResult result, T value) {}

    /**
     * Runs, then hands the run's working directory (holding {@code input.mlir} and any file the tool
     * wrote there by a relative path, such as {@code --log-actions-to=actions.log}) to
     * {@code afterExit} before it is deleted. {@code afterExit} is not called when the tool never started.
     */
    public <T> Inspected<T> run(RunRequest req, Function<Path, T> afterExit) {
        Inspected<T> run = runOnce(req, afterExit);
        return withGdbTrace(req, run);
    }

    /**
     * A crash whose stderr holds no frame, or only the faulting one, past the signal handler (LLVM's unwinder stopped
     * at the signal frame, or the dump was lost between threads) is rerun once under gdb ({@link GdbRetrace}), and gdb's frames are appended to its
     * stderr under {@link GdbBacktrace#HEADER}: the record then says where its trace came from, and every reader of
     * stderr (the judge, {@code analyze}, a person) reads the frames (docs/ARCHITECTURE.md "Crash site").
     */
    private <T> Inspected<T> withGdbTrace(RunRequest req, Inspected<T> run) {
        RunResult r = run.result();
        if (r.signal() == null || r.timedOut() || !traceless(r)) return run;
        Optional<String> bt = gdb.trace(
                toolArgs(req, "input.mlir"),
                ProgramBytes.encode(req.programText()),
                req.limits().timeout(),
                req.limits().addressSpaceBytes(),
                req.limits().maxOutputBytes());
        if (bt.isEmpty()) return run;
        String stderr = r.stderr().isEmpty() || r.stderr().endsWith("\n") ? r.stderr() : r.stderr() + "\n";
        return new Inspected<>(r.withStderr(stderr + bt.get()), run.value());
    }

    /** LLVM's trace stops at the faulting frame or before it ({@link CrashSignature#stopsAtFault}). */
    private static boolean traceless(RunResult r) {
        return CrashSignature.parse(r.stderr(), List.of(), r.signal()).stopsAtFault();
    }

    private <T> Inspected<T> runOnce(RunRequest req, Function<Path, T> afterExit) {
        List<String> args = toolArgs(req, "input.mlir");
        Optional<String> refused = refusal(args);
        if (refused.isPresent())
            return new Inspected<>(
                    new RunResult(req, List.of(), null, null, false, 0, "", false, "", false, refused.get()), null);
        ProcessSpec spec = spec(
                args,
                ProgramBytes.encode(req.programText()),
                req.limits(),
                req.limits().timeout(),
                req.limits().maxOutputBytes());
        if (symbolizer.isEmpty()) return inspected(req, processes.run(spec, afterExit), null);
        ProcessRunner.Inspected<T> run = processes.run(
                spec.env("LLVM_DISABLE_SYMBOLIZATION", "1").env("LLVM_ENABLE_SYMBOLIZER_MARKUP", "1"), afterExit);
        String stderr = run.result().stderrText();
        // LLVM's crash handler says "Stack dump" before its trace, in whatever form it prints it
        if (!stderr.contains("Stack dump") && !stderr.contains("{{{bt:")) return inspected(req, run, null);
        if (!run.result().stderrTruncated()) {
            Optional<String> named = MarkupTrace.find(stderr)
                    .flatMap(t -> t.symbolized(Symbolizers.forTool(
                            processes, symbolizer.get(), req.tool().path())));
            if (named.isPresent()) return inspected(req, run, named.get());
        }
        // a tool that prints no markup, a frame whose module the markup leaves open: the crash names its frames itself
        return inspected(
                req,
                processes.run(spec.env("LLVM_SYMBOLIZER_PATH", symbolizer.get().toString()), afterExit),
                null);
    }

    /** The run's result; {@code stderr} replaces the process's when not null (its frames named). */
    private static <T> Inspected<T> inspected(RunRequest req, ProcessRunner.Inspected<T> run, String stderr) {
        ProcessResult p = run.result();
        return new Inspected<>(
                new RunResult(
                        req,
                        p.argv(),
                        p.exitCode(),
                        p.signal(),
                        p.timedOut(),
                        p.durationMs(),
                        p.stdoutText(),
                        p.stdoutTruncated(),
                        stderr != null ? stderr : p.stderrText(),
                        p.stderrTruncated(),
                        p.error()),
                run.value());
    }
}
