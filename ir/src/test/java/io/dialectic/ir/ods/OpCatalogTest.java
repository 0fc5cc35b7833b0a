package io.dialectic.ir.ods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The committed op catalogs, checked against the .td definitions they were generated from. */
class OpCatalogTest {

    @Test
    void arithAddiAsArithOpsTdDefinesIt() {
        // ArithOps.td: Arith_AddIOp, (ins SignlessIntegerLike:$lhs, $rhs, DefaultValuedAttr $overflowFlags),
        // SameOperandsAndResultType, assemblyFormat "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:`
        // type($result)"
        OpDefinition d = OpCatalog.of(19).get("arith.addi");
        assertEquals(
                List.of("lhs", "rhs"),
                d.operands().stream().map(OpDefinition.Slot::name).toList());
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
        assertTrue(c.get("memref.load")
                .traits()
                .contains("TypesMatchWith[memref>result:::llvm::cast<MemRefType>($_self).getElementType()]"));
    }

    @Test
    void universeCountsRegisteredOpsAndNamesTheOthers() {
        OpCatalog c = OpCatalog.of(19);
        OpUniverse.Entry u = OpUniverse.entry(
                c,
                OpUniverse.BY_TOOL,
                List.of("mlir-opt-19"),
                List.of("arith.addi", "arith.muli", "scf.for", "test.foo", "mydialect.op", "arith.frobnicate"));
        assertEquals(3, u.coveredOps());
        assertEquals(2, u.coveredDialects());
        assertEquals(c.opCount(), u.registeredOps());
        assertEquals(c.dialects().size(), u.registeredDialects());
        assertEquals(List.of("arith.frobnicate", "mydialect.op", "test.foo"), u.unregisteredOps());
        assertEquals(List.of("mydialect", "test"), u.unregisteredDialects());
        assertTrue(
                u.toString()
                        .startsWith("3 of " + c.opCount() + " registered ops, 2 of "
                                + c.dialects().size()
                                + " dialects covered (MLIR 19 catalog); 3 unregistered op(s) seen"),
                u.toString());
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

    /**
     * The catalog's dialects are the ones mlir-opt-N registers, bar those that define no op in the shipped .td
     * files (dlti; ptr before 22; the test dialects, whose .td files Debian does not ship). A catalog that
     * misses a dialect would call its ops unregistered: the 19 catalog once lacked arm_sme, irdl and ub, whose
     * .td files include their siblings by bare name.
     */
    @ParameterizedTest
    @ValueSource(ints = {19, 22})
    void dialectsAreThoseTheRealToolRegisters(int version) throws Exception {
        Path opt = MlirRequirement.require("mlir-opt-" + version);
        Process p = new ProcessBuilder(List.of(opt.toString(), "--show-dialects"))
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor());
        String list = out.substring(out.indexOf(':') + 1).trim();
        Set<String> registered = new TreeSet<>(Arrays.asList(list.split("\\s*[,\\n]\\s*")));
        Set<String> withoutOps = version == 19
                ? Set.of("dlti", "ptr", "test", "test_dyn")
                : Set.of("dlti", "test", "test_dyn", "test_irdl_to_cpp");
        Set<String> expected = new TreeSet<>(registered);
        expected.removeAll(withoutOps);
        assertEquals(expected, OpCatalog.of(version).dialects());
    }
}
