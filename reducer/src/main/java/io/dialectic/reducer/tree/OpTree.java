package io.dialectic.reducer.tree;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Region;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The op tree HDD walks: module -> ops -> regions -> blocks -> ops, read
 * from the parsed program. Level 0 holds the top-level ops, level k+1 the ops
 * directly inside the regions of level-k ops. Only ops with a known source
 * span are units (the reducer deletes them by splicing their span out), and
 * block terminators are never units: a block without its terminator is
 * invalid by construction.
 */
public final class OpTree {
    /** Names of ops that end a block (return, yield, branches, unreachable). */
    private static final Pattern TERMINATOR = Pattern.compile(
            "(^|\\.)(return|yield|terminator|br|cond_br|switch|unreachable|end|condition|in_parallel|reduce|"
                    + "kernel_end|module_end|mlir.endblock|merge|terminate|abort|done)$|\\.yield$|_end$");
    /** Ops whose regions do not see values from outside (IsolatedFromAbove in MLIR). */
    private static final Pattern ISOLATED = Pattern.compile(
            "(^|\\.)(module|func|named_sequence|pattern|rewrite|func_op|kernel|funcop|module_op|vulkan|gpu_module)$|^spirv\\.module$|^builtin\\.module$|func$");

    private final Program program;

    public OpTree(Program program) {
        this.program = program;
    }

    public Program program() {
        return program;
    }

    public String text() {
        return program.text();
    }

    /** The units on one nesting level, in source order. */
    public List<Operation> level(int depth) {
        List<Operation> current = new ArrayList<>(program.topLevelOperations());
        for (int d = 0; d < depth; d++) {
            List<Operation> next = new ArrayList<>();
            for (Operation op : current) next.addAll(children(op));
            current = next;
        }
        List<Operation> units = new ArrayList<>();
        for (Operation op : current) if (isUnit(op)) units.add(op);
        return units;
    }

    /** True when some op stands on this level (a unit or not), so HDD must look deeper. */
    public boolean hasLevel(int depth) {
        List<Operation> current = new ArrayList<>(program.topLevelOperations());
        for (int d = 0; d < depth && !current.isEmpty(); d++) {
            List<Operation> next = new ArrayList<>();
            for (Operation op : current) next.addAll(children(op));
            current = next;
        }
        return !current.isEmpty();
    }

    public static List<Operation> children(Operation op) {
        List<Operation> out = new ArrayList<>();
        for (Region r : op.regions()) for (Block b : r.blocks()) out.addAll(b.operations());
        return out;
    }

    public boolean isUnit(Operation op) {
        return op.span().isKnown() && !isTerminator(op);
    }

    /** The last op of a nested block, when its name says it ends the block. */
    public static boolean isTerminator(Operation op) {
        Block b = op.parent();
        if (b == null || b.parent() == null) return false;
        List<Operation> ops = b.operations();
        if (ops.isEmpty() || ops.get(ops.size() - 1) != op) return false;
        return !op.successors().isEmpty() || TERMINATOR.matcher(op.name()).find();
    }

    /** Whether values defined outside this op may be used inside its regions. */
    public static boolean isIsolatedFromAbove(Operation op) {
        return ISOLATED.matcher(op.name()).find();
    }

    /** True when {@code inner} is {@code outer} or nested in it. */
    public static boolean within(Operation inner, Operation outer) {
        for (Operation o = inner; o != null; o = o.parentOp()) if (o == outer) return true;
        return false;
    }
}
