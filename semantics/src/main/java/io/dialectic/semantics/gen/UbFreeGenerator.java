package io.dialectic.semantics.gen;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.SourceSpan;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.interp.RunnerFormat;
import io.dialectic.semantics.interp.UndefinedBehavior;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.Scalar.IntValue;
import io.dialectic.semantics.value.Type;
import io.dialectic.semantics.value.Unsupported;
import io.dialectic.semantics.value.VectorValue;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Ratte-style generation of UB-free arith programs: a function of integer
 * arguments (i1 to i64 and index) computing a straight line of arith ops,
 * each op evaluated by the reference semantics as it is generated and kept
 * only when it neither reaches immediate UB nor makes poison (divisors are
 * then non-zero and never -1 with a MIN dividend, shifts in range, flags
 * honoured), and printed with {@code vector.print}. The arguments are
 * constants in {@code @main}, so what the compiler may fold (constants in
 * the function) and what it may not (arguments) are mixed. Deterministic for
 * a seed; written in generic form, accepted by mlir-opt 19 and 22.
 */
public final class UbFreeGenerator {
    /**
     * Size and features: ops per function, arguments, integer types, whether
     * nsw/nuw are used, the lanes of vector values (0: scalars only; else
     * a third of the values are vectors, with broadcast, extract and reduction),
     * and the percentage of programs drawn from {@link MemoryProgramGenerator}
     * (memref, affine, scf.parallel, tensor, linalg, vector transfers).
     */
    public record Options(
            int minOps,
            int maxOps,
            int maxArgs,
            List<Type.IntegerType> types,
            boolean overflowFlags,
            int vectorLanes,
            int memoryPercent) {
        private static final List<Type.IntegerType> INTEGERS = List.of(
                Type.IntegerType.I1,
                Type.IntegerType.of(8),
                Type.IntegerType.of(16),
                Type.IntegerType.of(32),
                Type.IntegerType.I64,
                Type.IntegerType.INDEX);
        public static final Options DEFAULT = new Options(4, 12, 3, INTEGERS, true, 0, 0);
        public static final Options WITH_VECTORS = new Options(4, 12, 3, INTEGERS, true, 4, 0);
        /** The default campaign's mix: more than half memory programs, the rest scalar and vector ones. */
        public static final Options MIXED = new Options(4, 12, 3, INTEGERS, true, 4, 60);
    }

    private static final String[] BINARY = {
        "arith.addi",
        "arith.subi",
        "arith.muli",
        "arith.divsi",
        "arith.divui",
        "arith.ceildivsi",
        "arith.ceildivui",
        "arith.floordivsi",
        "arith.remsi",
        "arith.remui",
        "arith.andi",
        "arith.ori",
        "arith.xori",
        "arith.shli",
        "arith.shrsi",
        "arith.shrui",
        "arith.maxsi",
        "arith.maxui",
        "arith.minsi",
        "arith.minui"
    };
    private static final String[] WITH_FLAGS = {"arith.addi", "arith.subi", "arith.muli", "arith.shli"};
    private static final int TRIES = 20;

    private final Random random;
    private final Options options;
    private final Interpreter interpreter = new Interpreter();
    private final MemoryProgramGenerator memory;

    public UbFreeGenerator(long seed, Options options) {
        this.random = new Random(seed);
        this.options = options;
        this.memory = options.memoryPercent() > 0 ? new MemoryProgramGenerator(seed ^ 0x3E3L) : null;
    }

    /** A value the function can use: its SSA name, type and the value the reference semantics gives it. */
    private record Val(String name, Type type, RtValue value, String castOp, Type castFrom) {
        Val(String name, Type type, RtValue value) {
            this(name, type, value, null, null);
        }
    }

