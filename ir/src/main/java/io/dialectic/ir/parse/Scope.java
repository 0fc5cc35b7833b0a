package io.dialectic.ir.parse;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Value;
import java.util.HashMap;
import java.util.Map;

/**
 * The names one region (or the file's top level) defines: SSA values (op
 * results and block arguments, keyed by the name before any {@code #k}) and
 * block labels. MLIR scoping by lexical nesting: a name is looked up in the
 * region of the use, then in the enclosing regions outward. Because a region's
 * table is complete before names are resolved, forward references (graph
 * regions, later blocks) resolve too.
 */
final class Scope {
    final Scope parent;
    private final Map<String, Value[]> values = new HashMap<>();
    private final Map<String, Block> blocks = new HashMap<>();

    Scope(Scope parent) {
        this.parent = parent;
    }

    /** Defines a value group; returns false when the name is already defined in this region. */
    boolean define(String name, Value[] group) {
        return values.putIfAbsent(name, group) == null;
    }

    boolean defineBlock(String label, Block b) {
        return blocks.putIfAbsent(label, b) == null;
    }

    boolean definesLocally(String name) {
        return values.containsKey(name);
    }

    Block block(String label) {
        return blocks.get(label);
    }

    /** The value group of {@code name} in this region or the innermost enclosing one, or null. */
    Value[] lookup(String name) {
        for (Scope s = this; s != null; s = s.parent) {
            Value[] g = s.values.get(name);
            if (g != null) return g;
        }
        return null;
    }
}
