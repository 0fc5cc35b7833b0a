package io.dialectic.reducer.tree;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;

/**
 * The size measure of a reproducer in stats and benchmarks: every operation
 * at any depth, except a top-level {@code module} wrapper, so a program and
 * the same program printed inside {@code module { }} (as mlir-reduce writes
 * it) count the same.
 */
public final class OpCount {
    private OpCount() {}

    public static int of(Program p) {
        int n = p.allOperations().size();
        for (Operation op : p.topLevelOperations())
            if (op.name().equals("builtin.module") || op.name().equals("module")) n--;
        return n;
    }
}
