package io.dialectic.app.ui;

import java.util.Arrays;
import java.util.function.IntConsumer;
import javafx.geometry.Point2D;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Path;
import javafx.scene.shape.PathElement;
import javafx.scene.text.HitInfo;
import javafx.scene.text.TextFlow;

/**
 * A program's text ({@link MlirText}) in a scroll pane whose lines can be selected: a click selects
 * the line under the pointer and tells {@link #onLineClicked}; {@link #selectLine} marks a line and
 * scrolls it into view (the ODG's box was clicked). Lines are 1-based, as ir source spans count them.
 */
public final class ProgramText extends ScrollPane {
    private final TextFlow flow = new TextFlow();
    private final Path mark = new Path();
    private int[] lineStarts = {0};
    private int length;
    private int selected;
    private IntConsumer onLineClicked = line -> {};

    /** @param flowId the id of the text node (tests and styles look it up) */
    public ProgramText(String flowId) {
        flow.setId(flowId);
        flow.getStyleClass().add("mlir-code");
        mark.setFill(Color.rgb(255, 190, 40, 0.35));
        mark.setStroke(null);
        mark.setManaged(false);
        mark.setMouseTransparent(true);
        mark.getStyleClass().add("program-text-mark");
        setContent(new Pane(flow, mark)); // the mark over the text: the flow paints a white background
        flow.setOnMouseClicked(e -> {
            HitInfo hit = flow.hitTest(new Point2D(e.getX(), e.getY()));
            int line = lineOf(hit.getCharIndex());
            selectLine(line);
            onLineClicked.accept(line);
        });
    }

    public void onLineClicked(IntConsumer c) {
        onLineClicked = c;
    }

    /** Replaces the text; no line is selected. */
    public void show(String text) {
        String t = text == null ? "" : text;
        MlirText.show(flow, t);
        length = t.length();
        int count = 1;
        for (int i = 0; i < t.length(); i++) if (t.charAt(i) == '\n') count++;
        lineStarts = new int[count];
        for (int i = 0, k = 1; i < t.length(); i++) if (t.charAt(i) == '\n') lineStarts[k++] = i + 1;
        selected = 0;
        mark.getElements().clear();
        setVvalue(0);
    }

    /** Marks line {@code line} (1-based) and scrolls to it; out of range: nothing. */
    public void selectLine(int line) {
        if (line < 1 || line > lineStarts.length) return;
        selected = line;
        int start = lineStarts[line - 1];
        int end = line < lineStarts.length ? lineStarts[line] - 1 : length;
        // Laid out at its own width now: unsized, a TextFlow wraps every glyph onto a line of its own.
        flow.applyCss();
        double w = flow.prefWidth(-1);
        flow.resize(w, flow.prefHeight(w));
        flow.layout();
        PathElement[] shape = flow.rangeShape(start, Math.max(start + 1, end));
        mark.getElements().setAll(shape);
        double y = mark.getBoundsInParent().getMinY();
        double content = flow.getBoundsInParent().getHeight(),
                view = getViewportBounds().getHeight();
        if (content > view) setVvalue(Math.max(0, Math.min(1, (y - view / 2) / (content - view))));
    }

    /** The line holding character {@code index}. */
    int lineOf(int index) {
        int i = Arrays.binarySearch(lineStarts, Math.max(0, index));
        return i >= 0 ? i + 1 : -i - 1;
    }

    public int selectedLine() {
        return selected;
    }

    public TextFlow flow() {
        return flow;
    }
}
