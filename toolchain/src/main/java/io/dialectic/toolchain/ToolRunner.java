package io.dialectic.toolchain;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs one program through one pipeline on a real tool.
 *
 * <p>Process control, in order: the program is written to {@code input.mlir} in a fresh temporary
 * directory (so diagnostics read {@code input.mlir:L:C} as in the crash corpus), which is also the
 * working directory; the tool is started by {@link ProcessBuilder} with an argument list (never a
 * shell, so a pass string reaches it as one literal argument); stdin is {@code /dev/null}; stdout and
 * stderr are drained concurrently by two threads, keeping at most {@link RunLimits#maxOutputBytes()}
 * each; at the timeout the process and all its descendants are killed with SIGKILL.
 *
 * <p>Address-space limit: Java cannot set rlimits on a child, so when {@code prlimit} (util-linux) is
 * installed the argv is prefixed with {@code prlimit --as=BYTES --}. prlimit sets the limit on itself
 * and then exec()s the tool: no shell, the pid and exit status are the tool's.
 *
 * <p>Arguments: none may load code, read options from a file or write outside the run's folder
 * ({@link ForeignArgs#unsafeArgv}); such a request is not started and its result carries the reason.
 *
 * <p>Environment: cleared, then PATH, LC_ALL=C, TMPDIR, HOME and, when an {@code llvm-symbolizer} is
 * found, LLVM_SYMBOLIZER_PATH (so crash frames carry names).
 *
 * <p>Exit status: Java reports a child killed by signal N as 128+N; this class stores
 * {@code exitCode = -N} and {@code signal = N}, the convention of the crash corpus's exit_code.txt.
 */
public final class ToolRunner {
    private final Optional<Path> prlimit;
    private final Optional<Path> symbolizer;

    /** Finds prlimit and llvm-symbolizer on PATH. */
    public ToolRunner() {
        this(new ToolDiscovery());
    }

    public ToolRunner(ToolDiscovery discovery) {
        this(onPath("prlimit"), discovery.symbolizer());
    }

    public ToolRunner(Optional<Path> prlimit, Optional<Path> symbolizer) {
        this.prlimit = prlimit;
        this.symbolizer = symbolizer;
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
    public <T> Inspected<T> run(RunRequest req, java.util.function.Function<Path, T> afterExit) {
        Path dir = null;
        List<String> argv = List.of();
        if (!Files.isExecutable(req.tool().path())) {
            return new Inspected<>(new RunResult(req, List.of(), null, null, false, 0, "", false, "", false,
                    "not an executable: " + req.tool().path()), null);
        }
        List<String> args = toolArgs(req, "input.mlir");
        Optional<String> unsafe = ForeignArgs.unsafeArgv(args.subList(1, args.size()));
        if (unsafe.isPresent()) {
            // The last check on every command: whatever path a request came by, no plugin, response file or foreign output.
            return new Inspected<>(new RunResult(req, List.of(), null, null, false, 0, "", false, "", false,
                    "refused: " + unsafe.get()), null);
        }
        try {
            dir = Files.createTempDirectory("dialectic-run");
            ProgramBytes.write(dir.resolve("input.mlir"), req.programText()); // the exact bytes of the program file
            argv = new ArrayList<>();
            if (prlimit.isPresent() && req.limits().addressSpaceBytes() > 0) {
                argv.add(prlimit.get().toString());
                argv.add("--as=" + req.limits().addressSpaceBytes());
                argv.add("--");
            }
            argv.addAll(args);
            RunResult result = execute(req, argv, dir);
            return new Inspected<>(result, result.started() ? afterExit.apply(dir) : null);
        } catch (IOException e) {
            return new Inspected<>(new RunResult(req, argv, null, null, false, 0, "", false, "", false,
                    "cannot run " + req.tool().path() + ": " + e.getMessage()), null);
        } finally {
            if (dir != null) deleteTree(dir);
        }
    }

    private RunResult execute(RunRequest req, List<String> argv, Path dir) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(argv)
                .directory(dir.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        Map<String, String> env = pb.environment();
        String path = env.get("PATH");
        String home = env.get("HOME");
        env.clear();
        if (path != null) env.put("PATH", path);
        if (home != null) env.put("HOME", home);
        env.put("LC_ALL", "C");
        env.put("TMPDIR", dir.toString());
        symbolizer.ifPresent(s -> env.put("LLVM_SYMBOLIZER_PATH", s.toString()));

        long start = System.nanoTime();
        Process p = pb.start();
        CappedReader out = new CappedReader(p.getInputStream(), req.limits().maxOutputBytes());
        CappedReader err = new CappedReader(p.getErrorStream(), req.limits().maxOutputBytes());
        Thread to = new Thread(out, "tool-stdout");
        Thread te = new Thread(err, "tool-stderr");
        to.setDaemon(true);
        te.setDaemon(true);
        to.start();
        te.start();
        boolean timedOut = false;
        int status;
        try {
            if (!p.waitFor(req.limits().timeout().toMillis(), TimeUnit.MILLISECONDS)) {
                timedOut = true;
                killTree(p);
            }
            status = p.waitFor();
            long durationMs = (System.nanoTime() - start) / 1_000_000;
            // A killed tree closes the pipes; a grandchild that escaped the kill could keep them open, so bound the wait.
            to.join(2000);
            te.join(2000);
            Integer signal = null;
            Integer exit = status;
            if (timedOut) {
                // We killed it: report our SIGKILL even if the process managed a normal exit in between.
                signal = 9;
                exit = -9;
            } else if (status > 128 && status < 128 + 65) {
                signal = status - 128;
                exit = -signal;
            }
            return new RunResult(req, argv, exit, signal, timedOut, durationMs,
                    out.text(), out.truncated(), err.text(), err.truncated(), null);
        } catch (InterruptedException e) {
            killTree(p);
            Thread.currentThread().interrupt();
            return new RunResult(req, argv, null, null, false, (System.nanoTime() - start) / 1_000_000,
                    out.text(), out.truncated(), err.text(), err.truncated(), "interrupted");
        }
    }

    /**
     * SIGKILLs every descendant, then the process. The descendants are listed while the process is
     * alive (once it dies they are re-parented and no longer found) and killed first, so their own
     * parents can still reap them (a container's init may not); then anything they spawned meanwhile.
     */
    static void killTree(Process p) {
        List<ProcessHandle> descendants = p.descendants().toList();
        for (ProcessHandle h : descendants) {
            List<ProcessHandle> late = h.descendants().toList();
            h.destroyForcibly();
            late.forEach(ProcessHandle::destroyForcibly);
        }
        p.destroyForcibly();
    }

    private static Optional<Path> onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) return Optional.empty();
        for (String d : path.split(File.pathSeparator)) {
            if (d.isEmpty()) continue;
            Path p = Path.of(d, name);
            if (Files.isExecutable(p)) return Optional.of(p);
        }
        return Optional.empty();
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(f -> {
                try {
                    Files.deleteIfExists(f);
                } catch (IOException e) {
                    // Leftover temp files are harmless; never fail a run for them.
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // idem
        }
    }

    /** Reads a stream to its end, keeping the first {@code cap} bytes. */
    private static final class CappedReader implements Runnable {
        private final InputStream in;
        private final int cap;
        private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
        private volatile boolean truncated;

        CappedReader(InputStream in, int cap) {
            this.in = in;
            this.cap = cap;
        }

        @Override
        public void run() {
            byte[] buf = new byte[16 * 1024];
            try (in) {
                int n;
                while ((n = in.read(buf)) >= 0) {
                    int room = cap - kept.size();
                    if (room > 0) kept.write(buf, 0, Math.min(room, n));
                    if (n > room) truncated = true;
                }
            } catch (IOException e) {
                // The process was killed and the pipe closed: keep what was read.
            }
        }

        synchronized String text() {
            return kept.toString(StandardCharsets.UTF_8);
        }

        boolean truncated() {
            return truncated;
        }
    }
}
