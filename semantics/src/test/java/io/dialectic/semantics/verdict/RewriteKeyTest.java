package io.dialectic.semantics.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The miscompile key is the suspect pass and what it rewrote on the differing value's slice, on live
 * miscompiles of the real mlir-opt: the same fold reached through other surrounding ops keeps its key, two folds of
 * one pass get two keys, and a fold done by the canonicalize that {@code --inline} nests is named so.
 */
class RewriteKeyTest {
    private static MiscompileKey key(String program, ToolVersion v, String pipeline) {
        Judgement j = judged(program, v, pipeline);
        assertEquals(DifferentialVerdict.MISCOMPILE, j.verdict(), j.reason());
        return MiscompileKey.of(j, j.cells().get(0));
    }

    /** llvm #90296: index_cast(index_cast(300 : index) : i8) is 44, canonicalize folds it to 300; through a call. */
    static final String CASTS_IN_CALLEE =
            """
            func.func @casts(%x: index) -> index {
              %a = arith.index_cast %x : index to i8
              %b = arith.index_cast %a : i8 to index
              return %b : index
            }
            func.func @main() {
              %c300 = arith.constant 300 : index
              %r = func.call @casts(%c300) : (index) -> index
              vector.print %r : index
              return
            }
            """;

    /** The same fold in one function, its value going through a loop and arithmetic the pass leaves alone. */
    static final String CASTS_IN_A_LOOP =
            """
            func.func @main() {
              %lb = arith.constant 0 : index
              %ub = arith.constant 3 : index
              %st = arith.constant 1 : index
              %k = arith.constant 7 : i64
              %s = scf.for %i = %lb to %ub step %st iter_args(%acc = %k) -> (i64) {
                %x = arith.muli %i, %ub : index
                %y = arith.addi %x, %ub : index
                %w = arith.constant 298 : index
                %z = arith.addi %w, %y : index
                %a = arith.index_cast %z : index to i8
                %b = arith.index_cast %a : i8 to index
                %c = arith.index_cast %b : index to i64
                %n = arith.xori %acc, %c : i64
                scf.yield %n : i64
              }
              vector.print %s : i64
              return
            }
            """;

    /** llvm #90238: index_castui(index_castui(-1 : index) : i8) is 255, canonicalize folds it to 2^64-1. */
    static final String CASTUI =
            """
            func.func @casts(%x: index) -> index {
              %a = arith.index_castui %x : index to i8
              %b = arith.index_castui %a : i8 to index
              return %b : index
            }
            func.func @main() {
              %m1 = arith.constant -1 : index
              %r = func.call @casts(%m1) : (index) -> index
              vector.print %r : index
              return
            }
            """;

    /** llvm #106519: 19's arith-expand of ceildivsi is wrong at the minimum; beside it a minsi it expands correctly. */
    static final String CEILDIV_AND_MIN =
            """
            func.func @f(%x: index, %y: index) {
              %q = arith.ceildivsi %x, %y : index
              %m = arith.minsi %q, %y : index
              vector.print %m : index
              return
            }
            func.func @main() {
              %min = arith.constant -9223372036854775808 : index
              %c20 = arith.constant 20 : index
              func.call @f(%min, %c20) : (index, index) -> ()
              return
            }
            """;

    /** The same expansion bug on i64 with nothing else on the slice. */
    static final String CEILDIV_I64 =
            """
            func.func @main() {
              %min = arith.constant -9223372036854775808 : i64
              %c7 = arith.constant 7 : i64
              %q = arith.ceildivsi %min, %c7 : i64
              vector.print %q : i64
              return
            }
            """;

    /** What 19.1.7's and 22.1.8's canonicalize do to #90296's casts, as the key writes it (the pair goes, nothing comes). */
    static final String CAST_PAIR_FOLDED = "arith.index_cast : iN -> iN => (none)";

    private static Judgement judged(String program, ToolVersion v, String pipeline) {
        Cell cell = new Cell(v, JitPipelines.parse(pipeline));
        return new DifferentialExecution(
                        new ExecOptions(List.of(cell), Limits.DEFAULT, JitExecutor.Timeouts.DEFAULT, true))
                .run(program);
    }

