package io.dialectic.ir.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.ir.model.Program;
import io.dialectic.testing.MlirRequirement;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A junk line inside a function body, at the column of the ops, right after a comment line or right after a
 * custom-form op: mlir-opt reads its first word as an op name ("custom op 'hello' is unknown"), and so must the reader.
 * Before, under func's default dialect any word but func's own ops was taken as a keyword continuing the op above.
 */
class JunkInBodyTest {
    static final String AFTER_COMMENT =
            """
            func.func @f(%a: i32) -> i32 {
              %b = arith.addi %a, %a : i32
              // CHECK: arith.addi
              hello world 42 this is not mlir
              return %b : i32
            }
            """;

    static final String AFTER_CUSTOM_OP =
            """
            func.func @f(%a: i32) -> i32 {
              %b = arith.addi %a, %a : i32
              hello world 42 this is not mlir
              return %b : i32
            }
            """;

    /** A continuation keyword at the op's column followed by a type is no op (memref.subview's printer). */
    static final String KEYWORD_AT_OP_COLUMN =
            """
            func.func @f(%m: memref<64x4xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
              %1 = memref.subview %m[%i, %i][%i, %i][%i, %i] :
                memref<64x4xf32>
              to memref<?x?xf32, strided<[?, ?], offset: ?>>
              return %1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
            }
            """;

    /** The 1-based line of the junk. */
    private static int junkLine(String text) {
        return (int) text.substring(0, text.indexOf("hello"))
                        .chars()
                        .filter(c -> c == '\n')
                        .count()
                + 1;
    }

    @Test
    void theReaderFlagsAJunkLineInABody() {
        for (String text : List.of(AFTER_COMMENT, AFTER_CUSTOM_OP)) {
            Program p = MlirReader.read(text);
            assertFalse(p.isClean(), text);
            assertEquals(
                    junkLine(text),
                    p.diagnostics().get(0).line(),
                    p.diagnostics().toString());
            assertTrue(
                    p.diagnostics().get(0).message().contains("custom op 'hello' is unknown"),
                    p.diagnostics().toString());
        }
        assertTrue(
                MlirReader.read(KEYWORD_AT_OP_COLUMN).isClean(),
                MlirReader.read(KEYWORD_AT_OP_COLUMN).diagnostics().toString());
    }

    @Test
    void mlirOptRejectsTheJunkAndAcceptsTheKeyword() {
        String tool = MlirRequirement.require("mlir-opt-19").toString();
        ProcessRunner runner = new ProcessRunner();
        for (String text : List.of(AFTER_COMMENT, AFTER_CUSTOM_OP, KEYWORD_AT_OP_COLUMN)) {
            ProcessResult r = runner.run(ProcessSpec.of(tool, "input.mlir", "-o", "/dev/null")
                    .file("input.mlir", text.getBytes(StandardCharsets.UTF_8))
                    .timeout(Duration.ofSeconds(60)));
            if (text.equals(KEYWORD_AT_OP_COLUMN)) {
                assertEquals(0, r.exitCode(), r.stderrText());
            } else {
                assertEquals(1, r.exitCode(), r.stderrText());
                assertTrue(
                        r.stderrText().contains(junkLine(text) + ":3: error: custom op 'hello' is unknown"),
                        r.stderrText());
            }
        }
    }
}
