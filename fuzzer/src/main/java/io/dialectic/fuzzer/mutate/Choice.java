package io.dialectic.fuzzer.mutate;

import io.dialectic.fuzzer.tree.Scopes;
import io.dialectic.fuzzer.tree.TreeBlock;
import io.dialectic.fuzzer.tree.TreeOp;
import io.dialectic.fuzzer.tree.TreeProgram;
import io.dialectic.fuzzer.tree.TreeValue;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Random picks shared by the rules; deterministic for a given generator state. */
final class Choice {
    private Choice() {}

    static <T> T one(List<T> items, SplittableRandom rng) {
        return items.get(rng.nextInt(items.size()));
    }

    /** Accessible values of exactly {@code type} (MLIR types are equal when their printed forms are). */
    static List<TreeValue> ofType(List<TreeValue> values, String type) {
        List<TreeValue> out = new ArrayList<>();
        for (TreeValue v : values) if (v.type().equals(type)) out.add(v);
        return out;
    }

    /** Ops a rule may delete, move or re-bind: nested in some op, not a terminator, not a module or symbol. */
    static List<TreeOp> ordinaryOps(TreeProgram p) {
        List<TreeOp> out = new ArrayList<>();
        for (TreeOp op : p.allOps()) {
            if (op.parentOp() == null || Scopes.isStructural(op) || Scopes.isTerminator(op)) continue;
            out.add(op);
        }
        return out;
    }

    /** Blocks an op can be inserted into: inside a function or deeper, not a module body. */
    static List<TreeBlock> bodyBlocks(TreeProgram p) {
        List<TreeBlock> out = new ArrayList<>();
        for (TreeBlock b : p.allBlocks()) {
            TreeOp owner = b.parentOp();
            if (owner == null || owner.name().endsWith("module")) continue;
            out.add(b);
        }
        return out;
    }

    /** The last index where an op may be inserted: before the terminator when there is one. */
    static int insertLimit(TreeBlock b) {
        List<TreeOp> ops = b.ops();
        if (ops.isEmpty()) return 0;
        return Scopes.isTerminator(ops.get(ops.size() - 1)) ? ops.size() - 1 : ops.size();
    }
}
