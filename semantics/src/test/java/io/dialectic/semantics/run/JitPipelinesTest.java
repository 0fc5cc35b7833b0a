package io.dialectic.semantics.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.dialectic.toolchain.PassPipeline;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A cell's pipeline words become items that keep their anchors and options, then the lowering. */
class JitPipelinesTest {
    private static List<String> lowered(String... items) {
        List<String> all = new ArrayList<>(List.of(items));
        all.addAll(JitPipelines.LOWERING);
        return all;
    }

    @Test
    void presetsByNameAndTheirFlagsAsMlirOptReadsThem() {
        assertSame(JitPipelines.O0, JitPipelines.parse("o0"));
        assertSame(JitPipelines.OPT, JitPipelines.parse(" OPT "));
        assertEquals(
                "--one-shot-bufferize=bufferize-function-boundaries",
                JitPipelines.O0.flags().get(0));
        assertEquals(JitPipelines.LOWERING.size(), JitPipelines.O0.flags().size());
        assertEquals(JitPipelines.OPTIMIZATIONS, JitPipelines.optimizationPrefix(JitPipelines.OPT));
        assertEquals(List.of(), JitPipelines.optimizationPrefix(JitPipelines.RATTE));
    }

    @Test
    void flagsAndItemsAreOneSpelling() {
        PassPipeline p = JitPipelines.parse("--canonicalize --one-shot-bufferize=bufferize-function-boundaries");
        assertEquals("--canonicalize --one-shot-bufferize=bufferize-function-boundaries", p.name());
        assertEquals(lowered("canonicalize", "one-shot-bufferize{bufferize-function-boundaries}"), p.items());
        assertEquals(
                List.of("canonicalize", "one-shot-bufferize{bufferize-function-boundaries}"),
                JitPipelines.optimizationPrefix(p));
        assertEquals(
                JitPipelines.parse("canonicalize,one-shot-bufferize{bufferize-function-boundaries}")
                        .items(),
                p.items());
    }

    /** Commas inside an item's options do not split it; an anchored item runs nested (one textual pipeline). */
    @Test
    void anchorsAndOptionListsSurvive() {
        PassPipeline p = JitPipelines.parse("canonicalize{max-iterations=1,region-simplify=disabled} func.func:cse");
        assertEquals(lowered("canonicalize{max-iterations=1,region-simplify=disabled}", "func.func:cse"), p.items());
        assertEquals(
                List.of("--pass-pipeline=builtin.module(canonicalize{max-iterations=1,region-simplify=disabled},"
                        + "func.func(cse)," + String.join(",", JitPipelines.LOWERING) + ")"),
                p.flags());
    }

    @Test
    void aPipelineThatLowersItselfIsNotLoweredAgain() {
        assertEquals(
                List.of("arith-expand", "test-lower-to-llvm"),
                JitPipelines.parse("--arith-expand --test-lower-to-llvm").items());
    }
}
