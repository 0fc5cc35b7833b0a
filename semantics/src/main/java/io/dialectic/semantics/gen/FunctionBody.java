package io.dialectic.semantics.gen;

import java.util.Random;
import java.util.function.BiFunction;

/** The text of one function being written: fresh SSA names, index constants made once. */
final class FunctionBody {
    /** The i32 operations a template combines values with; none has undefined behaviour on any operands. */
    private static final String[] OPS = {
        "arith.addi", "arith.subi", "arith.muli", "arith.xori", "arith.andi", "arith.ori", "arith.maxsi", "arith.minsi"
    };

    /** One of {@link #OPS}, chosen by {@code random}. */
    static String binaryOp(Random random) {
        return OPS[random.nextInt(OPS.length)];
    }

    final StringBuilder b = new StringBuilder();
    int next;

    String fresh() {
        return "%v" + next++;
    }

    String op(String result, String text) {
        b.append("    ")
                .append(result == null ? "" : result + " = ")
                .append(text)
                .append('\n');
        return result;
    }

    String index(long v) {
        return op(fresh(), "\"arith.constant\"() <{value = " + v + " : index}> : () -> index");
    }

    String i32(long v) {
        return op(fresh(), "\"arith.constant\"() <{value = " + v + " : i32}> : () -> i32");
    }

    String binary(String op, String a, String b2) {
        return op(fresh(), "\"" + op + "\"(" + a + ", " + b2 + ") : (i32, i32) -> i32");
    }

    String castIndex(String iv) {
        return op(fresh(), "\"arith.index_cast\"(" + iv + ") : (index) -> i32");
    }

    void print(String v, String type) {
        op(null, "\"vector.print\"(" + v + ") <{punctuation = #vector.punctuation<newline>}> : (" + type + ") -> ()");
    }

    /** {@code scf.for %iv = 0 to n} whose body {@code inner} writes, with one i32 iter_arg when init is given. */
    String forLoop(long n, String init, BiFunction<String, String, String> inner) {
        String lb = index(0);
        String ub = index(n);
        String one = index(1);
        String iv = "%i" + next++;
        String acc = "%acc" + next++;
        String result = init == null ? null : fresh();
        op(result, "\"scf.for\"(" + lb + ", " + ub + ", " + one + (init == null ? "" : ", " + init) + ") ({");
        b.append("    ^bb0(").append(iv).append(": index").append(init == null ? "" : ", " + acc + ": i32");
        b.append("):\n");
        String yielded = inner.apply(iv, acc);
        op(null, "\"scf.yield\"(" + (init == null ? "" : yielded) + ") : (" + (init == null ? "" : "i32") + ") -> ()");
        b.append("    }) : (index, index, index")
                .append(init == null ? "" : ", i32")
                .append(") -> ")
                .append(init == null ? "()" : "i32")
                .append('\n');
        return result;
    }

    /** {@code memref<AxBx...xi32>}. */
    static String memref(long... shape) {
        StringBuilder b = new StringBuilder("memref<");
        for (long d : shape) b.append(d).append('x');
        return b.append("i32>").toString();
    }

    String alloc(String type, boolean stack) {
        return op(
                fresh(),
                "\"memref." + (stack ? "alloca" : "alloc") + "\"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> "
                        + type);
    }

    /**
     * A new heap buffer of type {@code t} ({@code memref<nxi32>}) whose element {@code i} a loop sets to
     * {@code op(i, %arg0)}, {@code op} one of {@link #OPS} chosen by {@code random}.
     */
    String filledBuffer(int n, String t, Random random) {
        String m = alloc(t, false);
        String op = binaryOp(random);
        forLoop(n, null, (iv, acc) -> {
            store(binary(op, castIndex(iv), "%arg0"), m, t, iv);
            return null;
        });
        return m;
    }

    String load(String m, String type, String... idx) {
        StringBuilder types = new StringBuilder(type);
        for (int i = 0; i < idx.length; i++) types.append(", index");
        return op(fresh(), "\"memref.load\"(" + m + ", " + String.join(", ", idx) + ") : (" + types + ") -> i32");
    }

    void store(String v, String m, String type, String... idx) {
        StringBuilder types = new StringBuilder("i32, " + type);
        for (int i = 0; i < idx.length; i++) types.append(", index");
        op(null, "\"memref.store\"(" + v + ", " + m + ", " + String.join(", ", idx) + ") : (" + types + ") -> ()");
    }
}
