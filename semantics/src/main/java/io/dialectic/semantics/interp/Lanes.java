package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Type;
import io.dialectic.semantics.value.Unsupported;
import io.dialectic.semantics.value.VectorValue;
import java.util.ArrayList;
import java.util.List;

/** Elementwise application: a scalar op applied to scalars, or lane by lane to vectors of one shape. */
final class Lanes {
    private Lanes() {}

    interface Lane1 {
        Scalar apply(Scalar a);
    }

    interface Lane2 {
        Scalar apply(Scalar a, Scalar b);
    }

    interface Lane3 {
        Scalar apply(Scalar a, Scalar b, Scalar c);
    }

    static RtValue map1(Type resultType, RtValue a, Lane1 f) {
        if (a instanceof Scalar s) return f.apply(s);
        List<Scalar> in = elements(a, resultType);
        List<Scalar> out = new ArrayList<>(in.size());
        for (Scalar s : in) out.add(f.apply(s));
        return new VectorValue((Type.VectorType) resultType, out);
    }

    static RtValue map2(Type resultType, RtValue a, RtValue b, Lane2 f) {
        if (a instanceof Scalar x && b instanceof Scalar y) return f.apply(x, y);
        List<Scalar> xs = elements(a, resultType);
        List<Scalar> ys = elements(b, resultType);
        List<Scalar> out = new ArrayList<>(xs.size());
        for (int i = 0; i < xs.size(); i++) out.add(f.apply(xs.get(i), ys.get(i)));
        return new VectorValue((Type.VectorType) resultType, out);
    }

    static RtValue map3(Type resultType, RtValue a, RtValue b, RtValue c, Lane3 f) {
        if (a instanceof Scalar x && b instanceof Scalar y && c instanceof Scalar z) return f.apply(x, y, z);
        List<Scalar> xs = elements(a, resultType);
        List<Scalar> ys = elements(b, resultType);
        List<Scalar> zs = elements(c, resultType);
        List<Scalar> out = new ArrayList<>(xs.size());
        for (int i = 0; i < xs.size(); i++) out.add(f.apply(xs.get(i), ys.get(i), zs.get(i)));
        return new VectorValue((Type.VectorType) resultType, out);
    }

    private static List<Scalar> elements(RtValue v, Type resultType) {
        if (!(v instanceof VectorValue vv) || !(resultType instanceof Type.VectorType rt)) {
            throw new Unsupported("mixing scalar and vector operands");
        }
        if (!vv.type().shape().equals(rt.shape()))
            throw new Unsupported("operand shape " + vv.type() + " for result " + rt);
        return vv.elements();
    }

    /** {@code result}, made poison by the first poison input when it is not poison already (poison propagates). */
    static Scalar propagate(Scalar result, Scalar... inputs) {
        if (result.poison() != null) return result;
        for (Scalar in : inputs) if (in.poison() != null) return result.poisoned(in.poison());
        return result;
    }
}
