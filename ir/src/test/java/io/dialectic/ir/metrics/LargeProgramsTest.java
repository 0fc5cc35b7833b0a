package io.dialectic.ir.metrics;

import static io.dialectic.ir.metrics.Models.NONE;
import static io.dialectic.ir.metrics.Models.body;
import static io.dialectic.ir.metrics.Models.op;
import static io.dialectic.ir.metrics.Models.result;
import static io.dialectic.ir.metrics.Models.types;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Value;
import java.time.Duration;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Shapes that break naive implementations: deep nesting (recursion), hubs (quadratic patterns). */
class LargeProgramsTest {

    @Test
    void nestingTenThousandDeepNeitherOverflowsNorGoesQuadratic() {
        // scf.execute_region nested 10,000 deep in a func, an arith.constant in the innermost region.
        Program p = Models.program();
        Block b = body(op(p.topLevel(), "func.func", NONE));
        for (int i = 0; i < 10_000; i++) b = body(op(b, "scf.execute_region", NONE));
        op(b, "arith.constant", types("i32"));
        ProgramMetrics m = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> ProgramMetrics.of(p));
        assertEquals(10_002, m.ops());
        assertEquals(10_001, m.controlEdges());
        // Any ancestor: the constant is under scf and func; scf under func.
        assertEquals(Set.of("arith|func", "arith|scf", "func|scf"), m.controlPairs());
        // d=1 patterns: func->scf, scf->scf (9,999 equal ones), scf->arith, arith alone: 4.
        assertEquals(4, m.patterns(1).size());
        // d=3: func->scf->scf->scf, scf chains of 4 (equal), the last three reaching the constant
        // at depth 3, 2, 1 and the constant alone: 1 + 1 + 3 + 1 = 6.
        assertEquals(6, m.patterns(3).size());
    }

    @Test
    void aValueUsedTwentyThousandTimes() {
        Program p = Models.program();
        Block b = body(op(p.topLevel(), "func.func", NONE));
        Operation c = op(b, "arith.constant", types("i32"));
        Value v = result(c);
        for (int i = 0; i < 20_000; i++) v = result(op(b, "arith.addi", types("i32"), result(c), v));
        ProgramMetrics m = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> ProgramMetrics.of(p));
        assertEquals(20_002, m.ops());
        // Data edges: the first addi uses %c once (both operands are %c); each later one uses %c and its predecessor.
        assertEquals(1 + 2 * 19_999, m.dataEdges());
    }
}
