package io.dialectic.fuzzer.mutate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.fuzzer.tree.GenericPrinter;
import io.dialectic.fuzzer.tree.Scopes;
import io.dialectic.fuzzer.tree.TreeOp;
import io.dialectic.fuzzer.tree.TreeProgram;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** R3: every operand re-bound among accessible values of its type; results accepted by mlir-opt-19. */
class RebindOperandsTest {
    private static final String PROGRAM =
            """
            "builtin.module"() ({
              "func.func"() <{function_type = (i32, i32, f32) -> (), sym_name = "f"}> ({
              ^bb0(%arg0: i32, %arg1: i32, %arg2: f32):
                %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i32
                "func.return"() : () -> ()
              }) : () -> ()
            }) : () -> ()
            """;

    @Test
    void operandsMoveToOtherAccessibleValuesOfTheSameType() throws Exception {
        Set<String> seen = new HashSet<>();
        for (int seed = 0; seed < 20; seed++) {
            TreeProgram p = Programs.tree(PROGRAM);
            assertTrue(new RebindOperands().apply(p, p, new SplittableRandom(seed)));
            String out = GenericPrinter.print(p);
            String add = out.lines()
                    .filter(l -> l.contains("arith.addi"))
                    .findFirst()
                    .orElseThrow()
                    .strip();
            seen.add(add);
            // Only the i32 arguments qualify (never the f32 one, never the op's own result).
            assertTrue(add.matches("%0 = \"arith.addi\"\\(%arg[01], %arg[01]\\) : \\(i32, i32\\) -> \\(i32\\)"), add);
            assertNotEquals("%0 = \"arith.addi\"(%arg0, %arg0) : (i32, i32) -> (i32)", add);
        }
        // The three re-bindings that change something all occur.
        assertEquals(
                Set.of(
                        "%0 = \"arith.addi\"(%arg0, %arg1) : (i32, i32) -> (i32)",
                        "%0 = \"arith.addi\"(%arg1, %arg0) : (i32, i32) -> (i32)",
                        "%0 = \"arith.addi\"(%arg1, %arg1) : (i32, i32) -> (i32)"),
                seen);
        TreeProgram p = Programs.tree(PROGRAM);
        new RebindOperands().apply(p, p, new SplittableRandom(3));
        Programs.assertAccepted(GenericPrinter.print(p));
    }

    @Test
    void nothingToDoWhenNoOperandHasAnAlternative() {
        TreeProgram p = Programs.tree(
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = (i32, f32) -> (), sym_name = "f"}> ({
                  ^bb0(%arg0: i32, %arg1: f32):
                    %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i32
                    "func.return"() : () -> ()
                  }) : () -> ()
                }) : () -> ()
                """);
        String before = GenericPrinter.print(p);
        assertFalse(new RebindOperands().apply(p, p, new SplittableRandom(1)));
        assertEquals(before, GenericPrinter.print(p));
    }

    @Test
    void valuesDefinedAfterTheOpOrInsideOtherRegionsAreNotAccessible() {
        TreeProgram p = Programs.tree(
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
                  ^bb0(%arg0: index):
                    %0 = "arith.addi"(%arg0, %arg0) : (index, index) -> index
                    "scf.execute_region"() ({
                      %1 = "arith.constant"() <{value = 3 : index}> : () -> index
                      "scf.yield"() : () -> ()
                    }) : () -> ()
                    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
                    "func.return"() : () -> ()
                  }) : () -> ()
                }) : () -> ()
                """);
        TreeOp add = p.allOps().stream()
                .filter(o -> o.name().equals("arith.addi"))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of(add.parent().arguments().get(0)), Scopes.accessibleTo(add));
    }
}
