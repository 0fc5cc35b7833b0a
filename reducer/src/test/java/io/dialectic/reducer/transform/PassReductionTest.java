package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.tree.OpCount;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * MLIR's passes as reductions on a program of a differential campaign on mlir-opt-22 (its run camp-000005-linalg,
 * miscompiled by 22's {@code --fold-memref-alias-ops}): the whole body in {@code @f0} called from {@code @main} with
 * two constants, and three copies each of the loop constants in generic form.
 */
class PassReductionTest {
    private static Tool opt22() {
        MlirRequirement.require("mlir-opt-22");
        return new ToolDiscovery().find("mlir-opt-22").orElseThrow();
    }

    private static Transformation step(String name, List<String> suspects) {
        Transformations.Context c = new Transformations.Context(new ToolRunner(), opt22(), List.of(), suspects);
        return Transformations.make(Transformations.PASSES, c).stream()
                .filter(t -> t.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError(name + " not made"));
    }

    private static String applied(Transformation t, String program) {
        List<Rewrite> rs = t.rewrites(new OpTree(MlirReader.read(program)));
        assertEquals(1, rs.size(), t.name());
        return new SpliceSet().addAll(rs.get(0).splices()).applyTo(program);
    }

    @Test
    void theInlineStepLeavesMainAloneWithTheCalleesBody() throws Exception {
        String program = FoldMemrefMiscompile.program();
        String out = applied(step("pass:symbol-privatize{exclude=main},inline,symbol-dce", List.of()), program);
        // counted by hand: 34 ops (@f0 29 with both yields, @main 5); mlir-opt-22's print 28: @main, 9 distinct
        // constants (the inliner's canonicalize merges the copies), alloc, the two loops, their 5 ops and 2 yields,
        // both reads, prints and views, dealloc, return
        assertEquals(1, out.split("func\\.func", -1).length - 1, out);
        assertFalse(out.contains("@f0") || out.contains("call"), out);
        assertTrue(out.contains("memref.expand_shape") && out.contains("vector.transfer_read"), out);
        assertEquals(34, OpCount.of(MlirReader.read(program)));
        assertEquals(28, OpCount.of(MlirReader.read(out)));
    }

    @Test
    void cseKeepsOneCopyOfEachIndexConstant() throws Exception {
        String program = FoldMemrefMiscompile.program();
        assertEquals(3, program.split("value = 0 : index", -1).length - 1);
        String out = applied(step("pass:cse", List.of()), program);
        assertEquals(1, out.split("arith.constant 0 : index", -1).length - 1, out);
        assertEquals(1, out.split("arith.constant 1 : index", -1).length - 1, out);
    }

    @Test
    void aPassUnderSuspicionIsNeverRun() {
        Transformations.Context c = new Transformations.Context(
                new ToolRunner(), null, List.of(), List.of("func.func(canonicalize)", "--inline (its cse)"));
        List<String> names = Transformations.make(Transformations.PASSES, c).stream()
                .map(Transformation::name)
                .toList();
        assertEquals(
                List.of(
                        "pass:symbol-dce",
                        "pass:sccp",
                        "pass:loop-invariant-code-motion",
                        "pass:linalg-specialize-generic-ops",
                        "pass:convert-linalg-to-loops"),
                names);
        assertEquals(
                8,
                Transformations.make(
                                Transformations.PASSES,
                                new Transformations.Context(new ToolRunner(), null, List.of(), List.of()))
                        .size());
    }

    @Test
    void theWholeProgramStepsComeFirstAndBuffersBecomeGlobalsBeforeShapesShrink() {
        Transformations.Context c = new Transformations.Context(new ToolRunner(), null, List.of(), List.of());
        List<String> whole = Transformations.make(Transformations.WHOLE_PROGRAM, c).stream()
                .map(Transformation::name)
                .toList();
        assertEquals(
                List.of(
                        "pass:symbol-privatize{exclude=main},inline,symbol-dce",
                        "pass:symbol-dce",
                        "pass:cse",
                        "pass:canonicalize",
                        "pass:sccp",
                        "pass:loop-invariant-code-motion",
                        "pass:linalg-specialize-generic-ops",
                        "pass:convert-linalg-to-loops",
                        "filled-buffer-as-distinct-global",
                        "filled-buffer-as-global",
                        "shrink-dimensions-to-two",
                        "fold-one-trip-loop",
                        "constant-argument"),
                whole);
        assertEquals(
                whole,
                Transformations.make(Transformations.DEFAULT, c).stream()
                        .map(Transformation::name)
                        .limit(whole.size())
                        .toList());
    }

    @Test
    void theMiscompileOracleKeepsTheInlinedProgram() throws Exception {
        String program = FoldMemrefMiscompile.program();
        String out = FoldMemrefMiscompile.keptByOracle(
                step("pass:symbol-privatize{exclude=main},inline,symbol-dce", List.of()), program);
        assertFalse(out.equals(program), "the inlined program was not kept");
        assertFalse(out.contains("@f0"), out);
    }
}
