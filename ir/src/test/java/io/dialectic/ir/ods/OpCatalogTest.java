package io.dialectic.ir.ods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The committed op catalogs, checked against the .td definitions they were generated from. */
class OpCatalogTest {

    @Test
    void arithAddiAsArithOpsTdDefinesIt() {
        // ArithOps.td: Arith_AddIOp, (ins SignlessIntegerLike:$lhs, $rhs, DefaultValuedAttr $overflowFlags),
        // SameOperandsAndResultType, assemblyFormat "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
        OpDefinition d = OpCatalog.of(19).get("arith.addi");
        assertEquals(List.of("lhs", "rhs"), d.operands().stream().map(OpDefinition.Slot::name).toList());
        assertEquals('?', d.attributes().get(0).card());
        assertTrue(d.hasTrait("SameOperandsAndResultType"));
        assertEquals("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)", d.format());
    }

    @Test
    void implicitTerminatorsAndFixedTypes() {
        OpCatalog c = OpCatalog.of(19);
        assertEquals("scf.yield", c.get("scf.for").implicitTerminator());
        assertEquals("affine.yield", c.get("affine.for").implicitTerminator());
        assertEquals("memref.alloca_scope.return", c.get("memref.alloca_scope").implicitTerminator());
        assertEquals("linalg.yield", c.get("linalg.matmul").implicitTerminator());
        assertNull(c.get("func.func").implicitTerminator());
        assertTrue(c.get("func.func").customParser());
        assertEquals("i1", c.get("scf.if").operands().get(0).fixedType());
        assertEquals("!pdl.operation", c.get("pdl.operation").results().get(0).fixedType());
        assertTrue(c.get("memref.load").traits().contains(
                "TypesMatchWith[memref>result:::llvm::cast<MemRefType>($_self).getElementType()]"));
    }

    @Test
    void universeCountsRegisteredOpsAndNamesTheOthers() {
        OpCatalog c = OpCatalog.of(19);
        OpCatalog.Universe u = c.universe(List.of("arith.addi", "arith.muli", "scf.for", "test.foo", "mydialect.op"));
        assertEquals(3, u.coveredOps());
        assertEquals(2, u.coveredDialects());
        assertEquals(c.opCount(), u.registeredOps());
        assertEquals(List.of("mydialect.op", "test.foo"), u.unregistered());
        assertTrue(u.toString().startsWith("3 of " + c.opCount() + " registered ops, 2 of "));
    }

    @ParameterizedTest
    @ValueSource(ints = {19, 22})
    void everyDeclarativeFormatParses(int version) {
        OpCatalog c = OpCatalog.of(version);
        int formats = 0;
        for (String n : c.opNames()) {
            OpDefinition d = c.get(n);
            if (d.format() == null) continue;
            formats++;
            assertNotNull(d.assemblyFormat(), () -> n + ": " + d.format());
        }
        assertTrue(formats > 1000, "formats: " + formats);
        assertTrue(c.get("arith.addi") != null && c.get("spirv.Load") != null && c.get("linalg.matmul") != null);
    }
}
