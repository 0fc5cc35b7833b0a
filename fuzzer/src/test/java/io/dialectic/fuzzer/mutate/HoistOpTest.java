package io.dialectic.fuzzer.mutate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.fuzzer.tree.GenericPrinter;
import io.dialectic.fuzzer.tree.TreeOp;
import io.dialectic.fuzzer.tree.TreeProgram;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** R4: move an op out of its control op with its in-block dependencies; mutants accepted by mlir-opt-19. */
class HoistOpTest {
    private static final String LOOP =
            """
            "builtin.module"() ({
              "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
              ^bb0(%arg0: index):
                %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
                %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
                "scf.for"(%c0, %arg0, %c1) ({
                ^bb1(%iv: index):
                  %a = "arith.addi"(%iv, %iv) : (index, index) -> index
                  %b = "arith.muli"(%a, %a) : (index, index) -> index
                  "scf.yield"() : () -> ()
                }) : (index, index, index) -> ()
                "func.return"() : () -> ()
              }) : () -> ()
            }) : () -> ()
            """;

    @Test
    void movingTheMulTakesTheAddItDependsOnAndRebindsTheInductionVariable() throws Exception {
        boolean sawBoth = false;
        for (int seed = 0; seed < 30; seed++) {
            TreeProgram p = Programs.tree(LOOP);
            assertTrue(new HoistOp().apply(p, p, new SplittableRandom(seed)));
            TreeOp loop = p.allOps().stream()
                    .filter(o -> o.name().equals("scf.for"))
                    .findFirst()
                    .orElseThrow();
            TreeOp add = p.allOps().stream()
                    .filter(o -> o.name().equals("arith.addi"))
                    .findFirst()
                    .orElseThrow();
            // The add always leaves the loop: alone, or as the mul's dependency.
            assertEquals(loop.parent(), add.parent());
            assertTrue(add.parent().indexOf(add) < add.parent().indexOf(loop));
            // Its operands are no longer the induction variable but index values defined before the loop.
            for (var v : add.operands()) assertTrue(v.block() == loop.parent(), "operand bound outside the loop");
            int left = loop.regions().get(0).blocks().get(0).ops().size();
            if (left == 1) sawBoth = true; // only the yield left: mul moved with its dependency
            if (seed < 4) Programs.assertAccepted(GenericPrinter.print(p));
        }
        assertTrue(sawBoth, "some seed picks the mul, which must take the add with it");
    }

    @Test
    void opsDirectlyInAFunctionAreNotMovedOutOfIt() {
        TreeProgram p = Programs.tree(
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
                  ^bb0(%arg0: i32):
                    %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i32
                    "func.return"() : () -> ()
                  }) : () -> ()
                }) : () -> ()
                """);
        assertTrue(!new HoistOp().apply(p, p, new SplittableRandom(1)));
    }
}
