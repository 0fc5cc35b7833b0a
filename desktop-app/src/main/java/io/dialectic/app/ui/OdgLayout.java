package io.dialectic.app.ui;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.odg.EdgeKind;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.parse.MlirReader;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.alg.layered.options.LayeringStrategy;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.math.ElkPadding;
import org.eclipse.elk.core.math.KVector;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.options.EdgeRouting;
import org.eclipse.elk.core.options.HierarchyHandling;
import org.eclipse.elk.core.options.SizeConstraint;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/**
 * Lays out a set of ODG nodes with Eclipse ELK's layered algorithm (Sugiyama style, top to bottom).
 * An op holding shown ops in its regions becomes a box around them (ELK hierarchy, laid out in one
 * pass across levels), so CONTROL edges are not drawn: nesting shows them. DATA edges are routed
 * orthogonally, except those from an op to an op nested inside it (a use of the region's block
 * argument), which nesting shows too. Pure computation, no JavaFX: it runs off the FX thread.
 */
public final class OdgLayout {
    /** Box height of an op without shown children; the header height of one with. */
    public static final double BOX_H = 22;

    private static final double PAD = 8;
    private static final int LAYER_BOUND = 12;
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    /** Where one shown node is, in absolute coordinates; {@code compound} when it holds shown nodes. */
    public record Box(int node, double x, double y, double w, double h, boolean compound) {}

    /** One DATA edge as a polyline {@code x0, y0, x1, y1, ...}. */
    public record Edge(int source, int target, double[] points) {}

    /** The laid-out picture: wall-clock and CPU time of the layout (they differ on a loaded machine). */
    public record Result(List<Box> boxes, List<Edge> edges, double width, double height, long millis, long cpuMillis) {}

    private OdgLayout() {}

