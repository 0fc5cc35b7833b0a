package io.dialectic.toolchain.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.CrashCases;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/** Every stderr form of ../shared/crashes, plus debug-build forms in LLVM's exact format. */
class CrashSignatureTest {
    @Test
    void symbolizedV19Trace() {
        CrashSignature s = CrashSignature.parse(CrashCases.stderr("v19_r1_c00006"), List.of(), 11);
        assertEquals(30, s.frames().size()); // #0..#29, checked with grep -c '^ *#[0-9]'
        assertEquals(
                "mlir-opt-19 input.mlir --convert-index-to-spirv --convert-gpu-to-nvvm --convert-to-llvm --promote-buffers-to-stack --convert-parallel-loops-to-gpu -o /dev/null",
                s.programArguments());
        Frame f4 = s.frames().get(4);
        assertFalse(f4.named());
        assertEquals("mlir-opt+0xe351c8", f4.binaryLocation());
        assertEquals("mlir::affine::AffineForOp::fold", s.frames().get(6).name());
        // the four signal-handler frames and all plumbing are gone; the unnamed crash site stays in the meaningful
        // frames
        assertEquals("mlir-opt+0xe351c8", s.meaningfulFrames().get(0).display());
        assertEquals("site: mlir::affine::AffineForOp::fold", s.key());
        assertFalse(s.cutOff());
        assertTrue(s.localKey().contains("mlir-opt+0xe351c8"));
        assertFalse(s.key().contains("0x"));
    }

    @Test
    void v22TraceWithoutLeadingSpacesAndCutOff() {
        // 7 frames only: the dump stops after #6
        CrashSignature s = CrashSignature.parse(CrashCases.stderr("v22_x_v19_r1_c00023"), List.of(), 11);
        assertEquals(7, s.frames().size());
        assertTrue(s.cutOff());
        // Attribute::getContext read a null attribute that withoutBitWidths passed it: the caller is the crash site
        assertEquals("site: mlir::sparse_tensor::SparseTensorEncodingAttr::withoutBitWidths", s.key());
    }

    @Test
    void recursionKeyedByItsCycle() {
        // 256 frames, 247 of them the same unnamed frame: a stack overflow
        CrashSignature s = CrashSignature.parse(CrashCases.stderr("v19_r1_c00173"), List.of(), 11);
        assertEquals(256, s.frames().size());
        assertEquals("stack overflow: recursion through unnamed mlir-opt+0x3345ea1", s.key());
        CrashSignature spirv = CrashSignature.parse(CrashCases.stderr("v19_r1_c00174"), List.of(), 11);
        assertEquals(
                "stack overflow: recursion through mlir::spirv::CompositeType::getExtensions > mlir::spirv::PointerType::getExtensions"
                        + " > mlir::spirv::SPIRVType::getExtensions",
                spirv.key());
    }

    @Test
    void traceCutMidLineAsByTheOutputCap() {
        String full = CrashCases.stderr("v19_r1_c00006");
        int cut = full.indexOf("#13 ") + 30; // inside frame #13's address/symbol
        CrashSignature s = CrashSignature.parse(full.substring(0, cut), List.of(), 11);
        assertEquals(14, s.frames().size());
        assertTrue(s.frames().get(13).cutOff());
        assertTrue(s.cutOff());
        assertEquals("site: mlir::affine::AffineForOp::fold", s.key());
    }

    @Test
    void noFramesAtAll() {
        CrashSignature s = CrashSignature.parse(
                CrashCases.stderr("v19_r1_c00095"), List.of("convert-async-to-llvm", "func.func:mesh-spmdization"), 11);
        assertEquals(0, s.frames().size());
        assertNull(s.programArguments());
        assertEquals("signal SIGSEGV | no trace", s.key());
        assertNull(s.pass());
    }

