package io.dialectic.toolchain.batch;

import io.dialectic.base.ProgramBytes;
import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.ToolRunner;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs many programs through one {@code mlir-opt} process ({@code --split-input-file}), each program's record being the
 * one its lone run gives: outcome (from its own output: a chunk prints a module exactly when it succeeded), stderr with
 * its own locations, and nothing of its neighbours. Starting the tool (registering every dialect and pass) costs tens of
 * milliseconds; a small program's compile costs a few, so this is where fuzzing throughput comes from.
 *
 * <p>Requests are grouped by what the process is started with (tool, pipeline, flags, limits); a group goes in batches of
 * {@link #batchSize} programs laid out by {@link BatchFile} and cut back by {@link BatchOutput}. A request that cannot
 * share a process ({@link BatchRules#alone}) runs alone.
 *
 * <p>Faults: a crash, a timeout or a memory kill ends the process. The programs that finished keep their results; the
 * program that was running is rerun alone and its record is that lone run (exact stderr, exit, signature); the rest go to
 * a new batch. When the lone run does not fault, the record is the lone run's and carries the batch's fault as a
 * {@link BatchFault} (not reproducible alone: it is never counted as that program's crash). Limits are per program: the
 * watchdog takes a program out of its batch once it has run {@link #slowAfter} (a fifth of its timeout, at least 1 s:
 * the time since the previous program finished) and runs it alone with its whole timeout.
 */
public final class BatchRunner {
    /** Batch size chosen by the runner. */
    public static final int AUTO = 0;
    /** Programs per process when automatic, and the text a batch may hold. */
    static final int AUTO_SIZE = 64;
    /** How {@link #AUTO} chooses, for help texts. */
    public static final String AUTO_SIZE_TEXT = "up to " + AUTO_SIZE + " programs and 4 MiB of text";

    static final int MAX_BATCH_CHARS = 4 << 20;
    private static final long POLL_MS = 5;

    private final ToolRunner tools;
    private final int batchSize;

    /** @param batchSize programs per process: {@link #AUTO}, or 1 to run every program alone (the old behaviour) */
    public BatchRunner(ToolRunner tools, int batchSize) {
        if (batchSize < 0) throw new IllegalArgumentException("batch size must be >= 0");
        this.tools = tools;
        this.batchSize = batchSize == AUTO ? AUTO_SIZE : batchSize;
    }

    public int batchSize() {
        return batchSize;
    }

    /** Runs every request; one result each (the one its lone run gives), in order. */
    public List<Batched<RunResult>> run(List<RunRequest> requests) {
        return run(requests, plain);
    }

    /**
     * How a kind of batch is run and read: the flags its process gets, a program's value from its part of a shared
     * process, and from a lone run. Plain batches give {@link RunResult}s; observed ones (optimization triggers) add the
     * dumps and the action log.
     */
    public interface Chunks<T> {
        /** Adds the action-log separators and takes stdout as the action log instead of the outputs. */
        boolean observed();

        /** What the process gets besides the pipeline (the request's flags, {@code -o} left to the runner). */
        List<String> flags(RunRequest first);

        /** Program {@code req}'s value from what it printed in a shared process, its lone-run locations restored. */
        T cut(RunRequest req, String stderr, String stdout, long ms);

        /** Its value from a lone run. */
        T alone(RunRequest req);

        /** The run a value records (a fault is a signal, a timeout or an exit other than 0 and 1). */
        RunResult result(T value);
    }

    /** A program's value, the batch fault its lone run did not reproduce (else null), and whether it came from a shared process. */
    public record Batched<T>(T value, BatchFault fault, boolean shared) {}

    private final Chunks<RunResult> plain = new Chunks<>() {
        @Override
        public boolean observed() {
            return false;
        }

        @Override
        public List<String> flags(RunRequest first) {
            return BatchRules.withoutOutput(first.extraArgs());
        }

        @Override
        public RunResult cut(RunRequest req, String stderr, String stdout, long ms) {
            // A chunk prints its module exactly when it succeeded (the outputs of failed chunks are empty).
            return BatchRunner.result(req, !stdout.isEmpty(), stderr, stdout, ms);
        }

        @Override
        public RunResult alone(RunRequest req) {
            return tools.run(req);
        }

        @Override
        public RunResult result(RunResult value) {
            return value;
        }
    };

    /** Runs every request the way {@code chunks} says; one value each, in order. */
    public <T> List<Batched<T>> run(List<RunRequest> requests, Chunks<T> chunks) {
        @SuppressWarnings({"unchecked", "rawtypes"}) // a generic array can only be created raw
        Batched<T>[] out = new Batched[requests.size()];
        Map<List<Object>, List<Integer>> groups = new LinkedHashMap<>();
        for (int i = 0; i < requests.size(); i++) {
            RunRequest r = requests.get(i);
            if (batchSize == 1 || BatchRules.alone(r) != null) {
                out[i] = new Batched<>(chunks.alone(r), null, false);
                continue;
            }
            groups.computeIfAbsent(
                            List.of(r.tool().path(), r.pipeline(), r.extraArgs(), r.limits()), k -> new ArrayList<>())
                    .add(i);
        }
        for (List<Integer> g : groups.values()) runGroup(requests, g, chunks, out);
        return Arrays.asList(out);
    }

    private <T> void runGroup(List<RunRequest> requests, List<Integer> group, Chunks<T> chunks, Batched<T>[] out) {
        Deque<Integer> queue = new ArrayDeque<>(group);
        boolean separatorsFault = false;
        while (!queue.isEmpty()) {
            if (separatorsFault) {
                // The pipeline crashes on the separator module (an empty module): the rest of the group runs alone.
                for (int i : queue) out[i] = new Batched<>(chunks.alone(requests.get(i)), null, false);
                return;
            }
            if (queue.size() == 1) {
                int only = queue.poll();
                out[only] = new Batched<>(chunks.alone(requests.get(only)), null, false);
                return;
            }
            List<Integer> batch = take(requests, queue);
            RunRequest first = requests.get(batch.get(0));
            Started s = start(first, chunks.flags(first), programs(requests, batch), chunks.observed());
            if (s == null || !s.cut.anyStarted()) {
                // The process ended before its first program (a flag this tool refuses, a limit): each runs alone, as
                // it would.
                for (int i : batch) out[i] = new Batched<>(chunks.alone(requests.get(i)), null, false);
                continue;
            }
            List<Integer> again = new ArrayList<>();
            // A separator that died is no program's fault: the programs after it were never started.
            boolean faulted = s.cut.separatorFault() >= 0;
            separatorsFault = faulted;
            int resolved = 0;
            for (int i = 0; i < batch.size(); i++) {
                int idx = batch.get(i);
                RunRequest req = requests.get(idx);
                BatchOutput.Part p = s.cut.parts().get(i);
                boolean whole = p != null
                        && p.stdout() != null
                        && (s.cut.complete() || !BatchRules.reportsAtEnd(req.programText()));
                if (whole) {
                    long prev = i == 0 ? 0 : s.cut.parts().get(i - 1).endMs();
                    out[idx] = new Batched<>(
                            chunks.cut(req, p.stderr(), p.stdout(), Math.max(0, p.endMs() - prev)), null, true);
                    resolved++;
                } else if (p == null && !faulted) {
                    // The program that was running when the process ended: its record is its lone run.
                    faulted = true;
                    T lone = chunks.alone(req);
                    RunResult l = chunks.result(lone);
                    // A program the watchdog cut short was slow, not faulty: it simply runs alone, with its whole
                    // limit.
                    boolean batchFault = !s.cutShort && abnormal(s.result.exitCode(), s.result.signal());
                    boolean loneFault = l.timedOut() || abnormal(l.exitCode(), l.signal());
                    BatchFault fault =
                            batchFault && !loneFault ? BatchFault.of(s, i, batch.size(), requests, batch) : null;
                    out[idx] = new Batched<>(lone, fault, false);
                    resolved++;
                } else {
                    again.add(idx);
                }
            }
            if (resolved == 0 && !again.isEmpty()) {
                // Nothing could be cut back out (an action log without its separators): the first runs alone, so the
                // group ends.
                int firstIdx = again.remove(0);
                out[firstIdx] = new Batched<>(chunks.alone(requests.get(firstIdx)), null, false);
            }
            for (int k = again.size() - 1; k >= 0; k--) queue.addFirst(again.get(k));
        }
    }

    /** A process that ended neither with success nor with a rejection (exit 0 or 1): a signal, or another status. */
    private static boolean abnormal(Integer exitCode, Integer signal) {
        return signal != null || (exitCode != null && exitCode != 0 && exitCode != 1);
    }

    /**
     * How long one program may take inside a batch before it is taken out and run alone with its whole {@code timeout}: a
     * fifth of it, at least 1 s (never more than the timeout). A program that times out is rerun alone anyway (its record is
     * that run), so waiting out its whole limit in the batch first would pay every timeout twice.
     */
    static Duration slowAfter(Duration timeout) {
        Duration fifth = timeout.dividedBy(5);
        Duration floor = Duration.ofSeconds(1);
        Duration d = fifth.compareTo(floor) < 0 ? floor : fifth;
        return d.compareTo(timeout) > 0 ? timeout : d;
    }

    /** The next batch: up to {@link #batchSize} programs and {@link #MAX_BATCH_CHARS} of text (at least one). */
    private List<Integer> take(List<RunRequest> requests, Deque<Integer> queue) {
        List<Integer> batch = new ArrayList<>();
        long chars = 0;
        while (!queue.isEmpty() && batch.size() < batchSize) {
            int next = queue.peek();
            long len = requests.get(next).programText().length();
            if (!batch.isEmpty() && chars + len > MAX_BATCH_CHARS) break;
            batch.add(queue.poll());
            chars += len;
        }
        return batch;
    }

    private static List<String> programs(List<RunRequest> requests, List<Integer> batch) {
        List<String> p = new ArrayList<>(batch.size());
        for (int i : batch) p.add(requests.get(i).programText());
        return p;
    }

    /** A batch that ran: the process's end, whether the watchdog killed it, and its output cut per program. */
    record Started(ProcessResult result, boolean cutShort, BatchOutput.Cut cut, String stderr, BatchFile file) {}

    /** Runs one batch with {@code flags} (the pipeline's arguments are added); null when it could not start or be cut. */
    private Started start(RunRequest first, List<String> flags, List<String> programs, boolean observed) {
        BatchFile file = BatchFile.of(programs, observed);
        List<String> argv = new ArrayList<>(ToolRunner.toolArgs(
                new RunRequest(first.tool(), "", first.pipeline(), first.limits(), flags), BatchFile.INPUT));
        argv.add(file.splitFlag());
        if (!observed) argv.add(file.outputMarkerFlag());
        argv.add("-o");
        argv.add(observed ? "/dev/null" : "-"); // an observed batch's stdout carries the action log
        RunLimits limits = first.limits();
        int n = programs.size();
        long cap = (long) limits.maxOutputBytes() * (n + 1) + (1 << 20);
        Duration perProgram = slowAfter(limits.timeout());
        // The process as a whole may take every program's limit; the watchdog applies each program's own.
        Duration whole = perProgram.multipliedBy(n + 1);
        ProcessRunner.Running running;
        try {
            running = tools.start(
                    argv, ProgramBytes.encode(file.text()), limits, whole, (int) Math.min(Integer.MAX_VALUE - 8, cap));
        } catch (IOException e) {
            return null;
        }
        long t0 = System.nanoTime();
        long[] endMs = new long[n + 2];
        byte[] token = file.endToken().getBytes(StandardCharsets.UTF_8);
        int ends = 0;
        int scanned = 0;
        long lastProgress = t0;
        boolean cutShort = false;
        try {
            while (!running.waitFor(POLL_MS)) {
                int size = running.stderrSize();
                if (size > scanned) {
                    // A token that starts here ends past what was scanned before, so it was not counted then.
                    int from = Math.max(0, scanned - token.length + 1);
                    int fresh = count(running.stderrFrom(from), token);
                    long now = System.nanoTime();
                    for (int j = 0; j < fresh && ends < endMs.length; j++) endMs[ends++] = (now - t0) / 1_000_000;
                    if (fresh > 0) lastProgress = now;
                    scanned = size;
                }
                if (System.nanoTime() - lastProgress > perProgram.toNanos()) {
                    cutShort = true;
                    running.killTree();
                    break;
                }
            }
        } catch (InterruptedException e) {
            running.killTree();
            Thread.currentThread().interrupt();
        }
        ProcessResult r = running.await();
        long total = (System.nanoTime() - t0) / 1_000_000;
        for (int j = ends; j < endMs.length; j++) endMs[j] = total;
        String stderr = r.stderrText();
        try {
            BatchOutput.Cut cut = BatchOutput.cut(file, stderr, r.stdoutText(), Arrays.copyOf(endMs, n + 1));
            return new Started(r, cutShort, cut, stderr, file);
        } catch (IllegalStateException e) {
            return null;
        }
    }

    static int count(byte[] hay, byte[] needle) {
        int n = 0;
        outer:
        for (int i = 0; i + needle.length <= hay.length; i++) {
            for (int j = 0; j < needle.length; j++) if (hay[i + j] != needle[j]) continue outer;
            n++;
            i += needle.length - 1;
        }
        return n;
    }

    /** The lone run's result of program {@code req} from its part of a batch: {@code ok} is its exit status 0 (else 1). */
    public static RunResult result(RunRequest req, boolean ok, String stderr, String stdout, long ms) {
        int cap = req.limits().maxOutputBytes();
        Capped err = Capped.of(stderr, cap);
        Capped out = BatchRules.wantsOutput(req.extraArgs()) ? Capped.of(stdout, cap) : new Capped("", false);
        return new RunResult(
                req,
                ToolRunner.toolArgs(req, BatchFile.INPUT),
                ok ? 0 : 1,
                null,
                false,
                ms,
                out.text,
                out.truncated,
                err.text,
                err.truncated,
                null);
    }

    /** Text kept to a byte cap, as a lone run keeps the first bytes of a stream. */
    private record Capped(String text, boolean truncated) {
        static Capped of(String s, int cap) {
            byte[] b = s.getBytes(StandardCharsets.UTF_8);
            if (b.length <= cap) return new Capped(s, false);
            return new Capped(new String(b, 0, cap, StandardCharsets.UTF_8), true);
        }
    }

    @Override
    public String toString() {
        return "batches of " + batchSize;
    }
}
