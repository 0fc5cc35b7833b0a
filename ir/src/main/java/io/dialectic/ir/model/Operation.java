package io.dialectic.ir.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One operation as written in the source, in either form:
 * generic {@code %r:2 = "d.op"(%a)[^bb1] <{props}> ({...}) {attrs} : (t) -> (t, t)}
 * or custom {@code %r = d.op %a, %b {attrs} : t}.
 *
 * <p>The name is always the full {@code dialect.op} name. For custom form the
 * reader records the name as written and, where MLIR's default-dialect sugar
 * applies ({@code return} inside {@code func.func}), the name it stands for.
 */
public final class Operation {
    /** How the operation was written. */
    public enum Form {
        GENERIC,
        CUSTOM
    }

    private final String name;
    private final Form form;
    private final Block parent;
    private final List<Value> results = new ArrayList<>();
    private final List<Operand> operands = new ArrayList<>();
    private final List<String> successors = new ArrayList<>();
    private final List<Region> regions = new ArrayList<>();
    private String attributes = "";
    private String properties = "";
    private List<String> signatureOperandTypes = List.of();
    private List<String> signatureResultTypes = List.of();
    private SourceSpan span = SourceSpan.NONE;
    private String writtenName;
    private boolean implicit;

    public Operation(String name, Form form, Block parent) {
        this.name = name;
        this.form = form;
        this.parent = parent;
    }

    /** Full name, e.g. {@code arith.addi}; bare builtin names keep no prefix ({@code module} -> {@code builtin.module}). */
    public String name() {
        return name;
    }

    /** The dialect namespace: the text before the first dot, {@code builtin} when there is none. */
    public String dialect() {
        int dot = name.indexOf('.');
        return dot < 0 ? "builtin" : name.substring(0, dot);
    }

    public Form form() {
        return form;
    }

    /** The name as written in the source ({@code return} for {@code func.return}); same as {@link #name()} for generic form. */
    public String writtenName() {
        return writtenName == null ? name : writtenName;
    }

    public void setWrittenName(String writtenName) {
        this.writtenName = writtenName;
    }

    /**
     * True for an op the reader added from the op definitions because the
     * custom form leaves it implicit (an elided {@code SingleBlockImplicitTerminator},
     * the body of a named linalg op); its span is zero-length, where it would
     * stand in the text.
     */
    public boolean isImplicit() {
        return implicit;
    }

    public void setImplicit(boolean implicit) {
        this.implicit = implicit;
    }

    /** The block this op stands in; null for a top-level op. */
    public Block parent() {
        return parent;
    }

    /** The op whose region holds this op, or null at top level. */
    public Operation parentOp() {
        if (parent == null || parent.parent() == null) return null;
        return parent.parent().parent();
    }

    public List<Value> results() {
        return Collections.unmodifiableList(results);
    }

    public List<Operand> operands() {
        return Collections.unmodifiableList(operands);
    }

    /** Successor block labels as written ({@code ^bb1}). */
    public List<String> successors() {
        return Collections.unmodifiableList(successors);
    }

    public List<Region> regions() {
        return Collections.unmodifiableList(regions);
    }

    /** The attribute dictionary text including braces, or empty. */
    public String attributes() {
        return attributes;
    }

    /** The generic-form properties text {@code <{...}>}, or empty. */
    public String properties() {
        return properties;
    }

    /** Operand types printed in the op's trailing signature (generic form), or empty. */
    public List<String> signatureOperandTypes() {
        return signatureOperandTypes;
    }

    /** Result types printed in the op's trailing signature, or empty. */
    public List<String> signatureResultTypes() {
        return signatureResultTypes;
    }

    public SourceSpan span() {
        return span;
    }

    public Value addResult(String valueName, String type) {
        Value v = Value.result(valueName, type, this, results.size());
        results.add(v);
        return v;
    }

    public Operand addOperand(String reference, SourceSpan span) {
        Operand o = new Operand(reference, span);
        operands.add(o);
        return o;
    }

    public void addSuccessor(String label) {
        successors.add(label);
    }

    public Region addRegion() {
        Region r = new Region(this);
        regions.add(r);
        return r;
    }

    public void setAttributes(String attributes) {
        this.attributes = attributes;
    }

    public void setProperties(String properties) {
        this.properties = properties;
    }

    public void setSignature(List<String> operandTypes, List<String> resultTypes) {
        this.signatureOperandTypes = List.copyOf(operandTypes);
        this.signatureResultTypes = List.copyOf(resultTypes);
    }

    public void setSpan(SourceSpan span) {
        this.span = span;
    }

    /** Types of the operands, from the values used (null entries where unknown). */
    public List<String> operandTypes() {
        List<String> out = new ArrayList<>(operands.size());
        for (int i = 0; i < operands.size(); i++) {
            String t = operands.get(i).type();
            if (t == null && i < signatureOperandTypes.size()) t = signatureOperandTypes.get(i);
            out.add(t);
        }
        return out;
    }

    /** Types of the results (null entries where unknown). */
    public List<String> resultTypes() {
        List<String> out = new ArrayList<>(results.size());
        for (Value v : results) out.add(v.type());
        return out;
    }

    /** All ops nested in this op's regions, at any depth, in source order. */
    public List<Operation> descendants() {
        List<Operation> out = new ArrayList<>();
        ArrayDeque<Operation> stack = new ArrayDeque<>();
        for (int i = regions.size() - 1; i >= 0; i--) pushBlocks(regions.get(i), stack);
        while (!stack.isEmpty()) {
            Operation op = stack.pop();
            out.add(op);
            for (int i = op.regions.size() - 1; i >= 0; i--) pushBlocks(op.regions.get(i), stack);
        }
        return out;
    }

    private static void pushBlocks(Region r, ArrayDeque<Operation> stack) {
        List<Block> bs = r.blocks();
        for (int b = bs.size() - 1; b >= 0; b--) {
            List<Operation> ops = bs.get(b).operations();
            for (int i = ops.size() - 1; i >= 0; i--) stack.push(ops.get(i));
        }
    }

    @Override
    public String toString() {
        return name + "@" + span.line();
    }
}