    @Test
    void llvmErrorMessageAbstracted() {
        CrashSignature a = CrashSignature.parse(CrashCases.stderr("v19_r1_c00035"), List.of(), 6);
        assertEquals(
                "neither the scoping op nor the type class provide data layout information for memref<1xf32>",
                a.fatalError());
        assertEquals(
                "LLVM ERROR: neither the scoping op nor the type class provide data layout information for T | mlir::DataLayout::getTypeSizeInBits",
                a.key());
        CrashSignature b = CrashSignature.parse(CrashCases.stderr("v19_r1_c00224"), List.of(), 6);
        assertTrue(b.key().startsWith("LLVM ERROR: Building op `_` but it isn't known in this MLIRContext"), b.key());
        assertTrue(b.key().endsWith("| mlir::vector::createOrFoldDimOp"), b.key());
    }

    @Test
    void glibcAborts() {
        CrashSignature m = CrashSignature.parse(CrashCases.stderr("v19_r1_c00132"), List.of(), 6);
        assertEquals("glibc: malloc(): invalid size (unsorted)", m.key());
        CrashSignature t = CrashSignature.parse(CrashCases.stderr("v19_r1_c00235"), List.of(), 6);
        assertEquals("glibc: tcache_thread_shutdown(): unaligned tcache chunk detected", t.key());
        assertTrue(t.meaningfulFrames().stream().noneMatch(Frame::named), "all named frames are libc plumbing");
    }

    /** The same unnamed crash point, run through Debian's versioned link and as the real binary (shared case v19_r1_c00199's top frame). */
    @Test
    void theVersionedLinkAndTheRealBinaryGiveOneKey() {
        String viaLink =
                "Stack dump:\n #0 0x00007f3aa8ab73c6 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xeb73c6)\n"
                        + " #1 0x0000558dc1f1bb62 (/usr/bin/mlir-opt-19+0x119db62)\n #2 0x0000558dc1f1b9d2 (/usr/bin/mlir-opt-19+0x119d9d2)\n";
        String real = viaLink.replace("/usr/bin/mlir-opt-19+", "/usr/lib/llvm-19/bin/mlir-opt+");
        CrashSignature a = CrashSignature.parse(viaLink, List.of(), 11);
        assertEquals("signal SIGSEGV | unnamed mlir-opt+0x119db62", a.key());
        assertEquals(a.key(), CrashSignature.parse(real, List.of(), 11).key());
        assertEquals("libLLVM.so.19.1", a.frames().get(0).module(), "library versions stay");
    }

    @Test
    void stackDumpWithoutSymbolNames() throws IOException {
        // produced by mlir-opt-19 on cases/v19_r1_c00006 with symbolization disabled (LLVM_DISABLE_SYMBOLIZATION=1)
        String err = new String(
                Objects.requireNonNull(getClass().getResourceAsStream("/stderr/unsymbolized-v19.txt"))
                        .readAllBytes(),
                StandardCharsets.UTF_8);
        CrashSignature s = CrashSignature.parse(err, List.of(), 11);
        assertEquals(29, s.frames().size());
        assertEquals("libLLVM.so.19.1", s.frames().get(0).module());
        assertEquals("llvm::sys::PrintStackTrace", s.frames().get(0).name());
        // same key as the symbolized run of the same case
        assertEquals(
                CrashSignature.parse(CrashCases.stderr("v19_r1_c00006"), List.of(), 11)
                        .key(),
                s.key());
    }

