package io.dialectic.bench.fuzz;

import io.dialectic.base.ProgramBytes;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.fuzzer.exec.CandidateExecutor;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.record.RunRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The baseline of {@code bench fuzz}: the mutants a campaign ran, run again by {@code jobs} threads that
 * each start the tool on a mutant with the same pipeline, the same run arguments and the same limits, through
 * the same process runner as the fuzzer ({@link ProcessRunner}: its private folder with the program file, its
 * clean environment, {@code prlimit} when installed), so both pay the same process start, and nothing else:
 * no mutation, no output kept (stdout and stderr discarded), no classification, no records, no trigger observation.
 */
public final class BareLoop {
    private BareLoop() {}

    /** Runs done and wall time. */
    public record Result(int runs, long millis) {
        public double perSecond() {
            return millis == 0 ? 0 : runs * 1000.0 / millis;
        }
    }

    /** What to run for the records' programs. */
    public static List<ProcessSpec> commands(List<RunRecord> records, Tool tool, List<String> flags, RunLimits limits) {
        List<ProcessSpec> out = new ArrayList<>();
        for (RunRecord r : records) {
            if (r.programText() == null) continue;
            List<String> argv = new ArrayList<>();
            argv.add(tool.path().toString());
            argv.add("input.mlir");
            argv.addAll(PassPipeline.toArgs(r.pipeline()));
            argv.addAll(flags);
            argv.addAll(CandidateExecutor.RUN_ARGS);
            out.add(ProcessSpec.of(argv)
                    .file("input.mlir", ProgramBytes.encode(r.programText()))
                    .timeout(limits.timeout())
                    .addressSpace(limits.addressSpaceBytes())
                    .stdoutTo(ProcessSpec.DISCARD)
                    .stderrTo(ProcessSpec.DISCARD));
        }
        return out;
    }

    public static Result run(List<ProcessSpec> commands, int jobs) throws InterruptedException {
        ProcessRunner runner = new ProcessRunner();
        AtomicInteger next = new AtomicInteger();
        List<Thread> workers = new ArrayList<>();
        long start = System.nanoTime();
        for (int w = 0; w < jobs; w++) {
            // a run that cannot start counts as done, as in the fuzzer (an error record)
            Thread t = new Thread(
                    () -> {
                        for (int i; (i = next.getAndIncrement()) < commands.size(); ) runner.run(commands.get(i));
                    },
                    "bare-loop");
            t.start();
            workers.add(t);
        }
        for (Thread t : workers) t.join();
        return new Result(commands.size(), (System.nanoTime() - start) / 1_000_000);
    }
}
