package io.dialectic.semantics.gen;

import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;

/**
 * Ratte-style UB-free programs over memref, affine, scf.parallel, tensor, linalg and vector transfers: one function
 * of two i32 arguments (constants in {@code @main}) that fills memory or tensors, transforms them and prints what it
 * reads. Every shape follows one of a few templates whose UB rules hold by construction: indices in bounds (affine
 * indices taken {@code mod} the size), every element written before it is read, no aliasing the semantics calls
 * undefined (parallel iterations write distinct elements; linalg outputs are fresh), loops of at most 8 iterations.
 * Each candidate is then run by the reference interpreter and kept only when it completes with every printed line
 * defined; its output is the expected one. Written in generic form, read by mlir-opt 19 and 22.
 */
public final class MemoryProgramGenerator {
    private static final String[] OPS = {
        "arith.addi", "arith.subi", "arith.muli", "arith.xori", "arith.andi", "arith.ori", "arith.maxsi", "arith.minsi"
    };
    private static final int TRIES = 10;

    private final Random random;
    private final Interpreter interpreter = new Interpreter();

    public MemoryProgramGenerator(long seed) {
        this.random = new Random(seed);
    }

    /** The text of one function being written: fresh SSA names, index constants made once. */
    private final class Body {
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
            op(
                    null,
                    "\"vector.print\"(" + v + ") <{punctuation = #vector.punctuation<newline>}> : (" + type
                            + ") -> ()");
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
            op(
                    null,
                    "\"scf.yield\"(" + (init == null ? "" : yielded) + ") : (" + (init == null ? "" : "i32")
                            + ") -> ()");
            b.append("    }) : (index, index, index")
                    .append(init == null ? "" : ", i32")
                    .append(") -> ")
                    .append(init == null ? "()" : "i32")
                    .append('\n');
            return result;
        }
    }

    private String pickOp() {
        return OPS[random.nextInt(OPS.length)];
    }

    public GeneratedProgram next() {
        for (int t = 0; t < TRIES; t++) {
            GeneratedProgram p = candidate();
            Execution e = interpreter.run(p.text(), "main");
            if (e.status() == Execution.Status.COMPLETED
                    && e.isWellDefined()
                    && !e.lines().isEmpty())
                return new GeneratedProgram(p.functionTemplate(), p.argumentConstants(), p.call(), e.stdout());
        }
        throw new IllegalStateException("no UB-free memory program in " + TRIES + " tries");
    }

    private GeneratedProgram candidate() {
        Body f = new Body();
        switch (random.nextInt(8)) {
            case 0:
                memrefLoops(f);
                break;
            case 1:
                affineNest(f);
                break;
            case 2:
                tensors(f);
                break;
            case 3:
                linalgElementwise(f);
                break;
            case 4:
                matmul(f);
                break;
            case 5:
                parallel(f);
                break;
            case 6:
                reshapedReads(f);
                break;
            default:
                transfer(f);
                break;
        }
        long a0 = random.nextInt(41) - 20;
        long a1 = random.nextBoolean() ? random.nextInt(1000) - 500 : random.nextInt();
        String n = GeneratedProgram.NAME;
        String consts = "    %" + n + "_a0 = \"arith.constant\"() <{value = " + a0 + " : i32}> : () -> i32\n" + "    %"
                + n + "_a1 = \"arith.constant\"() <{value = " + a1 + " : i32}> : () -> i32\n";
        String call = "    \"func.call\"(%" + n + "_a0, %" + n + "_a1) <{callee = @" + n + "}> : (i32, i32) -> ()\n";
        String fn = "  \"func.func\"() <{function_type = (i32, i32) -> (), sym_name = \"" + n + "\"}> ({\n"
                + "  ^bb0(%arg0: i32, %arg1: i32):\n" + f.b + "    \"func.return\"() : () -> ()\n  }) : () -> ()\n";
        return new GeneratedProgram(fn, consts, call, "");
    }

    private static String memref(long... shape) {
        StringBuilder b = new StringBuilder("memref<");
        for (long d : shape) b.append(d).append('x');
        return b.append("i32>").toString();
    }

    private String alloc(Body f, String type, boolean stack) {
        return f.op(
                f.fresh(),
                "\"memref." + (stack ? "alloca" : "alloc") + "\"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> "
                        + type);
    }

    private String load(Body f, String m, String type, String... idx) {
        StringBuilder types = new StringBuilder(type);
        for (int i = 0; i < idx.length; i++) types.append(", index");
        return f.op(f.fresh(), "\"memref.load\"(" + m + ", " + String.join(", ", idx) + ") : (" + types + ") -> i32");
    }

    private void store(Body f, String v, String m, String type, String... idx) {
        StringBuilder types = new StringBuilder("i32, " + type);
        for (int i = 0; i < idx.length; i++) types.append(", index");
        f.op(null, "\"memref.store\"(" + v + ", " + m + ", " + String.join(", ", idx) + ") : (" + types + ") -> ()");
    }

    /** alloc, a loop storing op(i, arg0), a subview store, a copy, a reducing loop, a load; dealloc. */
    private void memrefLoops(Body f) {
        int n = 2 + random.nextInt(7);
        String t = memref(n);
        String m = alloc(f, t, false);
        String op = pickOp();
        f.forLoop(n, null, (iv, acc) -> {
            store(f, f.binary(op, f.castIndex(iv), "%arg0"), m, t, iv);
            return null;
        });
        if (random.nextBoolean()) {
            int off = random.nextInt(n);
            int len = 1 + random.nextInt(n - off);
            String st = "memref<" + len + "xi32, strided<[1], offset: " + off + ">>";
            String sv = f.op(
                    f.fresh(),
                    "\"memref.subview\"(" + m + ") <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = "
                            + "array<i64: " + off + ">, static_sizes = array<i64: " + len
                            + ">, static_strides = array<i64: 1>}> : (" + t + ") -> " + st);
            store(f, "%arg1", sv, st, f.index(random.nextInt(len)));
        }
        String src = m;
        if (random.nextBoolean()) {
            String copy = alloc(f, t, true);
            f.op(null, "\"memref.copy\"(" + m + ", " + copy + ") : (" + t + ", " + t + ") -> ()");
            src = copy;
        }
        String from = src;
        String op2 = pickOp();
        String r = f.forLoop(n, f.i32(random.nextInt(7)), (iv, acc) -> f.binary(op2, acc, load(f, from, t, iv)));
        f.print(r, "i32");
        f.print(load(f, m, t, f.index(random.nextInt(n))), "i32");
        f.op(null, "\"memref.dealloc\"(" + m + ") : (" + t + ") -> ()");
    }

    /** A 2-D buffer filled by an affine nest, read back through affine maps with mod/floordiv, an affine.if. */
    private void affineNest(Body f) {
        int r = 2 + random.nextInt(3);
        int c = 2 + random.nextInt(4);
        String t = memref(r, c);
        String m = alloc(f, t, false);
        String op = pickOp();
        f.op(
                null,
                "\"affine.for\"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, "
                        + "step = 1 : index, upperBoundMap = affine_map<() -> (" + r + ")>}> ({");
        f.b.append("    ^bb0(%ai: index):\n");
        f.op(
                null,
                "\"affine.for\"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, "
                        + "step = 1 : index, upperBoundMap = affine_map<() -> (" + c + ")>}> ({");
        f.b.append("    ^bb0(%aj: index):\n");
        String lin = f.op(
                f.fresh(),
                "\"affine.apply\"(%ai, %aj) <{map = affine_map<(d0, d1) -> (d0 * " + c
                        + " + d1)>}> : (index, index) -> index");
        String v = f.binary(op, f.castIndex(lin), "%arg0");
        f.op(
                null,
                "\"affine.store\"(" + v + ", " + m + ", %ai, %aj) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : "
                        + "(i32, " + t + ", index, index) -> ()");
        f.op(null, "\"affine.yield\"() : () -> ()");
        f.b.append("    }) : () -> ()\n");
        f.op(null, "\"affine.yield\"() : () -> ()");
        f.b.append("    }) : () -> ()\n");
        int a = 1 + random.nextInt(4);
        int b = random.nextInt(5) - 2;
        int k = 1 + random.nextInt(3);
        int steps = 1 + random.nextInt(2);
        String init = f.i32(0);
        String sum = f.fresh();
        f.op(
                sum,
                "\"affine.for\"(" + init + ") <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = "
                        + "array<i32: 0, 0, 1>, step = " + steps + " : index, upperBoundMap = affine_map<() -> ("
                        + (r * c) + ")>}> ({");
        f.b.append("    ^bb0(%ak: index, %as: i32):\n");
        String x = f.op(
                f.fresh(),
                "\"affine.load\"(" + m + ", %ak) <{map = affine_map<(d0) -> ((d0 * " + a + " + " + (b + 8 * r)
                        + ") mod " + r + ", (d0 floordiv " + k + ") mod " + c + ")>}> : (" + t + ", index) -> i32");
        String s2 = f.binary(pickOp(), "%as", x);
        f.op(null, "\"affine.yield\"(" + s2 + ") : (i32) -> ()");
        f.b.append("    }) : (i32) -> i32\n");
        f.print(sum, "i32");
        int th = random.nextInt(r);
        String probe = f.index(random.nextInt(r));
        f.op(null, "\"affine.if\"(" + probe + ") ({");
        f.print(load(f, m, t, probe, f.index(random.nextInt(c))), "i32");
        f.op(null, "\"affine.yield\"() : () -> ()");
        f.b.append("    }, {\n");
        f.print("%arg1", "i32");
        f.op(null, "\"affine.yield\"() : () -> ()");
        f.b.append("    }) {condition = affine_set<(d0) : (d0 - " + th + " >= 0)>} : (index) -> ()\n");
        f.op(null, "\"memref.dealloc\"(" + m + ") : (" + t + ") -> ()");
    }

    /** from_elements, insert, extract_slice into insert_slice, extract. */
    private void tensors(Body f) {
        int n = 2 + random.nextInt(5);
        List<String> el = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int k = random.nextInt(3);
            el.add(k == 0 ? "%arg0" : k == 1 ? "%arg1" : f.binary(pickOp(), "%arg0", f.i32(random.nextInt(9))));
        }
        String t = "tensor<" + n + "xi32>";
        String types = String.join(", ", Collections.nCopies(n, "i32"));
        String x = f.op(f.fresh(), "\"tensor.from_elements\"(" + String.join(", ", el) + ") : (" + types + ") -> " + t);
        String ins = f.op(
                f.fresh(),
                "\"tensor.insert\"(" + f.binary(pickOp(), "%arg1", "%arg0") + ", " + x + ", "
                        + f.index(random.nextInt(n)) + ") : (i32, " + t + ", index) -> " + t);
        int len = 1 + random.nextInt(n);
        int from = random.nextInt(n - len + 1);
        int to = random.nextInt(n - len + 1);
        String st = "tensor<" + len + "xi32>";
        String slice = f.op(
                f.fresh(),
                "\"tensor.extract_slice\"(" + ins + ") <{operandSegmentSizes = array<i32: 1, 0, "
                        + "0, 0>, static_offsets = array<i64: " + from + ">, static_sizes = array<i64: " + len
                        + ">, static_strides = array<i64: 1>}> : (" + t + ") -> " + st);
        String back = f.op(
                f.fresh(),
                "\"tensor.insert_slice\"(" + slice + ", " + x + ") <{operandSegmentSizes = "
                        + "array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: " + to
                        + ">, static_sizes = array<i64: " + len
                        + ">, static_strides = array<i64: 1>}> : (" + st + ", " + t + ") -> " + t);
        for (int i = 0; i < 2; i++) {
            String v = f.op(
                    f.fresh(),
                    "\"tensor.extract\"(" + back + ", " + f.index(random.nextInt(n)) + ") : (" + t + ", index) -> i32");
            f.print(v, "i32");
        }
    }

    /** linalg.generic of an arith op over two tensors (one may be read transposed), printed as a vector. */
    private void linalgElementwise(Body f) {
        int n = 2 + random.nextInt(4);
        String t = "tensor<" + n + "x" + n + "xi32>";
        String a =
                f.op(f.fresh(), "\"arith.constant\"() <{value = dense<" + matrix(n) + "> : " + t + "}> : () -> " + t);
        String b = f.op(f.fresh(), "\"tensor.splat\"(%arg0) : (i32) -> " + t);
        String e = f.op(f.fresh(), "\"tensor.empty\"() : () -> " + t);
        boolean transposed = random.nextBoolean();
        String mapA = transposed ? "affine_map<(d0, d1) -> (d1, d0)>" : "affine_map<(d0, d1) -> (d0, d1)>";
        String g = f.fresh();
        f.op(
                g,
                "\"linalg.generic\"(" + a + ", " + b + ", " + e + ") <{indexing_maps = [" + mapA
                        + ", affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = "
                        + "[#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = "
                        + "array<i32: 2, 1>}> ({");
        f.b.append("    ^bb0(%ga: i32, %gb: i32, %go: i32):\n");
        String r = f.binary(pickOp(), "%ga", "%gb");
        f.op(null, "\"linalg.yield\"(" + r + ") : (i32) -> ()");
        f.b.append("    }) : (" + t + ", " + t + ", " + t + ") -> " + t + "\n");
        String pad = f.i32(-1);
        int row = random.nextInt(n);
        String vt = "vector<" + (n + 1) + "xi32>";
        String v = f.op(
                f.fresh(),
                "\"vector.transfer_read\"(" + g + ", " + f.index(row) + ", " + f.index(0) + ", " + pad
                        + ") <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = "
                        + "affine_map<(d0, d1) -> (d1)>}> : (" + t + ", index, index, i32) -> " + vt);
        f.print(v, vt);
    }

    private String matrix(int n) {
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<String> r = new ArrayList<>();
            for (int j = 0; j < n; j++) r.add(String.valueOf(random.nextInt(21) - 10));
            rows.add("[" + String.join(", ", r) + "]");
        }
        return "[" + String.join(", ", rows) + "]";
    }

    /** linalg.fill and linalg.matmul on buffers filled by loops, a row printed. */
    private void matmul(Body f) {
        int m = 1 + random.nextInt(3);
        int k = 1 + random.nextInt(3);
        int n = 1 + random.nextInt(3);
        String ta = memref(m, k);
        String tb = memref(k, n);
        String tc = memref(m, n);
        String a = alloc(f, ta, false);
        String b = alloc(f, tb, false);
        String c = alloc(f, tc, false);
        String op = pickOp();
        f.forLoop(m, null, (i, acc) -> {
            f.forLoop(k, null, (j, acc2) -> {
                store(f, f.binary(op, f.castIndex(i), f.binary("arith.subi", f.castIndex(j), "%arg0")), a, ta, i, j);
                return null;
            });
            return null;
        });
        f.forLoop(k, null, (i, acc) -> {
            f.forLoop(n, null, (j, acc2) -> {
                store(
                        f,
                        f.binary("arith.addi", f.castIndex(j), f.binary(pickOp(), f.castIndex(i), "%arg1")),
                        b,
                        tb,
                        i,
                        j);
                return null;
            });
            return null;
        });
        String init = random.nextBoolean() ? f.i32(0) : "%arg0";
        f.op(null, "\"linalg.fill\"(" + init + ", " + c + ") <{operandSegmentSizes = array<i32: 1, 1>}> ({");
        f.b.append("    ^bb0(%fi: i32, %fo: i32):\n");
        f.op(null, "\"linalg.yield\"(%fi) : (i32) -> ()");
        f.b.append("    }) : (i32, " + tc + ") -> ()\n");
        f.op(null, "\"linalg.matmul\"(" + a + ", " + b + ", " + c + ") <{operandSegmentSizes = array<i32: 2, 1>}> ({");
        f.b.append("    ^bb0(%ma: i32, %mb: i32, %mc: i32):\n");
        String p = f.op(f.fresh(), "\"arith.muli\"(%ma, %mb) : (i32, i32) -> i32");
        String s = f.op(f.fresh(), "\"arith.addi\"(%mc, " + p + ") : (i32, i32) -> i32");
        f.op(null, "\"linalg.yield\"(" + s + ") : (i32) -> ()");
        f.b.append("    }) : (" + ta + ", " + tb + ", " + tc + ") -> ()\n");
        String row = f.index(random.nextInt(m));
        f.forLoop(n, null, (j, acc) -> {
            f.print(load(f, c, tc, row, j), "i32");
            return null;
        });
        for (String x : List.of(a, b, c)) {
            String ty = x.equals(a) ? ta : x.equals(b) ? tb : tc;
            f.op(null, "\"memref.dealloc\"(" + x + ") : (" + ty + ") -> ()");
        }
    }

    /** scf.parallel writing distinct elements, then one reducing their sum with scf.reduce. */
    private void parallel(Body f) {
        int n = 2 + random.nextInt(7);
        String t = memref(n);
        String m = alloc(f, t, false);
        String lb = f.index(0);
        String ub = f.index(n);
        String one = f.index(1);
        String op = pickOp();
        f.op(
                null,
                "\"scf.parallel\"(" + lb + ", " + ub + ", " + one + ") <{operandSegmentSizes = array<i32: 1, 1, 1, "
                        + "0>}> ({");
        f.b.append("    ^bb0(%pi: index):\n");
        store(f, f.binary(op, f.castIndex("%pi"), "%arg1"), m, t, "%pi");
        f.op(null, "\"scf.reduce\"() : () -> ()");
        f.b.append("    }) : (index, index, index) -> ()\n");
        String init = f.i32(random.nextInt(5));
        String r = f.fresh();
        String red = random.nextBoolean() ? "arith.addi" : "arith.xori";
        f.op(
                r,
                "\"scf.parallel\"(" + lb + ", " + ub + ", " + one + ", " + init + ") <{operandSegmentSizes = "
                        + "array<i32: 1, 1, 1, 1>}> ({");
        f.b.append("    ^bb0(%qi: index):\n");
        String x = load(f, m, t, "%qi");
        f.op(null, "\"scf.reduce\"(" + x + ") ({");
        f.b.append("    ^bb0(%ra: i32, %rb: i32):\n");
        String s = f.binary(red, "%ra", "%rb");
        f.op(null, "\"scf.reduce.return\"(" + s + ") : (i32) -> ()");
        f.b.append("    }) : (i32) -> ()\n");
        f.b.append("    }) : (index, index, index, i32) -> i32\n");
        f.print(r, "i32");
        f.op(null, "\"memref.dealloc\"(" + m + ") : (" + t + ") -> ()");
    }

    /**
     * A 2-D buffer filled by a loop nest, read through views that change its shape: a multi-dimensional
     * vector.transfer_read of an expand_shape's inner dimensions (what linalg's unit-dimension folding leaves behind and
     * fold-memref-alias-ops folds away) and a 1-D read of a collapse_shape past its end (padding).
     */
    private void reshapedReads(Body f) {
        int r = 2 + random.nextInt(3);
        int c = 2 + random.nextInt(3);
        String t = memref(r, c);
        String m = alloc(f, t, false);
        String op = pickOp();
        f.forLoop(r, null, (i, acc) -> {
            f.forLoop(c, null, (j, acc2) -> {
                store(f, f.binary("arith.addi", f.binary(op, f.castIndex(i), "%arg0"), f.castIndex(j)), m, t, i, j);
                return null;
            });
            return null;
        });
        // [[0, 1], [2, 3]] into 1xRxCx1, or [[0], [1, 2]] into Rx1xC: each keeps the row-major order of the buffer
        boolean unitDims = random.nextBoolean();
        String et = unitDims ? memref(1, r, c, 1) : memref(r, 1, c);
        String e = f.op(
                f.fresh(),
                "\"memref.expand_shape\"(" + m + ") <{reassociation = "
                        + (unitDims ? "[[0, 1], [2, 3]]" : "[[0], [1, 2]]") + ", static_output_shape = array<i64: "
                        + (unitDims ? "1, " + r + ", " + c + ", 1" : r + ", 1, " + c) + ">}> : (" + t + ") -> " + et);
        String zero = f.index(0);
        String row = f.index(random.nextInt(r));
        String pad = f.i32(-1);
        String vt = unitDims ? "vector<" + c + "x1xi32>" : "vector<1x" + c + "xi32>";
        String idx = unitDims ? zero + ", " + row + ", " + zero + ", " + zero : row + ", " + zero + ", " + zero;
        String map = unitDims ? "affine_map<(d0, d1, d2, d3) -> (d2, d3)>" : "affine_map<(d0, d1, d2) -> (d1, d2)>";
        String types = unitDims ? "index, index, index, index" : "index, index, index";
        String v = f.op(
                f.fresh(),
                "\"vector.transfer_read\"(" + e + ", " + idx + ", " + pad + ") <{in_bounds = [true, true], "
                        + "operandSegmentSizes = array<i32: 1, " + (unitDims ? 4 : 3) + ", 1, 0>, permutation_map = "
                        + map + "}> : (" + et + ", " + types + ", i32) -> " + vt);
        f.print(v, vt);
        String ct = memref(r * c);
        String flat = f.op(
                f.fresh(), "\"memref.collapse_shape\"(" + m + ") <{reassociation = [[0, 1]]}> : (" + t + ") -> " + ct);
        int lanes = 1 + random.nextInt(4);
        String lt = "vector<" + lanes + "xi32>";
        String w = f.op(
                f.fresh(),
                "\"vector.transfer_read\"(" + flat + ", " + f.index(random.nextInt(r * c)) + ", %arg1) "
                        + "<{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = "
                        + "affine_map<(d0) -> (d0)>}> : (" + ct + ", index, i32) -> " + lt);
        f.print(w, lt);
        f.op(null, "\"memref.dealloc\"(" + m + ") : (" + t + ") -> ()");
    }

    /** A buffer filled by a loop, read by vector.transfer_read past its end (padding) and by vector.load. */
    private void transfer(Body f) {
        int n = 2 + random.nextInt(7);
        String t = memref(n);
        String m = alloc(f, t, false);
        String op = pickOp();
        f.forLoop(n, null, (iv, acc) -> {
            store(f, f.binary(op, f.castIndex(iv), "%arg0"), m, t, iv);
            return null;
        });
        int lanes = 1 + random.nextInt(6);
        String vt = "vector<" + lanes + "xi32>";
        String v = f.op(
                f.fresh(),
                "\"vector.transfer_read\"(" + m + ", " + f.index(random.nextInt(n)) + ", %arg1) "
                        + "<{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = "
                        + "affine_map<(d0) -> (d0)>}> : (" + t + ", index, i32) -> " + vt);
        f.print(v, vt);
        int l2 = 1 + random.nextInt(n);
        String vt2 = "vector<" + l2 + "xi32>";
        String w = f.op(
                f.fresh(),
                "\"vector.load\"(" + m + ", " + f.index(random.nextInt(n - l2 + 1)) + ") : (" + t + ", index) -> "
                        + vt2);
        f.print(w, vt2);
        f.op(null, "\"memref.dealloc\"(" + m + ") : (" + t + ") -> ()");
    }
}
