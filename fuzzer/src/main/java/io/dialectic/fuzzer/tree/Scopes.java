package io.dialectic.fuzzer.tree;

import java.util.ArrayList;
import java.util.List;

/**
 * Which values an op placed at a given point may use. Conservative SSA
 * dominance on the tree: the arguments of the block, the results of the ops
 * before the point, then the same for each enclosing block up to (not
 * across) an op that is isolated from above. Values from other blocks of a
 * multi-block region are never offered (they may not dominate).
 */
public final class Scopes {
    private Scopes() {}

    /** Values usable by an op inserted at {@code index} of {@code block}; nearest first. */
    public static List<TreeValue> accessibleAt(TreeBlock block, int index) {
        List<TreeValue> out = new ArrayList<>();
        TreeBlock b = block;
        int limit = index;
        while (b != null) {
            List<TreeOp> ops = b.ops();
            for (int i = Math.min(limit, ops.size()) - 1; i >= 0; i--)
                out.addAll(ops.get(i).results());
            out.addAll(b.arguments());
            TreeOp owner = b.parentOp();
            if (owner == null || isIsolatedFromAbove(owner)) break;
            b = owner.parent();
            limit = b.indexOf(owner);
        }
        return out;
    }

    /** Values usable by {@code op} where it stands now. */
    public static List<TreeValue> accessibleTo(TreeOp op) {
        return accessibleAt(op.parent(), op.parent().indexOf(op));
    }

    /**
     * MLIR's IsolatedFromAbove trait is not in the text; the ops that carry it
     * in practice are modules and symbol-defining functions, which is what
     * this recognises: a name ending in {@code module}, or a {@code sym_name}
     * together with a region ({@code func.func}, {@code llvm.func}, {@code gpu.func}...).
     */
    public static boolean isIsolatedFromAbove(TreeOp op) {
        if (op.name().endsWith("module") || op.name().endsWith(".func")) return true;
        return !op.regions().isEmpty() && op.attributeText().contains("sym_name");
    }

    /** True for an op a mutation must not touch as a whole: modules, functions and other symbols. */
    public static boolean isStructural(TreeOp op) {
        return op.name().endsWith("module") || op.attributeText().contains("sym_name");
    }

    /**
     * True when {@code op} ends its block in a region that needs a terminator:
     * the last op of a block whose owner is not a module. Terminators are never
     * deleted, moved or inserted; new ops go before them.
     */
    public static boolean isTerminator(TreeOp op) {
        TreeBlock b = op.parent();
        if (b == null || b.parentOp() == null) return false;
        if (!op.successors().isEmpty()) return true;
        if (b.parentOp().name().endsWith("module")) return false;
        return b.ops().get(b.ops().size() - 1) == op;
    }
}