    @Test
    void theSameFoldThroughOtherSurroundingOpsHasOneKey() {
        JitRequirement.require(ToolVersion.V19);
        JitRequirement.require(ToolVersion.V22);
        MiscompileKey inCallee = key(CASTS_IN_CALLEE, ToolVersion.V19, "--canonicalize");
        MiscompileKey inLoop = key(CASTS_IN_A_LOOP, ToolVersion.V19, "--canonicalize");
        assertEquals(new MiscompileKey("--canonicalize", CAST_PAIR_FOLDED), inCallee);
        // canonicalize also reassociates the loop's additions (298 + (3i + 3) -> 3i + 301): one pattern application at
        // a
        // time, only the one that changes the printed value is in the key
        assertEquals(inCallee, inLoop);
        assertEquals(inCallee, key(CASTS_IN_CALLEE, ToolVersion.V22, "--canonicalize"));
        // the slice key (pass + op names) told them apart by the ops around the casts
        Judgement loop = judged(CASTS_IN_A_LOOP, ToolVersion.V19, "--canonicalize");
        Judgement callee = judged(CASTS_IN_CALLEE, ToolVersion.V19, "--canonicalize");
        assertNotEquals(
                MiscompileKey.bySliceOps(callee, callee.cells().get(0)),
                MiscompileKey.bySliceOps(loop, loop.cells().get(0)));
    }

    @Test
    void twoFoldsOfOnePassHaveTwoKeys() {
        JitRequirement.require(ToolVersion.V19);
        MiscompileKey signed = key(CASTS_IN_CALLEE, ToolVersion.V19, "--canonicalize");
        MiscompileKey unsigned = key(CASTUI, ToolVersion.V19, "--canonicalize");
        assertEquals(signed.pass(), unsigned.pass());
        assertEquals("arith.index_castui : iN -> iN => (none)", unsigned.what());
        assertNotEquals(signed, unsigned);
    }

    @Test
    void aFoldByTheCanonicalizeThatInlineRunsIsNamedSo() {
        JitRequirement.require(ToolVersion.V19);
        JitRequirement.require(ToolVersion.V22);
        // By hand (--mlir-print-ir-after-all): --inline canonicalizes @casts before inlining it, and that folds the
        // pair.
        for (ToolVersion v : List.of(ToolVersion.V19, ToolVersion.V22)) {
            Judgement j = judged(CASTS_IN_CALLEE, v, "--inline");
            assertEquals("--inline (its canonicalize)", j.suspectPass());
            assertEquals(
                    new MiscompileKey("--inline (its canonicalize)", CAST_PAIR_FOLDED),
                    MiscompileKey.of(j, j.cells().get(0)));
            assertEquals(
                    "--inline", MiscompileKey.bySliceOps(j, j.cells().get(0)).pass());
        }
    }

    /**
     * maxnumf(x, NaN) is x; 19's canonicalize (run by --inline) folds it to NaN. In {@code T}, with {@code then}
     * applied to the result and x after it (or nothing).
     */
    static String maxnumfOfNaN(String t, String then) {
        String nan =
                switch (t) {
                    case "f16" -> "0x7E00";
                    case "f32" -> "0x7FC00000";
                    default -> "0x7FF8000000000000";
                };
        String use = then == null ? "" : "  %y = arith." + then + " %m, %x : " + t + "\n";
        return "func.func @f(%x: " + t + ") -> " + t + " {\n"
                + "  %nan = arith.constant " + nan + " : " + t + "\n"
                + "  %m = arith.maxnumf %x, %nan : " + t + "\n"
                + use
                + "  return " + (then == null ? "%m" : "%y") + " : " + t + "\n"
                + "}\n"
                + "func.func @main() {\n"
                + "  %c = arith.constant 1.5 : " + t + "\n"
                + "  %r = func.call @f(%c) : (" + t + ") -> " + t + "\n"
                + "  vector.print %r : " + t + "\n"
                + "  return\n"
                + "}\n";
    }

