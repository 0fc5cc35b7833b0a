package io.dialectic.ir.odg;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.graph.AsUnmodifiableGraph;
import org.jgrapht.graph.DirectedPseudograph;
import org.jgrapht.graph.builder.GraphTypeBuilder;

/**
 * The operation dependency graph of a program (MLIRod ISSTA'24, Sec. 3;
 * docs/ARCHITECTURE.md "ODG"): a JGraphT directed multigraph whose vertices are the
 * {@link Operation} objects themselves (identity, not equality by name) and
 * whose edges are {@link OdgEdge}s typed DATA or CONTROL. Edge rules and the
 * choice of nodes (the top-level module is not one) are documented on
 * {@link OdgIndex} and {@link ModuleScope}.
 *
 * <p>The graph is a {@link DirectedPseudograph}: parallel edges are needed
 * (CONTROL and DATA between a parent and a child using its block argument)
 * and a self-loop can occur in graph regions. It is returned unmodifiable.
 */
public final class Odg {
    private final OdgIndex index;
    private final Graph<Operation, OdgEdge> graph;

    private Odg(OdgIndex index, Graph<Operation, OdgEdge> graph) {
        this.index = index;
        this.graph = graph;
    }

    public static Odg of(Program program) {
        return of(OdgIndex.of(program));
    }

    public static Odg of(OdgIndex index) {
        Graph<Operation, OdgEdge> g = GraphTypeBuilder.<Operation, OdgEdge>directed()
                .allowingMultipleEdges(true)
                .allowingSelfLoops(true)
                .weighted(false)
                .buildGraph();
        for (Operation op : index.nodes()) g.addVertex(op);
        for (int e = 0; e < index.edgeCount(); e++) {
            g.addEdge(
                    index.node(index.source(e)),
                    index.node(index.target(e)),
                    new OdgEdge(index.kind(e), index.value(e)));
        }
        return new Odg(index, new AsUnmodifiableGraph<>(g));
    }

    /** The JGraphT view (unmodifiable). */
    public Graph<Operation, OdgEdge> graph() {
        return graph;
    }

    /** The int-array form the metrics use. */
    public OdgIndex index() {
        return index;
    }

    /** Nodes in source pre-order. */
    public List<Operation> nodes() {
        return index.nodes();
    }

    public int nodeCount() {
        return index.nodeCount();
    }

    public int dataEdgeCount() {
        return index.dataEdgeCount();
    }

    public int controlEdgeCount() {
        return index.controlEdgeCount();
    }
}
