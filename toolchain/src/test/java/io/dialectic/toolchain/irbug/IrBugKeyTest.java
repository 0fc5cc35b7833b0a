package io.dialectic.toolchain.irbug;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** Message shapes of verifier errors printed by mlir-opt-22 (copied from its stderr). */
class IrBugKeyTest {
    @Test
    void namesSizesAndSsaValuesAreAbstractedAndTypesKeepTheirKind() {
        assertEquals("redefinition of symbol '_'", IrBugKey.shape("redefinition of symbol 'matcher'"));
        assertEquals(
                "'_' op type mismatch for bb argument #N of successor #N",
                IrBugKey.shape("'cf.br' op type mismatch for bb argument #0 of successor #0"));
        assertEquals(
                "'_' op operand #N must be _, but got 'shaped'",
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
        assertEquals("'_' op operand #N must be _, but got 'shaped'", IrBugKey.shape(sparse));
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
