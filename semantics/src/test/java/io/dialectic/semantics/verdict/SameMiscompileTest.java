package io.dialectic.semantics.verdict;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import org.junit.jupiter.api.Test;

/**
 * The reducer's interestingness on 22's int-range fold of ceildivsi(-128, 7) : i8
 * (prints 18, checked by hand; with -127 it prints the right -18).
 */
class SameMiscompileTest {
    private static String program(String dividend, String divisor, String op) {
        return """
                func.func @main() {
                  %a = arith.constant DIVIDEND : i8
                  %b = arith.constant DIVISOR : i8
                  %r = arith.OP %a, %b : i8
                  vector.print %r : i8
                  return
                }
                """
                .replace("DIVIDEND", dividend)
                .replace("DIVISOR", divisor)
                .replace("OP", op);
    }

    @Test
    void keepsOnlyCandidatesThatStillMiscompileThroughTheSamePass() {
        JitRequirement.require(ToolVersion.V22);
        SameMiscompile interesting = new SameMiscompile(
                new Cell(ToolVersion.V22, JitPipelines.parse("--int-range-optimizations")),
                "--int-range-optimizations");
        assertTrue(interesting.test(program("-128", "7", "ceildivsi")));
        assertFalse(interesting.test(program("-127", "7", "ceildivsi")), "no longer differs");
        assertFalse(interesting.test(program("-128", "0", "ceildivsi")), "division by zero: UB, not a miscompile");
        assertFalse(interesting.test(program("-128", "7", "divsi")), "another op computes right");
    }
}
