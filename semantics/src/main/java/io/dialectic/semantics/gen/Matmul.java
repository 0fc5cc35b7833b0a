package io.dialectic.semantics.gen;

import java.util.List;
import java.util.Random;

/** linalg.fill and linalg.matmul on buffers filled by loops, a row printed. */
final class Matmul implements MemoryTemplate {
    @Override
    public void write(FunctionBody f, Random random) {
        int m = 1 + random.nextInt(3);
        int k = 1 + random.nextInt(3);
        int n = 1 + random.nextInt(3);
        String ta = FunctionBody.memref(m, k);
        String tb = FunctionBody.memref(k, n);
        String tc = FunctionBody.memref(m, n);
        String a = f.alloc(ta, false);
        String b = f.alloc(tb, false);
        String c = f.alloc(tc, false);
        String op = FunctionBody.binaryOp(random);
        f.forLoop(m, null, (i, acc) -> {
            f.forLoop(k, null, (j, acc2) -> {
                f.store(f.binary(op, f.castIndex(i), f.binary("arith.subi", f.castIndex(j), "%arg0")), a, ta, i, j);
                return null;
            });
            return null;
        });
        f.forLoop(k, null, (i, acc) -> {
            f.forLoop(n, null, (j, acc2) -> {
                f.store(
                        f.binary(
                                "arith.addi",
                                f.castIndex(j),
                                f.binary(FunctionBody.binaryOp(random), f.castIndex(i), "%arg1")),
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
            f.print(f.load(c, tc, row, j), "i32");
            return null;
        });
        for (String x : List.of(a, b, c)) {
            String ty = x.equals(a) ? ta : x.equals(b) ? tb : tc;
            f.op(null, "\"memref.dealloc\"(" + x + ") : (" + ty + ") -> ()");
        }
    }
}
