package io.dialectic.fuzzer.mutate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.fuzzer.tree.GenericPrinter;
import io.dialectic.fuzzer.tree.TreeProgram;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** R2 on programs with one deletable op, so the result is forced; expected texts accepted by mlir-opt-19. */
class DeleteNodeTest {
    @Test
    void usersAreRewiredToAnotherValueOfTheSameType() throws Exception {
        TreeProgram p = Programs.tree(
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
                  ^bb0(%arg0: i32):
                    %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i32
                    "func.return"(%0) : (i32) -> ()
                  }) : () -> ()
                }) : () -> ()
                """);
        assertTrue(new DeleteNode().apply(p, p, new SplittableRandom(7)));
        String expected =
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
                  ^bb1(%arg0: i32):
                    "func.return"(%arg0) : (i32) -> ()
                  }) : () -> ()
                }) : () -> ()
                """;
        assertEquals(expected, GenericPrinter.print(p));
        Programs.assertAccepted(expected);
    }

    @Test
    void nestedOpsGoWithTheDeletedOpAndAFreshConstantStandsInWhenNoValueFits() throws Exception {
        TreeProgram p = Programs.tree(
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = (i1) -> f32, sym_name = "g"}> ({
                  ^bb0(%arg0: i1):
                    %0 = "scf.if"(%arg0) ({
                      %c = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
                      "scf.yield"(%c) : (f32) -> ()
                    }, {
                      %d = "arith.constant"() <{value = 2.0 : f32}> : () -> f32
                      "scf.yield"(%d) : (f32) -> ()
                    }) : (i1) -> f32
                    "func.return"(%0) : (f32) -> ()
                  }) : () -> ()
                }) : () -> ()
                """);
        // Three candidates (the if and its two constants): try seeds until the if goes, which must replace %0.
        String deletedIf = null;
        for (int seed = 0; seed < 50 && deletedIf == null; seed++) {
            TreeProgram q = Programs.tree(GenericPrinter.print(p));
            assertTrue(new DeleteNode().apply(q, q, new SplittableRandom(seed)));
            String out = GenericPrinter.print(q);
            if (!out.contains("scf.if")) deletedIf = out;
        }
        String expected =
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = (i1) -> f32, sym_name = "g"}> ({
                  ^bb1(%arg0: i1):
                    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> (f32)
                    "func.return"(%0) : (f32) -> ()
                  }) : () -> ()
                }) : () -> ()
                """;
        assertEquals(expected, deletedIf);
        Programs.assertAccepted(expected);
    }

    @Test
    void terminatorsFunctionsAndModulesAreNeverDeleted() {
        TreeProgram p = Programs.tree(
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = () -> (), sym_name = "h"}> ({
                    "func.return"() : () -> ()
                  }) : () -> ()
                }) : () -> ()
                """);
        assertFalse(new DeleteNode().apply(p, p, new SplittableRandom(1)));
    }
}
