package io.dialectic.ir.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.ods.OpCatalog;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Custom form read with the op definitions (no mlir-opt needed): the types
 * below are the ones mlir-opt-19's generic print gives for the same text
 * (checked by hand with {@code mlir-opt-19 --mlir-print-op-generic}).
 */
class OpDefinitionReadingTest {

    private static Operation op(Program p, String name) {
        for (Operation o : p.allOperations()) if (o.name().equals(name)) return o;
        throw new AssertionError(name + " not in " + p.allOperations());
    }

    private static Program read(String text) {
        Program p = MlirReader.read(text);
        assertTrue(p.isClean(), () -> p.diagnostics().toString());
        return p;
    }

    @Test
    void declarativeFormatAndTraitsGiveEveryType() {
        Program p = read(
                """
                func.func @f(%a: i32, %m: memref<4xf32>, %i: index) -> i1 {
                  %s = arith.addi %a, %a : i32
                  %b = arith.cmpi slt, %s, %a : i32
                  %v = memref.load %m[%i] : memref<4xf32>
                  %c = arith.constant dense<1.0> : vector<4xf32>
                  return %b : i1
                }
                """);
        assertEquals(List.of("i32"), op(p, "arith.addi").resultTypes()); // SameOperandsAndResultType
        assertEquals(List.of("i1"), op(p, "arith.cmpi").resultTypes()); // BoolLike of the operands' shape
        assertEquals(List.of("f32"), op(p, "memref.load").resultTypes()); // TypesMatchWith element type
        assertEquals(List.of("memref<4xf32>", "index"), op(p, "memref.load").operandTypes());
        assertEquals(List.of("vector<4xf32>"), op(p, "arith.constant").resultTypes()); // typed value
    }

    /**
     * math.isnan is registered from MLIR 20 on: the 22 catalog's definition (TypesMatchWith operand>result,
     * i1 of the operand's shape) types its result, as mlir-opt-22 --mlir-print-op-generic prints it
     * ({@code (vector<4xf32>) -> vector<4xi1>}); read with the 19 catalog it is an unknown op whose trailing
     * {@code : vector<4xf32>} cannot say whose type it is.
     */
    @Test
    void theCatalogOfTheToolsVersionReadsItsOps() {
        String text =
                """
                func.func @f(%x: vector<4xf32>) -> vector<4xi1> {
                  %r = math.isnan %x : vector<4xf32>
                  return %r : vector<4xi1>
                }
                """;
        Program p22 = MlirReader.read(text, OpCatalog.of(22));
        assertTrue(p22.isClean(), () -> p22.diagnostics().toString());
        assertEquals(List.of("vector<4xi1>"), op(p22, "math.isnan").resultTypes());
        assertEquals(List.of("vector<4xf32>"), op(p22, "math.isnan").operandTypes());
        Program p19 = MlirReader.read(text);
        assertFalse(
                List.of("vector<4xi1>").equals(op(p19, "math.isnan").resultTypes()),
                op(p19, "math.isnan").resultTypes().toString());
    }

    @Test
    void pdlOperationAttributeDictionaryHoldsOperands() {
        // {"attr" = %attr} is pdl.operation's custom<OperationOpAttributes>, not its attr-dict: the
        // optional ($opName^)? group must not take it for the op name (a bug: the op lost its result type).
        Program p = read(
                """
                pdl.pattern : benefit(1) {
                  %t = type
                  %attr = attribute
                  %root = operation "foo.op" {"attr" = %attr} -> (%t : !pdl.type)
                  rewrite %root with "rewriter"
                }
                """);
        Operation o = op(p, "pdl.operation");
        assertEquals(List.of("!pdl.attribute", "!pdl.type"), o.operandTypes());
        assertEquals(List.of("!pdl.operation"), o.resultTypes());
    }

