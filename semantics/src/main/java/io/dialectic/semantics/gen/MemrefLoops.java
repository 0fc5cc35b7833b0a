package io.dialectic.semantics.gen;

import java.util.Random;

/** alloc, a loop storing op(i, arg0), a subview store, a copy, a reducing loop, a load; dealloc. */
final class MemrefLoops implements MemoryTemplate {
    @Override
    public void write(FunctionBody f, Random random) {
        int n = 2 + random.nextInt(7);
        String t = FunctionBody.memref(n);
        String m = f.filledBuffer(n, t, random);
        if (random.nextBoolean()) {
            int off = random.nextInt(n);
            int len = 1 + random.nextInt(n - off);
            String st = "memref<" + len + "xi32, strided<[1], offset: " + off + ">>";
            String sv = f.op(
                    f.fresh(),
                    "\"memref.subview\"(" + m + ") <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = "
                            + "array<i64: " + off + ">, static_sizes = array<i64: " + len
                            + ">, static_strides = array<i64: 1>}> : (" + t + ") -> " + st);
            f.store("%arg1", sv, st, f.index(random.nextInt(len)));
        }
        String src = m;
        if (random.nextBoolean()) {
            String copy = f.alloc(t, true);
            f.op(null, "\"memref.copy\"(" + m + ", " + copy + ") : (" + t + ", " + t + ") -> ()");
            src = copy;
        }
        String from = src;
        String op2 = FunctionBody.binaryOp(random);
        String r = f.forLoop(n, f.i32(random.nextInt(7)), (iv, acc) -> f.binary(op2, acc, f.load(from, t, iv)));
        f.print(r, "i32");
        f.print(f.load(m, t, f.index(random.nextInt(n))), "i32");
        f.op(null, "\"memref.dealloc\"(" + m + ") : (" + t + ") -> ()");
    }
}
