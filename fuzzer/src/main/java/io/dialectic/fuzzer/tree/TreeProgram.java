package io.dialectic.fuzzer.tree;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * An editable copy of one program: the mutation rules (R1-R4) change it in
 * place and {@link GenericPrinter} turns it back into MLIR text. Built from
 * Dialectic's read-only program model by {@link TreeImport}.
 */
public final class TreeProgram {
    private final TreeBlock top = new TreeBlock(null);

    /** The file-level block. */
    public TreeBlock top() {
        return top;
    }

    /** Every op, in pre-order. */
    public List<TreeOp> allOps() {
        List<TreeOp> out = new ArrayList<>();
        for (TreeOp op : top.ops()) out.addAll(op.selfAndDescendants());
        return out;
    }

    /** Every block (top level first), in pre-order. */
    public List<TreeBlock> allBlocks() {
        List<TreeBlock> out = new ArrayList<>();
        out.add(top);
        for (TreeOp op : allOps()) for (TreeRegion r : op.regions()) out.addAll(r.blocks());
        return out;
    }

    /** For each value, the (op, operand index) pairs that use it; identity-keyed, insertion-ordered by op pre-order. */
    public Map<TreeValue, List<Use>> uses() {
        Map<TreeValue, List<Use>> out = new IdentityHashMap<>();
        for (TreeOp op : allOps()) {
            for (int i = 0; i < op.operands().size(); i++) {
                out.computeIfAbsent(op.operands().get(i), k -> new ArrayList<>())
                        .add(new Use(op, i));
            }
        }
        return out;
    }

    /** Operand {@code index} of {@code user}. */
    public record Use(TreeOp user, int index) {}
}
