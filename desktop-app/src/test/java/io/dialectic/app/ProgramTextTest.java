package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.ui.ProgramText;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.shape.Path;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

/** The program text's line mark: where the selected line is, scrolled into view. */
class ProgramTextTest {
    @Test
    void aSelectedLineIsMarkedAndScrolledTo() throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 400; i++)
            sb.append("  %").append(i).append(" = arith.constant ").append(i).append(" : i32\n");
        String text = sb.toString();
        FxToolkit.registerPrimaryStage();
        ProgramText[] pt = new ProgramText[1];
        FxToolkit.setupStage(s -> {
            pt[0] = new ProgramText("t");
            s.setScene(new Scene(pt[0], 600, 300));
            s.show();
        });
        Screenshot.onFx(() -> {
            pt[0].show(text);
            pt[0].selectLine(300);
        });
        Screenshot.onFx(() -> {});
        Path mark = Screenshot.onFxGet(() -> (Path) pt[0].lookup(".program-text-mark"));
        Bounds line = Screenshot.onFxGet(() -> mark.getBoundsInParent());
        double lineHeight = Screenshot.onFxGet(() -> pt[0].flow().getHeight()) / 401;
        assertEquals(299 * lineHeight, line.getMinY(), lineHeight / 2, "the mark is on line 300");
        assertTrue(line.getHeight() > 0 && line.getWidth() > 0, line.toString());
        // Scrolled so that the line is in the viewport.
        Bounds inView = Screenshot.onFxGet(() -> mark.localToScene(mark.getBoundsInLocal()));
        assertTrue(inView.getMinY() >= 0 && inView.getMaxY() <= 300, inView.toString());
        assertEquals(300, (int) Screenshot.onFxGet(() -> pt[0].selectedLine()));
        FxToolkit.setupStage(s -> s.setScene(null));
    }
}
