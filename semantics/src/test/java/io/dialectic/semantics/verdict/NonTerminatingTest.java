package io.dialectic.semantics.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.semantics.run.CellStatus;
import io.dialectic.semantics.run.ToolVersion;
import org.junit.jupiter.api.Test;

/**
 * {@code dialectic exec} on a program that never terminates: an {@code scf.while} whose condition is always
 * true. Before, every cell of the default matrix ran until its 10 s timeout and the verdict was runtime-divergence
 * (45.8 s here, 54 s in the issue); the reference interpreter runs out of its step budget, so the verdict is
 * non-terminating, with each cell compiled (a compiler crash would still count) and none run.
 */
class NonTerminatingTest {
    static final String ENDLESS =
            """
            func.func @main() {
              %true = arith.constant true
              %c0 = arith.constant 0 : i32
              %c1 = arith.constant 1 : i32
              %r = scf.while (%i = %c0) : (i32) -> i32 {
                scf.condition(%true) %i : i32
              } do {
              ^bb0(%j: i32):
                %n = arith.addi %j, %c1 : i32
                scf.yield %n : i32
              }
              vector.print %r : i32
              return
            }
            """;

    @Test
    void anEndlessWhileIsNonTerminatingAndJudgedQuickly() {
        JitRequirement.require(ToolVersion.V19);
        JitRequirement.require(ToolVersion.V22);
        long start = System.nanoTime();
        Judgement j = new DifferentialExecution(ExecOptions.defaults()).run(ENDLESS);
        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(DifferentialVerdict.NON_TERMINATING, j.verdict(), j.reason());
        assertEquals(4, j.cells().size());
        for (CellComparison c : j.cells())
            assertEquals(
                    CellStatus.NOT_RUN, c.result().status(), c.result().cell().label());
        // the interpreter's 5M steps and four compilations; one cell's run timeout alone is 10 s
        assertTrue(seconds < 10, "took " + seconds + " s");
    }
}
