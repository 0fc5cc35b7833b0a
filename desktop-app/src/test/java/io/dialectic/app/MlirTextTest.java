package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.app.ui.MlirText;
import java.util.List;
import java.util.stream.Collectors;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

class MlirTextTest {
    @Test
    void tokensGetTheirClassesAndTheTextIsKeptExactly() {
        String src = "func.func @f(%arg0: i32) {\n  %0 = arith.addi %arg0, %c1 : i32 // sum\n  cf.br ^bb1\n}";
        List<Text> runs = MlirText.runs(src);
        assertEquals(src, runs.stream().map(Text::getText).collect(Collectors.joining()));
        assertEquals("mlir-op", classOf(runs, "func.func"));
        assertEquals("mlir-symbol", classOf(runs, "@f"));
        assertEquals("mlir-value", classOf(runs, "%arg0"));
        assertEquals("mlir-type", classOf(runs, "i32"));
        assertEquals("mlir-op", classOf(runs, "arith.addi"));
        assertEquals("mlir-comment", classOf(runs, "// sum"));
        assertEquals("mlir-block", classOf(runs, "^bb1"));
    }

    @Test
    void hugeTextsArePlain() {
        String big = "%0 = arith.constant 0 : i32\n".repeat(MlirText.MAX_HIGHLIGHTED / 10);
        assertEquals(1, MlirText.runs(big).size());
    }

    private static String classOf(List<Text> runs, String token) {
        return runs.stream()
                .filter(t -> t.getText().equals(token))
                .findFirst()
                .orElseThrow(() -> new AssertionError(token))
                .getStyleClass()
                .get(1);
    }
}
