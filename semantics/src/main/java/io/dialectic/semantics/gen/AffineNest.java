package io.dialectic.semantics.gen;

import java.util.Random;

/** A 2-D buffer filled by an affine nest, read back through affine maps with mod/floordiv, an affine.if. */
final class AffineNest implements MemoryTemplate {
    @Override
    public void write(FunctionBody f, Random random) {
        int r = 2 + random.nextInt(3);
        int c = 2 + random.nextInt(4);
        String t = FunctionBody.memref(r, c);
        String m = f.alloc(t, false);
        String op = FunctionBody.binaryOp(random);
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
        String s2 = f.binary(FunctionBody.binaryOp(random), "%as", x);
        f.op(null, "\"affine.yield\"(" + s2 + ") : (i32) -> ()");
        f.b.append("    }) : (i32) -> i32\n");
        f.print(sum, "i32");
        int th = random.nextInt(r);
        String probe = f.index(random.nextInt(r));
        f.op(null, "\"affine.if\"(" + probe + ") ({");
        f.print(f.load(m, t, probe, f.index(random.nextInt(c))), "i32");
        f.op(null, "\"affine.yield\"() : () -> ()");
        f.b.append("    }, {\n");
        f.print("%arg1", "i32");
        f.op(null, "\"affine.yield\"() : () -> ()");
        f.b.append("    }) {condition = affine_set<(d0) : (d0 - " + th + " >= 0)>} : (index) -> ()\n");
        f.op(null, "\"memref.dealloc\"(" + m + ") : (" + t + ") -> ()");
    }
}
