package io.dialectic.ir.odg;

import io.dialectic.ir.model.Value;

/**
 * One ODG edge. Equality is identity on purpose: the ODG is a multigraph, so
 * an op that uses two results of another op has two DATA edges to it, and an
 * op using its parent's block argument has both a CONTROL and a DATA edge
 * from the parent.
 */
public final class OdgEdge {
    private final EdgeKind kind;
    private final Value value;

    OdgEdge(EdgeKind kind, Value value) {
        this.kind = kind;
        this.value = value;
    }

    public EdgeKind kind() {
        return kind;
    }

    /** The value carried by a DATA edge; null for a CONTROL edge. */
    public Value value() {
        return value;
    }

    @Override
    public String toString() {
        return kind == EdgeKind.DATA ? "data(" + value.name() + ")" : "control";
    }
}