    @Test
    void oneNaNFoldInEveryFloatWidthAndFollowedByAFoldedUseHasOneKey() {
        JitRequirement.require(ToolVersion.V19);
        // By hand (exec --versions 19 --pipelines=--inline): expected 1.5 (2.25 with mulf, 3 with addf), printed nan;
        // before the widths were abstracted and the following fold left out, these six gave five keys
        MiscompileKey want = new MiscompileKey(
                "--inline (its canonicalize)",
                "arith.constant : fN; arith.maxnumf {fastmath = #arith.fastmath<none>} : (fN, fN) -> fN => (none)");
        for (String t : List.of("f16", "f32", "f64")) {
            for (String then : Arrays.asList(null, t.equals("f16") ? "addf" : "mulf")) {
                assertEquals(want, key(maxnumfOfNaN(t, then), ToolVersion.V19, "--inline"), t + " then " + then);
            }
        }
    }

    /** A Cx1 read of row {@code r} of expand_shape [[0, 1], [2, 3]] of an RxC global: fold-memref-alias-ops reads down a column. */
    static String expandShapeRead(int rows, int cols) {
        StringBuilder init = new StringBuilder();
        for (int i = 0; i < rows; i++) {
            List<String> row = new ArrayList<>();
            for (int j = 0; j < cols; j++) row.add(String.valueOf(i * cols + j));
            init.append(i == 0 ? "" : ", ")
                    .append("[")
                    .append(String.join(", ", row))
                    .append("]");
        }
        String t = "memref<" + rows + "x" + cols + "xi32>";
        String e = "memref<1x" + rows + "x" + cols + "x1xi32>";
        return "memref.global \"private\" constant @g : " + t + " = dense<[" + init + "]>\n"
                + "func.func @main() {\n"
                + "  %c0 = arith.constant 0 : index\n"
                + "  %p = arith.constant 0 : i32\n"
                + "  %m = memref.get_global @g : " + t + "\n"
                + "  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [1, " + rows + ", " + cols + ", 1] : "
                + t
                + " into " + e + "\n"
                + "  %v = vector.transfer_read %e[%c0, %c0, %c0, %c0], %p {in_bounds = [true, true]} : " + e
                + ", vector<" + cols + "x1xi32>\n"
                + "  vector.print %v : vector<" + cols + "x1xi32>\n"
                + "  return\n"
                + "}\n";
    }

    @Test
    void oneFoldOnBuffersOfThreeShapesHasOneKey() {
        JitRequirement.require(ToolVersion.V22);
        // By hand (exec --versions 22 --pipelines=--fold-memref-alias-ops): 2x2 expected ( ( 0 ), ( 1 ) ), printed
        // ( ( 0 ), ( 2 ) ); 3x4 ( ( 0 ), ( 1 ), ( 2 ), ( 3 ) ) against ( ( 0 ), ( 4 ), ( 8 ), garbage ). Before sizes
        // were
        // abstracted, each shape was a key of its own.
        MiscompileKey want = new MiscompileKey(
                "--fold-memref-alias-ops",
                "memref.expand_shape {reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, N, N, 1>} :"
                        + " memref<NxNxiN> -> memref<1xNxNx1xiN> => vector.transfer_read {in_bounds = [true, true],"
                        + " permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : (memref<NxNxiN>, iN, iN, iN) ->"
                        + " vector<Nx1xiN>");
        for (int[] shape : List.of(new int[] {2, 2}, new int[] {3, 4}, new int[] {4, 3})) {
            assertEquals(
                    want,
                    key(expandShapeRead(shape[0], shape[1]), ToolVersion.V22, "--fold-memref-alias-ops"),
                    shape[0] + "x" + shape[1]);
        }
    }

    @Test
    void aConversionIsNarrowedToTheOpItExpandsWrongly() {
        JitRequirement.require(ToolVersion.V19);
        // By hand (exec): expected 17985575471866812826 (ceil(-2^63 / 20), an index printed unsigned); 19's O0 prints
        // 20,
        // its ceildivsi having come out positive, so minsi picked 20
        MiscompileKey withMin = key(CEILDIV_AND_MIN, ToolVersion.V19, "O0");
        assertEquals("--arith-expand", withMin.pass());
        assertTrue(withMin.what().startsWith("arith.ceildivsi : (iN, iN) -> iN => "), withMin.what());
        assertFalse(withMin.what().contains("minsi"), withMin.what());
        MiscompileKey alone = key(CEILDIV_I64, ToolVersion.V19, "O0");
        assertTrue(alone.what().startsWith("arith.ceildivsi : (iN, iN) -> iN => "), alone.what());
    }
}