    /**
     * Lays out {@code shown} (ODG node indices, each with all its ancestors also shown).
     *
     * @param charWidth width of one character of the label font, measured by the caller on the FX thread
     */
    public static Result of(OdgIndex g, int[] shown, double charWidth) {
        long t0 = System.nanoTime(), c0 = CPU.getCurrentThreadCpuTime();
        int n = g.nodeCount();
        boolean[] in = new boolean[n];
        for (int v : shown) in[v] = true;
        boolean[] hasChild = new boolean[n];
        for (int v : shown) if (g.parent(v) >= 0 && in[g.parent(v)]) hasChild[g.parent(v)] = true;

        ElkNode root = ElkGraphUtil.createGraph();
        root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
        root.setProperty(CoreOptions.HIERARCHY_HANDLING, HierarchyHandling.INCLUDE_CHILDREN);
        root.setProperty(CoreOptions.DIRECTION, Direction.DOWN);
        root.setProperty(CoreOptions.EDGE_ROUTING, EdgeRouting.ORTHOGONAL);
        root.setProperty(CoreOptions.SPACING_NODE_NODE, 12.0);
        root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 18.0);
        root.setProperty(CoreOptions.PADDING, new ElkPadding(PAD));
        // Fewer crossing-minimisation sweeps than the default 7: thousands of ops must lay out in seconds.
        root.setProperty(LayeredOptions.THOROUGHNESS, shown.length > 400 ? 1 : 7);
        ElkNode[] elk = new ElkNode[n];
        for (int v : shown) { // pre-order: a parent is created before its children
            int p = g.parent(v);
            ElkNode parent = p >= 0 && in[p] ? elk[p] : root;
            ElkNode e = ElkGraphUtil.createNode(parent);
            double w = labelWidth(g.node(v), charWidth);
            if (hasChild[v]) {
                e.setProperty(CoreOptions.PADDING, new ElkPadding(BOX_H + 4, PAD, PAD, PAD));
                e.setProperty(CoreOptions.NODE_SIZE_CONSTRAINTS, EnumSet.of(SizeConstraint.MINIMUM_SIZE));
                e.setProperty(CoreOptions.NODE_SIZE_MINIMUM, new KVector(w, BOX_H + 2 * PAD));
            } else {
                e.setDimensions(w, BOX_H);
            }
            elk[v] = e;
        }
        configureLevel(root);
        for (int v : shown) if (hasChild[v]) configureLevel(elk[v]);
        List<ElkEdge> elkEdges = new ArrayList<>();
        List<int[]> ends = new ArrayList<>();
        for (int e = 0; e < g.edgeCount(); e++) {
            if (g.kind(e) != EdgeKind.DATA) continue;
            int s = g.source(e), t = g.target(e);
            if (s == t || !in[s] || !in[t] || isAncestor(g, s, t) || isAncestor(g, t, s)) continue;
            ElkEdge edge = ElkGraphUtil.createSimpleEdge(elk[s], elk[t]);
            ElkGraphUtil.updateContainment(edge);
            elkEdges.add(edge);
            ends.add(new int[] {s, t});
        }
        new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());

        List<Box> boxes = new ArrayList<>(shown.length);
        for (int v : shown) {
            ElkNode e = elk[v];
            double[] at = absolute(e);
            boxes.add(new Box(v, at[0], at[1], e.getWidth(), e.getHeight(), hasChild[v]));
        }
        List<Edge> edges = new ArrayList<>(elkEdges.size());
        for (int i = 0; i < elkEdges.size(); i++) {
            ElkEdge edge = elkEdges.get(i);
            if (edge.getSections().isEmpty()) continue;
            ElkEdgeSection s = edge.getSections().get(0);
            // Section coordinates are relative to the edge's containing node.
            double[] off = origin(edge.getContainingNode());
            List<ElkBendPoint> bends = s.getBendPoints();
            double[] pts = new double[4 + 2 * bends.size()];
            pts[0] = s.getStartX() + off[0];
            pts[1] = s.getStartY() + off[1];
            for (int b = 0; b < bends.size(); b++) {
                pts[2 + 2 * b] = bends.get(b).getX() + off[0];
                pts[3 + 2 * b] = bends.get(b).getY() + off[1];
            }
            pts[pts.length - 2] = s.getEndX() + off[0];
            pts[pts.length - 1] = s.getEndY() + off[1];
            edges.add(new Edge(ends.get(i)[0], ends.get(i)[1], pts));
        }
        return new Result(
                boxes,
                edges,
                root.getWidth(),
                root.getHeight(),
                (System.nanoTime() - t0) / 1_000_000,
                (CPU.getCurrentThreadCpuTime() - c0) / 1_000_000);
    }

    /**
     * Ops of a block that do not depend on each other would all share the first layer: a row thousands of
     * boxes wide. Coffman-Graham layering bounds the boxes per layer (about the square root of the boxes
     * at that level, at most {@link #LAYER_BOUND}), so a big block wraps into rows and many functions
     * into a grid rather than a strip.
     */
    private static void configureLevel(ElkNode e) {
        int k = e.getChildren().size();
        e.setProperty(LayeredOptions.LAYERING_STRATEGY, LayeringStrategy.COFFMAN_GRAHAM);
        e.setProperty(LayeredOptions.LAYERING_COFFMAN_GRAHAM_LAYER_BOUND, Math.max(1, Math.min(LAYER_BOUND, (int)
                Math.ceil(Math.sqrt(k)))));
    }

    /** Lays out a two-op graph, so the first real layout does not pay for loading ELK. */
    public static Result warmUp() {
        return of(
                OdgIndex.of(MlirReader.read("%a = arith.constant 1 : i32\n%b = arith.addi %a, %a : i32\n")),
                new int[] {0, 1},
                7);
    }

    /** The label drawn in an op's box: name and source line. */
    public static String label(Operation op) {
        return op.name() + ":" + op.span().line();
    }

    private static double labelWidth(Operation op, double charWidth) {
        return label(op).length() * charWidth + 12;
    }

    private static boolean isAncestor(OdgIndex g, int a, int v) {
        for (int p = g.parent(v); p >= 0; p = g.parent(p)) if (p == a) return true;
        return false;
    }

    /** Top-left of a node in the root's coordinates. */
    private static double[] absolute(ElkNode e) {
        double[] o = origin(e.getParent());
        return new double[] {o[0] + e.getX(), o[1] + e.getY()};
    }

    /** The origin of a node's own coordinate system (where its children's x, y start) in the root's. */
    private static double[] origin(ElkNode e) {
        double x = 0, y = 0;
        for (ElkNode c = e; c != null && c.getParent() != null; c = c.getParent()) {
            x += c.getX();
            y += c.getY();
        }
        return new double[] {x, y};
    }
}