    public GeneratedProgram next() {
        if (memory != null && random.nextInt(100) < options.memoryPercent()) return memory.next();
        List<Val> pool = new ArrayList<>();
        int args = 1 + random.nextInt(options.maxArgs());
        StringBuilder constants = new StringBuilder();
        List<String> argNames = new ArrayList<>();
        List<String> argTypes = new ArrayList<>();
        for (int i = 0; i < args; i++) {
            Type t = anyType();
            RtValue v = interesting(t);
            pool.add(new Val("%arg" + i, t, v));
            String c = "%" + GeneratedProgram.NAME + "_a" + i;
            constants
                    .append("    ")
                    .append(c)
                    .append(" = \"arith.constant\"() <{value = ")
                    .append(literal(v))
                    .append("}> : () -> ")
                    .append(t)
                    .append('\n');
            argNames.add(c);
            argTypes.add(t.toString());
        }
        StringBuilder body = new StringBuilder();
        List<Val> printed = new ArrayList<>();
        int ops = options.minOps() + random.nextInt(options.maxOps() - options.minOps() + 1);
        for (int n = 0; n < ops; n++) {
            Val made = null;
            for (int tries = 0; tries < TRIES && made == null; tries++) made = tryOp(pool, body, "%v" + n);
            if (made == null) continue;
            pool.add(made);
            if (random.nextInt(3) != 0 || n == ops - 1) printed.add(made);
        }
        StringBuilder expected = new StringBuilder();
        for (Val p : printed) {
            body.append("    \"vector.print\"(")
                    .append(p.name())
                    .append(") <{punctuation = #vector.punctuation<newline>}> : (")
                    .append(p.type())
                    .append(") -> ()\n");
            expected.append(RunnerFormat.format(p.value())).append('\n');
        }
        String signature = "(" + String.join(", ", argTypes) + ") -> ()";
        StringBuilder f = new StringBuilder();
        f.append("  \"func.func\"() <{function_type = ")
                .append(signature)
                .append(", sym_name = \"")
                .append(GeneratedProgram.NAME)
                .append("\"}> ({\n  ^bb0(");
        for (int i = 0; i < args; i++)
            f.append(i > 0 ? ", " : "").append("%arg").append(i).append(": ").append(argTypes.get(i));
        f.append("):\n").append(body).append("    \"func.return\"() : () -> ()\n  }) : () -> ()\n");
        String call = "    \"func.call\"(" + String.join(", ", argNames) + ") <{callee = @" + GeneratedProgram.NAME
                + "}> : " + signature + "\n";
        return new GeneratedProgram(f.toString(), constants.toString(), call, expected.toString());
    }

    /** One candidate op appended to {@code body} when the reference semantics keeps it defined; null otherwise. */
    private Val tryOp(List<Val> pool, StringBuilder body, String name) {
        int kind = random.nextInt(10);
        if (kind == 0) {
            Type t = anyType();
            RtValue v = interesting(t);
            body.append("    ")
                    .append(name)
                    .append(" = \"arith.constant\"() <{value = ")
                    .append(literal(v))
                    .append("}> : () -> ")
                    .append(t)
                    .append('\n');
            return new Val(name, t, v);
        }
        // Half the time a recent value: chains of ops (cast of a cast, division of a quotient) are where folds go
        // wrong.
        Val x = random.nextBoolean() ? pool.get(Math.max(0, pool.size() - 1 - random.nextInt(3))) : pick(pool);
        String op;
        String props = "";
        List<Val> operands = new ArrayList<>();
        Type result;
        if (kind <= 6) {
            op = BINARY[random.nextInt(BINARY.length)];
            Val y = sameType(pool, x.type());
            if (y == null) return null;
            operands.add(x);
            operands.add(y);
            result = x.type();
            if (options.overflowFlags() && List.of(WITH_FLAGS).contains(op)) {
                String[] flags = {"none", "nsw", "nuw", "nsw, nuw"};
                props = " <{overflowFlags = #arith.overflow<" + flags[random.nextInt(flags.length)] + ">}>";
            }
        } else if (kind == 7) {
            op = "arith.cmpi";
            Val y = sameType(pool, x.type());
            if (y == null) return null;
            operands.add(x);
            operands.add(y);
            result = withElement(x.type(), Type.IntegerType.I1);
            props = " <{predicate = " + random.nextInt(10) + " : i64}>";
        } else if (kind == 8) {
            op = "arith.select";
            // a scalar condition, or (vectors on) a lane-wise one of x's shape
            boolean laneWise = options.vectorLanes() > 0 && random.nextBoolean();
            Val c = sameType(pool, laneWise ? withElement(x.type(), Type.IntegerType.I1) : Type.IntegerType.I1);
            Val y = sameType(pool, x.type());
            if (c == null || y == null) return null;
            operands.add(c);
            operands.add(x);
            operands.add(y);
            result = x.type();
        } else if (options.vectorLanes() > 0 && kind == 9 && random.nextBoolean()) {
            // vector <-> scalar: broadcast, extract at a static position, reduction
            operands.add(x);
            if (x.type() instanceof Type.VectorType vt) {
                result = vt.element();
                if (random.nextBoolean()) {
                    op = "vector.extract";
                    props = " <{static_position = array<i64: " + random.nextInt(options.vectorLanes()) + ">}>";
                } else {
                    op = "vector.reduction";
                    String[] kinds = {"add", "mul", "and", "or", "xor", "minsi", "minui", "maxsi", "maxui"};
                    props = " <{kind = #vector.kind<" + kinds[random.nextInt(kinds.length)] + ">}>";
                }
            } else {
                op = "vector.broadcast";
                result = withElement(
                        new Type.VectorType(List.of(options.vectorLanes()), x.type()), (Type.IntegerType) x.type());
            }
        } else {
            Type.IntegerType from = (Type.IntegerType) x.type().scalar();
            Type.IntegerType to = pick(options.types());
            // Often a cast back to where a cast came from: round trips are what cast folds get wrong.
            boolean back = x.castOp() != null && random.nextBoolean();
            if (back) to = (Type.IntegerType) x.castFrom().scalar();
            if (to.equals(from)) return null;
            boolean indexCast = to.isIndex() || from.isIndex();
            if (back && indexCast) op = x.castOp();
            else if (indexCast) op = random.nextBoolean() ? "arith.index_cast" : "arith.index_castui";
            else if (to.width() > from.width()) op = random.nextBoolean() ? "arith.extsi" : "arith.extui";
            else if (to.width() < from.width()) op = "arith.trunci";
            else return null;
            operands.add(x);
            result = withElement(x.type(), to);
        }
        Operation o = new Operation(op, Operation.Form.GENERIC, null);
        List<RtValue> values = new ArrayList<>();
        for (Val v : operands) {
            o.addOperand(v.name(), SourceSpan.NONE);
            values.add(v.value());
        }
        o.addResult(name, result.toString());
        o.setProperties(props.strip());
        RtValue r;
        try {
            r = interpreter.evaluate(o, values).get(0);
        } catch (UndefinedBehavior | Unsupported e) {
            return null;
        }
        if (r.poison() != null) return null;
        StringBuilder line = new StringBuilder("    ")
                .append(name)
                .append(" = \"")
                .append(op)
                .append("\"(");
        List<String> types = new ArrayList<>();
        for (int i = 0; i < operands.size(); i++) {
            line.append(i > 0 ? ", " : "").append(operands.get(i).name());
            types.add(operands.get(i).type().toString());
        }
        line.append(')')
                .append(props)
                .append(" : (")
                .append(String.join(", ", types))
                .append(") -> ")
                .append(result)
                .append('\n');
        body.append(line);
        boolean cast = operands.size() == 1;
        return new Val(name, result, r, cast ? op : null, cast ? x.type() : null);
    }

