package io.dialectic.ir.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Diagnostic;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each syntax feature of the reader on a small hand-written program; expectations counted by hand. */
class MlirReaderTest {

    private static Program clean(String text) {
        Program p = MlirReader.read(text);
        assertTrue(p.isClean(), () -> "unexpected diagnostics: " + p.diagnostics());
        return p;
    }

    private static Operation op(Program p, String name) {
        return p.allOperations().stream()
                .filter(o -> o.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no op " + name + " in " + p.allOperations()));
    }

    @Test
    void genericOpWithEveryPart() {
        String opText = "%r:2 = \"test.multi\"(%a, %b#1)[^bb1, ^bb2] <{p = 1 : i32}> ({\n"
                + "    \"test.inner\"() : () -> ()\n"
                + "  }) {attr = \"x\"} : (i32, f32) -> (i64, tensor<2x?xf32>) loc(\"f.mlir\":3:4)";
        String text = "\"test.top\"() ({\n"
                + "^bb0:\n"
                + "  %a = \"test.a\"() : () -> i32\n"
                + "  %b:2 = \"test.b\"() : () -> (f32, f32)\n"
                + "  " + opText + "\n"
                + "^bb1:\n"
                + "  \"test.end\"() : () -> ()\n"
                + "^bb2:\n"
                + "  \"test.end\"() : () -> ()\n"
                + "}) : () -> ()\n";
        Program p = clean(text);
        Operation m = op(p, "test.multi");
        assertEquals(Operation.Form.GENERIC, m.form());
        assertEquals(opText, m.span().of(text), "span is the op's exact text");
        assertEquals(5, m.span().line());
        assertEquals(3, m.span().column());
        assertEquals(
                List.of("%r#0", "%r#1"), m.results().stream().map(Value::name).toList());
        assertEquals(List.of("i64", "tensor<2x?xf32>"), m.resultTypes());
        assertEquals(List.of("i32", "f32"), m.signatureOperandTypes());
        assertEquals(2, m.operands().size());
        assertSame(op(p, "test.a"), m.operands().get(0).value().definingOp());
        assertEquals(1, m.operands().get(1).value().index(), "%b#1 is result 1 of test.b");
        assertEquals(List.of("^bb1", "^bb2"), m.successors());
        assertEquals("<{p = 1 : i32}>", m.properties());
        assertEquals("{attr = \"x\"}", m.attributes());
        assertEquals(1, m.regions().size());
        assertEquals(
                "test.inner",
                m.regions().get(0).blocks().get(0).operations().get(0).name());
        assertEquals(3, op(p, "test.top").regions().get(0).blocks().size(), "^bb0, ^bb1, ^bb2");
    }

    @Test
    void blockArgumentsWithTypesAndLocations() {
        String text = "\"test.f\"() ({\n"
                + "^bb0(%x: i32 loc(\"a\":1:1), %y: !llvm.ptr<1>):\n"
                + "  \"test.use\"(%x, %y) : (i32, !llvm.ptr<1>) -> ()\n"
                + "}) : () -> ()\n";
        Program p = clean(text);
        Block entry = op(p, "test.f").regions().get(0).blocks().get(0);
        assertEquals("^bb0", entry.label());
        assertEquals(2, entry.arguments().size());
        assertEquals("i32", entry.arguments().get(0).type());
        assertEquals("!llvm.ptr<1>", entry.arguments().get(1).type());
        Operation use = op(p, "test.use");
        assertSame(entry.arguments().get(0), use.operands().get(0).value());
        assertSame(
                op(p, "test.f"),
                use.operands().get(1).value().producer(),
                "a block argument's producer owns the region");
    }

    @Test
    void builtinTypesAndAttributesAreBalancedSpans() {
        String text = "#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>\n"
                + "#set = affine_set<(d0) : (d0 - 1 >= 0, -d0 + 10 <= 0, d0 == 0)>\n"
                + "!s = !llvm.struct<\"name\", (ptr, array<2 x i64>, struct<(i8)>)>\n"
                + "\"test.t\"() {a = dense<[1.0, 0x7FC00000]> : tensor<2xf32>, b = array<i64: 1, -2>,\n"
                + "  c = #d.attr<{k = [1, (2)], s = \"a > b\"}>, d = strided<[?, 1], offset: ?>,\n"
                + "  e = opaque<\"dialect\", \"0xDEAD\"> : tensor<1xi8>, f = 1.5e-3 : f64}\n"
                + "  : () -> (vector<[4]x8xf32>, complex<f64>, memref<4xf32, #map, 1>, !s, !d.t<i32, <x>, \"]\">, f8E4M3FN)\n";
        Program p = clean(text);
        assertEquals(List.of("#map", "#set", "!s"), p.aliases());
        Operation t = op(p, "test.t");
        // types are canonical (CanonicalTypes): aliases expanded, shape dimensions glued
        assertEquals(
                List.of(
                        "vector<[4]x8xf32>",
                        "complex<f64>",
                        "memref<4xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>, 1>",
                        "!llvm.struct<\"name\", (ptr, array<2xi64>, struct<(i8)>)>",
                        "!d.t<i32, <x>, \"]\">",
                        "f8E4M3FN"),
                t.signatureResultTypes());
        assertTrue(t.attributes().startsWith("{a = dense") && t.attributes().endsWith("f = 1.5e-3 : f64}"));
    }

    @Test
    void fileMetadataAndCommentsAreNotOps() {
        String text = "// a comment\n\"test.x\"() : () -> () // trailing\n"
                + "{-#\n  dialect_resources: { builtin: { blob: \"0x0400\" } }\n#-}\n";
        Program p = clean(text);
        assertEquals(1, p.allOperations().size());
        // "test.x" ( ) : ( ) -> ( ) = 9 tokens; {-# dialect_resources : { builtin : { blob : "0x0400" } } #-} = 13
        assertEquals(22, p.tokenCount());
    }

    @Test
    void customFormFunctionArgumentsAreEntryBlockArguments() {
        String text = "func.func @f(%arg0: i32, %arg1: i32) -> i32 {\n"
                + "  %0 = arith.addi %arg0, %arg1 : i32\n"
                + "  return %0 : i32\n"
                + "}\n";
        Program p = clean(text);
        Operation f = op(p, "func.func");
        assertEquals(Operation.Form.CUSTOM, f.form());
        Block entry = f.regions().get(0).blocks().get(0);
        assertEquals(
                List.of("%arg0", "%arg1"),
                entry.arguments().stream().map(Value::name).toList());
        assertEquals("i32", entry.arguments().get(0).type());
        assertTrue(f.operands().isEmpty(), "bound names are not operands");
        Operation ret = op(p, "func.return");
        assertEquals("return", ret.writtenName(), "default-dialect sugar: return inside func.func");
        assertSame(op(p, "arith.addi"), ret.operands().get(0).value().definingOp());
        assertEquals(
                "  return %0 : i32",
                text.substring(ret.span().start() - 2, ret.span().end()));
        assertEquals(text.strip(), f.span().of(text));
    }

    @Test
    void customSyntaxBindingsOfScfForAndGpuLaunch() {
        String text = "func.func @g(%lb: index, %ub: index, %init: f32) {\n"
                + "  %c1 = arith.constant 1 : index\n"
                + "  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %init) -> (f32) {\n"
                + "    %v = arith.addf %acc, %acc : f32\n"
                + "    scf.yield %v : f32\n"
                + "  }\n"
                + "  gpu.launch blocks(%bx, %by, %bz) in (%sx = %c1, %sy = %c1, %sz = %c1)\n"
                + "             threads(%tx, %ty, %tz) in (%ux = %c1, %uy = %c1, %uz = %c1) {\n"
                + "    %t = arith.addi %bx, %tx : index\n"
                + "    gpu.terminator\n"
                + "  }\n"
                + "  return\n"
                + "}\n";
        Program p = clean(text);
        Operation loop = op(p, "scf.for");
        assertEquals(
                List.of("%lb", "%ub", "%c1", "%init"),
                loop.operands().stream().map(o -> o.reference()).toList());
        Block body = loop.regions().get(0).blocks().get(0);
        assertEquals(
                List.of("%i", "%acc"),
                body.arguments().stream().map(Value::name).toList());
        assertSame(
                body.arguments().get(1), op(p, "arith.addf").operands().get(0).value());
        Operation launch = op(p, "gpu.launch");
        assertEquals(6, launch.operands().size(), "grid and block sizes");
        assertEquals(12, launch.regions().get(0).blocks().get(0).arguments().size(), "bx..bz, sx..sz, tx..tz, ux..uz");
        assertSame(launch, op(p, "arith.addi").operands().get(1).value().producer());
        assertEquals(
                "func.return",
                p.allOperations().get(p.allOperations().size() - 1).name());
    }

    @Test
    void customFormRegionsAttributesAndContinuationLines() {
        String text = "#id = affine_map<(d0) -> (d0)>\n"
                + "module attributes {test.mod} {\n"
                + "  func.func @h(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {\n"
                + "    %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\"]}\n"
                + "        ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {\n"
                + "    ^bb0(%in: f32, %out: f32):\n"
                + "      %s = arith.addf %in, %out : f32\n"
                + "      linalg.yield %s : f32\n"
                + "    } -> tensor<4xf32>\n"
                + "    %c = arith.constant {tag = \"t\"} true\n"
                + "    %1 = scf.if %c -> (tensor<4xf32>) { scf.yield %0 : tensor<4xf32> } else { scf.yield %b : tensor<4xf32> }\n"
                + "    return %1 : tensor<4xf32>\n"
                + "  }\n"
                + "}\n";
        Program p = clean(text);
        assertEquals(1, p.topLevelOperations().size());
        Operation module = p.topLevelOperations().get(0);
        assertEquals("builtin.module", module.name());
        assertEquals("module", module.writtenName());
        Operation generic = op(p, "linalg.generic");
        assertEquals(
                List.of("%a", "%b"),
                generic.operands().stream().map(o -> o.reference()).toList());
        assertEquals(1, generic.regions().size());
        assertEquals("^bb0", generic.regions().get(0).blocks().get(0).label());
        Operation ifOp = op(p, "scf.if");
        assertEquals(2, ifOp.regions().size(), "then and else on one line");
        assertEquals(1, ifOp.operands().size());
        assertTrue(
                op(p, "arith.constant").regions().isEmpty(),
                "{tag = \"t\"} before the value is an attribute dictionary");
        assertEquals("{tag = \"t\"}", op(p, "arith.constant").attributes());
        assertEquals("{test.mod}", module.attributes());
        assertEquals(
                10,
                p.allOperations().size(),
                "module, func, linalg.generic, arith.addf, linalg.yield, arith.constant, scf.if, 2 x scf.yield, func.return");
    }

    @Test
    void forwardReferencesInGraphRegionsAndSuccessors() {
        String text = "\"test.graph\"() ({\n"
                + "  %1 = \"test.use\"(%2) : (i32) -> i32\n"
                + "  %2 = \"test.def\"(%1) : (i32) -> i32\n"
                + "}) : () -> ()\n"
                + "func.func @cfg(%c: i1) {\n"
                + "  cf.cond_br %c, ^bb2, ^bb1\n"
                + "^bb1:\n"
                + "  cf.br ^bb2\n"
                + "^bb2:\n"
                + "  return\n"
                + "}\n";
        Program p = clean(text);
        assertSame(
                op(p, "test.def"), op(p, "test.use").operands().get(0).value().definingOp());
        assertEquals(List.of("^bb2", "^bb1"), op(p, "cf.cond_br").successors());
        assertEquals(3, op(p, "func.func").regions().get(0).blocks().size());
    }

    @Test
    void undefinedNamesGiveNameDiagnosticsAndAUsableModel() {
        String text = "func.func @u() {\n  %0 = arith.addi %nope, %nope : i32\n  cf.br ^missing\n}\n";
        Program p = MlirReader.read(text);
        assertEquals(3, p.allOperations().size(), "func.func, arith.addi, cf.br");
        assertEquals(2, op(p, "arith.addi").operands().size(), "both uses are operands, unresolved");
        List<Diagnostic> d = p.diagnostics();
        assertEquals(3, d.size(), d.toString());
        assertEquals("2:19: use of undefined value %nope", d.get(0).toString());
        assertEquals("2:26: use of undefined value %nope", d.get(1).toString());
        assertEquals(Diagnostic.Kind.NAME, d.get(0).kind());
        assertEquals("3:9: reference to an undefined block ^missing", d.get(2).toString());
        assertNull(op(p, "arith.addi").operands().get(0).value());
    }

    @Test
    void customFormTypesFromTheOpDefinitions() {
        // Types as mlir-opt-19 --mlir-print-op-generic prints them for this text; an op the catalog
        // does not know (test.op) keeps an ambiguous ": t" unknown.
        Program p = clean("func.func private @callee(i32) -> i64\n"
                + "func.func @t() {\n"
                + "  %c = arith.constant 0 : i32\n"
                + "  %r = func.call @callee(%c) : (i32) -> i64\n"
                + "  %s = arith.addi %c, %c : i32\n"
                + "  %i = arith.index_cast %c : i32 to index\n"
                + "  %u = test.op %c : i32\n"
                + "  return\n"
                + "}\n");
        assertEquals("i32", op(p, "arith.constant").results().get(0).type(), "no operand: : t is the result type");
        Operation call = op(p, "func.call");
        assertEquals("i64", call.results().get(0).type());
        assertEquals(List.of("i32"), call.operandTypes(), "%c's type, from its definition");
        assertEquals("i32", op(p, "arith.addi").results().get(0).type(), "SameOperandsAndResultType");
        assertEquals("index", op(p, "arith.index_cast").results().get(0).type(), "type($in) `to` type($out)");
        assertNull(op(p, "test.op").results().get(0).type(), ": t of an unknown op with operands is not taken");
    }

    @Test
    void namesInABodilessSignatureAreDeclarationsNotUses() {
        Program p = clean("func.func private @decl(%arg0: i32, %x: memref<?xf32>) -> i32\n");
        assertTrue(p.topLevelOperations().get(0).operands().isEmpty());
    }

    @Test
    void redefinitionAndCountMismatchesAreDiagnosed() {
        Program p = MlirReader.read(
                "%0 = \"a.b\"() : () -> i32\n%0 = \"a.c\"() : () -> i32\n" + "%1:2 = \"a.d\"() : () -> i32\n");
        assertEquals(2, p.diagnostics().size(), p.diagnostics().toString());
        assertEquals("2:1: redefinition of %0", p.diagnostics().get(0).toString());
        assertTrue(p.diagnostics().get(1).message().contains("defines 2 result(s) but its function type lists 1"));
    }

    @Test
    void syntaxErrorsGivePositionedDiagnosticsAndPartialModels() {
        Program truncated = MlirReader.read("func.func @f() {\n  %0 = arith.constant 1 : i32\n  %1 = arith.addi %0,");
        assertEquals(3, truncated.allOperations().size(), "the ops read so far are kept");
        assertFalse(truncated.isClean());
        // mlir-opt-19 stops at the same place: "3:21: error: expected SSA operand"
        assertEquals(
                "3:21: expected SSA operand in \"arith.addi\", found the end of the op",
                truncated.diagnostics().get(0).toString());
        assertEquals(
                "1:16: '{' is not closed before the end of input",
                truncated.diagnostics().get(1).toString());
        assertEquals(Diagnostic.Kind.SYNTAX, truncated.diagnostics().get(1).kind());

        Program generic = MlirReader.read("\"a.b\"(%x : () -> ()\n\"a.c\"() : () -> ()\n");
        assertFalse(generic.isClean());
        assertTrue(
                generic.diagnostics().get(0).toString().startsWith("1:10: "),
                generic.diagnostics().toString());
        assertEquals(2, generic.allOperations().size(), "recovery reaches the next op");

        Program bytes = MlirReader.read("\"a.b\"() : () -> ()\n\u0001\u00ff ~\n\"a.c\"() : () -> ()\n");
        assertEquals(
                "2:1: expected an operation, found '\\x01'",
                bytes.diagnostics().get(0).toString());
        assertEquals(2, bytes.allOperations().size());
    }

    @Test
    void nestingTenThousandDeepNeedsNoStack() throws Exception {
        int depth = 10_000;
        StringBuilder g = new StringBuilder();
        for (int i = 0; i < depth; i++) g.append("\"test.n\"() ({\n");
        g.append("\"test.leaf\"() : () -> ()\n");
        for (int i = 0; i < depth; i++) g.append("}) : () -> ()\n");
        StringBuilder c = new StringBuilder("func.func @deep() {\n");
        for (int i = 0; i < depth; i++) c.append("scf.execute_region {\n");
        for (int i = 0; i < depth; i++) c.append("}\n");
        c.append("return\n}\n");
        StringBuilder attr = new StringBuilder("\"test.a\"() {x = ");
        for (int i = 0; i < depth; i++) attr.append('[');
        for (int i = 0; i < depth; i++) attr.append(']');
        attr.append("} : () -> ()\n");

        Program[] out = new Program[3];
        // A 256 KiB thread stack: recursion per nesting level would overflow far below depth 10,000.
        Thread t = new Thread(
                null,
                () -> {
                    out[0] = MlirReader.read(g.toString());
                    out[1] = MlirReader.read(c.toString());
                    out[2] = MlirReader.read(attr.toString());
                },
                "small-stack",
                256 * 1024);
        t.start();
        t.join();
        assertNotNull(out[0]);
        assertTrue(out[0].isClean(), () -> out[0].diagnostics().toString());
        assertEquals(depth + 1, out[0].allOperations().size());
        assertTrue(out[1].isClean(), () -> out[1].diagnostics().toString());
        assertEquals(depth + 2, out[1].allOperations().size());
        assertTrue(out[2].isClean());
        Operation leaf = out[0].allOperations().get(depth);
        assertEquals("test.leaf", leaf.name());
        int levels = 0;
        for (Operation a = leaf.parentOp(); a != null; a = a.parentOp()) levels++;
        assertEquals(depth, levels);
    }

    @Test
    void everyOpRegionAndBlockSpanIsExact() {
        String text = "func.func @s(%a: i32) -> i32 {\n"
                + "  %0 = \"test.op\"(%a) ({\n"
                + "  ^bb0(%x: i32):\n"
                + "    \"test.yield\"(%x) : (i32) -> ()\n"
                + "  }) : (i32) -> i32\n"
                + "  return %0 : i32\n"
                + "}\n";
        Program p = clean(text);
        Operation op = op(p, "test.op");
        assertEquals(
                "%0 = \"test.op\"(%a) ({\n  ^bb0(%x: i32):\n    \"test.yield\"(%x) : (i32) -> ()\n  }) : (i32) -> i32",
                op.span().of(text));
        Region r = op.regions().get(0);
        assertEquals(
                "{\n  ^bb0(%x: i32):\n    \"test.yield\"(%x) : (i32) -> ()\n  }",
                r.span().of(text));
        assertEquals(
                "^bb0(%x: i32):\n    \"test.yield\"(%x) : (i32) -> ()",
                r.blocks().get(0).span().of(text));
        assertEquals("return %0 : i32", op(p, "func.return").span().of(text));
    }

    @Test
    void splitInputFileSplitsLikeMlirOpt() {
        assertEquals(List.of("a\n", "\nb\n", "\nc"), MlirReader.splitInputFile("a\n// -----\nb\n// -----\nc"));
        assertEquals(List.of("x\n  ", "-- //\ny"), MlirReader.splitInputFile("x\n  // ------- //\ny"));
        assertEquals(List.of("only"), MlirReader.splitInputFile("only"));
    }

    @Test
    void splitMarkerInsideOneTextIsAComment() {
        Program p = clean("\"a.b\"() : () -> ()\n// -----\n\"a.c\"() : () -> ()\n");
        assertEquals(2, p.topLevelOperations().size());
        assertEquals(18, p.tokenCount(), "9 tokens per op; the marker is a comment");
    }
}
