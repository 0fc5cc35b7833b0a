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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reader flags what mlir-opt-19's parser rejects, even with {@code --allow-unregistered-dialect}, in the ways
 * programs break (a junk line, a misspelled op, a bracket or a ':' gone, a cut), and stays quiet on the valid
 * text each was made from. Every pair is checked against the real tool here: the broken text is rejected by its
 * parser (no "see current operation" note: nothing was verified), the valid one accepted.
 */
class InvalidProgramsTest {
    /** A broken text, the valid text it came from, and the start of the reader's diagnostic. */
    record Pair(String what, String broken, String valid, String diagnostic) {}

    static final String FUNC = "func.func @f(%a: i32, %m: memref<4xf32>) -> i32 {\nBODY\n  return %a : i32\n}\n";

    static String body(String lines) {
        return FUNC.replace("BODY", lines);
    }

    static final List<Pair> PAIRS = List.of(
            new Pair(
                    "junk line in a body",
                    body("  %c = arith.constant 1 : i32\nhello world 42 this is not mlir"),
                    body("  %c = arith.constant 1 : i32"),
                    "custom op 'hello' is unknown (tried 'func.hello' as well)"),
            new Pair(
                    "junk line at top level",
                    body("") + "hello world 42 this is not mlir\n",
                    body(""),
                    "custom op 'hello' is unknown (tried 'builtin.hello' as well)"),
            new Pair("a text that is no MLIR", "root:x:0:0:root:/root:/bin/bash\n", "", "custom op 'root' is unknown"),
            new Pair(
                    "misspelled op of a registered dialect",
                    body("  %c = arith.consatnt 1 : i32"),
                    body("  %c = arith.constant 1 : i32"),
                    "custom op 'arith.consatnt' is unknown"),
            new Pair(
                    "misspelled func.func",
                    body("").replace("func.func", "func.fnuc"),
                    body(""),
                    "custom op 'func.fnuc' is unknown"),
            new Pair(
                    "custom op of an unregistered dialect",
                    body("  %c = foo.bar %a : i32"),
                    body("  %c = \"foo.bar\"(%a) : (i32) -> i32"),
                    "custom op 'foo.bar' of dialect 'foo'"),
            new Pair(
                    "'<' of a type gone",
                    body("  %v = vector.broadcast %a : i32 to vector4xi32>"),
                    body("  %v = vector.broadcast %a : i32 to vector<4xi32>"),
                    "expected '<' after the type name in 'vector4xi32'"),
            new Pair(
                    "':' before a type gone",
                    body("  %c = arith.constant 1  i32"),
                    body("  %c = arith.constant 1 : i32"),
                    "expected ':' or ',' before 'i32'"),
            new Pair(
                    "',' between operands gone",
                    body("  %l = memref.load %m[%i %j] : memref<4xf32>")
                            .replace("memref<4xf32>)", "memref<4x4xf32>)")
                            .replace(
                                    "-> i32 {",
                                    "-> i32 {\n  %i = arith.constant 0 : index\n  %j = arith.constant 0 : index"),
                    body("  %l = memref.load %m[%i, %j] : memref<4x4xf32>")
                            .replace("memref<4xf32>)", "memref<4x4xf32>)")
                            .replace(
                                    "-> i32 {",
                                    "-> i32 {\n  %i = arith.constant 0 : index\n  %j = arith.constant 0 : index"),
                    "expected ':' or ',' before '%j'"),
            new Pair(
                    "':' of an argument gone",
                    body("").replace("%a: i32", "%a i32"),
                    body(""),
                    "expected ':' or ',' before 'i32'"),
            new Pair(
                    "junk inside an attribute dictionary",
                    body("  %c = arith.constant {a = 1,\nhello world 42 this is not mlir\n} 1 : i32"),
                    body("  %c = arith.constant {a = 1\n} 1 : i32"),
                    "expected '=', ',' or '}' after the attribute name"),
            new Pair(
                    "cut after the function's name",
                    "func.func @f",
                    "func.func private @f()\n",
                    "expected '(' and the arguments"),
            new Pair("'}' gone", body("").substring(0, body("").length() - 2), body(""), "'{' is not closed"));

    @Test
    void theReaderFlagsWhatTheParserRejectsAndNotTheTextItCameFrom() {
        List<String> wrong = new ArrayList<>();
        for (Pair pair : PAIRS) {
            Program broken = MlirReader.read(pair.broken());
            Program valid = MlirReader.read(pair.valid());
            if (broken.isClean()) wrong.add(pair.what() + ": not flagged");
            else if (!broken.diagnostics().get(0).message().startsWith(pair.diagnostic()))
                wrong.add(pair.what() + ": " + broken.diagnostics());
            if (!valid.isClean()) wrong.add(pair.what() + ", valid text flagged: " + valid.diagnostics());
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void theToolAgreesThatEachBrokenTextIsRejectedByItsParserAndEachValidOneAccepted() {
        Path tool = MlirRequirement.require("mlir-opt-19");
        ProcessRunner runner = new ProcessRunner();
        for (Pair pair : PAIRS) {
            ProcessResult bad = run(runner, tool, pair.broken());
            assertEquals(1, bad.exitCode(), pair.what() + ": " + bad.stderrText());
            assertFalse(
                    bad.stderrText().contains("see current operation"),
                    pair.what() + " is a verifier's rejection: " + bad.stderrText());
            ProcessResult ok = run(runner, tool, pair.valid());
            assertEquals(0, ok.exitCode(), pair.what() + ", valid text: " + ok.stderrText());
        }
    }

    /**
     * What the reader cannot know stays unflagged: ops of a registered dialect without a catalog (test), C++-only ops
     * (affine.dma_wait), the transform dialect's test extension, a bare op under a test op's default dialect. The tool's
     * parser accepts each (the last one fails only its verifier: the region has no terminator).
     */
    @Test
    void opsTheCatalogDoesNotListButTheToolRegistersAreNotFlagged() {
        List<String> texts = List.of(
                "test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {\n} {foo.some_attr}\n",
                "func.func @f(%m: memref<4xf32>, %t: memref<1xi32>) {\n  %c0 = arith.constant 0 : index\n"
                        + "  affine.dma_wait %t[%c0], %c0 : memref<1xi32>\n  return\n}\n",
                "%x = \"test.source\"() : () -> !transform.any_op\ntransform.test_consume_operand %x : !transform.any_op\n",
                "test.default_dialect {\n  parse_integer_literal : 6\n}\n");
        for (String text : texts) {
            Program p = MlirReader.read(text);
            assertTrue(p.isClean(), () -> text + p.diagnostics());
        }
        Path tool = MlirRequirement.require("mlir-opt-19");
        ProcessRunner runner = new ProcessRunner();
        for (String text : texts) {
            ProcessResult r = run(runner, tool, text);
            assertTrue(r.exitCode() == 0 || r.stderrText().contains("see current operation"), text + r.stderrText());
        }
    }

    private static ProcessResult run(ProcessRunner runner, Path tool, String text) {
        return runner.run(
                ProcessSpec.of(tool.toString(), "--allow-unregistered-dialect", "input.mlir", "-o", "/dev/null")
                        .file("input.mlir", text.getBytes(StandardCharsets.UTF_8)));
    }
}
