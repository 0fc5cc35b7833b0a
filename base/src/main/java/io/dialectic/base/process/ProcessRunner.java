package io.dialectic.base.process;

import io.dialectic.base.Trees;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The one way Dialectic starts a process: a compiler, a JIT runner, a reference reducer, a child JVM of a benchmark.
 * <ul>
 *   <li><b>No shell</b>: {@link ProcessBuilder} with the argument list, so no word is ever interpreted.</li>
 *   <li><b>A private folder per run</b> ({@code dialectic-run-PID-*} in the JVM's temporary folder): the spec's files are
 *       written there byte for byte, it is the working folder (unless the spec names one) and always {@code TMPDIR}, and
 *       it is removed after the run, with what the process left there reported ({@link ProcessResult#leftFiles}). A tool
 *       that writes temporary files (mlir-opt's {@code snapshot-op-locations}) so never leaves them on the machine, and
 *       the folders of a JVM killed mid-run are removed by the next one ({@link #sweepOnce}).</li>
 *   <li><b>A clean environment</b>: only {@code PATH}, {@code HOME}, {@code LC_ALL=C}, {@code TMPDIR} and the spec's own.</li>
 *   <li><b>Limits</b>: address space through {@code prlimit --as} (util-linux; prlimit sets it on itself, then exec()s
 *       the program: the pid and exit status are the program's), output kept up to a cap (the rest is drained), and a
 *       timeout at which the process and all its descendants get SIGKILL.</li>
 *   <li><b>Byte-exact I/O</b>: stdin, stdout and stderr are bytes; decoding is the caller's choice.</li>
 *   <li><b>One exit-code convention</b>: signal N is {@code exitCode = -N}, {@code signal = N} ({@link ProcessResult}).</li>
 * </ul>
 */
public final class ProcessRunner {
    /** Private folders are named {@code dialectic-run-PID-...}: the JVM that made one can be asked whether it still lives. */
    private static final String PREFIX = "dialectic-run-";

    private static final AtomicBoolean SWEPT = new AtomicBoolean();

    private final Optional<Path> prlimit;

    /** Finds {@code prlimit} on PATH. */
    public ProcessRunner() {
        this(PathLookup.find("prlimit"));
    }

    public ProcessRunner(Optional<Path> prlimit) {
        this.prlimit = prlimit;
    }

    /** A finished run and what the caller read from its working folder before it was removed. */
    public record Inspected<T>(ProcessResult result, T value) {}

    /** Runs to the end or the timeout. */
    public ProcessResult run(ProcessSpec spec) {
        return run(spec, dir -> null).result();
    }

    /**
     * Runs, then hands the working folder (with the spec's files and whatever the process wrote there, such as
     * {@code --log-actions-to=actions.log}) to {@code afterExit} before the private folder is removed;
     * {@code afterExit} is not called when the process did not run.
     */
    public <T> Inspected<T> run(ProcessSpec spec, Function<Path, T> afterExit) {
        Running r;
        try {
            r = start(spec);
        } catch (IOException e) {
            return new Inspected<>(
                    ProcessResult.notStarted(
                            spec.argv(), "cannot run " + spec.argv().get(0) + ": " + e.getMessage()),
                    null);
        }
        return r.await(afterExit);
    }

    /** Starts the process and returns at once; {@link Running#await} collects it. */
    public Running start(ProcessSpec spec) throws IOException {
        Path own = ownFolder();
        try {
            Path work = spec.workDir() != null ? spec.workDir() : own;
            List<String> argv = command(spec);
            ProcessBuilder pb = builder(spec, argv, own, work);
            long start = System.nanoTime();
            Process p = pb.start();
            return new Running(spec, argv, own, work, p, start);
        } catch (IOException | RuntimeException e) {
            Trees.deleteQuietly(own);
            throw e instanceof IOException io ? io : new IOException(e.getMessage(), e);
        }
    }

    /**
     * Starts a process that stays and answers on its pipes ({@link LongLivedProcess}: a server read line by line, such
     * as {@code llvm-symbolizer} reading addresses on stdin): the same folder, environment and address-space limit as a
     * run; no timeout (the caller bounds each exchange), stderr discarded.
     */
    public LongLivedProcess startLongLived(ProcessSpec spec) throws IOException {
        Path own = ownFolder();
        try {
            Path work = spec.workDir() != null ? spec.workDir() : own;
            ProcessBuilder pb = builder(spec.stderrTo(ProcessSpec.DISCARD), command(spec), own, work);
            pb.redirectInput(ProcessBuilder.Redirect.PIPE);
            pb.redirectOutput(ProcessBuilder.Redirect.PIPE);
            return new LongLivedProcess(pb.start(), own);
        } catch (IOException | RuntimeException e) {
            Trees.deleteQuietly(own);
            throw e instanceof IOException io ? io : new IOException(e.getMessage(), e);
        }
    }

    private static Path ownFolder() throws IOException {
        sweepOnce();
        return Files.createTempDirectory(PREFIX + ProcessHandle.current().pid() + "-");
    }

    /** The command with the prlimit prefix when the spec limits the address space. */
    private List<String> command(ProcessSpec spec) {
        List<String> argv = new ArrayList<>();
        if (prlimit.isPresent() && spec.addressSpaceBytes() > 0) {
            argv.add(prlimit.get().toString());
            argv.add("--as=" + spec.addressSpaceBytes());
            argv.add("--");
        }
        argv.addAll(spec.argv());
        return argv;
    }

    /** The builder of a spec's process: its files written to {@code own}, redirections, the clean environment. */
    private static ProcessBuilder builder(ProcessSpec spec, List<String> argv, Path own, Path work) throws IOException {
        for (Map.Entry<String, byte[]> f : spec.files().entrySet()) Files.write(own.resolve(f.getKey()), f.getValue());
        ProcessBuilder pb = new ProcessBuilder(argv).directory(work.toFile());
        pb.redirectInput(
                spec.stdin() == null
                        ? ProcessBuilder.Redirect.from(new File("/dev/null"))
                        : ProcessBuilder.Redirect.PIPE);
        if (spec.stdoutTo() != null)
            pb.redirectOutput(
                    spec.stdoutTo().equals(ProcessSpec.DISCARD)
                            ? ProcessBuilder.Redirect.DISCARD
                            : ProcessBuilder.Redirect.to(spec.stdoutTo().toFile()));
        if (spec.stderrTo() != null)
            pb.redirectError(
                    spec.stderrTo().equals(ProcessSpec.DISCARD)
                            ? ProcessBuilder.Redirect.DISCARD
                            : ProcessBuilder.Redirect.to(spec.stderrTo().toFile()));
        Map<String, String> env = pb.environment();
        String path = env.get("PATH");
        String home = env.get("HOME");
        env.clear();
        if (path != null) env.put("PATH", path);
        if (home != null) env.put("HOME", home);
        env.put("LC_ALL", "C");
        env.put("TMPDIR", own.toString());
        env.putAll(spec.env());
        return pb;
    }

    /** A started process. */
    public static final class Running {
        private final ProcessSpec spec;
        private final List<String> argv;
        private final Path own;
        private final Path work;
        private final Process process;
        private final long start;
        private final Capped out;
        private final Capped err;
        private final Thread feeder;

        private Running(ProcessSpec spec, List<String> argv, Path own, Path work, Process process, long start) {
            this.spec = spec;
            this.argv = argv;
            this.own = own;
            this.work = work;
            this.process = process;
            this.start = start;
            this.out = spec.stdoutTo() == null
                    ? Capped.drain(process.getInputStream(), spec.maxOutputBytes(), "process-stdout")
                    : null;
            this.err = spec.stderrTo() == null
                    ? Capped.drain(process.getErrorStream(), spec.maxOutputBytes(), "process-stderr")
                    : null;
            this.feeder = spec.stdin() == null ? null : feed(process.getOutputStream(), spec.stdin());
        }

        private static Thread feed(OutputStream in, byte[] bytes) {
            Thread t = new Thread(
                    () -> {
                        try (in) {
                            in.write(bytes);
                        } catch (IOException e) {
                            // the process closed its stdin early (exited): what it read is what it got
                        }
                    },
                    "process-stdin");
            t.setDaemon(true);
            t.start();
            return t;
        }

        public long pid() {
            return process.pid();
        }

        /** Waits up to {@code ms}; true when the process has ended. */
        public boolean waitFor(long ms) throws InterruptedException {
            return process.waitFor(ms, TimeUnit.MILLISECONDS);
        }

        /** SIGKILL to the process alone, as {@code kill -9 PID} does (its children are left to it). */
        public void kill() {
            process.destroyForcibly();
        }

        /** SIGKILL to the process and everything it started (a watchdog that decides the end itself, as a batch's per-program limit). */
        public void killTree() {
            ProcessRunner.killTree(process);
        }

        /** How many stderr bytes have been kept so far (stderr read by the runner, not redirected). */
        public int stderrSize() {
            return err == null ? 0 : err.size();
        }

        /** The stderr bytes kept so far from {@code offset} on: a watchdog reads progress while the process runs. */
        public byte[] stderrFrom(int offset) {
            return err == null ? new byte[0] : err.bytesFrom(offset);
        }

        /** SIGTERM to the process alone (it may clean up: a JVM runs its shutdown hooks). */
        public void terminate() {
            process.destroy();
        }

        public ProcessResult await() {
            return await(dir -> null).result();
        }

        /** Waits for the end or the spec's timeout (then kills the tree), collects, reads the folder, removes it. */
        public <T> Inspected<T> await(Function<Path, T> afterExit) {
            try {
                boolean timedOut = false;
                int status;
                try {
                    if (!process.waitFor(spec.timeout().toMillis(), TimeUnit.MILLISECONDS)) {
                        timedOut = true;
                        ProcessRunner.killTree(process);
                    }
                    status = process.waitFor();
                } catch (InterruptedException e) {
                    ProcessRunner.killTree(process);
                    Thread.currentThread().interrupt();
                    return new Inspected<>(
                            new ProcessResult(
                                    argv,
                                    null,
                                    null,
                                    false,
                                    elapsed(),
                                    bytes(out),
                                    truncated(out),
                                    bytes(err),
                                    truncated(err),
                                    "interrupted",
                                    List.of()),
                            null);
                }
                long ms = elapsed();
                // A killed tree closes the pipes; a grandchild that escaped the kill could keep them open, so bound the
                // wait.
                join(out);
                join(err);
                Integer signal = null;
                Integer exit;
                if (timedOut) {
                    // We killed it: report our SIGKILL even if the process managed a normal exit in between.
                    signal = 9;
                    exit = -9;
                } else {
                    int[] e = ProcessResult.fromStatus(status);
                    exit = e[0];
                    signal = e[1] == 0 ? null : e[1];
                }
                ProcessResult r = new ProcessResult(
                        argv,
                        exit,
                        signal,
                        timedOut,
                        ms,
                        bytes(out),
                        truncated(out),
                        bytes(err),
                        truncated(err),
                        null,
                        leftFiles());
                return new Inspected<>(r, afterExit.apply(work));
            } finally {
                if (feeder != null) feeder.interrupt();
                Trees.deleteQuietly(own);
            }
        }

        private long elapsed() {
            return (System.nanoTime() - start) / 1_000_000;
        }

        private List<String> leftFiles() {
            TreeSet<String> names = new TreeSet<>();
            try (Stream<Path> s = Files.walk(own)) {
                s.filter(f -> !f.equals(own))
                        .forEach(f -> names.add(own.relativize(f).toString()));
            } catch (IOException e) {
                return List.of();
            }
            names.removeAll(spec.files().keySet());
            return List.copyOf(names);
        }

        private static void join(Capped c) {
            if (c == null) return;
            try {
                c.thread.join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        private static byte[] bytes(Capped c) {
            return c == null ? new byte[0] : c.bytes();
        }

        private static boolean truncated(Capped c) {
            return c != null && c.truncated;
        }
    }

    /**
     * Removes the private folders of JVMs that died without removing them (a {@code kill -9} in the middle of a run), once
     * per JVM: a run's folder is otherwise removed when the run ends, so only a dead process leaves one.
     */
    private static void sweepOnce() {
        if (SWEPT.compareAndSet(false, true)) sweep(Path.of(System.getProperty("java.io.tmpdir")));
    }

    /** Removes the private folders in {@code tmp} whose JVM is not alive. */
    static void sweep(Path tmp) {
        try (Stream<Path> s = Files.list(tmp)) {
            for (Path p :
                    s.filter(f -> f.getFileName().toString().startsWith(PREFIX)).toList()) {
                String[] parts =
                        p.getFileName().toString().substring(PREFIX.length()).split("-", 2);
                long pid;
                try {
                    pid = Long.parseLong(parts[0]);
                } catch (NumberFormatException e) {
                    continue;
                }
                if (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) continue;
                Trees.deleteQuietly(p);
            }
        } catch (IOException | RuntimeException e) {
            // nothing swept: the next JVM tries again
        }
    }

    /**
     * SIGKILLs every descendant, then the process. The descendants are listed while the process is alive (once it dies
     * they are re-parented and no longer found) and killed first, so their own parents can still reap them (a
     * container's init may not); then anything they spawned meanwhile.
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

    /** The bytes kept, readable from an offset without copying the rest. */
    private static final class Kept extends ByteArrayOutputStream {
        byte[] from(int offset) {
            return offset >= count ? new byte[0] : Arrays.copyOfRange(buf, offset, count);
        }
    }

    /** Reads a stream to its end on its own thread, keeping the first {@code cap} bytes. */
    private static final class Capped implements Runnable {
        private final InputStream in;
        private final int cap;
        private final Kept kept = new Kept();
        private volatile boolean truncated;
        private Thread thread;

        private Capped(InputStream in, int cap) {
            this.in = in;
            this.cap = cap;
        }

        static Capped drain(InputStream in, int cap, String name) {
            Capped c = new Capped(in, cap);
            c.thread = new Thread(c, name);
            c.thread.setDaemon(true);
            c.thread.start();
            return c;
        }

        @Override
        public void run() {
            byte[] buf = new byte[16 * 1024];
            try (in) {
                int n;
                while ((n = in.read(buf)) >= 0) {
                    synchronized (this) {
                        int room = cap - kept.size();
                        if (room > 0) kept.write(buf, 0, Math.min(room, n));
                        if (n > room) truncated = true;
                    }
                }
            } catch (IOException e) {
                // The process was killed and the pipe closed: keep what was read.
            }
        }

        synchronized int size() {
            return kept.size();
        }

        synchronized byte[] bytesFrom(int offset) {
            return kept.from(offset);
        }

        synchronized byte[] bytes() {
            return kept.toByteArray();
        }
    }
}
