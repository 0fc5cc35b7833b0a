package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Type;
import io.dialectic.semantics.value.VectorValue;
import java.util.ArrayList;
import java.util.List;

/** {@code ub.poison}: a poison value of the result type (bits shown as zero). */
final class UbPoison {
    private UbPoison() {}

    static List<RtValue> evaluate(OpCall c) {
        Type t = c.resultType(0);
        Scalar lane = zero(t.scalar()).poisoned(c.cause("ub.poison"));
        if (t instanceof Type.VectorType vt) {
            List<Scalar> all = new ArrayList<>();
            for (int i = 0; i < vt.elementCount(); i++) all.add(lane);
            return List.of(new VectorValue(vt, all));
        }
        return List.of(lane);
    }

    static Scalar zero(Type scalar) {
        if (scalar instanceof Type.IntegerType it) return Scalar.IntValue.of(it, 0);
        return new Scalar.FloatValue((Type.FloatType) scalar, 0.0, null);
    }
}
