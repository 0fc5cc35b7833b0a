package io.dialectic.semantics.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.toolchain.PassPipeline;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The live arith miscompilations found by the differential oracle, each checked first by
 * running mlir-opt + the JIT runner by hand (outputs quoted per test), found
 * by the differential execution with the right expected value and suspect
 * pass; the same program on a version where the bug is fixed agrees.
 */
class LiveMiscompilationsTest {
    private static final PassPipeline CANONICALIZE = JitPipelines.parse("--canonicalize");
    private static final PassPipeline INT_RANGE = JitPipelines.parse("--int-range-optimizations");

    private static Judgement judge(String program, Cell... cells) {
        ExecOptions o = new ExecOptions(List.of(cells), Limits.DEFAULT, JitExecutor.Timeouts.DEFAULT, true);
        return new DifferentialExecution(o).run(program);
    }

    private static CellComparison cell(Judgement j, ToolVersion v, PassPipeline p) {
        return j.cells().stream()
                .filter(c -> c.result().cell().tool() == v
                        && c.result().cell().pipeline().equals(p))
                .findFirst()
                .orElseThrow();
    }

    /** ceildivsi(-128, 7) : i8 = ceil(-18.29) = -18. */
    private static final String CEILDIV_I8 =
            """
            func.func @main() {
              %a = arith.constant -128 : i8
              %b = arith.constant 7 : i8
              %r = arith.ceildivsi %a, %b : i8
              vector.print %r : i8
              return
            }
            """;

    @Test
    void ceildivsiOfMinI8() {
        JitRequirement.require(ToolVersion.V19);
        JitRequirement.require(ToolVersion.V22);
        // By hand: 19 O0 prints 18 (its arith-expand of ceildivsi, llvm #106519), 19 with int-range folds first: -18;
        // 22 O0 prints -18 (fixed), 22 --int-range-optimizations folds to 18.
        Judgement j = judge(
                CEILDIV_I8,
                new Cell(ToolVersion.V19, JitPipelines.O0),
                new Cell(ToolVersion.V19, INT_RANGE),
                new Cell(ToolVersion.V22, JitPipelines.O0),
                new Cell(ToolVersion.V22, INT_RANGE));
        assertEquals(DifferentialVerdict.MISCOMPILE, j.verdict());
        assertEquals("-18\n", j.expected());
        CellComparison o0v19 = cell(j, ToolVersion.V19, JitPipelines.O0);
        assertEquals("18\n", o0v19.result().stdout());
        assertEquals("--arith-expand", o0v19.suspectPass());
        assertEquals("lowering", o0v19.faultStage());
        assertTrue(MiscompileKey.text(MiscompileKey.of(j, o0v19))
                .startsWith("--arith-expand | arith.ceildivsi : (iN, iN) -> iN => "));
        assertFalse(cell(j, ToolVersion.V19, INT_RANGE).differs());
        assertFalse(cell(j, ToolVersion.V22, JitPipelines.O0).differs());
        CellComparison rangeV22 = cell(j, ToolVersion.V22, INT_RANGE);
        assertEquals("18\n", rangeV22.result().stdout());
        assertEquals("--int-range-optimizations", rangeV22.suspectPass());
        assertEquals("optimization", rangeV22.faultStage());

        Judgement fixed = judge(CEILDIV_I8, new Cell(ToolVersion.V22, JitPipelines.O0));
        assertEquals(DifferentialVerdict.AGREE, fixed.verdict());
        assertNull(fixed.suspectPass());
    }

