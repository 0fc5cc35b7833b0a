package io.dialectic.toolchain.triggers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The dump text below is byte for byte what mlir-opt-19 printed on stderr for
 * {@code --mlir-print-ir-after-all --mlir-print-ir-after-change --mlir-print-skip-regions --log-actions-to=F}
 * (checked with od -c): a module dump ends in three newlines, a function dump in two.
 */
class IrDumpsTest {
    @Test
    void moduleAndNestedPassesWithTheirAnchors() {
        String stderr = "ExecutionContext registered on the context\n"
                + "// -----// IR Dump After Canonicalizer (canonicalize) //----- //\n"
                + "func.func @f(%arg0: i32) -> i32 {...}\n\n"
                + "// -----// IR Dump After Canonicalizer (canonicalize) //----- //\n"
                + "func.func @g(%arg0: i32) -> i32 {...}\n\n"
                + "// -----// IR Dump After SCCP (sccp) //----- //\n"
                + "module {...}\n\n\n";
        IrDumps.Parsed p = IrDumps.parse(stderr);
        assertEquals(List.of("func.func:canonicalize", "sccp"), p.passesChanged());
        assertEquals("", p.stderr());
    }

    @Test
    void diagnosticsAroundDumpsAreKeptAsTheToolPrintedThem() {
        String diag = "input.mlir:2:4: error: expected error \"x\" was not produced\n"
                + "// expected-error @+1 {{x}}\n"
                + "   ^~~~~~~~\n";
        String stderr =
                diag + "// -----// IR Dump After CSE (cse) //----- //\n" + "module {...}\n\n\n" + "LLVM ERROR: boom\n";
        IrDumps.Parsed p = IrDumps.parse(stderr);
        assertEquals(List.of("cse"), p.passesChanged());
        assertEquals(diag + "LLVM ERROR: boom\n", p.stderr());
    }

    /**
     * mlir-opt-19's stderr, byte for byte, for {@code --convert-arith-to-emitc --ownership-based-buffer-deallocation} on an
     * {@code arith.constant} of a vector: the verifier fails after the first pass, whose dump says "Failed" (the invalid
     * module is printed generic).
     */
    @Test
    void theFailedDumpNamesThePassThatFailed() {
        String diag = "input.mlir:2:8: error: 'emitc.constant' op result #0 must be type supported by EmitC, but got"
                + " 'vector<2xf32>'\n"
                + "  %c = arith.constant dense<0.0> : vector<2xf32>\n"
                + "       ^\n"
                + "input.mlir:2:8: note: see current operation: %0 = \"emitc.constant\"() <{value ="
                + " dense<0.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>\n";
        String stderr = diag
                + "// -----// IR Dump After ConvertArithToEmitC Failed (convert-arith-to-emitc) //----- //\n"
                + "\"builtin.module\"() ({...}) : () -> ()\n\n\n";
        IrDumps.Parsed p = IrDumps.parse(stderr);
        assertEquals("convert-arith-to-emitc", p.failedPass());
        assertEquals(diag, p.stderr());
        assertEquals(null, IrDumps.parse(diag).failedPass(), "no dump: no pass failed");
    }

    @Test
    void noDumpsNoPasses() {
        IrDumps.Parsed p = IrDumps.parse("input.mlir:1:1: error: custom op 'x' is unknown\n");
        assertEquals(List.of(), p.passesChanged());
        assertEquals("input.mlir:1:1: error: custom op 'x' is unknown\n", p.stderr());
    }

    @Test
    void genericFormAnchorAndPassWithoutArgument() {
        assertEquals("gpu.module", IrDumps.anchorOp("\"gpu.module\"() ({...}) {sym_name = \"k\"} : () -> ()"));
        assertEquals("builtin.module", IrDumps.anchorOp("module attributes {x} {...}"));
        assertEquals("Foo", IrDumps.passArgument("// -----// IR Dump After Foo //----- //"));
    }
}
