package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.tree.OpCount;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The passes as reductions of a real crash, with the crash key as the test. */
class PassReductionCrashTest {
    /**
     * v19_r1_c00014 (5 ops, custom form, 5 passes, none of them a reduction pass): by mlir-opt-19, symbol-dce's reprint,
     * CSE and canonicalize each keep the crash key and take it to 2 ops; inlining changes nothing (no call), SCCP and
     * LICM print nothing shorter.
     */
    @Test
    void onACrashCaseTheKeyDecidesWhichPassesAreKept() throws Exception {
        try (SharedCrashUnderItsKey c = SharedCrashUnderItsKey.load("v19_r1_c00014")) {
            String program = c.crash.program();
            List<String> kept = new ArrayList<>();
            for (Transformation t : Transformations.make(Transformations.PASSES, c.context)) {
                String next = c.apply(t, program);
                if (!next.equals(program)) kept.add(t.name());
                program = next;
            }
            assertEquals(List.of("pass:symbol-dce", "pass:cse", "pass:canonicalize"), kept);
            assertEquals(5, OpCount.of(MlirReader.read(c.crash.program())));
            assertEquals(2, OpCount.of(MlirReader.read(program)), program);
            c.assertSameKey(program);
        }
    }
}
