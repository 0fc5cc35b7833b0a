package io.dialectic.ir.ods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.compare.FormComparison;
import io.dialectic.ir.metrics.InstanceKind;
import io.dialectic.ir.metrics.OperationInstance;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.MlirRequirement;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Same program, same model (docs/ARCHITECTURE.md): for ops of 20 dialects, the custom
 * form written here and the generic form the real mlir-opt-19 prints for it
 * give the same ops, in the same nesting, with the same operand and result
 * types (operation instances with result types) — read with the op catalog
 * (declarative formats, traits, hand-written readers, elided terminators,
 * named linalg bodies).
 */
class CustomMatchesGenericTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                // arith: SameOperandsAndResultType, BoolLike result, typed constant
                "%c = arith.constant 1 : i32\n%s = arith.addi %c, %c : i32\n%b = arith.cmpi slt, %s, %c : i32\n%r = arith.select %b, %s, %c : i32\nreturn %r : i32|() -> i32",
                // math
                "%x = arith.constant 1.0 : f32\n%e = math.exp %x : f32\n%f = math.fma %e, %x, %x : f32\nreturn %f : f32|() -> f32",
                // memref: TypesMatchWith element type, index operands
                "%c0 = arith.constant 0 : index\n%m = memref.alloc() : memref<4xf32>\n%v = memref.load %m[%c0] : memref<4xf32>\nmemref.store %v, %m[%c0] : memref<4xf32>\n%d = memref.dim %m, %c0 : memref<4xf32>\nmemref.dealloc %m : memref<4xf32>\nreturn %d : index|() -> index",
                // scf: for with iter_args, if with results, elided yield
                "%c0 = arith.constant 0 : index\n%c4 = arith.constant 4 : index\n%c1 = arith.constant 1 : index\n%f = arith.constant 0.0 : f32\n%r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %f) -> (f32) {\n  %n = arith.addf %a, %a : f32\n  scf.yield %n : f32\n}\nscf.for %j = %c0 to %c4 step %c1 {\n  %k = arith.addi %j, %c1 : index\n}\nreturn %r : f32|() -> f32",
                // affine: induction variable, load/store/apply, elided affine.yield
                "%m = memref.alloc() : memref<10xf32>\naffine.for %i = 0 to 10 {\n  %v = affine.load %m[%i] : memref<10xf32>\n  %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\n  affine.store %v, %m[%i] : memref<10xf32>\n}\nreturn|() -> ()",
                // tensor: empty with dynamic size, extract_slice, insert
                "%c2 = arith.constant 2 : index\n%t = tensor.empty(%c2) : tensor<?x4xf32>\n%s = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<?x4xf32> to tensor<1x4xf32>\n%e = tensor.extract %s[%c2, %c2] : tensor<1x4xf32>\nreturn %e : f32|() -> f32",
                // vector: splat, reduction, transfer_read
                "%c0 = arith.constant 0 : index\n%f = arith.constant 1.0 : f32\n%m = memref.alloc() : memref<8xf32>\n%v = vector.transfer_read %m[%c0], %f : memref<8xf32>, vector<4xf32>\n%r = vector.reduction <add>, %v : vector<4xf32> into f32\n%b = vector.broadcast %r : f32 to vector<4xf32>\nvector.print %b : vector<4xf32>\nreturn|() -> ()",
                // linalg: named ops with implicit bodies
                "%a = tensor.empty() : tensor<4x4xf32>\n%z = arith.constant 0.0 : f32\n%f = linalg.fill ins(%z : f32) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>\n%m = linalg.matmul ins(%f, %f : tensor<4x4xf32>, tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>\nreturn %m : tensor<4x4xf32>|() -> tensor<4x4xf32>",
                // cf: successors with operands
                "%c = arith.constant true\ncf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  cf.br ^bb2\n^bb2:\n  return|() -> ()",
                // func: call with results
                "%c = arith.constant 1 : i64\n%r = func.call @callee(%c) : (i64) -> i64\nreturn %r : i64|() -> i64",
                // index dialect
                "%a = index.constant 4\n%b = index.add %a, %a\n%c = index.cmp slt(%a, %b)\nreturn %c : i1|() -> i1",
                // complex
                "%a = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>\n%b = complex.add %a, %a : complex<f32>\n%r = complex.re %b : complex<f32>\nreturn %r : f32|() -> f32",
                // bufferization
                "%m = memref.alloc() : memref<4xf32>\n%t = bufferization.to_tensor %m : memref<4xf32>\n%c = bufferization.alloc_tensor() : tensor<4xf32>\nreturn %t : tensor<4xf32>|() -> tensor<4xf32>",
                // llvm
                "%c = llvm.mlir.constant(1 : i32) : i32\n%s = llvm.add %c, %c : i32\n%p = llvm.alloca %c x i32 : (i32) -> !llvm.ptr\nllvm.store %s, %p : i32, !llvm.ptr\n%l = llvm.load %p : !llvm.ptr -> i32\nreturn %l : i32|() -> i32",
                // gpu: async tokens
                "%t = gpu.wait async\n%m, %t2 = gpu.alloc async [%t] () : memref<4xf32>\ngpu.wait [%t2]\nreturn|() -> ()",
                // shape
                "%t = tensor.empty() : tensor<2x3xf32>\n%s = shape.shape_of %t : tensor<2x3xf32> -> tensor<2xindex>\n%n = shape.num_elements %s : tensor<2xindex> -> index\nreturn %n : index|() -> index",
                // ub and arith casts
                "%p = ub.poison : i32\n%e = arith.extsi %p : i32 to i64\n%f = arith.sitofp %e : i64 to f64\nreturn %f : f64|() -> f64",
                // memref.alloca_scope: elided memref.alloca_scope.return
                "memref.alloca_scope {\n  %a = memref.alloca() : memref<4xi8>\n}\nreturn|() -> ()",
                // async: execute region, await
                "%t = async.execute {\n  async.yield\n}\nasync.await %t : !async.token\nreturn|() -> ()",
                // sparse_tensor-free tosa
                "%a = tensor.empty() : tensor<4xf32>\n%b = tosa.add %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>\n%c = tosa.abs %b : (tensor<4xf32>) -> tensor<4xf32>\nreturn %c : tensor<4xf32>|() -> tensor<4xf32>",
            })
    void customAndGenericFormsGiveTheSameModel(String caseText) throws Exception {
        int bar = caseText.lastIndexOf('|');
        String body = caseText.substring(0, bar);
        String type = caseText.substring(bar + 1);
        String results = type.substring(type.indexOf("->") + 2).strip();
        StringBuilder custom = new StringBuilder();
        custom.append("func.func private @callee(i64) -> i64\n");
        custom.append("func.func @f() -> ")
                .append(results.equals("()") ? "()" : results)
                .append(" {\n");
        for (String line : body.split("\n")) custom.append("  ").append(line).append('\n');
        custom.append("}\n");
        Path tool = MlirRequirement.require("mlir-opt-19");
        String generic = printGeneric(tool, custom.toString());

        Program c = MlirReader.read(custom.toString());
        Program g = MlirReader.read(generic);
        assertTrue(c.isClean(), () -> "custom: " + c.diagnostics());
        assertTrue(g.isClean(), () -> "generic: " + g.diagnostics());
        FormComparison.Result same = FormComparison.compare(c, g);
        assertTrue(same.agree(), () -> same.difference() + "\n" + custom + "\n" + generic);
        assertEquals(instances(g), instances(c), () -> custom + "\n" + generic);
    }

    /** Operation instances with result types, in ODG order (module excluded). */
    private static List<String> instances(Program p) {
        List<String> out = new ArrayList<>();
        for (Operation op : OdgIndex.of(p).nodes())
            out.add(OperationInstance.label(op, InstanceKind.NAME_OPERANDS_RESULTS));
        return out;
    }

    private static String printGeneric(Path tool, String text) throws IOException, InterruptedException {
        Process pr = new ProcessBuilder(List.of(tool.toString(), "--mlir-print-op-generic", "-"))
                .redirectErrorStream(false)
                .start();
        pr.getOutputStream().write(text.getBytes(StandardCharsets.UTF_8));
        pr.getOutputStream().close();
        String out = new String(pr.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(pr.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(pr.waitFor(30, TimeUnit.SECONDS), "mlir-opt-19 timed out");
        assertEquals(0, pr.exitValue(), () -> "mlir-opt-19 rejected the custom form:\n" + text + "\n" + err);
        return out;
    }
}
