package io.dialectic.app.ui;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.odg.OdgNeighbourhood;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;

/**
 * The ODG of one program (ir {@link OdgIndex}) laid out by {@link OdgLayout} (Eclipse ELK) in the
 * background and drawn by {@link OdgDrawing}: ops as boxes labelled name:line, an op's regions as the
 * box around the ops they hold, DATA edges as blue arrows. A program over {@link #FOCUS_ABOVE} ops opens
 * in focus: the neighbourhood of one op ({@link OdgNeighbourhood}, d = 0..3 data steps); "Whole graph"
 * lays out every op as a zoomed-out overview. Wheel zooms about the pointer, dragging pans, Fit shows it
 * all. Clicking a box selects its op ({@link #onSelect}), double-clicking focuses on it; the search field
 * finds ops by name, one after the other.
 */
public final class OdgView extends BorderPane {
    /** Programs with more ops than this open in focus mode. */
    public static final int FOCUS_ABOVE = 300;

    static final String FOCUS = "Focus", WHOLE = "Whole graph";
    private static final AtomicBoolean WARMED = new AtomicBoolean();

    private final Background background;
    private final ChoiceBox<String> mode = new ChoiceBox<>(FXCollections.observableArrayList(FOCUS, WHOLE));
    private final ChoiceBox<Integer> depth = new ChoiceBox<>(FXCollections.observableArrayList(0, 1, 2, 3));
    private final TextField search = new TextField();
    private final Button fit = new Button("Fit");
    private final Label info = new Label();
    private final Label note = new Label();
    private final Label hover = new Label();
    private final OdgDrawing drawing = new OdgDrawing(node -> select(node, true), this::focus, hover::setText);
    private final double charWidth = OdgDrawing.charWidth();

    private OdgIndex g;
    private int focus = -1;
    private int selected = -1;
    private int[] shown = new int[0];
    private int[] highlight = new int[0];
    private OdgLayout.Result whole;
    private long generation;
    private CompletableFuture<OdgLayout.Result> rendered = CompletableFuture.completedFuture(null);
    private Consumer<Operation> onSelect = op -> {};
    private boolean quiet;

    public OdgView(Background background) {
        this.background = background;
        setId("odg-view");
        mode.setId("odg-mode");
        mode.setValue(FOCUS);
        mode.valueProperty().addListener((o, a, b) -> {
            if (!quiet && g != null) relayout();
        });
        depth.setId("odg-depth");
        depth.setValue(2);
        depth.valueProperty().addListener((o, a, b) -> {
            if (!quiet && g != null && FOCUS.equals(mode.getValue())) relayout();
        });
        search.setId("odg-search");
        search.setPromptText("find op: scf.for");
        search.setOnAction(e -> find(search.getText()));
        fit.setId("odg-fit");
        fit.setOnAction(e -> drawing.fit());
        info.setId("odg-info");
        note.setId("odg-note");
        hover.setId("odg-hover");
        for (Control c : List.of(mode, depth, fit)) c.setMinWidth(Region.USE_PREF_SIZE);
        search.setMinWidth(90);
        HBox bar = new HBox(6, mode, new Label("d ="), depth, search, fit);
        bar.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(search, Priority.ALWAYS);
        bar.setPadding(new Insets(3));
        HBox status = new HBox(12, info, hover);
        status.setPadding(new Insets(0, 3, 0, 3));
        note.setWrapText(true);
        note.setPadding(new Insets(0, 3, 2, 3));
        setTop(new VBox(bar, status, note));
        setCenter(drawing);
        // ELK's first layout loads its option registry and classes: done ahead, off the FX thread, once the view
        // being opened has its data (done earlier it takes a core from that view's queries)
        if (WARMED.compareAndSet(false, true)) background.whenIdle("Preparing the graph layout", OdgLayout::warmUp);
    }

