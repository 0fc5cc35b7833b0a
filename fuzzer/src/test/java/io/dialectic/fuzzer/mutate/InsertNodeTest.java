package io.dialectic.fuzzer.mutate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.fuzzer.tree.GenericPrinter;
import io.dialectic.fuzzer.tree.TreeOp;
import io.dialectic.fuzzer.tree.TreeProgram;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.testing.MlirRequirement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * R1: an op from a donor, bound to accessible values or fresh constants, or an op built from the catalog's
 * signature of it; mutants accepted by mlir-opt-19.
 */
class InsertNodeTest {
    private static final String TARGET =
            """
            "builtin.module"() ({
              "func.func"() <{function_type = (index, i32) -> (), sym_name = "t"}> ({
              ^bb0(%arg0: index, %arg1: i32):
                %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
                %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
                "scf.for"(%c0, %arg0, %c1) ({
                ^bb1(%iv: index):
                  "scf.yield"() : () -> ()
                }) : (index, index, index) -> ()
                "func.return"() : () -> ()
              }) : () -> ()
            }) : () -> ()
            """;
    private static final String DONOR =
            """
            "builtin.module"() ({
              "func.func"() <{function_type = (i32, f32) -> (), sym_name = "d"}> ({
              ^bb0(%arg0: i32, %arg1: f32):
                %0 = "arith.muli"(%arg0, %arg0) : (i32, i32) -> i32
                "func.return"() : () -> ()
              }) : () -> ()
            }) : () -> ()
            """;

    @Test
    void donorOpIsBoundToAnAccessibleValueOfItsTypeAndPreferablyPlacedUnderTheControlOp() throws Exception {
        int underFor = 0;
        for (int seed = 0; seed < 40; seed++) {
            TreeProgram t = Programs.tree(TARGET);
            assertTrue(InsertNode.donorOnly().apply(t, Programs.tree(DONOR), new SplittableRandom(seed)));
            TreeOp mul = t.allOps().stream()
                    .filter(o -> o.name().equals("arith.muli"))
                    .findFirst()
                    .orElseThrow();
            // %arg1 : i32 is the only i32 in scope wherever the op lands.
            assertEquals(t.allBlocks().get(2).arguments().get(1), mul.operands().get(0));
            assertEquals(mul.operands().get(0), mul.operands().get(1));
            if (mul.parentOp().name().equals("scf.for")) underFor++;
            if (seed < 3) Programs.assertAccepted(GenericPrinter.print(t));
        }
        // 3 in 4 under the control op: 30 of 40 expected; allow sampling noise.
        assertTrue(underFor >= 22 && underFor <= 38, "placed under scf.for " + underFor + " of 40");
    }

