package io.dialectic.ir.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A block: optional label ({@code ^bb1}), typed arguments, operations. */
public final class Block {
    private final String label;
    private final Region parent;
    private final List<Value> arguments = new ArrayList<>();
    private final List<Operation> operations = new ArrayList<>();
    private SourceSpan span = SourceSpan.NONE;

    public Block(String label, Region parent) {
        this.label = label;
        this.parent = parent;
    }

    /** The label as written, or null for an entry block without one. */
    public String label() {
        return label;
    }

    public Region parent() {
        return parent;
    }

    public List<Value> arguments() {
        return Collections.unmodifiableList(arguments);
    }

    public List<Operation> operations() {
        return Collections.unmodifiableList(operations);
    }

    public Value addArgument(String name, String type) {
        Value v = Value.blockArgument(name, type, this, arguments.size());
        arguments.add(v);
        return v;
    }

    public void addOperation(Operation op) {
        operations.add(op);
    }

    public SourceSpan span() {
        return span;
    }

    public void setSpan(SourceSpan span) {
        this.span = span;
    }
}
