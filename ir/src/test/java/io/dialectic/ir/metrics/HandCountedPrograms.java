package io.dialectic.ir.metrics;

import static io.dialectic.ir.metrics.Models.NONE;
import static io.dialectic.ir.metrics.Models.body;
import static io.dialectic.ir.metrics.Models.op;
import static io.dialectic.ir.metrics.Models.result;
import static io.dialectic.ir.metrics.Models.types;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Value;

/**
 * The hand-counted programs of the metric tests, built through the model API
 * (so the tests do not depend on the reader). The MLIR each one stands for is
 * in the Javadoc; the counts are in the tests.
 */
public final class HandCountedPrograms {
    private HandCountedPrograms() {}

    /**
     * In the spirit of MLIRod's Figure 1(c): a func with arith, scf and memref ops.
     * <pre>
     * func.func @f(%arg0: memref&lt;10xf32&gt;, %n: index) {        // Fn
     *   %c0 = arith.constant 0 : index                         // A
     *   %c1 = arith.constant 1 : index                         // B
     *   scf.for %i = %c0 to %n step %c1 {                      // F
     *     %v = memref.load %arg0[%i] : memref&lt;10xf32&gt;         // L
     *     %w = arith.addf %v, %v : f32                         // D
     *     memref.store %w, %arg0[%i] : memref&lt;10xf32&gt;         // S
     *     scf.yield                                            // Y
     *   }
     *   return                                                 // R
     * }
     * </pre>
     * With {@code wrapInModule} the same ops stand inside an explicit top-level {@code builtin.module}.
     */
    public static Program figure1c(boolean wrapInModule) {
        Program p = Models.program();
        Block top = p.topLevel();
        if (wrapInModule) top = body(op(top, "builtin.module", NONE));
        Operation fn = op(top, "func.func", NONE);
        Block fb = body(fn);
        Value arg0 = fb.addArgument("%arg0", "memref<10xf32>");
        Value n = fb.addArgument("%n", "index");
        Operation a = op(fb, "arith.constant", types("index"));
        Operation b = op(fb, "arith.constant", types("index"));
        Operation f = op(fb, "scf.for", NONE, result(a), n, result(b));
        Block loop = body(f);
        Value i = loop.addArgument("%i", "index");
        Operation l = op(loop, "memref.load", types("f32"), arg0, i);
        Operation d = op(loop, "arith.addf", types("f32"), result(l), result(l));
        op(loop, "memref.store", NONE, result(d), arg0, i);
        op(loop, "scf.yield", NONE);
        op(fb, "func.return", NONE);
        return p;
    }

    /**
     * Mixing func, arith and scf through data and nesting, in the style of
     * SynthFuzz's Listings 9 and 11:
     * <pre>
     * func.func @g(%a: i32) -&gt; i32 {               // G
     *   %c = arith.constant 1 : i32                // C1
     *   %k = arith.constant 2 : i32                // C2
     *   %s = arith.addi %a, %c : i32               // ADD
     *   %t = arith.muli %k, %k : i32               // MUL
     *   %r = scf.execute_region -&gt; i32 {          // E
     *     %u = arith.addi %s, %t : i32             // ADD2
     *     scf.yield %u : i32                       // Y
     *   }
     *   return %r : i32                            // R
     * }
     * </pre>
     */
    public static Program mixed() {
        Program p = Models.program();
        Operation g = op(p.topLevel(), "func.func", NONE);
        Block gb = body(g);
        Value a = gb.addArgument("%a", "i32");
        Operation c1 = op(gb, "arith.constant", types("i32"));
        Operation c2 = op(gb, "arith.constant", types("i32"));
        Operation add = op(gb, "arith.addi", types("i32"), a, result(c1));
        Operation mul = op(gb, "arith.muli", types("i32"), result(c2), result(c2));
        Operation e = op(gb, "scf.execute_region", types("i32"));
        Block eb = body(e);
        Operation add2 = op(eb, "arith.addi", types("i32"), result(add), result(mul));
        op(eb, "scf.yield", NONE, result(add2));
        op(gb, "func.return", NONE, result(e));
        return p;
    }
}
