package io.dialectic.semantics.verdict;

import io.dialectic.ir.model.Operation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * What the suspect pass did where the output differs: the op that printed the first differing line in the IR just
 * before the pass and in the IR just after it ({@code after} null when the pass left no such print, or it could not be
 * located). {@link #describe} is the change on that value's slice, abstracted, as the miscompile key writes it.
 */
public record Rewrite(Operation before, Operation after) {
    /** Written between the ops the pass took away from the slice and those it put there. */
    public static final String ARROW = " => ";
    /** One side of the change with no op. */
    public static final String NOTHING = "(none)";

    /**
     * The ops of the slice before the pass that the slice after it no longer has, {@link #ARROW}, the ops it has
     * that it had not (each side counted as a multiset of {@link ValueSlice#abstracted} forms, then written sorted and
     * distinct): {@code arith.index_cast : i8 -> index; arith.index_cast : index -> i8 => (none)}. The ops the pass
     * left alone, whatever surrounds the rewrite in one program or another, cancel out. {@code (slice unchanged)}
     * when the pass changed nothing there (it changed the value through something the slice does not follow).
     */
    public String describe() {
        Map<String, Integer> was = counts(ValueSlice.of(before));
        Map<String, Integer> is = after == null ? Map.of() : counts(ValueSlice.of(after));
        TreeSet<String> removed = minus(was, is), added = minus(is, was);
        if (removed.isEmpty() && added.isEmpty()) return "(slice unchanged)";
        return side(removed) + ARROW + side(added);
    }

    private static Map<String, Integer> counts(List<Operation> ops) {
        Map<String, Integer> out = new HashMap<>();
        for (Operation op : ops) out.merge(ValueSlice.abstracted(op), 1, Integer::sum);
        return out;
    }

    private static TreeSet<String> minus(Map<String, Integer> a, Map<String, Integer> b) {
        TreeSet<String> out = new TreeSet<>();
        a.forEach((op, n) -> {
            if (n > b.getOrDefault(op, 0)) out.add(op);
        });
        return out;
    }

    private static String side(TreeSet<String> ops) {
        return ops.isEmpty() ? NOTHING : String.join("; ", new ArrayList<>(ops));
    }
}
