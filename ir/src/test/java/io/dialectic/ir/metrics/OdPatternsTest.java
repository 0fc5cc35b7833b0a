package io.dialectic.ir.metrics;

import static io.dialectic.ir.metrics.Models.NONE;
import static io.dialectic.ir.metrics.Models.body;
import static io.dialectic.ir.metrics.Models.op;
import static io.dialectic.ir.metrics.Models.result;
import static io.dialectic.ir.metrics.Models.types;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.odg.OdgIndex;
import org.junit.jupiter.api.Test;

class OdPatternsTest {

    /** {@code test.p} holding {@code test.c} in its region, either using p's block argument or not. */
    private static Program parentChild(boolean childUsesArgument, boolean childFirst) {
        Program p = Models.program();
        Block top = p.topLevel();
        if (childFirst) op(top, "test.other", NONE);
        Operation parent = op(top, "test.p", NONE);
        Block b = body(parent);
        if (childUsesArgument) {
            op(b, "test.c", NONE, b.addArgument("%arg", "i32"));
        } else {
            op(b, "test.c", NONE);
        }
        return p;
    }

    private static long rootedAt(Program p, String opName, int d) {
        OdgIndex odg = OdgIndex.of(p);
        long[][] h = OdPatterns.perNode(odg, OdPatterns.labelHashes(odg, InstanceKind.NAME_OPERANDS), 3);
        for (int i = 0; i < odg.nodeCount(); i++) if (odg.node(i).name().equals(opName)) return h[d][i];
        throw new AssertionError(opName);
    }

    @Test
    void equalPatternsHashEquallyWhereverTheyStand() {
        // The same labelled subgraph at other node numbers (an unrelated op first).
        assertEquals(rootedAt(parentChild(false, false), "test.p", 1), rootedAt(parentChild(false, true), "test.p", 1));
        assertEquals(rootedAt(parentChild(true, false), "test.p", 2), rootedAt(parentChild(true, true), "test.p", 2));
    }

    @Test
    void edgeKindsAndDepthMatter() {
        // d=0: only the label of test.p; the child is outside.
        assertEquals(rootedAt(parentChild(false, false), "test.p", 0), rootedAt(parentChild(true, false), "test.p", 0));
        // d=1: CONTROL only vs CONTROL + DATA to test.c (its operand type differs too: test.c() vs test.c(i32)).
        assertNotEquals(
                rootedAt(parentChild(false, false), "test.p", 1), rootedAt(parentChild(true, false), "test.p", 1));
    }

    @Test
    void directionMatters() {
        // a -> b (a's result used by b) vs b -> a: same labels, reversed edge.
        Program forward = Models.program();
        Operation a = op(forward.topLevel(), "test.a", types("i32"));
        op(forward.topLevel(), "test.b", types("i32"), result(a));
        Program backward = Models.program();
        Operation b2 = op(backward.topLevel(), "test.b", types("i32"));
        Operation a2 = op(backward.topLevel(), "test.a", types("i32"), result(b2));
        // Root test.a sees test.b one step forward only in the first program.
        assertNotEquals(rootedAt(forward, "test.a", 1), rootedAt(backward, "test.a", 1));
        // In the second, test.a has no out-edge: its d=1 pattern is its d=0 pattern.
        assertEquals(rootedAt(backward, "test.a", 0), rootedAt(backward, "test.a", 1));
        assertEquals(0, a2.regions().size());
    }

    @Test
    void sameLabelsDifferentShapeDiffer() {
        // Root r uses nothing; r feeds x twice-removed (r -> x -> y) vs r feeding both x and y (r -> x, r -> y),
        // with x and y labelled alike: the pattern at d=2 has the same 3 labels and 2 DATA edges in both.
        Program chain = Models.program();
        Operation r = op(chain.topLevel(), "test.r", types("i32"));
        Operation x = op(chain.topLevel(), "test.x", types("i32"), result(r));
        op(chain.topLevel(), "test.x", types("i32"), result(x));
        Program fan = Models.program();
        Operation r2 = op(fan.topLevel(), "test.r", types("i32"));
        op(fan.topLevel(), "test.x", types("i32"), result(r2));
        op(fan.topLevel(), "test.x", types("i32"), result(r2));
        assertNotEquals(rootedAt(chain, "test.r", 2), rootedAt(fan, "test.r", 2));
        // Distinct patterns at d=2 in the chain: r{r,x,x'}, x{x,x'}, x'{x'} = 3; in the fan: r{r,x,x}, x, x = 2.
        assertEquals(3, ProgramMetrics.of(chain).patterns(2).size());
        assertEquals(2, ProgramMetrics.of(fan).patterns(2).size());
    }

    @Test
    void membersAreTheNodesReachedInDStepsForward() {
        // Figure 1(c): Fn=0 A=1 B=2 F=3 L=4 D=5 S=6 Y=7 R=8. F holds L, D, S, Y (control) and feeds L, S (%i).
        OdgIndex odg = OdgIndex.of(HandCountedPrograms.figure1c(false));
        assertArrayEquals(new int[] {3}, OdPatterns.members(odg, 3, 0));
        assertArrayEquals(new int[] {3, 4, 5, 6, 7}, OdPatterns.members(odg, 3, 1));
        // A feeds only F; F's members come at the second step.
        assertArrayEquals(new int[] {1, 3, 4, 5, 6, 7}, OdPatterns.members(odg, 1, 2));
    }
}
