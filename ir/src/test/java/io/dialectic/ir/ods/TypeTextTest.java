package io.dialectic.ir.ods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class TypeTextTest {
    @Test
    void elementTypes() {
        assertEquals("f32", TypeText.elementType("memref<4x?xf32, strided<[1, 4], offset: ?>>"));
        assertEquals("f32", TypeText.elementType("memref<2 x 32 x f32>"));
        assertEquals("i1", TypeText.elementType("vector<[4]x8xi1>"));
        assertEquals("vector<4xf32>", TypeText.elementType("memref<8xvector<4xf32>>"));
        assertEquals("f32", TypeText.elementType("tensor<*xf32>"));
        assertEquals("f64", TypeText.elementType("tensor<f64>"));
        assertEquals("f32", TypeText.elementType("complex<f32>"));
        assertNull(TypeText.elementType("i32"));
        assertEquals("i32", TypeText.elementTypeOrSelf("i32"));
    }

    @Test
    void sameShapeAndMemrefToTensor() {
        assertEquals("vector<4x[8]xi1>", TypeText.sameShape("vector<4x[8]xf32>", "i1"));
        assertEquals("i1", TypeText.sameShape("f32", "i1"));
        assertEquals("tensor<4x?xf32>", TypeText.tensorOfMemref("memref<4x?xf32, strided<[?, 1]>, 1>"));
        assertNull(TypeText.tensorOfMemref("tensor<4xf32>"));
    }
}
