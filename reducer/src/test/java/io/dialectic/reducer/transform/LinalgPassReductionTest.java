package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.CrashCase;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.tree.OpCount;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The linalg steps of {@link PassReduction} on real crash cases of mlir-opt-19, with the crash key as the test. */
class LinalgPassReductionTest {
    /**
     * v19_r1_c00108 (10 ops, crashing mesh-spmdization): a tensor {@code linalg.generic} whose results only feed
     * {@code tensor.dim}; the loops step leaves the dims of its init instead, 10 -> 8 ops, and the crash key holds.
     */
    @Test
    void aLinalgOpGoesByItsLoopsStepWhenThatHasFewerOpsAndTheCrashStays() throws Exception {
        String out = reduced("v19_r1_c00108", List.of("convert-linalg-to-loops"), 10, 8);
        assertFalse(out.contains("linalg."), out);
        assertTrue(out.contains("tensor.dim %0, %c0"), out);
    }

    /**
     * v19_r999_e00141's program (a tiling test of the MLIR suite): mlir-opt-19 names its generics, 16 -> 14
     * ops; where nothing is specialized (a program without linalg) nothing is offered, no tool run.
     */
    @Test
    void theSpecializerIsOfferedWhenItNamesAGeneric() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        CrashCase c = CrashCase.load(SharedData.crashes().resolve("cases").resolve("v19_r999_e00141"));
        Tool tool = new ToolDiscovery().find("mlir-opt-19").orElseThrow();
        var step = new PassReduction(new ToolRunner(), tool, c.extraArgs(), List.of("linalg-specialize-generic-ops"));
        var rs = step.rewrites(new OpTree(MlirReader.read(c.program())));
        assertEquals(1, rs.size());
        String out = new SpliceSet().addAll(rs.get(0).splices()).applyTo(c.program());
        assertEquals(16, OpCount.of(MlirReader.read(c.program())));
        assertEquals(14, OpCount.of(MlirReader.read(out)), out);
        assertEquals(List.of(), step.rewrites(new OpTree(MlirReader.read("func.func @main() {\n  return\n}\n"))));
    }

    /** {@code id}'s program after {@code passes} as a reduction, kept when the crash key holds; its op counts checked. */
    private static String reduced(String id, List<String> passes, int before, int after) throws Exception {
        try (SharedCrashUnderItsKey c = SharedCrashUnderItsKey.load(id)) {
            Transformation step = c.step(Transformations.PASSES, "pass:" + String.join(",", passes));
            String out = c.apply(step, c.crash.program());
            assertEquals(before, OpCount.of(MlirReader.read(c.crash.program())));
            assertEquals(after, OpCount.of(MlirReader.read(out)), out);
            c.assertSameKey(out);
            return out;
        }
    }
}