    @Test
    void ceildivsiOfMinI64Lowering() {
        JitRequirement.require(ToolVersion.V19);
        JitRequirement.require(ToolVersion.V22);
        // By hand: ceil(-2^63 / 7) = -1317624576693539401; 19 O0 prints 1317624576693539401, 22 O0 the right value.
        String program =
                """
                func.func @ceil(%x: i64, %y: i64) -> i64 {
                  %r = arith.ceildivsi %x, %y : i64
                  return %r : i64
                }
                func.func @main() {
                  %min = arith.constant -9223372036854775808 : i64
                  %seven = arith.constant 7 : i64
                  %q = func.call @ceil(%min, %seven) : (i64, i64) -> i64
                  vector.print %q : i64
                  return
                }
                """;
        Judgement j = judge(program, new Cell(ToolVersion.V19, JitPipelines.O0));
        assertEquals(DifferentialVerdict.MISCOMPILE, j.verdict());
        assertEquals("-1317624576693539401\n", j.expected());
        assertEquals("--arith-expand", j.suspectPass());
        assertEquals("lowering", j.faultStage());
        assertEquals(
                DifferentialVerdict.AGREE,
                judge(program, new Cell(ToolVersion.V22, JitPipelines.O0)).verdict());
    }

    @Test
    void canonicalizeFoldsIndexCastRoundTrip() {
        JitRequirement.require(ToolVersion.V19);
        JitRequirement.require(ToolVersion.V22);
        // index_cast(index_cast(300 : index) : i8) = sext(trunc(300)) = 44; both versions' canonicalize print 300
        // (llvm #90296, live in 19.1.7 and 22.1.8).
        String program = RewriteKeyTest.CASTS_IN_CALLEE;
        Judgement j = judge(
                program,
                new Cell(ToolVersion.V19, CANONICALIZE),
                new Cell(ToolVersion.V22, CANONICALIZE),
                new Cell(ToolVersion.V22, JitPipelines.O0));
        assertEquals(DifferentialVerdict.MISCOMPILE, j.verdict());
        assertEquals("44\n", j.expected());
        for (ToolVersion v : ToolVersion.values()) {
            CellComparison c = cell(j, v, CANONICALIZE);
            assertEquals("300\n", c.result().stdout());
            assertEquals("--canonicalize", c.suspectPass());
            assertEquals("optimization", c.faultStage());
            // What canonicalize did on the slice of the printed value (into @casts through the call): the pair is gone.
            assertEquals(
                    "--canonicalize | arith.index_cast : iN -> iN => (none)",
                    MiscompileKey.text(MiscompileKey.of(j, c)));
        }
        assertEquals(null, MiscompileKey.of(j, cell(j, ToolVersion.V22, JitPipelines.O0)));
        assertFalse(cell(j, ToolVersion.V22, JitPipelines.O0).differs());
    }

    @Test
    void canonicalizeFoldsIndexCastUiRoundTrip() {
        JitRequirement.require(ToolVersion.V19);
        // index_castui(index_castui(-1 : index) : i8) = zext(0xFF) = 255; canonicalize prints 2^64-1 (llvm #90238).
        String program = RewriteKeyTest.CASTUI;
        Judgement j =
                judge(program, new Cell(ToolVersion.V19, CANONICALIZE), new Cell(ToolVersion.V19, JitPipelines.O0));
        assertEquals(DifferentialVerdict.MISCOMPILE, j.verdict());
        assertEquals("255\n", j.expected());
        assertEquals(
                "18446744073709551615\n",
                cell(j, ToolVersion.V19, CANONICALIZE).result().stdout());
        assertEquals("--canonicalize", j.suspectPass());
        assertFalse(cell(j, ToolVersion.V19, JitPipelines.O0).differs());
    }

    @Test
    void printingAnOverWideShiftIsUbNotAMiscompile() {
        JitRequirement.require(ToolVersion.V19);
        JitRequirement.require(ToolVersion.V22);
        // By hand the runners print a different garbage value on every run (poison).
        String program =
                """
                func.func @main() {
                  %a = arith.constant 1 : i8
                  %b = arith.constant 9 : i8
                  %r = arith.shli %a, %b : i8
                  vector.print %r : i8
                  return
                }
                """;
        Judgement j =
                judge(program, new Cell(ToolVersion.V19, JitPipelines.O0), new Cell(ToolVersion.V22, JitPipelines.O0));
        assertEquals(DifferentialVerdict.UB, j.verdict());
        assertTrue(j.reason().contains("shift amount 9 >= bit width 8"), j.reason());
        assertNull(j.suspectPass());
    }

