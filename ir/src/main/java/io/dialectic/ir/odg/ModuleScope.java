package io.dialectic.ir.odg;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Region;
import java.util.ArrayList;
import java.util.List;

/**
 * Which operations are ODG nodes: the operations <em>inside</em> the
 * top-level module, never the top-level module itself.
 *
 * <p>Why: MLIRod counts the ops in the module, and the same program must give
 * the same metrics in both forms. The generic form always prints
 * {@code "builtin.module"() ({...})}, while the custom form usually leaves the
 * module implicit. MLIR's own rule decides what is "the" module: when the
 * file holds exactly one top-level op and it is a {@code builtin.module},
 * that op is the module (explicit); otherwise the parser wraps all top-level
 * ops in an implicit module. We mirror that rule: in the first case the
 * module's body ops are the roots, in the second the top-level ops are. A
 * {@code builtin.module} nested anywhere else (including one of several
 * top-level modules) is an ordinary node.
 */
public final class ModuleScope {
    private ModuleScope() {}

    /** The ODG roots of a program, in source order. */
    public static List<Operation> roots(Program program) {
        List<Operation> top = program.topLevelOperations();
        Operation module = topModule(program);
        if (module == null) return top;
        List<Operation> out = new ArrayList<>();
        for (Region r : module.regions()) {
            for (Block b : r.blocks()) out.addAll(b.operations());
        }
        return out;
    }

    /** The explicit top-level module that is not a node, or null when the module is implicit. */
    public static Operation topModule(Program program) {
        List<Operation> top = program.topLevelOperations();
        if (top.size() != 1) return null;
        Operation only = top.get(0);
        return isModule(only) ? only : null;
    }

    static boolean isModule(Operation op) {
        String n = op.name();
        return "builtin.module".equals(n) || "module".equals(n);
    }
}
