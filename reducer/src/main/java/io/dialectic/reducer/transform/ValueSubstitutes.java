package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.tree.OpTree;
import java.util.List;
import java.util.Set;

/**
 * Finds, for a use whose definition is being removed, another value of the
 * same type that is visible at the use: defined earlier in the same block or
 * in an enclosing block before the op that holds the use, or an argument of
 * one of those blocks, never across an op that is isolated from above. This
 * is the in-process def-use/dominance check that keeps candidates valid by
 * construction, so the oracle is not asked about programs the parser of the
 * tool would reject.
 */
public final class ValueSubstitutes {
    private ValueSubstitutes() {}

    /**
     * The nearest visible value of {@code type} at {@code user} that is not
     * defined by (or inside) a removed op, or null.
     */
    public static Value find(Operation user, String type, Set<Operation> removed) {
        if (type == null) return null;
        Operation at = user;
        while (at != null) {
            Block b = at.parent();
            if (b == null) return null;
            List<Operation> ops = b.operations();
            int idx = ops.indexOf(at);
            for (int i = idx - 1; i >= 0; i--) {
                Operation prev = ops.get(i);
                if (removed.contains(prev)) continue;
                List<Value> rs = prev.results();
                for (int r = rs.size() - 1; r >= 0; r--) {
                    Value v = rs.get(r);
                    if (type.equals(v.type()) && isPlainName(v.name())) return v;
                }
            }
            for (Value arg : b.arguments()) {
                if (type.equals(arg.type()) && isPlainName(arg.name())) return arg;
            }
            Operation owner = b.parent() == null ? null : b.parent().parent();
            if (owner == null || OpTree.isIsolatedFromAbove(owner) || removed.contains(owner)) return null;
            at = owner;
        }
        return null;
    }

    /** A name usable as an operand reference as is ({@code %x}, {@code %x#1}). */
    static boolean isPlainName(String name) {
        return name != null && name.startsWith("%") && !name.contains(":");
    }
}
