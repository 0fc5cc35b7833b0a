package io.dialectic.semantics.gen;

import java.util.Random;

/**
 * A 2-D buffer filled by a loop nest, read through views that change its shape: a multi-dimensional
 * vector.transfer_read of an expand_shape's inner dimensions (what linalg's unit-dimension folding leaves behind and
 * fold-memref-alias-ops folds away) and a 1-D read of a collapse_shape past its end (padding).
 */
final class ReshapedReads implements MemoryTemplate {
    @Override
    public void write(FunctionBody f, Random random) {
        int r = 2 + random.nextInt(3);
        int c = 2 + random.nextInt(3);
        String t = FunctionBody.memref(r, c);
        String m = f.alloc(t, false);
        String op = FunctionBody.binaryOp(random);
        f.forLoop(r, null, (i, acc) -> {
            f.forLoop(c, null, (j, acc2) -> {
                f.store(f.binary("arith.addi", f.binary(op, f.castIndex(i), "%arg0"), f.castIndex(j)), m, t, i, j);
                return null;
            });
            return null;
        });
        // [[0, 1], [2, 3]] into 1xRxCx1, or [[0], [1, 2]] into Rx1xC: each keeps the row-major order of the buffer
        boolean unitDims = random.nextBoolean();
        String et = unitDims ? FunctionBody.memref(1, r, c, 1) : FunctionBody.memref(r, 1, c);
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
        String ct = FunctionBody.memref(r * c);
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
}
