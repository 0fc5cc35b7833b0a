package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.CFormat;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Type;
import io.dialectic.semantics.value.VectorValue;
import java.util.List;

/**
 * How {@code vector.print} output looks when run by mlir-cpu-runner /
 * mlir-runner (checked against both): integers of width 1 print zero-extended
 * (0/1), {@code index} unsigned, other widths sign-extended to i64; floats with
 * C's {@code %g}; a vector as {@code ( a, b )}, nested per dimension, rank 0
 * as {@code ( a )}.
 */
public final class RunnerFormat {
    private RunnerFormat() {}

    public static String format(RtValue v) {
        if (v instanceof Scalar s) return scalar(s);
        VectorValue vv = (VectorValue) v;
        StringBuilder b = new StringBuilder();
        List<Integer> shape = vv.type().shape();
        if (shape.isEmpty()) return "( " + scalar(vv.elements().get(0)) + " )";
        appendDim(b, vv.elements(), shape, 0, 0);
        return b.toString();
    }

    private static int appendDim(StringBuilder b, List<Scalar> elems, List<Integer> shape, int dim, int offset) {
        b.append("( ");
        for (int i = 0; i < shape.get(dim); i++) {
            if (i > 0) b.append(", ");
            if (dim == shape.size() - 1) b.append(scalar(elems.get(offset++)));
            else offset = appendDim(b, elems, shape, dim + 1, offset);
        }
        b.append(" )");
        return offset;
    }

    public static String scalar(Scalar s) {
        if (s instanceof Scalar.IntValue iv) {
            Type.IntegerType t = iv.type();
            if (t.isIndex() || t.width() == 1) return iv.unsigned().toString();
            return iv.signed().toString();
        }
        return CFormat.g(((Scalar.FloatValue) s).value());
    }
}
