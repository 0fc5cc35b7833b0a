package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Observation;
import io.dialectic.reducer.oracle.ToolOracle;
import io.dialectic.reducer.tree.OpCount;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A loop whose body uses its induction variable, hoisted with the variable as a new function argument: the reduced
 * crash of run after-022092 of a 10-minute mlir-opt-22 fuzz campaign ({@code int-range-optimizations} crashing in
 * {@code IntegerRangeAnalysis::visitNonControlFlowArguments}), 6 ops as the reducer left it.
 */
class HoistRegionBodyTest {
    static final String NESTED_AFFINE_LOOPS =
            """
            #map1 = affine_map<(d0) -> (d0)>
            #map2 = affine_map<(d0) -> (d0 + 4)>
            func.func @f0() {
              affine.for %0 = 4 to 1028 step 4 {
                affine.for %1 = #map1(%0) to #map2(%0) {
                }
              }
              return
            }
            """;

    static final String HOISTED =
            """
            #map1 = affine_map<(d0) -> (d0)>
            #map2 = affine_map<(d0) -> (d0 + 4)>
            func.func @f0(%r0: index) {
              affine.for %1 = #map1(%r0) to #map2(%r0) {
              }
              return
            }
            """;

    @Test
    void theOuterLoopGoesItsInductionVariableBecomingAnArgument() {
        List<Rewrite> rs = new HoistRegionBody().rewrites(new OpTree(MlirReader.read(NESTED_AFFINE_LOOPS)));
        assertEquals(
                List.of("hoist affine.for, its block arguments as arguments"),
                rs.stream().map(Rewrite::what).toList());
        assertEquals(HOISTED, new SpliceSet().addAll(rs.get(0).splices()).applyTo(NESTED_AFFINE_LOOPS));
    }

    @Test
    void mainKeepsItsLoops() {
        String main = NESTED_AFFINE_LOOPS.replace("@f0", "@main");
        assertEquals(List.of(), new HoistRegionBody().rewrites(new OpTree(MlirReader.read(main))));
    }

    @Test
    void theHoistedProgramCrashesWithTheSameKey() {
        MlirRequirement.require("mlir-opt-22");
        Tool tool = new ToolDiscovery().find("mlir-opt-22").orElseThrow();
        ToolOracle oracle = new ToolOracle(
                new ToolRunner(),
                OutcomeClassifier.defaults(),
                tool,
                RunLimits.defaults(),
                List.of("--mlir-disable-threading"));
        List<String> pipeline = List.of("int-range-optimizations");
        Observation before = oracle.observe(new Candidate(NESTED_AFFINE_LOOPS, pipeline));
        Observation after = oracle.observe(new Candidate(HOISTED, pipeline));
        assertTrue(before.isCrash(), before.outcome().toString());
        assertEquals("site: mlir::dataflow::IntegerRangeAnalysis::visitNonControlFlowArguments", before.crashKey());
        assertEquals(before.crashKey(), after.crashKey());
        assertEquals(6, OpCount.of(MlirReader.read(NESTED_AFFINE_LOOPS)));
        assertEquals(4, OpCount.of(MlirReader.read(HOISTED)));
    }
}
