package io.dialectic.semantics.search;

import io.dialectic.semantics.gen.GeneratedProgram;
import io.dialectic.semantics.gen.ProgramBatch;
import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.CellResult;
import io.dialectic.semantics.run.CellStatus;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.verdict.OutputNormalizer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

/**
 * One batch of generated programs through the whole matrix at the cost of one compile + JIT run per cell
 * (a process start is the dominant cost): the programs are put in one module ({@link ProgramBatch}), the
 * module is interpreted once, and each cell's output is compared line by line with it. A differing line
 * points at the program that prints it; a module that does not run OK in a cell is halved until the
 * programs that make it fail stand alone. The suspects are then for the caller to judge one by one
 * ({@code DifferentialExecution}); every other program printed exactly the reference output in every cell.
 * Used by {@code fuzz --oracle differential}.
 */
public final class BatchMatrix {
    /**
     * @param suspects  indexes (into the batch) of the programs to judge alone, ascending
     * @param cells     each cell's result on the whole module (status, times)
     * @param problem   why the batch could not be checked (its reference is not well defined), else null
     */
    public record Result(List<Integer> suspects, Map<Cell, CellResult> cells, String problem) {}

    private final Interpreter interpreter;
    private final JitExecutor executor;

    public BatchMatrix(Interpreter interpreter, JitExecutor executor) {
        this.interpreter = interpreter;
        this.executor = executor;
    }

    /** The batch through every cell; {@code workers} runs the cells at once (null: one after another). */
    public Result run(List<GeneratedProgram> batch, List<Cell> cells, ExecutorService workers) {
        String module = ProgramBatch.module(batch);
        Execution reference = interpreter.run(module, "main");
        if (!reference.isWellDefined())
            return new Result(List.of(), Map.of(), "reference " + reference.status() + " " + reference.message());
        List<Integer> owner = lineOwners(batch);
        List<String> want = OutputNormalizer.lines(reference.stdout());
        List<CompletableFuture<CellResult>> runs = new ArrayList<>();
        for (Cell c : cells) {
            runs.add(
                    workers == null
                            ? CompletableFuture.completedFuture(executor.run(module, c))
                            : CompletableFuture.supplyAsync(() -> executor.run(module, c), workers));
        }
        Map<Cell, CellResult> results = new LinkedHashMap<>();
        TreeSet<Integer> suspects = new TreeSet<>();
        for (int k = 0; k < cells.size(); k++) {
            Cell c = cells.get(k);
            CellResult r = runs.get(k).join();
            results.put(c, r);
            if (r.status() != CellStatus.OK) {
                suspects.addAll(failing(batch, 0, batch.size(), c));
                continue;
            }
            List<String> got = OutputNormalizer.lines(r.stdout());
            for (int i = 0; i < want.size(); i++) {
                if (i >= got.size() || !want.get(i).equals(got.get(i))) suspects.add(owner.get(i));
            }
        }
        return new Result(new ArrayList<>(suspects), results, null);
    }

    /** Indexes (into the batch) of the programs in {@code [from, to)} whose module does not run OK in cell {@code c}. */
    private List<Integer> failing(List<GeneratedProgram> batch, int from, int to, Cell c) {
        if (to - from == 1) return List.of(from);
        int mid = (from + to) / 2;
        List<Integer> out = new ArrayList<>();
        if (executor.run(ProgramBatch.module(batch.subList(from, mid)), c).status() != CellStatus.OK)
            out.addAll(failing(batch, from, mid, c));
        if (executor.run(ProgramBatch.module(batch.subList(mid, to)), c).status() != CellStatus.OK)
            out.addAll(failing(batch, mid, to, c));
        return out;
    }

    /** For each line of the batch's expected output, the index of the program that prints it. */
    private static List<Integer> lineOwners(List<GeneratedProgram> batch) {
        List<Integer> owner = new ArrayList<>();
        for (int p = 0; p < batch.size(); p++) {
            int n = OutputNormalizer.lines(batch.get(p).expected()).size();
            for (int i = 0; i < n; i++) owner.add(p);
        }
        return owner;
    }
}
