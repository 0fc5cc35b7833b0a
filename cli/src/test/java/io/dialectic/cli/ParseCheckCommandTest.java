package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dialectic parse-check} end to end through picocli on three small files, counted by hand. */
class ParseCheckCommandTest {
    static final String CUSTOM =
            """
            func.func @f(%a: i32) -> i32 {
              %0 = arith.addi %a, %a : i32
              return %0 : i32
            }
            """;
    /** What mlir-opt-19 --mlir-print-op-generic prints for CUSTOM. */
    static final String GENERIC =
            """
            "builtin.module"() ({
              "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
              ^bb0(%arg0: i32):
                %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
                "func.return"(%0) : (i32) -> ()
              }) : () -> ()
            }) : () -> ()
            """;

    @TempDir
    Path dir;

    private String run(String... args) {
        return CapturedRun.of(new ParseCheckCommand(), 0, args).out();
    }

    @Test
    void jsonCountsAndFailures() throws Exception {
        Path custom = Files.createDirectories(dir.resolve("custom"));
        Path generic = Files.createDirectories(dir.resolve("generic"));
        Files.writeString(custom.resolve("a.mlir"), CUSTOM);
        Files.writeString(generic.resolve("a.mlir"), GENERIC);
        // b: the custom side has arith.muli where the generic side has arith.addi -> compared, disagrees;
        // c: cut before its return -> '{' unclosed: not parsed, no counterpart; notes.txt is not .mlir.
        Files.writeString(custom.resolve("b.mlir"), CUSTOM.replace("%0 = arith.addi %a, %a", "%0 = arith.muli %a, %a"));
        Files.writeString(generic.resolve("b.mlir"), GENERIC);
        Files.writeString(custom.resolve("c.mlir"), CUSTOM.substring(0, CUSTOM.indexOf("return")));
        Files.writeString(custom.resolve("notes.txt"), "not MLIR");

        String json = run(custom.toString(), "--compare", generic.toString(), "--json")
                .strip();
        assertEquals(
                "{\"files\":3,\"parsed\":2,\"clean\":2,\"compared\":2,\"agree\":1,\"failures\":["
                        + "{\"file\":\"b.mlir\",\"diagnostic\":\"differs from counterpart: builtin.module/func.func#1: "
                        + "op #1 is arith.muli (line 2) vs arith.addi (line 4)\"},"
                        + "{\"file\":\"c.mlir\",\"diagnostic\":\"1:30: '{' is not closed before the end of input\"}]}",
                json);
    }

    @Test
    void aFileWithNoOperationIsNeitherParsedNorClean() throws Exception {
        // Before: "parsed 2, clean 3" - a comment-only file has no diagnostic, yet no op either.
        Files.writeString(dir.resolve("a.mlir"), CUSTOM);
        Files.writeString(dir.resolve("b.mlir"), GENERIC);
        Files.writeString(
                dir.resolve("c.mlir"), "// RUN: mlir-opt %s\n// only a comment: the test case was cut away\n");
        String json = run(dir.toString(), "--json").strip();
        assertEquals(
                "{\"files\":3,\"parsed\":2,\"clean\":2,\"compared\":0,\"agree\":0,\"failures\":["
                        + "{\"file\":\"c.mlir\",\"diagnostic\":\"no operation (empty, or only comments)\"}]}",
                json);
    }

    @Test
    void textReportShowsRates() throws Exception {
        Files.writeString(dir.resolve("a.mlir"), CUSTOM);
        String text = run(dir.toString());
        assertTrue(text.contains("files   1\nparsed  1 (100.00%)\nclean   1 (100.00%)"), text);
    }
}
