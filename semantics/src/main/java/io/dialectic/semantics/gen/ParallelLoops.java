package io.dialectic.semantics.gen;

import java.util.Random;

/** scf.parallel writing distinct elements, then one reducing their sum with scf.reduce. */
final class ParallelLoops implements MemoryTemplate {
    @Override
    public void write(FunctionBody f, Random random) {
        int n = 2 + random.nextInt(7);
        String t = FunctionBody.memref(n);
        String m = f.alloc(t, false);
        String lb = f.index(0);
        String ub = f.index(n);
        String one = f.index(1);
        String op = FunctionBody.binaryOp(random);
        f.op(
                null,
                "\"scf.parallel\"(" + lb + ", " + ub + ", " + one + ") <{operandSegmentSizes = array<i32: 1, 1, 1, "
                        + "0>}> ({");
        f.b.append("    ^bb0(%pi: index):\n");
        f.store(f.binary(op, f.castIndex("%pi"), "%arg1"), m, t, "%pi");
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
        String x = f.load(m, t, "%qi");
        f.op(null, "\"scf.reduce\"(" + x + ") ({");
        f.b.append("    ^bb0(%ra: i32, %rb: i32):\n");
        String s = f.binary(red, "%ra", "%rb");
        f.op(null, "\"scf.reduce.return\"(" + s + ") : (i32) -> ()");
        f.b.append("    }) : (i32) -> ()\n");
        f.b.append("    }) : (index, index, index, i32) -> i32\n");
        f.print(r, "i32");
        f.op(null, "\"memref.dealloc\"(" + m + ") : (" + t + ") -> ()");
    }
}
