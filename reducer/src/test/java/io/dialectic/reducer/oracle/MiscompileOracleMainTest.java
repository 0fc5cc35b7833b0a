package io.dialectic.reducer.oracle;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A miscompile reduction keeps {@code @main} with its body. A reduction of a 30-minute campaign's ceildivsi cluster on
 * mlir-opt-22 ended in {@code func.func private @main()}: the executor ran its wrapper of @f0, and the report's
 * {@code mlir-runner-22 -e main} said "entry point not found".
 */
class MiscompileOracleMainTest {
    @Test
    void aDeclaredMainIsNotAnEntry() {
        String reduced =
                """
                func.func @f0() {
                  %4 = arith.constant -9223372036854775808 : i64
                  vector.print %4 : i64
                  return
                }
                func.func private @main()
                """;
        assertFalse(MiscompileOracle.definesMain(reduced));
        assertTrue(MiscompileOracle.definesMain(reduced.replace(
                "func.func private @main()\n", "func.func @main() {\n  call @f0() : () -> ()\n  return\n}\n")));
    }

    @Test
    void genericFormNeedsANonEmptyRegion() {
        String declared =
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = () -> (), sym_name = "main", sym_visibility = "private"}> ({
                  }) : () -> ()
                }) : () -> ()
                """;
        String defined =
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
                    "func.return"() : () -> ()
                  }) : () -> ()
                }) : () -> ()
                """;
        assertFalse(MiscompileOracle.definesMain(declared));
        assertTrue(MiscompileOracle.definesMain(defined));
    }
}