    /** What happens when the user picks an op in the picture (the text view selects its line). */
    public void onSelect(Consumer<Operation> c) {
        onSelect = c;
    }

    /**
     * Shows a program's ODG. {@code start} is the op to focus on (-1: the first op of the first function);
     * small programs are drawn whole.
     */
    public CompletableFuture<OdgLayout.Result> show(OdgIndex graph, int start) {
        g = graph;
        whole = null;
        highlight = new int[0];
        note.setText("");
        focus = graph.nodeCount() == 0 ? -1 : start >= 0 ? start : firstOpOfFirstFunction(graph);
        selected = -1;
        quiet = true;
        mode.setValue(graph.nodeCount() > FOCUS_ABOVE ? FOCUS : WHOLE);
        quiet = false;
        return relayout();
    }

    /** Clears the picture. */
    public void clear(String why) {
        g = null;
        generation++;
        drawing.clear();
        info.setText(why);
        note.setText("");
    }

    /** Focuses on {@code node} with the current d, selecting it. */
    public CompletableFuture<OdgLayout.Result> focus(int node) {
        focus = node;
        selected = node;
        quiet = true;
        mode.setValue(FOCUS);
        quiet = false;
        return relayout();
    }

    /** Sets d (0..3) for the focus. */
    public void setDepth(int d) {
        depth.setValue(d);
    }

    /** Lays out and shows every op. */
    public CompletableFuture<OdgLayout.Result> showWhole() {
        quiet = true;
        mode.setValue(WHOLE);
        quiet = false;
        return relayout();
    }

    /**
     * Highlights {@code nodes} (a pattern's subgraph, the ops a crash names) and says {@code why}; in focus
     * mode the focus moves to {@code root} and the highlighted ops are drawn with its neighbourhood.
     */
    public CompletableFuture<OdgLayout.Result> highlight(int[] nodes, int root, String why) {
        highlight = nodes.clone();
        Arrays.sort(highlight);
        note.setText(why);
        if (g == null) return rendered;
        if (FOCUS.equals(mode.getValue()) && root >= 0) return focus(root);
        drawing.mark(selected, highlight);
        return rendered;
    }

    /** A line of text for the picture's header: what cannot be shown, and why. */
    public void note(String text) {
        note.setText(text);
    }

    /** Selects the op of a source line (the text view's click): the first op starting on it, else the last one before it. */
    public void selectLine(int line) {
        if (g == null) return;
        int best = -1;
        for (int i = 0; i < g.nodeCount(); i++) {
            int l = g.node(i).span().line();
            if (l == line) {
                best = i;
                break;
            }
            if (l > 0 && l < line && (best < 0 || l >= g.node(best).span().line())) best = i;
        }
        if (best >= 0) select(best, false);
    }

    /** Finds the next op (after the selected one, wrapping) whose name contains {@code text}, and selects it. */
    public int find(String text) {
        if (g == null || text == null || text.isBlank()) return -1;
        String t = text.strip();
        int n = g.nodeCount();
        int matches = 0, found = -1;
        for (int k = 1; k <= n; k++) {
            int i = Math.floorMod(selected + k, n);
            if (g.node(i).name().contains(t)) {
                matches++;
                if (found < 0) found = i;
            }
        }
        if (found < 0) {
            info.setText("no op named like '" + t + "'");
            return -1;
        }
        select(found, true);
        String where = info.getText();
        info.setText(where + " | " + matches + " ops match '" + t + "'");
        return found;
    }

    private void select(int node, boolean notify) {
        selected = node;
        if (Arrays.binarySearch(shown, node) < 0) focus(node);
        else {
            drawing.mark(selected, highlight);
            drawing.reveal(node);
        }
        if (notify) onSelect.accept(g.node(node));
    }

