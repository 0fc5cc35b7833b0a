package io.dialectic.semantics.verdict;

import java.util.Locale;

/**
 * The one verdict of a differential execution (reference semantics vs
 * compiled cells), decided in this order by {@link DifferentialOracle}:
 * <ol>
 * <li>{@link #COMPILER_CRASH}: mlir-opt crashed in some cell;</li>
 * <li>{@link #NOT_EXECUTABLE}: no cell lowered the program (or none is installed); a cell whose pipeline cannot
 *     take the program (cell status {@code not-lowerable}) never makes it a rejection;</li>
 * <li>{@link #NON_TERMINATING}: the reference ran out of its step budget ({@code scf.while} whose condition stays
 *     true): the program does not terminate, or not within the budget, so there is no expected output to compare
 *     and no bug is claimed; the compiled cells are not run ({@link DifferentialExecution}), whose timeouts would
 *     only say the same slowly;</li>
 * <li>{@link #UB}: the reference reached immediate UB (then nothing is fixed);</li>
 * <li>{@link #MISCOMPILE}: a compiled cell printed something else than the
 *     reference on a line whose value does not depend on poison (Ratte's
 *     DT-R), or printed it then died;</li>
 * <li>{@link #UB}: no such difference, but a printed value depends on poison;</li>
 * <li>{@link #REJECTION}: lowered in one cell, rejected in another;</li>
 * <li>{@link #RUNTIME_DIVERGENCE}: a compiled program died or hung where the
 *     reference completed with the same output so far, or the reference
 *     cannot judge the program and the compiled cells disagree among themselves
 *     (DT-O without a reference: a miscompile or UB, not told apart);</li>
 * <li>{@link #AGREE}: all lowered cells print the reference output (or, with no
 *     reference, the same output).</li>
 * </ol>
 */
public enum DifferentialVerdict {
    AGREE,
    MISCOMPILE,
    UB,
    RUNTIME_DIVERGENCE,
    COMPILER_CRASH,
    REJECTION,
    NOT_EXECUTABLE,
    NON_TERMINATING;

    /** {@code runtime-divergence}: the name in JSON and reports. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
