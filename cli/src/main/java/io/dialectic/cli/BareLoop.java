package io.dialectic.cli;

import io.dialectic.fuzzer.exec.CandidateExecutor;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.ProgramBytes;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.record.RunRecord;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The baseline of {@code bench fuzz}: the mutants a campaign ran, run again by {@code jobs} threads that
 * each start the tool on a mutant file with the same pipeline, the same run arguments and the same limits
 * (timeout; address space through {@code prlimit} when installed, as {@link io.dialectic.toolchain.ToolRunner}
 * does) and nothing else: no mutation, no output kept (stdout and stderr discarded), no classification,
 * no records, no trigger observation. The files are written before the clock starts.
 */
final class BareLoop {
    private BareLoop() {}

    /** Runs done and wall time. */
    record Result(int runs, long millis) {
        double perSecond() {
            return millis == 0 ? 0 : runs * 1000.0 / millis;
        }
    }

    /** Command lines for the records' programs, their files written under {@code work}. */
    static List<List<String>> commands(List<RunRecord> records, Tool tool, List<String> flags, RunLimits limits, Path work) throws IOException {
        Optional<Path> prlimit = onPath("prlimit");
        List<List<String>> out = new ArrayList<>();
        for (RunRecord r : records) {
            if (r.programText() == null) continue;
            Path f = work.resolve("m-" + r.seq() + ".mlir");
            ProgramBytes.write(f, r.programText());
            List<String> argv = new ArrayList<>();
            if (prlimit.isPresent() && limits.addressSpaceBytes() > 0) {
                argv.add(prlimit.get().toString());
                argv.add("--as=" + limits.addressSpaceBytes());
                argv.add("--");
            }
            argv.add(tool.path().toString());
            argv.add(f.toString());
            argv.addAll(PassPipeline.toArgs(r.pipeline()));
            argv.addAll(flags);
            argv.addAll(CandidateExecutor.RUN_ARGS);
            out.add(argv);
        }
        return out;
    }

    static Result run(List<List<String>> commands, int jobs, RunLimits limits) throws InterruptedException {
        AtomicInteger next = new AtomicInteger();
        List<Thread> workers = new ArrayList<>();
        long start = System.nanoTime();
        for (int w = 0; w < jobs; w++) {
            Thread t = new Thread(() -> {
                for (int i; (i = next.getAndIncrement()) < commands.size(); ) runOne(commands.get(i), limits);
            }, "bare-loop");
            t.start();
            workers.add(t);
        }
        for (Thread t : workers) t.join();
        return new Result(commands.size(), (System.nanoTime() - start) / 1_000_000);
    }

    private static void runOne(List<String> argv, RunLimits limits) {
        try {
            Process p = new ProcessBuilder(argv)
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!p.waitFor(limits.timeout().toMillis(), TimeUnit.MILLISECONDS)) {
                p.destroyForcibly();
                p.waitFor();
            }
        } catch (IOException e) {
            // a run that cannot start counts as done, as in the fuzzer (an error record)
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Optional<Path> onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) return Optional.empty();
        for (String d : path.split(File.pathSeparator)) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, name))) return Optional.of(Path.of(d, name));
        }
        return Optional.empty();
    }
}
