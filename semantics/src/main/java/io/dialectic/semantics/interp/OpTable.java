package io.dialectic.semantics.interp;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/** The registry of op semantics by full op name; {@link #standard()} holds every dialect modelled here. */
public final class OpTable {
    private final Map<String, OpSemantics> ops = new HashMap<>();

    /** func, arith, scf, index, vector, math (exact ops only), ub, memref, affine, tensor, linalg, bufferization. */
    public static OpTable standard() {
        OpTable t = new OpTable();
        FuncSemantics.register(t);
        ArithSemantics.register(t);
        IndexSemantics.register(t);
        ScfSemantics.register(t);
        VectorSemantics.register(t);
        VectorShapeSemantics.register(t);
        MathSemantics.register(t);
        MemRefSemantics.register(t);
        AffineSemantics.register(t);
        TensorSemantics.register(t);
        LinalgSemantics.register(t);
        BufferizationSemantics.register(t);
        VectorMemorySemantics.register(t);
        t.put("ub.poison", UbPoison::evaluate);
        return t;
    }

    public void put(String opName, OpSemantics s) {
        ops.put(opName, s);
    }

    public OpSemantics get(String opName) {
        return ops.get(opName);
    }

    public Set<String> names() {
        return Collections.unmodifiableSet(ops.keySet());
    }
}
