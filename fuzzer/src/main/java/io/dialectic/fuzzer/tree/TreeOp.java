package io.dialectic.fuzzer.tree;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * An editable operation, in the terms of MLIR's generic form:
 * {@code results = "name"(operands)[successors] <{properties}> (regions) {attributes} : (operand types) -> (result types)}.
 * Operand types are those of the values used, so re-binding an operand to a
 * value of another type changes the printed signature with it.
 * Properties and attributes are kept as text (aliases expanded).
 */
public final class TreeOp {
    private final String name;
    private TreeBlock parent;
    private final List<TreeValue> results = new ArrayList<>();
    private final List<TreeValue> operands = new ArrayList<>();
    private final List<TreeBlock> successors = new ArrayList<>();
    private final List<TreeRegion> regions = new ArrayList<>();
    private final String properties;
    private final String attributes;

    public TreeOp(String name, String properties, String attributes) {
        this.name = name;
        this.properties = properties == null ? "" : properties;
        this.attributes = attributes == null ? "" : attributes;
    }

    public String name() {
        return name;
    }

    /** The dialect namespace (text before the first dot; {@code builtin} when none). */
    public String dialect() {
        int dot = name.indexOf('.');
        return dot < 0 ? "builtin" : name.substring(0, dot);
    }

    public TreeBlock parent() {
        return parent;
    }

    void setParent(TreeBlock b) {
        this.parent = b;
    }

    /** The op whose region holds this one; null at top level. */
    public TreeOp parentOp() {
        return parent == null ? null : parent.parentOp();
    }

    public List<TreeValue> results() {
        return Collections.unmodifiableList(results);
    }

    public List<TreeValue> operands() {
        return Collections.unmodifiableList(operands);
    }

    public List<TreeBlock> successors() {
        return Collections.unmodifiableList(successors);
    }

    public List<TreeRegion> regions() {
        return Collections.unmodifiableList(regions);
    }

    public String properties() {
        return properties;
    }

    public String attributes() {
        return attributes;
    }

    public TreeValue addResult(String type) {
        TreeValue v = TreeValue.result(type, this);
        results.add(v);
        return v;
    }

    public void addOperand(TreeValue v) {
        operands.add(v);
    }

    public void setOperand(int i, TreeValue v) {
        operands.set(i, v);
    }

    public void addSuccessor(TreeBlock b) {
        successors.add(b);
    }

    public TreeRegion addRegion() {
        TreeRegion r = new TreeRegion(this);
        regions.add(r);
        return r;
    }

    /** This op and every op nested in its regions, in pre-order. */
    public List<TreeOp> selfAndDescendants() {
        List<TreeOp> out = new ArrayList<>();
        collect(this, out);
        return out;
    }

    private static void collect(TreeOp op, List<TreeOp> out) {
        out.add(op);
        for (TreeRegion r : op.regions) for (TreeBlock b : r.blocks) for (TreeOp o : b.ops()) collect(o, out);
    }

    /** True when {@code other} is this op or nested in it. */
    public boolean encloses(TreeOp other) {
        for (TreeOp p = other; p != null; p = p.parentOp()) if (p == this) return true;
        return false;
    }

    /** The text of the attribute dictionary and properties: where symbol references ({@code @f}) would show. */
    public String attributeText() {
        return properties + " " + attributes;
    }

    @Override
    public String toString() {
        return name;
    }
}
