package io.dialectic.ir.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A parsed MLIR source: its top-level operations (an implicit module's
 * contents when the source does not write {@code module}), alias
 * definitions, token count and the diagnostics the reader produced.
 * A program with diagnostics is still a usable partial model.
 */
public final class Program {
    private final String text;
    private final Block top = new Block(null, null);
    private final List<Diagnostic> diagnostics = new ArrayList<>();
    private final List<String> aliases = new ArrayList<>();
    private int tokenCount;

    public Program(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    /** The top-level block: what stands at file level, in order. */
    public Block topLevel() {
        return top;
    }

    public List<Operation> topLevelOperations() {
        return top.operations();
    }

    public List<Diagnostic> diagnostics() {
        return Collections.unmodifiableList(diagnostics);
    }

    public void addDiagnostic(Diagnostic d) {
        diagnostics.add(d);
    }

    public boolean isClean() {
        return diagnostics.isEmpty();
    }

    /** Alias names defined at file level ({@code #map}, {@code !t}). */
    public List<String> aliases() {
        return Collections.unmodifiableList(aliases);
    }

    public void addAlias(String name) {
        aliases.add(name);
    }

    public int tokenCount() {
        return tokenCount;
    }

    public void setTokenCount(int n) {
        this.tokenCount = n;
    }

    /** Every operation, at any depth, in source (pre-)order. */
    public List<Operation> allOperations() {
        List<Operation> out = new ArrayList<>();
        for (Operation op : top.operations()) {
            out.add(op);
            out.addAll(op.descendants());
        }
        return out;
    }
}
