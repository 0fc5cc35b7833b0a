package io.dialectic.semantics.verdict;

import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import java.util.List;
import java.util.function.Predicate;

/**
 * The reducer's interestingness for a miscompile: a
 * candidate program is interesting when, in the same cell, it still
 * miscompiles (differs from the reference on a line the reference fixes, so
 * it is still UB-free where it matters) and the difference is still
 * attributed to the same pass ({@code --inline (its canonicalize)} included).
 * A candidate the interpreter cannot judge, or one that became UB, is not
 * interesting. The rest of the {@link MiscompileKey} is not compared: the
 * rewrite's sides can hold folds it enabled in the ops around it (an
 * {@code addi} of the folded cast and a constant folds too), which reduction
 * should remove; the key after reduction is reported beside the key before.
 */
public final class SameMiscompile implements Predicate<String> {
    private final Cell cell;
    private final String suspectPass;
    private final DifferentialExecution execution;

    /** {@code suspectPass} null: any pass (only "still miscompiles in this cell"). */
    public SameMiscompile(Cell cell, String suspectPass) {
        this.cell = cell;
        this.suspectPass = suspectPass;
        this.execution = new DifferentialExecution(
                new ExecOptions(List.of(cell), Limits.DEFAULT, JitExecutor.Timeouts.DEFAULT, suspectPass != null));
    }

    /** The interestingness of the first miscompiling cell of {@code j}. */
    public static SameMiscompile of(Judgement j) {
        CellComparison c = j.cells().stream()
                .filter(CellComparison::miscompiles)
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "not a miscompile: " + j.verdict().label()));
        return new SameMiscompile(c.result().cell(), c.suspectPass());
    }

    @Override
    public boolean test(String candidate) {
        Judgement j = execution.run(candidate);
        if (j.verdict() != DifferentialVerdict.MISCOMPILE) return false;
        return suspectPass == null || suspectPass.equals(j.suspectPass());
    }
}
