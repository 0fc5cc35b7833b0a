package io.dialectic.ir.odg;

import static io.dialectic.ir.metrics.Models.NONE;
import static io.dialectic.ir.metrics.Models.body;
import static io.dialectic.ir.metrics.Models.op;
import static io.dialectic.ir.metrics.Models.result;
import static io.dialectic.ir.metrics.Models.types;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.metrics.HandCountedPrograms;
import io.dialectic.ir.metrics.Models;
import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.SourceSpan;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class OdgTest {

    private static long count(Odg odg, EdgeKind kind) {
        return odg.graph().edgeSet().stream().filter(e -> e.kind() == kind).count();
    }

    @Test
    void figure1cGraphAsCountedByHand() {
        Odg odg = Odg.of(HandCountedPrograms.figure1c(false));
        // Fn A B F L D S Y R.
        assertEquals(9, odg.graph().vertexSet().size());
        assertEquals(8, count(odg, EdgeKind.CONTROL));
        assertEquals(9, count(odg, EdgeKind.DATA));
        List<Operation> nodes = odg.nodes();
        Operation fn = nodes.get(0);
        Operation a = nodes.get(1);
        Operation b = nodes.get(2);
        Operation f = nodes.get(3);
        // Vertices are the ops themselves: the two arith.constant are two nodes.
        assertEquals("arith.constant", a.name());
        assertEquals("arith.constant", b.name());
        assertNotSame(a, b);
        // Fn -> F twice: CONTROL (nesting) and DATA (%n, a block argument of Fn's region).
        Set<EdgeKind> fnToF =
                odg.graph().getAllEdges(fn, f).stream().map(OdgEdge::kind).collect(Collectors.toSet());
        assertEquals(Set.of(EdgeKind.CONTROL, EdgeKind.DATA), fnToF);
        // F -> L: CONTROL and DATA (%i, the loop's block argument).
        assertEquals(2, odg.graph().getAllEdges(f, nodes.get(4)).size());
        // F has in-edges from Fn (2), A, B.
        assertEquals(4, odg.graph().inDegreeOf(f));
    }

    @Test
    void explicitModuleIsNotANodeButANestedOneIs() {
        assertEquals(9, Odg.of(HandCountedPrograms.figure1c(true)).nodeCount());
        // Two top-level modules: MLIR wraps them in an implicit module, so both are nodes.
        Program p = Models.program();
        op(p.topLevel(), "builtin.module", NONE);
        op(p.topLevel(), "builtin.module", NONE);
        Odg odg = Odg.of(p);
        assertEquals(2, odg.nodeCount());
        assertEquals(0, odg.graph().edgeSet().size());
    }

    @Test
    void unresolvedOperandGivesNoEdgeAndSelfUseGivesALoop() {
        Program p = Models.program();
        Operation g = op(p.topLevel(), "test.graph", NONE);
        Block gb = body(g);
        Operation x = op(gb, "test.x", types("i1"));
        x.addOperand("%undefined", SourceSpan.NONE); // never resolved
        // %y = "test.y"(%y): legal in a graph region.
        Operation y = op(gb, "test.y", types("i1"));
        y.addOperand(result(y).name(), SourceSpan.NONE).resolve(result(y));
        Odg odg = Odg.of(p);
        assertEquals(3, odg.nodeCount());
        assertEquals(2, odg.controlEdgeCount());
        assertEquals(1, odg.dataEdgeCount());
        assertTrue(odg.graph().containsEdge(y, y));
        assertEquals(1, odg.graph().inDegreeOf(x)); // only the CONTROL edge from test.graph
    }

    @Test
    void dotMarksEdgeKinds() {
        OdgIndex odg = OdgIndex.of(HandCountedPrograms.mixed());
        String dot = OdgDot.render(odg, "mixed");
        assertTrue(dot.startsWith("digraph \"mixed\" {"));
        assertEquals(8, dot.split("style=dashed", -1).length - 1);
        assertEquals(7, dot.split("style=solid", -1).length - 1);
        assertTrue(dot.contains("label=\"func.func\\nline"));
    }
}
