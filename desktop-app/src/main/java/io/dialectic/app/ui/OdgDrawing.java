package io.dialectic.app.ui;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.odg.OdgIndex;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javafx.animation.AnimationTimer;
import javafx.scene.Group;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Polyline;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.transform.Scale;
import javafx.scene.transform.Translate;

/**
 * One laid-out ODG ({@link OdgLayout.Result}) as shapes in a clipped viewport: ops as boxes coloured by
 * dialect and labelled name:line, DATA edges as blue arrows. The wheel zooms about the pointer, dragging
 * pans, {@link #fit} shows it all. The selected box is outlined crimson, highlighted ones orange (style
 * classes {@code odg-selected}, {@code odg-highlight}).
 */
final class OdgDrawing extends Pane {
    /**
     * Above this many boxes the picture is an overview: no labels and no arrowheads, the name shown on hover.
     * Thousands of Text nodes hold the FX thread for seconds on their first pulse.
     */
    static final int LABELS_UP_TO = 600;

    static final Font FONT = Font.font("Monospaced", 11);
    private static final long FRAME_BUDGET_NANOS = 8_000_000;

    private final Group world = new Group();
    private final Scale scale = new Scale(1, 1, 0, 0);
    private final Translate shift = new Translate();
    private final Map<Integer, Rectangle> boxes = new HashMap<>();
    private final IntConsumer onClick, onDoubleClick;
    private final Consumer<String> onHover;
    private OdgLayout.Result current;
    private AnimationTimer filling;
    private int selected = -1;
    private int[] highlight = new int[0];
    private double pressX, pressY;

    OdgDrawing(IntConsumer onClick, IntConsumer onDoubleClick, Consumer<String> onHover) {
        this.onClick = onClick;
        this.onDoubleClick = onDoubleClick;
        this.onHover = onHover;
        setId("odg-viewport");
        getStyleClass().add("odg");
        world.getTransforms().setAll(shift, scale);
        getChildren().add(world);
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
        setMinSize(0, 0);
        setOnScroll(e -> zoom(Math.exp(e.getDeltaY() * 0.002), e.getX(), e.getY()));
        setOnMousePressed(e -> {
            pressX = e.getX() - shift.getX();
            pressY = e.getY() - shift.getY();
        });
        setOnMouseDragged(e -> {
            shift.setX(e.getX() - pressX);
            shift.setY(e.getY() - pressY);
        });
    }

    /** Width of one label character, for {@link OdgLayout#of}. */
    static double charWidth() {
        Text m = new Text("M");
        m.setFont(FONT);
        return m.getLayoutBounds().getWidth();
    }

    /**
     * Draws {@code r} (of graph {@code g}) fitted to the view; {@code done} runs once every shape is there.
     * Shapes are made and attached a few milliseconds' worth per frame: thousands at once held the FX thread
     * for over a second (2,813 ops on a loaded machine), and the picture may grow while it shows.
     */
    void draw(OdgIndex g, OdgLayout.Result r, Runnable done) {
        stop();
        current = r;
        boxes.clear();
        boolean detailed = r.boxes().size() <= LABELS_UP_TO;
        Group edges = new Group(), nodes = new Group(), labels = new Group();
        world.getChildren().setAll(edges, nodes, labels);
        fit();
        int total = r.edges().size() + r.boxes().size();
        filling = new AnimationTimer() {
            private int next;

            @Override
            public void handle(long now) {
                long end = System.nanoTime() + FRAME_BUDGET_NANOS;
                int made = 0;
                while (next < total && (made++ == 0 || System.nanoTime() < end)) {
                    if (next < r.edges().size()) addEdge(r.edges().get(next), detailed, edges);
                    else addBox(g, r.boxes().get(next - r.edges().size()), detailed, nodes, labels);
                    next++;
                }
                if (next < total) return;
                stop();
                filling = null;
                done.run();
            }
        };
        if (total <= LABELS_UP_TO) { // small: at once, in this pulse
            while (filling != null) filling.handle(0);
        } else filling.start();
    }

    /** Stops drawing and removes every shape. */
    void clear() {
        stop();
        current = null;
        world.getChildren().clear();
        boxes.clear();
    }

    private void stop() {
        if (filling != null) filling.stop();
        filling = null;
    }