    private Val sameType(List<Val> pool, Type t) {
        List<Val> same = pool.stream().filter(v -> v.type().equals(t)).toList();
        return same.isEmpty() ? null : pick(same);
    }

    /** A scalar type, or a third of the time (when vectors are on) a vector of one. */
    private Type anyType() {
        Type.IntegerType t = pick(options.types());
        if (options.vectorLanes() > 0 && random.nextInt(3) == 0)
            return new Type.VectorType(List.of(options.vectorLanes()), t);
        return t;
    }

    /** {@code t} with its (element) type replaced by {@code element}: i1 for a comparison, the target of a cast. */
    private static Type withElement(Type t, Type.IntegerType element) {
        return t instanceof Type.VectorType vt ? new Type.VectorType(vt.shape(), element) : element;
    }

    private RtValue interesting(Type t) {
        if (t instanceof Type.VectorType vt) {
            List<Scalar> lanes = new ArrayList<>();
            for (int i = 0; i < vt.elementCount(); i++) lanes.add(interesting((Type.IntegerType) vt.element()));
            return new VectorValue(vt, lanes);
        }
        return interesting((Type.IntegerType) t);
    }

    /** Edge values most of the time (0, +-1, MIN, MAX, their neighbours), else small or any. */
    private IntValue interesting(Type.IntegerType t) {
        int w = t.width();
        BigInteger min = BigInteger.ONE.shiftLeft(w - 1).negate();
        BigInteger max = BigInteger.ONE.shiftLeft(w - 1).subtract(BigInteger.ONE);
        BigInteger v;
        switch (random.nextInt(9)) {
            case 0:
                v = BigInteger.ZERO;
                break;
            case 1:
                v = BigInteger.ONE;
                break;
            case 2:
                v = BigInteger.ONE.negate();
                break;
            case 3:
                v = min;
                break;
            case 4:
                v = max;
                break;
            case 5:
                v = random.nextBoolean() ? min.add(BigInteger.ONE) : max.subtract(BigInteger.ONE);
                break;
            case 6:
            case 7:
                v = BigInteger.valueOf(random.nextInt(41) - 20);
                break;
            default:
                v = new BigInteger(w, random);
        }
        return IntValue.wrap(t, v, null);
    }

    private static String literal(RtValue v) {
        if (v instanceof VectorValue vv) {
            List<String> parts = new ArrayList<>();
            for (Scalar s : vv.elements()) parts.add(element((IntValue) s));
            return "dense<[" + String.join(", ", parts) + "]> : " + vv.type();
        }
        IntValue iv = (IntValue) v;
        return element(iv) + (iv.type().width() == 1 && !iv.type().isIndex() ? "" : " : " + iv.type());
    }

    private static String element(IntValue v) {
        if (v.type().width() == 1 && !v.type().isIndex()) return v.isTrue() ? "true" : "false";
        return v.signed().toString();
    }

    private <T> T pick(List<T> xs) {
        return xs.get(random.nextInt(xs.size()));
    }
}