    private CompletableFuture<OdgLayout.Result> relayout() {
        long gen = ++generation;
        boolean wholeMode = WHOLE.equals(mode.getValue());
        int[] members = wholeMode ? all(g.nodeCount()) : focusMembers();
        CompletableFuture<OdgLayout.Result> done = new CompletableFuture<>();
        rendered = done;
        if (wholeMode && whole != null) {
            render(whole, members, gen, done);
            return done;
        }
        if (members.length == 0) {
            clear("no ops");
            done.complete(null);
            return done;
        }
        info.setText("laying out " + String.format("%,d", members.length) + " ops...");
        OdgIndex graph = g;
        background
                .job("Laying out the ODG", () -> OdgLayout.of(graph, members, charWidth), r -> {
                    if (graph == g && wholeMode) whole = r;
                    render(r, members, gen, done);
                })
                .exceptionally(e -> {
                    done.completeExceptionally(e);
                    return null;
                });
        return done;
    }

    private int[] focusMembers() {
        if (focus < 0) return new int[0];
        int[] near = OdgNeighbourhood.of(g, focus, depth.getValue());
        if (highlight.length == 0) return near;
        // The highlighted ops (and the ops they are nested in) join the neighbourhood.
        int[] both = Arrays.copyOf(near, near.length + highlight.length);
        System.arraycopy(highlight, 0, both, near.length, highlight.length);
        return OdgNeighbourhood.withAncestors(g, both);
    }

    private static int[] all(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = i;
        return a;
    }

    private void render(OdgLayout.Result r, int[] members, long gen, CompletableFuture<OdgLayout.Result> done) {
        if (gen != generation) {
            done.complete(null); // superseded by a newer request
            return;
        }
        shown = members;
        boolean wholeMode = members.length == g.nodeCount() && WHOLE.equals(mode.getValue());
        info.setText((wholeMode
                        ? "whole graph: "
                        : "focus on " + OdgLayout.label(g.node(focus)) + ", d = " + depth.getValue() + ": ")
                + String.format("%,d of %,d ops", members.length, g.nodeCount()) + ", laid out in "
                + String.format("%,d ms", r.millis()));
        drawing.mark(selected, highlight);
        drawing.draw(g, r, () -> done.complete(r));
    }

    /** Scales the picture to the view and centres it. */
    public void fit() {
        drawing.fit();
    }

    /** The first op nested in a function (an op whose name ends in "func"), else the first op. */
    static int firstOpOfFirstFunction(OdgIndex g) {
        for (int i = 0; i < g.nodeCount(); i++) {
            int p = g.parent(i);
            if (p >= 0 && g.node(p).name().endsWith("func")) return i;
        }
        return 0;
    }

    // For tests and screenshots.
    public CompletableFuture<OdgLayout.Result> rendered() {
        return rendered;
    }

    public OdgLayout.Result lastLayout() {
        return drawing.result();
    }

    public int[] shownNodes() {
        return shown.clone();
    }

    public int focusNode() {
        return focus;
    }

    public int selectedNode() {
        return selected;
    }

    public int[] highlighted() {
        return highlight.clone();
    }

    public boolean wholeGraph() {
        return WHOLE.equals(mode.getValue());
    }

    public Rectangle box(int node) {
        return drawing.box(node);
    }

    public double zoomFactor() {
        return drawing.zoomFactor();
    }
    /** Where the picture's origin is in the view (the pan). */
    public double[] offset() {
        return drawing.offset();
    }
    /** How many drawn boxes carry a style class ({@code odg-highlight}, {@code odg-selected}). */
    public int boxesWithStyle(String styleClass) {
        return drawing.boxesWithStyle(styleClass);
    }

    public String infoText() {
        return info.getText();
    }

    public String noteText() {
        return note.getText();
    }

    public OdgIndex graph() {
        return g;
    }
    /** Drawn ops and DATA edges. */
    public int drawnNodes() {
        return drawing.boxCount();
    }

    public int drawnEdges() {
        return drawing.result() == null ? 0 : drawing.result().edges().size();
    }
}