    private static void addEdge(OdgLayout.Edge e, boolean detailed, Group edges) {
        double[] p = e.points();
        Polyline line = new Polyline(p);
        line.setStroke(Color.STEELBLUE);
        line.setStrokeWidth(1.2);
        edges.getChildren().add(line);
        if (!detailed) return;
        double tx = p[p.length - 2], ty = p[p.length - 1], sx = p[p.length - 4], sy = p[p.length - 3];
        double len = Math.max(1e-6, Math.hypot(tx - sx, ty - sy)), ux = (tx - sx) / len, uy = (ty - sy) / len;
        Polygon head = new Polygon(
                tx, ty, tx - 7 * ux - 4 * uy, ty - 7 * uy + 4 * ux, tx - 7 * ux + 4 * uy, ty - 7 * uy - 4 * ux);
        head.setFill(Color.STEELBLUE);
        edges.getChildren().add(head);
    }

    private void addBox(OdgIndex g, OdgLayout.Box b, boolean detailed, Group nodes, Group labels) {
        Operation op = g.node(b.node());
        Rectangle rect = new Rectangle(b.x(), b.y(), b.w(), b.h());
        rect.setArcWidth(8);
        rect.setArcHeight(8);
        Color fill = DialectColors.of(op.dialect());
        rect.setFill(b.compound() ? fill.deriveColor(0, 1, 1, 0.35) : fill);
        int node = b.node();
        rect.setOnMouseClicked(e -> {
            if (!e.isStillSincePress()) return;
            if (e.getClickCount() >= 2) onDoubleClick.accept(node);
            else onClick.accept(node);
        });
        rect.setOnMouseEntered(e -> onHover.accept(OdgLayout.label(op)));
        style(node, rect);
        nodes.getChildren().add(rect);
        boxes.put(node, rect);
        if (!detailed) return;
        Text t = new Text(b.x() + 6, b.y() + 15, OdgLayout.label(op));
        t.setFont(FONT);
        t.setMouseTransparent(true);
        labels.getChildren().add(t);
    }

    /** Outlines {@code selectedNode} and the {@code highlighted} nodes (ascending). */
    void mark(int selectedNode, int[] highlighted) {
        selected = selectedNode;
        highlight = highlighted;
        for (Map.Entry<Integer, Rectangle> e : boxes.entrySet()) style(e.getKey(), e.getValue());
    }

    private void style(int v, Rectangle r) {
        boolean hi = highlight.length > 0 && Arrays.binarySearch(highlight, v) >= 0;
        r.getStyleClass().removeAll("odg-highlight", "odg-selected");
        if (v == selected) {
            r.setStroke(Color.CRIMSON);
            r.setStrokeWidth(3);
            r.getStyleClass().add("odg-selected");
        } else if (hi) {
            r.setStroke(Color.DARKORANGE);
            r.setStrokeWidth(3);
        } else {
            r.setStroke(Color.gray(0.4));
            r.setStrokeWidth(1);
        }
        if (hi) r.getStyleClass().add("odg-highlight");
    }

    /** Scales the picture to the view (never above 1.5x) and centres it. */
    void fit() {
        if (current == null) return;
        double vw = Math.max(50, getWidth()), vh = Math.max(50, getHeight());
        double s = Math.min(1.5, Math.min(vw / Math.max(1, current.width()), vh / Math.max(1, current.height())));
        scale.setX(s);
        scale.setY(s);
        shift.setX((vw - current.width() * s) / 2);
        shift.setY((vh - current.height() * s) / 2);
    }

    /** Pans so that {@code node}'s box is in the middle of the view, when it is outside it. */
    void reveal(int node) {
        Rectangle r = boxes.get(node);
        if (r == null) return;
        double s = scale.getX();
        double cx = (r.getX() + r.getWidth() / 2) * s + shift.getX(),
                cy = (r.getY() + r.getHeight() / 2) * s + shift.getY();
        if (cx < 0 || cy < 0 || cx > getWidth() || cy > getHeight()) {
            shift.setX(getWidth() / 2 - (r.getX() + r.getWidth() / 2) * s);
            shift.setY(getHeight() / 2 - (r.getY() + r.getHeight() / 2) * s);
        }
    }

    /** Multiplies the scale by {@code f}, keeping the point under ({@code x}, {@code y}) in place. */
    void zoom(double f, double x, double y) {
        double s = scale.getX(), ns = Math.max(0.02, Math.min(8, s * f));
        double wx = (x - shift.getX()) / s, wy = (y - shift.getY()) / s;
        scale.setX(ns);
        scale.setY(ns);
        shift.setX(x - wx * ns);
        shift.setY(y - wy * ns);
    }

    OdgLayout.Result result() {
        return current;
    }

    Rectangle box(int node) {
        return boxes.get(node);
    }

    int boxCount() {
        return boxes.size();
    }

    double zoomFactor() {
        return scale.getX();
    }

    double[] offset() {
        return new double[] {shift.getX(), shift.getY()};
    }

    int boxesWithStyle(String styleClass) {
        return (int) boxes.values().stream()
                .filter(r -> r.getStyleClass().contains(styleClass))
                .count();
    }
}