    @Test
    void aFreshConstantIsMadeWhenNoAccessibleValueHasTheType() throws Exception {
        String donor =
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = (f32) -> (), sym_name = "d"}> ({
                  ^bb0(%arg0: f32):
                    %0 = "math.sqrt"(%arg0) : (f32) -> f32
                    "func.return"() : () -> ()
                  }) : () -> ()
                }) : () -> ()
                """;
        TreeProgram t = Programs.tree(TARGET);
        assertTrue(InsertNode.donorOnly().apply(t, Programs.tree(donor), new SplittableRandom(5)));
        String out = GenericPrinter.print(t);
        // The constant stands right before the op that uses it.
        assertTrue(
                out.matches(
                        "(?s).*= \"arith.constant\"\\(\\) <\\{value = 0.000000e\\+00 : f32}> : \\(\\) -> \\(f32\\)\\n\\s*%\\d+ = \"math.sqrt\".*"),
                out);
        Programs.assertAccepted(out);
    }

    @Test
    void opsReferringToSymbolsAreNotTransplanted() {
        TreeProgram donor = Programs.tree(
                """
                "builtin.module"() ({
                  "func.func"() <{function_type = () -> (), sym_name = "callee"}> ({
                    "func.return"() : () -> ()
                  }) : () -> ()
                  "func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
                    "func.call"() <{callee = @callee}> : () -> ()
                    "func.return"() : () -> ()
                  }) : () -> ()
                }) : () -> ()
                """);
        assertEquals(0, InsertNode.transplantable(donor).size());
    }

    private static final String TYPED_TARGET =
            """
            "builtin.module"() ({
              "func.func"() <{function_type = (i32, f32, vector<4xf32>, index, tensor<8xi64>, vector<2x8xi16>) -> (), sym_name = "t"}> ({
              ^bb0(%a: i32, %b: f32, %c: vector<4xf32>, %d: index, %e: tensor<8xi64>, %f: vector<2x8xi16>):
                "scf.execute_region"() ({
                  "scf.yield"() : () -> ()
                }) : () -> ()
                "func.return"() : () -> ()
              }) : () -> ()
            }) : () -> ()
            """;
    private static final TreeProgram NO_DONOR = Programs.tree("\"builtin.module\"() ({\n}) : () -> ()\n");

    /**
     * Ops built from the catalog: each inserted op is registered by MLIR 19, its T operands all have the type T of
     * its results as its traits require, and mlir-opt-19 verifies every mutant (checked in one process).
     */
    @Test
    void catalogOpsAreBuiltTypeCorrectAndVerify() throws Exception {
        CatalogSignatures sig = CatalogSignatures.of(19);
        InsertNode r1 = new InsertNode(sig);
        List<String> mutants = new ArrayList<>();
        Set<String> inserted = new TreeSet<>();
        for (int seed = 0; seed < 60; seed++) {
            TreeProgram t = Programs.tree(TYPED_TARGET);
            Set<TreeOp> before = Collections.newSetFromMap(new IdentityHashMap<>());
            before.addAll(t.allOps());
            assertTrue(r1.apply(t, NO_DONOR, new SplittableRandom(seed)));
            TreeOp op = t.allOps().stream()
                    .filter(o -> !before.contains(o)
                            && OpCatalog.of(19).get(o.name()) != null
                            && !o.name().equals("arith.constant"))
                    .reduce((x, y) -> y)
                    .orElseThrow();
            CatalogSignatures.Signature s = sig.all().stream()
                    .filter(x -> x.op().equals(op.name()))
                    .findFirst()
                    .orElseThrow();
            if (s.hasT()) {
                String t0 = null;
                for (int i = 0; i < s.operands().size(); i++) {
                    if (s.operands().get(i) != null) continue;
                    if (t0 == null) t0 = op.operands().get(i).type();
                    assertEquals(t0, op.operands().get(i).type(), op.name());
                }
                for (int i = 0; i < s.results().size(); i++) {
                    if (s.results().get(i) == null && t0 != null)
                        assertEquals(t0, op.results().get(i).type(), op.name());
                }
                assertTrue(s.classes()
                        .contains(CatalogSignatures.typeClass(
                                op.results().isEmpty()
                                        ? t0
                                        : op.results().get(0).type())));
            }
            inserted.add(op.name());
            mutants.add(GenericPrinter.print(t));
        }
        assertTrue(inserted.size() > 20, "varied ops: " + inserted);
        boolean[] ok = SplitVerifier.accepted(MlirRequirement.require("mlir-opt-19"), mutants);
        for (int i = 0; i < ok.length; i++) assertTrue(ok[i], "mlir-opt-19 rejected:\n" + mutants.get(i));
    }

    @Test
    void signaturesComeFromTheCatalogsTypeRelations() {
        var shapes = CatalogSignatures.shapes(OpCatalog.of(19));
        // SameOperandsAndResultType: (T, T) -> T
        assertEquals(Arrays.asList(null, null), shapes.get("arith.addi").operands());
        assertEquals(Arrays.asList((String) null), shapes.get("arith.addi").results());
        // fixed types: index.add (index, index) -> index
        assertEquals(List.of("index", "index"), shapes.get("index.add").operands());
        assertFalse(shapes.get("index.add").hasT());
        // arith.cmpi needs its predicate attribute; arith.select's condition is not pinned (i1 or a vector of i1)
        assertFalse(shapes.containsKey("arith.cmpi"));
        assertFalse(shapes.containsKey("arith.select"));
        assertEquals("vector4-f32", CatalogSignatures.typeClass("vector<4xf32>"));
        assertEquals("vectornd-i16", CatalogSignatures.typeClass("vector<2x8xi16>"));
        assertEquals("vector-f32", CatalogSignatures.typeClass("vector<64xf32>"));
        assertEquals("tensor?-f32", CatalogSignatures.typeClass("tensor<?x4xf32>"));
        assertNull(CatalogSignatures.typeClass("vector<[4]xf32>"));
        assertNull(CatalogSignatures.typeClass("memref<4xf32, strided<[1], offset: ?>>"));
    }

    /** The committed classes are what mlir-opt-19 verifies today (arith, math and index ops re-probed). */
    @Test
    void committedSignaturesAreWhatTheRealToolVerifies() throws Exception {
        var probed = SignatureProbe.probe(
                MlirRequirement.require("mlir-opt-19"),
                19,
                op -> op.startsWith("arith.") || op.startsWith("math.") || op.startsWith("index."));
        Map<String, Set<String>> committed = new TreeMap<>();
        for (var s : CatalogSignatures.of(19).all()) {
            if (s.op().startsWith("arith.") || s.op().startsWith("math.") || s.op().startsWith("index."))
                committed.put(s.op(), s.classes());
        }
        assertEquals(committed, probed);
        assertTrue(committed.get("arith.addf").contains("f32")
                && !committed.get("arith.addf").contains("i32"));
        assertTrue(committed.get("arith.addi").contains("vector4-i32")
                && !committed.get("arith.addi").contains("f32"));
    }
}
