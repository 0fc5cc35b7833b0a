package io.dialectic.semantics.gen;

import java.util.Random;

/** A buffer filled by a loop, read by vector.transfer_read past its end (padding) and by vector.load. */
final class VectorTransfer implements MemoryTemplate {
    @Override
    public void write(FunctionBody f, Random random) {
        int n = 2 + random.nextInt(7);
        String t = FunctionBody.memref(n);
        String m = f.filledBuffer(n, t, random);
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
