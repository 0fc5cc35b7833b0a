package io.dialectic.app.ui;

import io.dialectic.app.data.PairCount;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;

/**
 * A dialect x dialect matrix: a cell is coloured by how many programs cover
 * the pair (log scale), white when no program does; symmetric because pairs
 * are unordered (SynthFuzz / MLIRSmith dialect-pair coverage). Drawn on a
 * canvas: forty dialects make 1,600 cells, too many for one node each.
 */
public final class PairHeatmap extends Region {
    private static final double CELL = 15, LABEL = 110;
    private final Canvas canvas = new Canvas(LABEL + 2 * CELL, LABEL + 2 * CELL);
    private List<String> dialects = List.of();
    private Map<String, Long> counts = Map.of();

    public PairHeatmap() {
        getChildren().add(canvas);
        getStyleClass().add("heatmap");
    }

    public void show(List<PairCount> pairs) {
        TreeSet<String> ds = new TreeSet<>();
        Map<String, Long> m = new HashMap<>();
        for (PairCount p : pairs) {
            ds.add(p.a());
            ds.add(p.b());
            m.put(p.a() + "|" + p.b(), p.programs());
            m.put(p.b() + "|" + p.a(), p.programs());
        }
        dialects = List.copyOf(ds);
        counts = m;
        draw();
        requestLayout();
    }

    /** Covered pairs drawn (each once). */
    public int pairCount() {
        return counts.size() / 2;
    }

    public List<String> dialects() {
        return dialects;
    }

    private void draw() {
        int n = dialects.size();
        canvas.setWidth(LABEL + Math.max(1, n) * CELL + 4);
        canvas.setHeight(LABEL + Math.max(1, n) * CELL + 4);
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        if (n == 0) {
            g.setFill(Color.GRAY);
            g.fillText("No dialect pairs (no program features yet)", 10, 20);
            return;
        }
        long max = counts.values().stream().mapToLong(Long::longValue).max().orElse(1);
        g.setFont(Font.font(10));
        for (int i = 0; i < n; i++) {
            g.setFill(Color.BLACK);
            g.setTextAlign(TextAlignment.RIGHT);
            g.setTextBaseline(VPos.CENTER);
            g.fillText(dialects.get(i), LABEL - 4, LABEL + i * CELL + CELL / 2);
            g.save();
            g.translate(LABEL + i * CELL + CELL / 2, LABEL - 4);
            g.rotate(-90);
            g.setTextAlign(TextAlignment.LEFT);
            g.fillText(dialects.get(i), 0, 0);
            g.restore();
            for (int j = 0; j < n; j++) {
                Long c = counts.get(dialects.get(i) + "|" + dialects.get(j));
                double x = LABEL + j * CELL, y = LABEL + i * CELL;
                if (c == null) {
                    g.setFill(i == j ? Color.gray(0.93) : Color.WHITE);
                } else {
                    double t = Math.log1p(c) / Math.log1p(max);
                    g.setFill(Color.hsb(210, 0.15 + 0.85 * t, 0.95 - 0.45 * t));
                }
                g.fillRect(x, y, CELL, CELL);
                g.setStroke(Color.gray(0.85));
                g.strokeRect(x, y, CELL, CELL);
            }
        }
    }

    @Override
    protected double computePrefWidth(double h) {
        return canvas.getWidth();
    }

    @Override
    protected double computePrefHeight(double w) {
        return canvas.getHeight();
    }
}
