package io.dialectic.fuzzer.mutate;

import io.dialectic.fuzzer.tree.TreeOp;
import java.util.regex.Pattern;

/**
 * Makes a new op defining a value of a given type, for when a rule needs a
 * value of that type and none is accessible (MLIRod: "a fresh constant").
 * Scalars and static tensors/vectors get an {@code arith.constant} of zero,
 * static memrefs a {@code memref.alloc}; any other type a {@code ub.poison}
 * (accepted for every type by mlir-opt 19 and 22).
 */
public final class FreshValues {
    private static final Pattern INT = Pattern.compile("i\\d+");
    private static final Pattern FLOAT = Pattern.compile("f16|bf16|f32|f64|f80|f128|tf32");
    private static final Pattern STATIC_SHAPED = Pattern.compile("(tensor|vector)<(\\d+x)*([a-z0-9]+)>");
    private static final Pattern STATIC_MEMREF = Pattern.compile("memref<(\\d+x)*([a-z0-9]+)>");

    private FreshValues() {}

    /** A detached op whose single result has type {@code type}. */
    public static TreeOp of(String type) {
        TreeOp op;
        if (INT.matcher(type).matches() || type.equals("index")) {
            op = new TreeOp("arith.constant", "<{value = 0 : " + type + "}>", "");
        } else if (FLOAT.matcher(type).matches()) {
            op = new TreeOp("arith.constant", "<{value = 0.000000e+00 : " + type + "}>", "");
        } else if (STATIC_SHAPED.matcher(type).matches()) {
            String elem = STATIC_SHAPED.matcher(type).replaceAll("$3");
            String zero = FLOAT.matcher(elem).matches() ? "0.000000e+00" : "0";
            boolean ok = FLOAT.matcher(elem).matches() || INT.matcher(elem).matches() || elem.equals("index");
            op = ok ? new TreeOp("arith.constant", "<{value = dense<" + zero + "> : " + type + "}>", "") : poison();
        } else if (STATIC_MEMREF.matcher(type).matches()) {
            op = new TreeOp("memref.alloc", "<{operandSegmentSizes = array<i32: 0, 0>}>", "");
        } else {
            op = poison();
        }
        op.addResult(type);
        return op;
    }

    private static TreeOp poison() {
        return new TreeOp("ub.poison", "<{value = #ub.poison}>", "");
    }
}