    @Test
    void debugBuildAssertionInLlvmFormat() {
        // assert.h format as printed by an LLVM debug build: "<prog>: <file>:<line>: <function>: Assertion `<cond>'
        // failed."
        String err =
                "mlir-opt: /build/llvm-project/mlir/lib/IR/Operation.cpp:264: void mlir::Operation::setOperand(unsigned int, mlir::Value): "
                        + "Assertion `idx < getNumOperands() && \"invalid operand index\"' failed.\n"
                        + "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.\n"
                        + "Stack dump:\n0.\tProgram arguments: mlir-opt in.mlir --canonicalize\n"
                        + " #0 0x000055d0c5f1b0a7 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) /build/llvm-project/llvm/lib/Support/Unix/Signals.inc:723:13\n"
                        + " #1 0x000055d0c5f18f40 llvm::sys::RunSignalHandlers() /build/llvm-project/llvm/lib/Support/Signals.cpp:106:18\n"
                        + " #2 0x000055d0c5f1b7aa SignalHandler(int) /build/llvm-project/llvm/lib/Support/Unix/Signals.inc:413:1\n"
                        + " #3 0x00007f2b1b442520 (/lib/x86_64-linux-gnu/libc.so.6+0x42520)\n"
                        + " #4 0x00007f2b1b4969fc pthread_kill (/lib/x86_64-linux-gnu/libc.so.6+0x969fc)\n"
                        + " #5 0x00007f2b1b442476 raise (/lib/x86_64-linux-gnu/libc.so.6+0x42476)\n"
                        + " #6 0x00007f2b1b4287f3 abort (/lib/x86_64-linux-gnu/libc.so.6+0x287f3)\n"
                        + " #7 0x00007f2b1b42871b (/lib/x86_64-linux-gnu/libc.so.6+0x2871b)\n"
                        + " #8 0x00007f2b1b439e96 (/lib/x86_64-linux-gnu/libc.so.6+0x39e96)\n"
                        + " #9 0x000055d0c8a1c2b1 mlir::Operation::setOperand(unsigned int, mlir::Value) /build/llvm-project/mlir/lib/IR/Operation.cpp:264:3\n"
                        + "#10 0x000055d0c7d1a9e2 (anonymous namespace)::FoldPattern::matchAndRewrite(mlir::arith::AddIOp, mlir::PatternRewriter&) const /build/llvm-project/mlir/lib/Dialect/Arith/IR/ArithOps.cpp:88:9\n";
        CrashSignature s = CrashSignature.parse(err, List.of("canonicalize"), 6);
        assertEquals("idx < getNumOperands() && \"invalid operand index\"", s.assertion());
        assertEquals("mlir::Operation::setOperand", s.assertionFunction());
        assertEquals("Operation.cpp:264", s.assertionLocation());
        // string literals of the condition are code, kept; only quoted words without spaces (names) are abstracted
        // the frame added is the assertion's caller: the function itself is in the message already
        assertEquals(
                "assert: idx < getNumOperands() && \"invalid operand index\" in mlir::Operation::setOperand | FoldPattern::matchAndRewrite",
                s.key());
        assertEquals("canonicalize", s.pass());
        assertEquals(BugLocation.GENERAL_TRANSFORMATION, s.bugLocation());
        assertEquals("FoldPattern::matchAndRewrite", s.meaningfulFrames().get(1).name());
    }

    @Test
    void unreachableInLlvmFormat() {
        String err = "Unexpected type kind\nUNREACHABLE executed at /build/llvm-project/mlir/lib/IR/Types.cpp:42!\n";
        CrashSignature s = CrashSignature.parse(err, List.of(), 6);
        assertEquals("UNREACHABLE: Unexpected type kind @ Types.cpp:N", s.key());
    }

    @Test
    void runningPassLineNamesThePass() {
        String err =
                "Stack dump:\n0.\tProgram arguments: mlir-opt x.mlir --convert-to-llvm\n1.\tRunning pass 'ConvertToLLVMPass' on 'builtin.module' operation\n";
        CrashSignature s = CrashSignature.parse(err, List.of("cse", "convert-to-llvm"), 11);
        assertEquals("ConvertToLLVMPass", s.runningPass());
        assertEquals("convert-to-llvm", s.pass());
        assertEquals(BugLocation.CONVERSION, s.bugLocation());
    }

    @Test
    void keysNeverContainAddressesOrPaths() {
        for (String id : CrashCases.ids()) {
            int exit = CrashCases.exit(id);
            if (exit >= 0) continue;
            String key = CrashSignature.parse(CrashCases.stderr(id), List.of(), -exit)
                    .key();
            boolean local = key.contains("unnamed ");
            assertFalse(key.contains("/usr/") || key.contains("/lib/"), id + ": " + key);
            if (!local) assertFalse(key.matches(".*0x[0-9a-f]+.*"), id + ": " + key);
        }
    }
}
