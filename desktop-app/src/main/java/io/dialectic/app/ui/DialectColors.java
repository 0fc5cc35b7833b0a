package io.dialectic.app.ui;

import javafx.scene.paint.Color;

/** A stable pastel colour per dialect, so the same dialect looks the same in every picture. */
final class DialectColors {
    private DialectColors() {}

    static Color of(String dialect) {
        int h = Math.floorMod(dialect.hashCode() * 31 + 7, 360);
        return Color.hsb(h, 0.22, 0.98);
    }
}
