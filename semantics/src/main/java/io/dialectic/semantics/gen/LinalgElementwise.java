package io.dialectic.semantics.gen;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** linalg.generic of an arith op over two tensors (one may be read transposed), printed as a vector. */
final class LinalgElementwise implements MemoryTemplate {
    @Override
    public void write(FunctionBody f, Random random) {
        int n = 2 + random.nextInt(4);
        String t = "tensor<" + n + "x" + n + "xi32>";
        String a = f.op(
                f.fresh(),
                "\"arith.constant\"() <{value = dense<" + matrix(n, random) + "> : " + t + "}> : () -> " + t);
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
        String r = f.binary(FunctionBody.binaryOp(random), "%ga", "%gb");
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

    private static String matrix(int n, Random random) {
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<String> r = new ArrayList<>();
            for (int j = 0; j < n; j++) r.add(String.valueOf(random.nextInt(21) - 10));
            rows.add("[" + String.join(", ", r) + "]");
        }
        return "[" + String.join(", ", rows) + "]";
    }
}
