package io.dialectic.semantics.search;

import io.dialectic.semantics.gen.GeneratedProgram;
import io.dialectic.semantics.gen.UbFreeGenerator;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.verdict.DifferentialExecution;
import io.dialectic.semantics.verdict.DifferentialVerdict;
import io.dialectic.semantics.verdict.ExecOptions;
import io.dialectic.semantics.verdict.Judgement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A differential campaign over generated UB-free programs: programs are
 * generated in batches, each batch compiled and run as one module in every
 * cell; a cell whose output leaves the reference on some line points at the
 * program that printed that line, which is then judged alone (verdict and
 * pass attribution) by {@link DifferentialExecution}. Batching makes the
 * matrix cost per program a fraction of a process start.
 *
 * <p>Order of calls per batch: generate {@code batchSize} programs -> interpret
 * the module -> run each cell (a module that dies is halved until the dying
 * programs stand alone) -> for each program with a differing line, judge it
 * alone -> keep the miscompiles and runtime divergences. Stops at the budget or the program count.
 */
public final class MiscompileSearch {
    /** What to search: generator seed and options, batch size, matrix, time budget, at most this many programs. */
    public record Options(
            long seed,
            UbFreeGenerator.Options generator,
            int batchSize,
            List<Cell> cells,
            Duration budget,
            int maxPrograms) {}

    /** One program judged {@code miscompile} or {@code runtime-divergence}, and its judgement. */
    public record Finding(GeneratedProgram program, Judgement judgement) {}

    /** How much was run and what was found. */
    public record Report(int programs, int batches, long elapsedMs, List<Finding> findings, List<String> problems) {
        public double programsPerSecond() {
            return elapsedMs == 0 ? 0 : programs * 1000.0 / elapsedMs;
        }
    }

    public Report run(Options o) {
        UbFreeGenerator generator = new UbFreeGenerator(o.seed(), o.generator());
        BatchMatrix matrix = new BatchMatrix(new Interpreter(), new JitExecutor());
        DifferentialExecution judge = new DifferentialExecution(
                new ExecOptions(o.cells(), Limits.DEFAULT, JitExecutor.Timeouts.DEFAULT, true));
        long t0 = System.nanoTime();
        long deadline = t0 + o.budget().toNanos();
        int programs = 0;
        int batches = 0;
        List<Finding> findings = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        while (programs < o.maxPrograms() && System.nanoTime() < deadline) {
            List<GeneratedProgram> batch = new ArrayList<>();
            for (int i = 0; i < o.batchSize() && programs + i < o.maxPrograms(); i++) batch.add(generator.next());
            BatchMatrix.Result checked = matrix.run(batch, o.cells(), null);
            if (checked.problem() != null) {
                problems.add("batch " + batches + ": " + checked.problem());
            } else {
                for (int p : checked.suspects()) {
                    Judgement j = judge.run(batch.get(p).text());
                    if (j.verdict() == DifferentialVerdict.MISCOMPILE
                            || j.verdict() == DifferentialVerdict.RUNTIME_DIVERGENCE)
                        findings.add(new Finding(batch.get(p), j));
                    else if (j.verdict() != DifferentialVerdict.AGREE)
                        problems.add("batch " + batches + " program " + p + ": "
                                + j.verdict().label() + " " + j.reason());
                }
            }
            programs += batch.size();
            batches++;
        }
        return new Report(programs, batches, (System.nanoTime() - t0) / 1_000_000, findings, problems);
    }
}
