package io.dialectic.semantics.interp;

import io.dialectic.semantics.interp.IntegerRules.Rounding;
import io.dialectic.semantics.value.Constants;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.Type;
import java.math.BigInteger;
import java.util.List;

/**
 * The index dialect on the 64-bit index of the runners' target: the same
 * integer rules as arith (division by zero and MIN / -1 are UB, shifts of 64
 * or more are poison).
 */
final class IndexSemantics {
    private IndexSemantics() {}

    static void register(OpTable t) {
        t.put(
                "index.constant",
                c -> List.of(Constants.parse(ArithSemantics.required(c, "value"), Type.IntegerType.INDEX)));
        t.put(
                "index.bool.constant",
                c -> List.of(Constants.parse(ArithSemantics.required(c, "value"), Type.IntegerType.I1)));
        t.put("index.sizeof", c -> List.of(IntValue.of(Type.IntegerType.INDEX, 8)));
        ArithSemantics.intBinary(t, "index.add", (c, a, b) -> IntegerRules.add(c, a, b, false, false));
        ArithSemantics.intBinary(t, "index.sub", (c, a, b) -> IntegerRules.sub(c, a, b, false, false));
        ArithSemantics.intBinary(t, "index.mul", (c, a, b) -> IntegerRules.mul(c, a, b, false, false));
        ArithSemantics.intBinary(
                t, "index.divs", (c, a, b) -> IntegerRules.divSigned(c, a, b, Rounding.TOWARD_ZERO, false));
        ArithSemantics.intBinary(
                t, "index.divu", (c, a, b) -> IntegerRules.divUnsigned(c, a, b, Rounding.TOWARD_ZERO, false));
        ArithSemantics.intBinary(
                t, "index.ceildivs", (c, a, b) -> IntegerRules.divSigned(c, a, b, Rounding.CEIL, false));
        ArithSemantics.intBinary(
                t, "index.ceildivu", (c, a, b) -> IntegerRules.divUnsigned(c, a, b, Rounding.CEIL, false));
        ArithSemantics.intBinary(
                t, "index.floordivs", (c, a, b) -> IntegerRules.divSigned(c, a, b, Rounding.FLOOR, false));
        ArithSemantics.intBinary(t, "index.rems", IntegerRules::remSigned);
        ArithSemantics.intBinary(t, "index.remu", IntegerRules::remUnsigned);
        ArithSemantics.intBinary(
                t,
                "index.maxs",
                (c, a, b) -> IntegerRules.bitwise(a, b, (x, y) -> a.signed().compareTo(b.signed()) >= 0 ? x : y));
        ArithSemantics.intBinary(
                t,
                "index.mins",
                (c, a, b) -> IntegerRules.bitwise(a, b, (x, y) -> a.signed().compareTo(b.signed()) <= 0 ? x : y));
        ArithSemantics.intBinary(t, "index.maxu", (c, a, b) -> IntegerRules.bitwise(a, b, BigInteger::max));
        ArithSemantics.intBinary(t, "index.minu", (c, a, b) -> IntegerRules.bitwise(a, b, BigInteger::min));
        ArithSemantics.intBinary(t, "index.shl", (c, a, b) -> IntegerRules.shl(c, a, b, false, false));
        ArithSemantics.intBinary(t, "index.shrs", (c, a, b) -> IntegerRules.shrSigned(c, a, b, false));
        ArithSemantics.intBinary(t, "index.shru", (c, a, b) -> IntegerRules.shrUnsigned(c, a, b, false));
        ArithSemantics.intBinary(t, "index.and", (c, a, b) -> IntegerRules.bitwise(a, b, BigInteger::and));
        ArithSemantics.intBinary(t, "index.or", (c, a, b) -> IntegerRules.bitwise(a, b, BigInteger::or));
        ArithSemantics.intBinary(t, "index.xor", (c, a, b) -> IntegerRules.bitwise(a, b, BigInteger::xor));
        t.put("index.cmp", c -> {
            List<String> words = c.attributes().enumWords("pred");
            if (words.isEmpty()) throw c.unsupported("no predicate");
            String[] w = words.get(0).split("\\s+");
            String pred = w[w.length - 1];
            return List.of(IntegerRules.compare(pred, (IntValue) c.scalarOperand(0), (IntValue) c.scalarOperand(1)));
        });
        t.put(
                "index.casts",
                c -> List.of(
                        IntegerRules.convert((IntValue) c.scalarOperand(0), (Type.IntegerType) c.resultType(0), true)));
        t.put(
                "index.castu",
                c -> List.of(IntegerRules.convert(
                        (IntValue) c.scalarOperand(0), (Type.IntegerType) c.resultType(0), false)));
    }
}
