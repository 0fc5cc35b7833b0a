package io.dialectic.fuzzer.mutate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.fuzzer.tree.GenericPrinter;
import io.dialectic.fuzzer.tree.TreeOp;
import io.dialectic.fuzzer.tree.TreeProgram;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** R1: an op from a donor, bound to accessible values or fresh constants; mutants accepted by mlir-opt-19. */
class InsertNodeTest {
    private static final String TARGET = """
            "builtin.module"() ({
              "func.func"() <{function_type = (index, i32) -> (), sym_name = "t"}> ({
              ^bb0(%arg0: index, %arg1: i32):
                %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
                %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
                "scf.for"(%c0, %arg0, %c1) ({
                ^bb1(%iv: index):
                  "scf.yield"() : () -> ()
                }) : (index, index, index) -> ()
                "func.return"() : () -> ()
              }) : () -> ()
            }) : () -> ()
            """;
    private static final String DONOR = """
            "builtin.module"() ({
              "func.func"() <{function_type = (i32, f32) -> (), sym_name = "d"}> ({
              ^bb0(%arg0: i32, %arg1: f32):
                %0 = "arith.muli"(%arg0, %arg0) : (i32, i32) -> i32
                "func.return"() : () -> ()
              }) : () -> ()
            }) : () -> ()
            """;

    @Test
    void donorOpIsBoundToAnAccessibleValueOfItsTypeAndPreferablyPlacedUnderTheControlOp() throws Exception {
        int underFor = 0;
        for (int seed = 0; seed < 40; seed++) {
            TreeProgram t = Programs.tree(TARGET);
            assertTrue(new InsertNode().apply(t, Programs.tree(DONOR), new SplittableRandom(seed)));
            TreeOp mul = t.allOps().stream().filter(o -> o.name().equals("arith.muli")).findFirst().orElseThrow();
            // %arg1 : i32 is the only i32 in scope wherever the op lands.
            assertEquals(t.allBlocks().get(2).arguments().get(1), mul.operands().get(0));
            assertEquals(mul.operands().get(0), mul.operands().get(1));
            if (mul.parentOp().name().equals("scf.for")) underFor++;
            if (seed < 3) Programs.assertAccepted(GenericPrinter.print(t));
        }
        // 3 in 4 under the control op: 30 of 40 expected; allow sampling noise.
        assertTrue(underFor >= 22 && underFor <= 38, "placed under scf.for " + underFor + " of 40");
    }

    @Test
    void aFreshConstantIsMadeWhenNoAccessibleValueHasTheType() throws Exception {
        String donor = """
                "builtin.module"() ({
                  "func.func"() <{function_type = (f32) -> (), sym_name = "d"}> ({
                  ^bb0(%arg0: f32):
                    %0 = "math.sqrt"(%arg0) : (f32) -> f32
                    "func.return"() : () -> ()
                  }) : () -> ()
                }) : () -> ()
                """;
        TreeProgram t = Programs.tree(TARGET);
        assertTrue(new InsertNode().apply(t, Programs.tree(donor), new SplittableRandom(5)));
        String out = GenericPrinter.print(t);
        // The constant stands right before the op that uses it.
        assertTrue(out.matches("(?s).*= \"arith.constant\"\\(\\) <\\{value = 0.000000e\\+00 : f32}> : \\(\\) -> \\(f32\\)\\n\\s*%\\d+ = \"math.sqrt\".*"), out);
        Programs.assertAccepted(out);
    }

    @Test
    void opsReferringToSymbolsAreNotTransplanted() {
        TreeProgram donor = Programs.tree("""
                "builtin.module"() ({
                  "func.func"() <{function_type = () -> (), sym_name = "callee"}> ({
                    "func.return"() : () -> ()
                  }) : () -> ()
                  "func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
                    "func.call"() <{callee = @callee}> : () -> ()
                    "func.return"() : () -> ()
                  }) : () -> ()
                }) : () -> ()
                """);
        assertEquals(0, InsertNode.transplantable(donor).size());
    }
}
