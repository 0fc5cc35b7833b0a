package io.dialectic.ir.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A region of an operation: a list of blocks. */
public final class Region {
    private final Operation parent;
    private final List<Block> blocks = new ArrayList<>();
    private SourceSpan span = SourceSpan.NONE;

    public Region(Operation parent) {
        this.parent = parent;
    }

    /** The op that owns this region; null only for the program's top level. */
    public Operation parent() {
        return parent;
    }

    public List<Block> blocks() {
        return Collections.unmodifiableList(blocks);
    }

    public Block addBlock(String label) {
        Block b = new Block(label, this);
        blocks.add(b);
        return b;
    }

    public SourceSpan span() {
        return span;
    }

    public void setSpan(SourceSpan span) {
        this.span = span;
    }
}