    @Test
    void printingAQuotientByZeroIsUb() {
        JitRequirement.require(ToolVersion.V22);
        String program =
                """
                func.func @div(%a: i32, %b: i32) -> i32 {
                  %q = arith.divsi %a, %b : i32
                  return %q : i32
                }
                func.func @main() {
                  %c7 = arith.constant 7 : i32
                  %c0 = arith.constant 0 : i32
                  %q = func.call @div(%c7, %c0) : (i32, i32) -> i32
                  vector.print %q : i32
                  return
                }
                """;
        Judgement j = judge(program, new Cell(ToolVersion.V22, JitPipelines.O0));
        assertEquals(DifferentialVerdict.UB, j.verdict());
        assertTrue(j.reason().contains("division by zero"), j.reason());
        assertNull(j.expected());
    }

    /**
     * A 2x1 read of the inner dimensions of {@code expand_shape [[0, 1], [2, 3]]} of a 2x2 memref: elements [0,0] and
     * [0,1]. mlir-opt-22's fold-memref-alias-ops folds the expand_shape into the read without changing its map, so it
     * reads [0,0] and [1,0] (a fold 19 does not make; upstream, llvm/llvm-project#167679 added it for minor-identity
     * maps and #177016 names this stride change). Found by the LINALG preset on a pooling program, reduced by hand.
     */
    private static final String EXPAND_SHAPE_READ =
            """
            memref.global "private" constant @g : memref<2x2xi32> = dense<[[1, 2], [3, 4]]>
            func.func @main() {
              %c0 = arith.constant 0 : index
              %p = arith.constant 0 : i32
              %m = memref.get_global @g : memref<2x2xi32>
              %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [1, 2, 2, 1] : memref<2x2xi32> into memref<1x2x2x1xi32>
              %v = vector.transfer_read %e[%c0, %c0, %c0, %c0], %p {in_bounds = [true, true]} : memref<1x2x2x1xi32>, vector<2x1xi32>
              vector.print %v : vector<2x1xi32>
              return
            }
            """;

    @Test
    void foldMemrefAliasOpsReadsThroughExpandShapeWithTheWrongStride() {
        JitRequirement.require(ToolVersion.V19);
        JitRequirement.require(ToolVersion.V22);
        PassPipeline fold = JitPipelines.parse("--fold-memref-alias-ops");
        // By hand (the pass, the bufferizing lowering, mlir-runner-22): without the pass ( ( 1 ), ( 2 ) ), with it
        // ( ( 1 ), ( 3 ) ); mlir-opt-19 leaves the expand_shape in place.
        Judgement j = judge(
                EXPAND_SHAPE_READ,
                new Cell(ToolVersion.V19, fold),
                new Cell(ToolVersion.V22, JitPipelines.O0),
                new Cell(ToolVersion.V22, fold));
        assertEquals(DifferentialVerdict.MISCOMPILE, j.verdict(), j.reason());
        assertEquals("( ( 1 ), ( 2 ) )\n", j.expected());
        assertFalse(cell(j, ToolVersion.V19, fold).differs());
        assertFalse(cell(j, ToolVersion.V22, JitPipelines.O0).differs());
        CellComparison folded = cell(j, ToolVersion.V22, fold);
        assertEquals("( ( 1 ), ( 3 ) )\n", folded.result().stdout());
        assertEquals("--fold-memref-alias-ops", folded.suspectPass());
        assertEquals("optimization", folded.faultStage());
        assertTrue(MiscompileKey.text(MiscompileKey.of(j, folded))
                .startsWith("--fold-memref-alias-ops | memref.expand_shape"));
    }
}
