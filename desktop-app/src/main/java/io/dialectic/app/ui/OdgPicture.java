package io.dialectic.app.ui;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.odg.EdgeKind;
import io.dialectic.ir.odg.Odg;
import io.dialectic.ir.odg.OdgEdge;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.Group;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.CubicCurve;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * The operation dependency graph of one program (ir {@link Odg}: data edges
 * def -> use, control edges parent -> nested op) drawn with
 * {@link LayeredLayout}: data edges solid blue, control edges dashed grey,
 * each op a box labelled with its name and source line.
 */
public final class OdgPicture extends Pane {
    /** Beyond this many ops the picture would be unreadable; the first ones are drawn and the rest counted. */
    public static final int MAX_NODES = 250;
    private static final double ROW = 64, GAP = 14, BOX_H = 24, MARGIN = 12;

    private int drawnNodes;
    private int drawnEdges;

    public OdgPicture() {
        setId("odg-picture");
        getStyleClass().add("odg");
    }

    public void show(Odg odg) {
        getChildren().clear();
        List<Operation> nodes = odg.nodes();
        int n = Math.min(nodes.size(), MAX_NODES);
        Map<Operation, Integer> index = new IdentityHashMap<>();
        for (int i = 0; i < n; i++) index.put(nodes.get(i), i);
        List<OdgEdge> edges = odg.graph().edgeSet().stream()
                .filter(e -> index.containsKey(odg.graph().getEdgeSource(e)) && index.containsKey(odg.graph().getEdgeTarget(e))).toList();
        int[] from = new int[edges.size()], to = new int[edges.size()];
        for (int e = 0; e < edges.size(); e++) {
            from[e] = index.get(odg.graph().getEdgeSource(edges.get(e)));
            to[e] = index.get(odg.graph().getEdgeTarget(edges.get(e)));
        }
        LayeredLayout.Placement p = LayeredLayout.of(n, from, to);
        double[] width = new double[n];
        for (int i = 0; i < n; i++) width[i] = textWidth(label(nodes.get(i))) + 12;
        // x: nodes of a layer side by side in their order, the layer centred on the widest one.
        double[] x = new double[n], y = new double[n];
        double[] layerWidth = new double[p.layers()];
        List<List<Integer>> byLayer = new java.util.ArrayList<>();
        for (int l = 0; l < p.layers(); l++) byLayer.add(new java.util.ArrayList<>());
        for (int i = 0; i < n; i++) byLayer.get(p.layer()[i]).add(i);
        for (List<Integer> l : byLayer) l.sort(java.util.Comparator.comparingInt(i -> p.position()[i]));
        double maxWidth = 0;
        for (int l = 0; l < p.layers(); l++) {
            double w = 0;
            for (int i : byLayer.get(l)) w += width[i] + GAP;
            layerWidth[l] = w;
            maxWidth = Math.max(maxWidth, w);
        }
        for (int l = 0; l < p.layers(); l++) {
            double cx = MARGIN + (maxWidth - layerWidth[l]) / 2;
            for (int i : byLayer.get(l)) {
                x[i] = cx;
                y[i] = MARGIN + l * ROW;
                cx += width[i] + GAP;
            }
        }
        Group edgeLayer = new Group(), nodeLayer = new Group();
        // Parallel edges (a control and a data edge between a parent and a child) are fanned out so both show.
        java.util.Map<Long, Integer> seen = new java.util.HashMap<>();
        for (int e = 0; e < edges.size(); e++) {
            int a = from[e], b = to[e];
            int k = seen.merge((long) a * n + b, 1, Integer::sum) - 1;
            double fan = (k % 2 == 0 ? 1 : -1) * ((k + 1) / 2) * 10.0;
            boolean data = edges.get(e).kind() == EdgeKind.DATA;
            double sx = x[a] + width[a] / 2, sy = y[a] + BOX_H, tx = x[b] + width[b] / 2, ty = y[b];
            if (a == b) continue;
            double bend = Math.max(20, Math.abs(ty - sy) / 2);
            CubicCurve c = new CubicCurve(sx, sy, sx + fan, sy + bend, tx + fan, ty - bend, tx, ty);
            c.setFill(null);
            c.setStroke(data ? Color.STEELBLUE : Color.GRAY);
            c.setStrokeWidth(data ? 1.4 : 1.0);
            if (!data) c.getStrokeDashArray().setAll(5.0, 4.0);
            c.getStyleClass().add(data ? "odg-data" : "odg-control");
            Polygon head = new Polygon(tx, ty, tx - 4, ty - 7, tx + 4, ty - 7);
            head.setFill(data ? Color.STEELBLUE : Color.GRAY);
            edgeLayer.getChildren().addAll(c, head);
        }
        for (int i = 0; i < n; i++) {
            Operation op = nodes.get(i);
            Rectangle r = new Rectangle(x[i], y[i], width[i], BOX_H);
            r.setArcWidth(8);
            r.setArcHeight(8);
            r.setFill(DialectColors.of(op.dialect()));
            r.setStroke(Color.gray(0.35));
            r.getStyleClass().add("odg-node");
            Text t = new Text(x[i] + 6, y[i] + 16, label(op));
            t.setFont(Font.font("Monospaced", 11));
            Tooltip.install(r, new Tooltip(op.name() + " (line " + op.span().line() + ")"));
            nodeLayer.getChildren().addAll(r, t);
        }
        getChildren().addAll(edgeLayer, nodeLayer);
        if (nodes.size() > n) {
            Label more = new Label("... " + (nodes.size() - n) + " more ops not drawn");
            more.setLayoutX(MARGIN);
            more.setLayoutY(MARGIN + p.layers() * ROW);
            getChildren().add(more);
        }
        drawnNodes = n;
        drawnEdges = edges.size();
        setPrefSize(maxWidth + 2 * MARGIN, p.layers() * ROW + 2 * MARGIN + 20);
        setMinSize(getPrefWidth(), getPrefHeight());
    }

    static String label(Operation op) {
        return op.name() + ":" + op.span().line();
    }

    private static double textWidth(String s) {
        Text t = new Text(s);
        t.setFont(Font.font("Monospaced", 11));
        return t.getLayoutBounds().getWidth();
    }

    public int drawnNodes() { return drawnNodes; }
    public int drawnEdges() { return drawnEdges; }
}
