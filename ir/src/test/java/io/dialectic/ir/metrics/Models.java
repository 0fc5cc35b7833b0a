package io.dialectic.ir.metrics;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.SourceSpan;
import io.dialectic.ir.model.Value;

/** Builds small program models by hand, the way the reader would, for metric tests. */
public final class Models {
    private Models() {}

    /** Appends op {@code name} to {@code block}, with one result per given type, using {@code operands}. */
    public static Operation op(Block block, String name, String[] resultTypes, Value... operands) {
        Operation op = new Operation(name, Operation.Form.CUSTOM, block);
        for (Value v : operands) op.addOperand(v.name(), SourceSpan.NONE).resolve(v);
        for (int i = 0; i < resultTypes.length; i++) op.addResult("%" + name + "_" + i, resultTypes[i]);
        block.addOperation(op);
        return op;
    }

    public static String[] types(String... t) {
        return t;
    }

    public static final String[] NONE = new String[0];

    /** The entry block of a new region of {@code op}. */
    public static Block body(Operation op) {
        return op.addRegion().addBlock(null);
    }

    public static Value result(Operation op) {
        return op.results().get(0);
    }

    public static Program program() {
        return new Program("");
    }
}