    @Test
    void elidedTerminatorsAreInTheModel() {
        Program p = read(
                """
                func.func @f(%n: index) {
                  %c0 = arith.constant 0 : index
                  %c1 = arith.constant 1 : index
                  scf.for %i = %c0 to %n step %c1 {
                    %x = arith.addi %i, %i : index
                  }
                  affine.for %j = 0 to 10 {
                  }
                  return
                }
                """);
        Operation yield = op(p, "scf.yield");
        assertTrue(yield.isImplicit());
        assertEquals(op(p, "scf.for"), yield.parentOp());
        assertTrue(op(p, "affine.yield").isImplicit());
        assertEquals(
                "index",
                op(p, "scf.for")
                        .regions()
                        .get(0)
                        .blocks()
                        .get(0)
                        .arguments()
                        .get(0)
                        .type());
        assertFalse(op(p, "func.return").isImplicit());
    }

    @Test
    void returnInBracesOnOneLineIsARegion() {
        // func.func @f() { return } : the one word in braces is a bare terminator, not a unit attribute
        Program p = read("func.func @f(%a: i8) { return }\n");
        assertEquals(List.of("func.func", "func.return"), names(p));
    }

    @Test
    void namedLinalgOpsGetTheirBody() {
        Program p = read(
                """
                func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
                  %r = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
                  return %r : tensor<4x4xf32>
                }
                """);
        Operation mm = op(p, "linalg.matmul");
        List<String> body = new ArrayList<>();
        for (Operation o : mm.descendants()) body.add(o.name() + o.operandTypes());
        assertEquals(List.of("arith.mulf[f32, f32]", "arith.addf[f32, f32]", "linalg.yield[f32]"), body);
        assertTrue(mm.descendants().get(0).isImplicit());
    }

    @Test
    void mixedElementTypesComposeTheBody() {
        // mlir-opt-19's generic print: extf(f16), truncf(f64), mulf, addf, yield
        Program p = read(
                """
                func.func @f(%a: tensor<16x8xf16>, %b: tensor<8x32xf64>, %c: tensor<16x32xf32>) -> tensor<16x32xf32> {
                  %r = linalg.matmul ins(%a, %b : tensor<16x8xf16>, tensor<8x32xf64>) outs(%c : tensor<16x32xf32>) -> tensor<16x32xf32>
                  return %r : tensor<16x32xf32>
                }
                """);
        List<String> body = new ArrayList<>();
        for (Operation o : op(p, "linalg.matmul").descendants())
            body.add(o.name() + o.operandTypes() + o.resultTypes());
        assertEquals(
                List.of(
                        "arith.extf[f16][f32]",
                        "arith.truncf[f64][f32]",
                        "arith.mulf[f32, f32][f32]",
                        "arith.addf[f32, f32][f32]",
                        "linalg.yield[f32][]"),
                body);
    }

    @Test
    void aliasesAreExpandedAndSpacingCanonical() {
        Program p = read(
                """
                !t = memref<2 x 32 x f32>
                func.func @f(%m: !t, %i: index) -> f32 {
                  %v = memref.load %m[%i, %i] : !t
                  return %v : f32
                }
                """);
        assertEquals(
                List.of("memref<2x32xf32>", "index", "index"),
                op(p, "memref.load").operandTypes());
        assertEquals(List.of("f32"), op(p, "memref.load").resultTypes());
    }

    @Test
    void memrefTypesAsThePrinterWritesThem() {
        // mlir-opt-19 prints (memref<4xf32>, memref<4x4xf32, strided<[4, 1]>>, memref<2xf32>) for these
        Program p = read(
                """
                func.func @f(%m: memref<4xf32, affine_map<(d0) -> (d0)>>, %n: memref<4x4xf32, strided<[4, 1], offset: 0>>, %k: memref<2 x f32, 0>) {
                  return
                }
                """);
        List<String> types = new ArrayList<>();
        for (var v : op(p, "func.func").regions().get(0).blocks().get(0).arguments()) types.add(v.type());
        assertEquals(List.of("memref<4xf32>", "memref<4x4xf32, strided<[4, 1]>>", "memref<2xf32>"), types);
    }

    private static List<String> names(Program p) {
        List<String> out = new ArrayList<>();
        for (Operation o : p.allOperations()) out.add(o.name());
        return out;
    }
}
