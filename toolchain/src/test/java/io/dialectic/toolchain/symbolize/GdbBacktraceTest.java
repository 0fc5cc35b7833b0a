package io.dialectic.toolchain.symbolize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.crash.Frame;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * gdb's answers read as LLVM frames. The texts are what {@code gdb -batch -ex run -ex bt -ex 'info proc mappings'}
 * printed for two real crashes: a worker-thread crash of mlir-opt-19 whose dump was lost (../shared/crashes
 * v19_r1_c00095), gdb demangling; and a jump into mlir-opt-22's executable from SplitAtOp::fold, symbols undemangled
 * ({@code set demangle-style none}, as {@link GdbRetrace} asks).
 */
class GdbBacktraceTest {
    private static String resource(String name) throws IOException {
        try (InputStream in = GdbBacktraceTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void unnamedFramesGetTheModuleAndOffsetLlvmWouldPrint() throws IOException {
        String lines = GdbBacktrace.of(resource("gdb-thread-19.txt"));
        assertTrue(lines.startsWith(CrashSignature.GDB_TRACE_HEADER + "\n"), lines);
        // #0 0x00005555574c73c3 in ?? (): mlir-opt-19 is mapped from 0x555555554000 (file offset 0)
        assertTrue(lines.contains(" #0 0x00005555574c73c3 (/usr/lib/llvm-19/bin/mlir-opt+0x1f733c3)\n"), lines);
        // a libc frame with arguments and a source line: the function alone, the arguments and "at" gone
        assertTrue(lines.contains(" #6 0x00007ffff00ac057 __pthread_once_slow ("), lines);
        CrashSignature s = CrashSignature.parse("PLEASE submit a bug report\n" + lines, List.of(), 11);
        assertTrue(s.fromGdb());
        assertEquals(13, s.frames().size());
        Frame top = s.meaningfulFrames().get(0);
        assertEquals("mlir-opt", top.module());
        assertEquals("0x1f733c3", top.offset());
    }

    @Test
    void gdbsFramesReplaceTheFewLlvmPrinted() throws IOException {
        String llvm = "Stack dump:\n"
                + " #0 0x00000000874b8786 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)"
                + " (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb8786)\n"
                + " #1 0x000000008205a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)\n";
        String lines = GdbBacktrace.of(resource("gdb-splitat-fold-22.txt"));
        CrashSignature s = CrashSignature.parse(llvm + lines, List.of(), 11);
        assertEquals(25, s.frames().size());
        // #0 0x0000555556415678 in ?? (): past mlir-opt-22's last mapping (0x5555562a5000), in the heap
        assertTrue(
                s.frames().get(0).raw().endsWith(GdbBacktrace.OUTSIDE_MODULES),
                s.frames().get(0).raw());
        assertTrue(
                s.meaningfulFrames().get(0).rawSymbol().startsWith("_ZNK4mlir17DenseElementsAttr17isValidIntOrFloat"));
        assertTrue(
                s.frames().get(2).rawSymbol().startsWith("_ZN4mlir5shape9SplitAtOp4fold"),
                s.frames().get(2).raw());
        assertTrue(!s.stopsAtFault(), "a gdb trace is never retraced");
    }

    @Test
    void aJumpToNullIsNoCrashSite() {
        String gdb = "Program received signal SIGSEGV, Segmentation fault.\n"
                + "#0  0x0000000000000000 in ?? ()\n"
                + "#1  0x00007ffff7899b05 in mlir::DenseElementsAttr::getNumElements() const () from /usr/lib/x.so\n"
                + "#2  0x00007ffff697eb8c in mlir::shape::CstrBroadcastableOp::fold(int) () from /usr/lib/x.so\n"
                + "      0x7ffff0000000     0x7ffff8000000  0x8000000        0x0  r-xp   /usr/lib/x.so\n";
        String lines = GdbBacktrace.of(gdb);
        assertTrue(lines.contains(" #0 0x0000000000000000 (jump to null)"), lines);
        CrashSignature s = CrashSignature.parse(lines, List.of(), 11);
        assertEquals(3, s.frames().size());
        assertEquals(2, s.meaningfulFrames().size());
        assertEquals("site: mlir::shape::CstrBroadcastableOp::fold", s.key());
    }

    @Test
    void noFramesNoTrace() {
        assertEquals("", GdbBacktrace.of("[Inferior 1 (process 4242) exited normally]\nNo stack.\n"));
    }
}
