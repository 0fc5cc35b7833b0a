package io.dialectic.toolchain.irbug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/**
 * Message shapes of verifier errors printed by mlir-opt-22 (copied from its stderr; the invalid-IR keys from runs of a
 * 10-minute campaign, each pair read by hand: one cause or two).
 */
class IrBugKeyTest {
    private static String key(String pass, String op, String message) {
        return IrBugKey.invalidIr(pass, new VerifierMessage(message, op, 0));
    }

    @Test
    void aConversionLeavingTypesItDoesNotOwnIsOneKeyOnOperandsAndResults() {
        // convert-func-to-emitc converts func ops whatever their types: one cause in 124 runs
        String tensor = key(
                "convert-func-to-emitc",
                "emitc.return",
                "'emitc.return' op operand #0 must be type supported by EmitC, but got 'tensor<?x?xf32>'");
        assertEquals(
                "convert-func-to-emitc | emitc.* | '_' op operand or result #N must be _, but got 'foreign'", tensor);
        for (String[] other : new String[][] {
            {"emitc.return", "'emitc.return' op operand #0 must be type supported by EmitC, but got 'complex<f32>'"},
            {"emitc.return", "'emitc.return' op operand #0 must be type supported by EmitC, but got '!shape.size'"},
            {
                "emitc.return",
                "'emitc.return' op operand #0 must be type supported by EmitC, but got '!quant.uniform<u8:f16, 2.000000e+02>'"
            },
            {
                "emitc.return",
                "'emitc.return' op operand #0 must be type supported by EmitC, but got 'tuple<tuple<>, i1>'"
            },
            {
                "emitc.call",
                "'emitc.call' op result #0 must be variadic of type supported by EmitC, but got 'vector<7x9xf32>'"
            },
        }) assertEquals(tensor, key("convert-func-to-emitc", other[0], other[1]));
    }

    @Test
    void aDialectsOwnTypesAndBooleansStayApartFromForeignTypes() {
        // Arith->SPIR-V builds element-wise ops on arrays made of tensors, and integer ops on i1: two causes
        String array = key(
                "convert-scf-to-spirv",
                "spirv.FAdd",
                "'spirv.FAdd' op operand #0 must be 16/32/64-bit float or fixed-length vector of 16/32/64-bit float"
                        + " values of length 2/3/4/8/16 or Cooperative Matrix of 16/32/64-bit float values, but got"
                        + " '!spirv.array<4 x f32>'");
        String bool = key(
                "convert-scf-to-spirv",
                "spirv.IMul",
                "'spirv.IMul' op operand #0 must be 8/16/32/64-bit integer or fixed-length vector of 8/16/32/64-bit"
                        + " integer values of length 2/3/4/8/16 or Cooperative Matrix of 8/16/32/64-bit integer values,"
                        + " but got 'i1'");
        String token = key(
                "convert-scf-to-spirv",
                "spirv.BranchConditional",
                "'spirv.BranchConditional' op operand #1 must be variadic of void or bool, but got '!async.token'");
        assertEquals(
                "convert-scf-to-spirv | spirv.* | '_' op operand or result #N must be _, but got '!spirv.array'",
                array);
        assertEquals("convert-scf-to-spirv | spirv.* | '_' op operand or result #N must be _, but got 'i1'", bool);
        assertEquals(
                "convert-scf-to-spirv | spirv.* | '_' op operand or result #N must be _, but got 'foreign'", token);
    }

    @Test
    void anAffineOperandThatIsNoDimensionOrSymbolIsOneShapeWhateverItsPosition() {
        // func.func become emitc.func (no affine scope): its affine ops fail one check or the other by their operands
        String dim = key(
                "convert-func-to-emitc", "affine.load", "'affine.load' op operand cannot be used as a dimension id");
        assertEquals("convert-func-to-emitc | affine.* | '_' op operand is no valid dimension or symbol", dim);
        assertEquals(
                dim, key("convert-func-to-emitc", "affine.for", "'affine.for' op operand cannot be used as a symbol"));
        assertEquals(
                "'_' op operand is no valid dimension or symbol",
                IrBugKey.shape("'affine.dma_start' op src index must be a valid dimension or symbol identifier"));
        // mlir-opt-19 on the reduced convert-scf-to-spirv case (c10-004732) where 22 says "cannot be used as a
        // dimension id": the same invalid IR, one key
        assertEquals(
                key(
                        "convert-scf-to-spirv",
                        "affine.store",
                        "'affine.store' op operand cannot be used as a dimension id"),
                key(
                        "convert-scf-to-spirv",
                        "affine.store",
                        "'affine.store' op index must be a valid dimension or symbol identifier"));
    }

    @Test
    void theWordsTensorAndVectorAreNoTypes() {
        assertEquals(
                "the sparse-tensor must have static shape", IrBugKey.shape("the sparse-tensor must have static shape"));
        assertEquals(
                "'_' op requires a permutation_map with result dims of the same rank as the vector type",
                IrBugKey.shape("'vector.transfer_read' op requires a permutation_map with result dims of the same rank"
                        + " as the vector type"));
    }

    @Test
    void namesSizesAndSsaValuesAreAbstractedAndTypesKeepTheirKind() {
        assertEquals("redefinition of symbol '_'", IrBugKey.shape("redefinition of symbol 'matcher'"));
        assertEquals(
                "'_' op type mismatch for bb argument #N of successor #N",
                IrBugKey.shape("'cf.br' op type mismatch for bb argument #0 of successor #0"));
        assertEquals(
                "'_' op operand or result #N must be _, but got 'shaped'",
                IrBugKey.shape(
                        "'memref.load' op operand #0 must be memref of any type values, but got 'memref<4x8xf32, 1>'"));
        assertEquals(
                "use of %_ in @_ expects iN, got i1", IrBugKey.shape("use of %arg3 in @callee expects i32, got i1"));
    }

    @Test
    void aTypeWithAnArrowInItsEncodingAndEveryShapedTypeAreOneKind() {
        String sparse = "'emitc.return' op operand #0 must be type supported by EmitC, but got 'tensor<?x?xf32,"
                + " #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>>'";
        String vector = "'emitc.return' op operand #0 must be type supported by EmitC, but got 'vector<4xf32>'";
        assertEquals("'_' op operand or result #N must be _, but got 'shaped'", IrBugKey.shape(sparse));
        assertEquals(IrBugKey.shape(sparse), IrBugKey.shape(vector));
    }

    @Test
    void anApostropheInAWordQuotesNothing() {
        assertEquals(
                "'_' op requires value's index's type ('!emitc.size_t')",
                IrBugKey.shape("'emitc.subscript' op requires value's index's type ('!emitc.size_t')"));
    }

    @Test
    void booleansAreACauseOfTheirOwn() {
        assertNotEquals(
                IrBugKey.shape("'spirv.IAdd' op operand #0 must be integer, but got 'i1'"),
                IrBugKey.shape("'spirv.IAdd' op operand #0 must be integer, but got 'i64'"));
    }
}
