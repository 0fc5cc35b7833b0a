package io.dialectic.app;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import org.testfx.api.FxRobot;

/**
 * Where a test's robot points: a node's centre on screen, read on the FX thread. TestFX's {@code moveTo(node)},
 * {@code drag(node)} and {@code clickOn(node or query)} read the node's bounds on the test's own thread, and reading
 * bounds is not read-only in JavaFX (it updates each parent's cached bounds): beside a pulse that was changing the
 * same parents it broke a Group's count of children with changed bounds, and that read and every later pulse threw
 * {@code IndexOutOfBoundsException} in {@code Parent.updateCachedBounds} (OdgViewTest, about one run of the app's
 * tests in ten). The robot then gets a point, which it never reads from the scene.
 */
final class FxPoints {
    private FxPoints() {}

    /** The centre of {@code node} on screen. */
    static Point2D centre(Node node) throws Exception {
        return Screenshot.onFxGet(() -> {
            Bounds b = node.localToScreen(node.getBoundsInLocal());
            return new Point2D(b.getCenterX(), b.getCenterY());
        });
    }

    /** The centre on screen of the node {@code selector} finds (e.g. {@code #odg-fit}). */
    static Point2D centre(String selector) throws Exception {
        Node node = Screenshot.onFxGet(() -> new FxRobot().lookup(selector).query());
        return centre(node);
    }
}
