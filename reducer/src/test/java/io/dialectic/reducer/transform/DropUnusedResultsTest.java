package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link DropUnusedResults} on small programs, the expected texts written by
 * hand; {@link #beforeAndAfterAreAcceptedByMlirOpt} checks with the real
 * mlir-opt-19 that every program here, before and after, is valid.
 */
class DropUnusedResultsTest {
    /** @pair's result 1 is used by no call; @caller's result has no call site at all. */
    static final String PAIR =
            """
            func.func @pair(%x: i32) -> (i32, f32, index) {
              %c = arith.constant 1.0 : f32
              %i = arith.constant 0 : index
              return %x, %c, %i : i32, f32, index
            }
            func.func @caller(%x: i32) -> index {
              %0:3 = call @pair(%x) : (i32) -> (i32, f32, index)
              %1 = arith.index_cast %0#0 : i32 to index
              %2 = arith.addi %0#2, %1 : index
              %a, %b, %c = func.call @pair(%x) : (i32) -> (i32, f32, index)
              return %2 : index
            }
            """;

    /** PAIR without @pair's result 1: the %0:3 group renumbered (%0#2 is now %0#1), %b gone from the second call. */
    static final String PAIR_DROPPED =
            """
            func.func @pair(%x: i32) -> (i32, index) {
              %c = arith.constant 1.0 : f32
              %i = arith.constant 0 : index
              return %x, %i : i32, index
            }
            func.func @caller(%x: i32) -> index {
              %0:2 = call @pair(%x) : (i32) -> (i32, index)
              %1 = arith.index_cast %0#0 : i32 to index
              %2 = arith.addi %0#1, %1 : index
              %a, %c = func.call @pair(%x) : (i32) -> (i32, index)
              return %2 : index
            }
            """;

    /** PAIR without @caller's result (nothing calls it). */
    static final String CALLER_DROPPED = PAIR.replace(
                    "func.func @caller(%x: i32) -> index {", "func.func @caller(%x: i32) {")
            .replace("  return %2 : index\n", "  return\n");

    /** An scf.if whose first result is unused; an external declaration whose results no call names. */
    static final String IF =
            """
            func.func private @ext(i32) -> (i32, f32)
            func.func @select(%c: i1, %a: i32, %b: i32) {
              %r:2 = scf.if %c -> (i32, i32) {
                %s = arith.addi %a, %b : i32
                scf.yield %s, %a : i32, i32
              } else {
                scf.yield %b, %b : i32, i32
              }
              call @ext(%r#1) : (i32) -> (i32, f32)
              return
            }
            """;

    static final String IF_DROPPED =
            """
            func.func private @ext(i32) -> (i32, f32)
            func.func @select(%c: i1, %a: i32, %b: i32) {
              %r = scf.if %c -> (i32) {
                %s = arith.addi %a, %b : i32
                scf.yield %a : i32
              } else {
                scf.yield %b : i32
              }
              call @ext(%r) : (i32) -> (i32, f32)
              return
            }
            """;

    static final String EXT_DROPPED = IF.replace(
                    "func.func private @ext(i32) -> (i32, f32)", "func.func private @ext(i32)")
            .replace("call @ext(%r#1) : (i32) -> (i32, f32)", "call @ext(%r#1) : (i32) -> ()");

    /** Both at once: the scf.if and @ext rewrites touch the same call without overlapping. */
    static final String IF_AND_EXT_DROPPED = IF_DROPPED
            .replace("func.func private @ext(i32) -> (i32, f32)", "func.func private @ext(i32)")
            .replace("call @ext(%r) : (i32) -> (i32, f32)", "call @ext(%r) : (i32) -> ()");

    private static List<Rewrite> rewrites(String text) {
        return new DropUnusedResults().rewrites(new OpTree(MlirReader.read(text)));
    }

    private static String apply(String text, List<Rewrite> rs) {
        SpliceSet s = new SpliceSet();
        for (Rewrite r : rs) s.addAll(r.splices());
        return s.applyTo(text);
    }

    @Test
    void aFunctionResultNoCallUsesLeavesSignatureReturnsAndCalls() {
        List<Rewrite> rs = rewrites(PAIR);
        assertEquals(
                List.of("results [1] of @pair", "results [0] of @caller"),
                rs.stream().map(Rewrite::what).toList());
        assertEquals(PAIR_DROPPED, apply(PAIR, List.of(rs.get(0))));
        assertEquals(CALLER_DROPPED, apply(PAIR, List.of(rs.get(1))));
    }

    @Test
    void anUnusedScfIfResultGoesWithItsYields() {
        List<Rewrite> rs = rewrites(IF);
        assertEquals(
                List.of("results [0, 1] of @ext", "results [0] of scf.if at line 3"),
                rs.stream().map(Rewrite::what).toList());
        assertEquals(EXT_DROPPED, apply(IF, List.of(rs.get(0))));
        assertEquals(IF_DROPPED, apply(IF, List.of(rs.get(1))));
        assertEquals(IF_AND_EXT_DROPPED, apply(IF, rs));
    }

    /** PAIR with @pair also named by a func.constant, in a function that returns it. */
    static final String CONSTANT = PAIR
            + """
            func.func @take() -> ((i32) -> (i32, f32, index)) {
              %f = func.constant @pair : (i32) -> (i32, f32, index)
              return %f : (i32) -> (i32, f32, index)
            }
            """;

    @Test
    void aFunctionNamedOtherThanByCallsKeepsItsResults() {
        // @take's own result (a function type) has no call site: it goes; @pair's stay.
        assertEquals(
                List.of("results [0] of @caller", "results [0] of @take"),
                rewrites(CONSTANT).stream().map(Rewrite::what).toList());
        // A result used at one call site stays, even when another call ignores it.
        assertTrue(rewrites(PAIR_DROPPED).stream().noneMatch(r -> r.what().endsWith("@pair")));
    }

    @Test
    void beforeAndAfterAreAcceptedByMlirOpt() throws Exception {
        Path tool = MlirRequirement.require("mlir-opt-19");
        for (String text : List.of(
                PAIR,
                PAIR_DROPPED,
                CALLER_DROPPED,
                IF,
                IF_DROPPED,
                EXT_DROPPED,
                IF_AND_EXT_DROPPED,
                CONSTANT,
                apply(CONSTANT, rewrites(CONSTANT)))) {
            assertAccepted(tool, text);
        }
    }

    /**
     * v19_r1_c00157 (custom form, from the vector-transfer-split tests): three functions whose vector result
     * nothing calls. Without them, each function's body stays and the program still verifies.
     */
    @Test
    void aRealCrashCaseLosesItsUnusedFunctionResults() throws Exception {
        Path tool = MlirRequirement.require("mlir-opt-19");
        String input = Files.readString(SharedData.crashes().resolve("cases/v19_r1_c00157/input.mlir"));
        List<Rewrite> rs = rewrites(input);
        assertEquals(
                List.of(
                        "results [0] of @split_vector_transfer_read_2d",
                        "results [0] of @split_vector_transfer_read_strided_2d",
                        "results [0] of @split_vector_transfer_read_mem_space"),
                rs.stream().map(Rewrite::what).toList());
        String out = apply(input, rs);
        assertTrue(out.length() < input.length());
        assertAccepted(tool, out);
    }

    static void assertAccepted(Path tool, String text, String... flags) throws Exception {
        Path f = Files.createTempFile("results", ".mlir");
        try {
            Files.writeString(f, text);
            List<String> cmd = new ArrayList<>(List.of(tool.toString()));
            cmd.addAll(List.of(flags));
            cmd.addAll(List.of(f.toString(), "-o", "/dev/null"));
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
            assertEquals(
                    0, p.exitValue(), tool.getFileName() + " " + List.of(flags) + " rejects:\n" + text + "\n" + out);
        } finally {
            Files.delete(f);
        }
    }
}
