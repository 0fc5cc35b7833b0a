package io.dialectic.semantics.run;

import io.dialectic.base.process.PathLookup;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Compiles a program with the real mlir-opt of a {@link Cell} and runs the
 * result with that release's JIT runner:
 * {@code mlir-opt-N input.mlir <pipeline> -o low.mlir} (through toolchain's {@code ToolRunner}, its exit judged by
 * toolchain's {@code Judge}), then
 * {@code <runner> -e <entry> -entry-point-result=void -shared-libs=<c_runner_utils>,<runner_utils> low.mlir}
 * ({@link Processes} says why the runner is started apart). The program is never modified; every run happens in a
 * private folder of its own.
 */
public final class JitExecutor {
    /** Time allowed to each step. */
    public record Timeouts(Duration compile, Duration run) {
        public static final Timeouts DEFAULT = new Timeouts(Duration.ofSeconds(30), Duration.ofSeconds(10));
    }

    private final Timeouts timeouts;

    public JitExecutor() {
        this(Timeouts.DEFAULT);
    }

    public JitExecutor(Timeouts timeouts) {
        this.timeouts = timeouts;
    }

    /** True when the cell's optimizer, runner and runtime libraries are all present. */
    public static boolean available(ToolVersion v) {
        return onPath(v.optBinary) != null
                && onPath(v.runnerBinary) != null
                && !RunnerLibs.find(v).isEmpty();
    }

    public CellResult run(String program, Cell cell) {
        return run(program, cell, "main");
    }

    /** Compiles {@code program} as {@code cell} says and runs its zero-argument function {@code @entry}. */
    public CellResult run(String program, Cell cell, String entry) {
        return compileAndRun(program, cell, entry, true);
    }

    /**
     * Only compiles {@code program} as {@code cell} says: {@link CellStatus#NOT_RUN} when it lowers, else how compiling
     * ended (a compiler crash stays a finding whether the program terminates or not).
     */
    public CellResult compile(String program, Cell cell) {
        return compileAndRun(program, cell, "main", false);
    }

    private CellResult compileAndRun(String program, Cell cell, String entry, boolean execute) {
        Path opt = onPath(cell.tool().optBinary);
        Path runner = onPath(cell.tool().runnerBinary);
        List<Path> libs = RunnerLibs.find(cell.tool());
        if (opt == null || runner == null || libs.isEmpty()) {
            String missing = opt == null
                    ? cell.tool().optBinary
                    : runner == null
                            ? cell.tool().runnerBinary
                            : "runtime libraries of LLVM " + cell.tool().major
                                    + " (run semantics/tools/fetch-runner-libs.sh)";
            return new CellResult(cell, CellStatus.UNAVAILABLE, "", missing + " not found", 0, 0);
        }
        Tool tool = ToolRunner.toolAt(opt);
        Processes.OptRun c = Processes.opt(
                tool, program, cell.pipeline().items(), List.of("-o", "low.mlir"), timeouts.compile(), "low.mlir");
        long ms = c.result().durationMs();
        Integer exit = c.result().exitCode();
        if (c.verdict().outcome() == Outcome.TIMEOUT)
            return new CellResult(cell, CellStatus.COMPILER_TIMEOUT, "", c.stderr(), ms, 0, exit);
        if (c.verdict().crashed()) return new CellResult(cell, CellStatus.COMPILER_CRASH, "", c.stderr(), ms, 0, exit);
        if (!c.succeeded() || c.file() == null) {
            CellStatus s = LoweringGap.explains(c.stderr()) || !reads(tool, program)
                    ? CellStatus.NOT_LOWERABLE
                    : CellStatus.REJECTED;
            return new CellResult(cell, s, "", c.stderr(), ms, 0, exit);
        }
        if (!execute) return new CellResult(cell, CellStatus.NOT_RUN, "", c.stderr(), ms, 0, exit);
        List<String> run = new ArrayList<>();
        run.add(runner.toString());
        run.add("-e");
        run.add(entry);
        run.add("-entry-point-result=void");
        run.add("-shared-libs=" + libs.get(0) + "," + libs.get(1));
        if (cell.jitLevel() != null) run.add(cell.jitLevel());
        run.add("low.mlir");
        Processes.RunnerRun r = Processes.runner(run, "low.mlir", c.file(), timeouts.run());
        CellStatus s;
        if (r.timedOut()) s = CellStatus.RUNTIME_TIMEOUT;
        else if (r.exitCode() == 0) s = CellStatus.OK;
        else if (r.crashed()) s = CellStatus.RUNTIME_CRASH;
        else s = CellStatus.NOT_LOWERABLE; // the runner could not translate: the pipeline left ops it cannot lower
        return new CellResult(cell, s, r.stdout(), r.stderr(), ms, r.durationMs(), exit);
    }

    /** True when {@code opt} parses and verifies {@code program} with no pass: the version reads it. */
    private boolean reads(Tool opt, String program) {
        return Processes.opt(opt, program, List.of(), timeouts.compile()).succeeded();
    }

    static Path onPath(String binary) {
        return PathLookup.find(binary).orElse(null);
    }
}
