package io.dialectic.semantics.verdict;

import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the suspect pass did where the output differs: the op that printed the first differing line in the IR just
 * before the pass and in the IR just after it ({@code after} null when the pass left no such print, or it could not be
 * located), and, when the pass could not be narrowed to one pattern application, the ops of the slice found to blame
 * alone with what the pass makes of each ({@link OpIsolation}; empty when none was). {@link #describe} is the change on
 * that value's slice, abstracted, as the miscompile key writes it.
 */
public record Rewrite(Operation before, Operation after, Map<String, List<Operation>> blamed) {
    public Rewrite {
        blamed = Map.copyOf(blamed);
    }

    public Rewrite(Operation before, Operation after) {
        this(before, after, Map.of());
    }

    public Rewrite withBlamed(Map<String, List<Operation>> ops) {
        return new Rewrite(before, after, ops);
    }

    /** The ops of the slice before the pass whose abstracted form the slice after it holds fewer times. */
    public List<Operation> removed() {
        Map<String, Integer> left = after == null ? new HashMap<>() : counts(ValueSlice.of(after));
        List<Operation> out = new ArrayList<>();
        for (Operation op : ValueSlice.of(before)) {
            String form = ValueSlice.abstracted(op);
            int n = left.getOrDefault(form, 0);
            if (n > 0) left.put(form, n - 1);
            else out.add(op);
        }
        return out;
    }
    /** Written between the ops the pass took away from the slice and those it put there. */
    public static final String ARROW = " => ";
    /** One side of the change with no op. */
    public static final String NOTHING = "(none)";

    /**
     * The ops of the slice before the pass that the slice after it no longer has, {@link #ARROW}, the ops it has
     * that it had not (each side counted as a multiset of {@link ValueSlice#abstracted} forms, then written sorted and
     * distinct): {@code arith.index_cast : iN -> iN => (none)}. Ops folded only because they consume a rewritten op
     * ({@link #following}) are left out of the first side. The ops the pass
     * left alone, whatever surrounds the rewrite in one program or another, cancel out. {@code (slice unchanged)}
     * when the pass changed nothing there (it changed the value through something the slice does not follow). With
     * ops to blame, only they {@link #ARROW} what the pass makes of them.
     */
    public String describe() {
        if (!blamed.isEmpty()) {
            TreeSet<String> made = new TreeSet<>();
            for (List<Operation> ops : blamed.values()) for (Operation op : ops) made.add(ValueSlice.abstracted(op));
            return side(new TreeSet<>(blamed.keySet())) + ARROW + side(made);
        }
        List<Operation> sliceBefore = ValueSlice.of(before);
        if (after != null) {
            Set<Operation> following = following(removed());
            sliceBefore =
                    sliceBefore.stream().filter(op -> !following.contains(op)).toList();
        }
        Map<String, Integer> was = counts(sliceBefore);
        Map<String, Integer> is = after == null ? Map.of() : counts(ValueSlice.of(after));
        TreeSet<String> removed = minus(was, is), added = minus(is, was);
        if (removed.isEmpty() && added.isEmpty()) return "(slice unchanged)";
        return side(removed) + ARROW + side(added);
    }

    /**
     * The ops of {@code removed} that take a result of another removed op that is no constant: folded only because
     * what they consume was rewritten into a constant first ({@code arith.mulf} of the NaN a {@code maxnumf} fold
     * made). The folds of a pass run outside its debug counter, so one pattern application brings them along; they
     * follow the rewrite rather than make it, and would split one rewrite into a key per use of its value.
     */
    private static Set<Operation> following(List<Operation> removed) {
        Set<Operation> gone = Collections.newSetFromMap(new IdentityHashMap<>());
        gone.addAll(removed);
        Set<Operation> out = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Operation op : removed) {
            for (Operand o : op.operands()) {
                Operation def = o.value() == null ? null : o.value().definingOp();
                if (def != null
                        && def != op
                        && gone.contains(def)
                        && !def.name().endsWith(".constant")) out.add(op);
            }
        }
        return out;
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
