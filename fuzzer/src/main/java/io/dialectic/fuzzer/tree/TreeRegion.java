package io.dialectic.fuzzer.tree;

import java.util.ArrayList;
import java.util.List;

/** A region of an editable op: its blocks, in order. */
public final class TreeRegion {
    private final TreeOp parent;
    final List<TreeBlock> blocks = new ArrayList<>();

    TreeRegion(TreeOp parent) {
        this.parent = parent;
    }

    public TreeOp parent() {
        return parent;
    }

    public List<TreeBlock> blocks() {
        return blocks;
    }

    public TreeBlock addBlock() {
        TreeBlock b = new TreeBlock(this);
        blocks.add(b);
        return b;
    }
}
