package io.dialectic.semantics.verdict;

import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.PrintedLine;
import io.dialectic.semantics.run.CellResult;
import io.dialectic.semantics.run.CellStatus;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Decides the {@link DifferentialVerdict} from the reference execution and the compiled
 * cells' results, in the order the {@link DifferentialVerdict} documentation gives. A
 * difference on a line whose reference value depends on poison, or any
 * difference after the reference reached immediate UB, is {@code ub}, never
 * {@code miscompile}.
 */
public final class DifferentialOracle {
    private DifferentialOracle() {}

    private static final Set<CellStatus> COMPILED =
            EnumSet.of(CellStatus.OK, CellStatus.RUNTIME_CRASH, CellStatus.RUNTIME_TIMEOUT, CellStatus.NOT_RUN);
    private static final Set<CellStatus> NOT_LOWERED = EnumSet.of(CellStatus.REJECTED, CellStatus.COMPILER_TIMEOUT);

    public static Judgement judge(Execution reference, List<CellResult> results) {
        List<CellComparison> cells = new ArrayList<>();
        boolean referenceJudges = reference != null && reference.status() == Execution.Status.COMPLETED;
        for (CellResult r : results) cells.add(compare(referenceJudges ? reference : null, r));

        for (CellResult r : results) {
            if (r.status() == CellStatus.COMPILER_CRASH)
                return new Judgement(
                        DifferentialVerdict.COMPILER_CRASH, r.cell().label() + " crashed", reference, cells);
        }
        List<CellResult> compiled =
                results.stream().filter(r -> COMPILED.contains(r.status())).toList();
        List<CellResult> rejected =
                results.stream().filter(r -> NOT_LOWERED.contains(r.status())).toList();
        if (compiled.isEmpty()) {
            boolean gap = results.stream().anyMatch(r -> r.status() == CellStatus.NOT_LOWERABLE);
            String why = results.isEmpty()
                    ? "no cells"
                    : !rejected.isEmpty()
                            ? "no cell lowered the program"
                            : gap ? "no cell's pipeline can lower the program" : "no cell is runnable here";
            return new Judgement(DifferentialVerdict.NOT_EXECUTABLE, why, reference, cells);
        }
        if (reference != null && reference.status() == Execution.Status.STEP_LIMIT) {
            // nothing to compare: whatever the cells did (time out, or finish where the reference could not) is no bug
            return new Judgement(
                    DifferentialVerdict.NON_TERMINATING,
                    "the reference ran out of its step budget (" + reference.message()
                            + "): the program does not terminate, or not within the budget",
                    reference,
                    cells);
        }
        if (reference != null && reference.status() == Execution.Status.UNDEFINED) {
            return new Judgement(DifferentialVerdict.UB, "immediate UB: " + reference.ub(), reference, cells);
        }
        if (referenceJudges) {
            for (CellComparison c : cells) {
                if (c.miscompiles()) {
                    return new Judgement(
                            DifferentialVerdict.MISCOMPILE,
                            c.result().cell().label() + " differs from the reference on line "
                                    + (c.firstDifference() + 1),
                            reference,
                            cells);
                }
            }
            if (!reference.isWellDefined()) {
                PrintedLine p = reference.lines().stream()
                        .filter(l -> !l.isDefined())
                        .findFirst()
                        .orElseThrow();
                return new Judgement(
                        DifferentialVerdict.UB,
                        "printed value depends on poison: " + p.poisonedBy().get(0),
                        reference,
                        cells);
            }
        }
        if (!rejected.isEmpty()) {
            return new Judgement(
                    DifferentialVerdict.REJECTION,
                    "lowered by " + compiled.get(0).cell().label() + ", rejected by "
                            + rejected.get(0).cell().label(),
                    reference,
                    cells);
        }
        for (CellResult r : compiled) {
            if (r.status() != CellStatus.OK) {
                return new Judgement(
                        DifferentialVerdict.RUNTIME_DIVERGENCE,
                        r.cell().label() + " " + r.status().label()
                                + (referenceJudges ? " where the reference completed" : ""),
                        reference,
                        cells);
            }
        }
        if (!referenceJudges) {
            List<String> first = OutputNormalizer.lines(compiled.get(0).stdout());
            for (CellResult r : compiled) {
                if (!OutputNormalizer.lines(r.stdout()).equals(first)) {
                    return new Judgement(
                            DifferentialVerdict.RUNTIME_DIVERGENCE,
                            "cells disagree and the reference cannot judge ("
                                    + (reference == null ? "no reference" : reference.message()) + ")",
                            reference,
                            cells);
                }
            }
            return new Judgement(
                    DifferentialVerdict.AGREE,
                    "cells agree; no reference (" + (reference == null ? "none" : reference.message()) + ")",
                    reference,
                    cells);
        }
        return new Judgement(
                DifferentialVerdict.AGREE, "every lowered cell prints the reference output", reference, cells);
    }

    /** The first line where {@code r}'s output leaves the reference's, and whether the reference fixes that line. */
    static CellComparison compare(Execution reference, CellResult r) {
        if (reference == null || !COMPILED.contains(r.status())) return new CellComparison(r, -1, false);
        List<String> got = OutputNormalizer.lines(r.stdout());
        List<PrintedLine> want = reference.lines();
        boolean complete = r.status() == CellStatus.OK;
        int n = Math.max(got.size(), want.size());
        for (int i = 0; i < n; i++) {
            if (i >= got.size()) {
                // A crashed or hung program may stop early: missing lines are not a value difference.
                if (!complete) return new CellComparison(r, -1, false);
                return new CellComparison(r, i, want.get(i).isDefined());
            }
            if (i >= want.size()) return new CellComparison(r, i, true);
            String expected = OutputNormalizer.line(want.get(i).text());
            boolean cutShort =
                    !complete && i == got.size() - 1 && !r.stdout().endsWith("\n") && expected.startsWith(got.get(i));
            if (!expected.equals(got.get(i)) && !cutShort)
                return new CellComparison(r, i, want.get(i).isDefined());
        }
        return new CellComparison(r, -1, false);
    }
}
