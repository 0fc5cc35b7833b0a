package io.dialectic.semantics.verdict;

import io.dialectic.ir.model.Operation;
import io.dialectic.semantics.interp.PrintedLine;
import java.util.Set;
import java.util.TreeSet;

/**
 * The cluster key of a miscompile: the suspect pass and what that pass changed on the backward slice of
 * the first differing printed value, the ops it took away {@code =>} the ops it put there, each written with values,
 * names and constants abstracted ({@link Rewrite}, {@link ValueSlice}):
 * {@code --canonicalize | arith.index_cast : iN -> iN => (none)}. The same rewrite
 * reached through different surrounding ops shares the key, since the ops the pass left alone cancel out. A fault
 * inside a pipeline the pass nests is the nested pass's, and the pass says so: {@code --inline (its canonicalize)}.
 * With no pass found (a fault put in the lowering) or no IR before and after it, the key keeps the slice-key form,
 * the stage and the distinct op names on the slice ({@link #bySliceOps}); for a compiled program that died where the
 * reference did not, the stage and the pipeline ({@code runtime-crash | O0}). The one written form of a run record's
 * {@code miscompile_key}: every module builds and reads it through this type ({@link #parse}, {@link #toString}).
 */
public record MiscompileKey(String pass, String what) {
    /** Between the pass and what characterizes the difference, in the written key. */
    public static final String SEPARATOR = " | ";

    /** The key of a miscompiling cell of {@code j}; null when the cell does not miscompile. */
    public static MiscompileKey of(Judgement j, CellComparison cell) {
        if (!cell.miscompiles() || j.reference() == null) return null;
        String pass =
                cell.suspectPass() == null ? (cell.faultStage() == null ? "?" : cell.faultStage()) : cell.suspectPass();
        int line = cell.firstDifference();
        if (line >= j.reference().lines().size()) return new MiscompileKey(pass, "<extra output>");
        if (cell.rewrite() != null)
            return new MiscompileKey(pass, cell.rewrite().describe());
        return bySliceOps(j, cell);
    }

    /** The slice key ({@link #bySliceOps(String, Operation)}) of a miscompiling cell of {@code j}, its pass the flag only; null when none. */
    public static MiscompileKey bySliceOps(Judgement j, CellComparison cell) {
        if (!cell.miscompiles() || j.reference() == null) return null;
        String pass = cell.suspectPass() == null
                ? (cell.faultStage() == null ? "?" : cell.faultStage())
                : outerPass(cell.suspectPass());
        int line = cell.firstDifference();
        if (line >= j.reference().lines().size()) return new MiscompileKey(pass, "<extra output>");
        PrintedLine l = j.reference().lines().get(line);
        if (l.printedBy().isEmpty()) return new MiscompileKey(pass, "<text>");
        return bySliceOps(pass, l.printedBy().get(0));
    }

    /**
     * The slice key (before the rewrite was known): {@code pass} and the sorted distinct op names on the slice of
     * the value {@code print} printed, {@code --canonicalize | arith.constant, arith.index_cast}. Kept for a slice
     * with no IR before and after a pass, and so that a campaign's keys can be compared in both forms.
     */
    public static MiscompileKey bySliceOps(String pass, Operation print) {
        Set<String> names = new TreeSet<>();
        for (Operation op : ValueSlice.of(print, false)) names.add(op.name());
        return new MiscompileKey(pass, String.join(", ", names));
    }

    /** The pass flag of a suspect: {@code --inline} of {@code --inline (its canonicalize)}. */
    public static String outerPass(String pass) {
        int nested = pass.indexOf(" (its ");
        return nested < 0 ? pass : pass.substring(0, nested);
    }

    /** The written key, as {@code miscompile_key} of run records and tables: {@code PASS | WHAT}. */
    public static MiscompileKey parse(String key) {
        int at = key.indexOf(SEPARATOR);
        return at < 0
                ? new MiscompileKey(key, "")
                : new MiscompileKey(key.substring(0, at), key.substring(at + SEPARATOR.length()));
    }

    /** The written key; null for none. */
    public static String text(MiscompileKey k) {
        return k == null ? null : k.toString();
    }

    @Override
    public String toString() {
        return what.isEmpty() ? pass : pass + SEPARATOR + what;
    }
}
