package io.dialectic.toolchain.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.toolchain.cluster.ClusterDefinition.Member;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClusterDefinitionTest {
    /** The ../shared/crashes isLegal case in small: the smallest member never ran the pass the others' traces name. */
    @Test
    void representativeRanThePassNotJustTheSmallestProgram() {
        var s = ClusterDefinition.summarize(List.of(
                new Member("small", 370, null, List.of("math-extend-to-supported-types", "lower-quant-ops"), "conversion"),
                new Member("alone", 7664, "async-to-async-runtime", List.of("async-to-async-runtime"), "conversion"),
                new Member("mid", 612, null, List.of("convert-vector-to-scf", "async-to-async-runtime"), "general transformation")));
        assertEquals("async-to-async-runtime", s.pass());
        assertEquals("mid", s.representative());
        assertEquals("conversion", s.bugLocation()); // the pass's (async-to-async-runtime), not the representative's guess
    }

    @Test
    void withoutANamedPassTheOnePassEveryPipelineHoldsIsTheClusters() {
        var s = ClusterDefinition.summarize(List.of(
                new Member("b", 10, null, List.of("func.func:mesh-spmdization", "cse"), null),
                new Member("a", 10, null, List.of("canonicalize", "func.func:mesh-spmdization"), null)));
        assertEquals("mesh-spmdization", s.pass());
        assertEquals("a", s.representative()); // same size: the smaller run id
        // two passes in common: the evidence cannot tell which, no pass; then the smallest program of all
        var t = ClusterDefinition.summarize(List.of(
                new Member("x", 50, null, List.of("cse", "inline"), null),
                new Member("y", 40, null, List.of("inline", "cse"), null),
                new Member("z", -1, null, List.of("inline", "cse"), null)));
        assertEquals("", t.pass());
        assertEquals("y", t.representative()); // unknown size (-1) last
        assertEquals("", t.bugLocation()); // no pass: the representative's, unknown here
        // one member's pipeline is no shared evidence: its own trace or a one-pass pipeline only
        assertEquals("", ClusterDefinition.summarize(List.of(new Member("m", 5, null, List.of("cse", "inline"), null))).pass());
    }
}
