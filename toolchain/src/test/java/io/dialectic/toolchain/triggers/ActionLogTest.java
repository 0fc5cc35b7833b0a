package io.dialectic.toolchain.triggers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Lines as mlir-opt-22 wrote them with {@code --log-actions-to} for a func.func(canonicalize,cse) pipeline (two threads). */
class ActionLogTest {
    private static final String LOG = String.join(
            "\n",
            "[thread mlir-opt-22] begins (no breakpoint) Action `pass-execution` running `mlir::detail::OpToOpPassAdaptor` on Operation `builtin.module` (module {...})`",
            "[thread llvm-worker-0] begins (no breakpoint) Action `pass-execution` running `Canonicalizer` on Operation `func.func` (func.func @f(%arg0: i32) -> i32 {...})`",
            "[thread llvm-worker-1] begins (no breakpoint) Action `pass-execution` running `ConvertArithToLLVMPass` on Operation `func.func` (func.func @g() {...})`",
            "[thread llvm-worker-0] begins (no breakpoint) Action `apply-pattern pattern: (anonymous namespace)::IndexCastOfIndexCast (%0 = arith.index_cast %arg0 : i32 to index)`",
            "[thread llvm-worker-0] completed `apply-pattern`",
            "[thread llvm-worker-1] begins (no breakpoint) Action `apply-pattern pattern: (anonymous namespace)::IndexCastOpLowering<mlir::arith::IndexCastOp, mlir::LLVM::SExtOp> (%0 = arith.index_cast %arg0 : i32 to index)`",
            "[thread llvm-worker-1] completed `apply-pattern`",
            "[thread llvm-worker-0] begins (no breakpoint) Action `apply-pattern pattern: (anonymous namespace)::IndexCastOfIndexCast (%1 = arith.index_cast %0 : index to i32)`",
            "[thread llvm-worker-0] completed `apply-pattern`",
            "[thread llvm-worker-0] completed `pass-execution`",
            "[thread llvm-worker-1] completed `pass-execution`",
            "[thread mlir-opt-22] completed `pass-execution`");

    @Test
    void countsAttemptsAndTheirPassPerThread() throws Exception {
        ActionLog.Attempts a = ActionLog.read(new BufferedReader(new StringReader(LOG)), Long.MAX_VALUE);
        String lowering = "(anonymous namespace)::IndexCastOpLowering<mlir::arith::IndexCastOp, mlir::LLVM::SExtOp>";
        assertEquals(Map.of("(anonymous namespace)::IndexCastOfIndexCast", 2, lowering, 1), a.attempts());
        assertEquals("Canonicalizer", a.passOf().get("(anonymous namespace)::IndexCastOfIndexCast"));
        assertEquals("ConvertArithToLLVMPass", a.passOf().get(lowering));
    }

    @Test
    void readsNoMoreThanTheLineBound() throws Exception {
        ActionLog.Attempts a = ActionLog.read(new BufferedReader(new StringReader(LOG)), 4);
        assertEquals(Map.of("(anonymous namespace)::IndexCastOfIndexCast", 1), a.attempts());
    }
}
