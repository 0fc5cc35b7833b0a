package io.dialectic.semantics.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.semantics.gen.UbFreeGenerator;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.RunnerLibs;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.semantics.verdict.CellComparison;
import io.dialectic.semantics.verdict.DifferentialVerdict;
import io.dialectic.testing.MlirRequirement;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * A short campaign finds a live canonicalize miscompile of mlir-opt-19 in
 * the first 250 generated programs of seed 1 (an index_castui round trip
 * folded away, llvm #90238; found when this test was written, in about 4 s).
 */
class MiscompileSearchTest {
    @Test
    void findsTheIndexCastRoundTripFoldOfCanonicalize() {
        MlirRequirement.require("mlir-opt-19");
        MlirRequirement.require("mlir-cpu-runner-19");
        boolean libs = !RunnerLibs.find(ToolVersion.V19).isEmpty();
        if (!libs && "1".equals(System.getenv("DIALECTIC_REQUIRE_MLIR")))
            throw new AssertionError("run semantics/tools/fetch-runner-libs.sh");
        Assumptions.assumeTrue(
                libs, "runtime libraries of LLVM 19 missing (semantics/tools/fetch-runner-libs.sh): test skipped");
        MiscompileSearch.Report r = new MiscompileSearch()
                .run(new MiscompileSearch.Options(
                        1,
                        UbFreeGenerator.Options.DEFAULT,
                        250,
                        List.of(new Cell(ToolVersion.V19, JitPipelines.parse("--canonicalize"))),
                        Duration.ofMinutes(2),
                        250));
        assertEquals(250, r.programs());
        assertTrue(r.problems().isEmpty(), r.problems().toString());
        assertFalse(r.findings().isEmpty(), "no miscompile found");
        for (MiscompileSearch.Finding f : r.findings()) {
            assertEquals(DifferentialVerdict.MISCOMPILE, f.judgement().verdict());
            CellComparison c = f.judgement().cells().stream()
                    .filter(CellComparison::miscompiles)
                    .findFirst()
                    .orElseThrow();
            assertEquals("--canonicalize", c.suspectPass(), f.program().text());
            assertTrue(f.program().text().contains("index_cast"), f.program().text());
        }
    }
}
