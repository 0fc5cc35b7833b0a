package io.dialectic.toolchain.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.dialectic.toolchain.CrashCases;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which lines are crash evidence (the outcome rules' {@code crash-evidence} stream), and how a report's text is split into lines. */
class CrashEvidenceTest {
    @Test
    void kindsInRealReports() {
        // v19_r1_c00035: banner, "Stack dump:", frames, "LLVM ERROR:"; v19_r1_c00132: a glibc heap message
        assertEquals(
                EnumSet.of(
                        CrashEvidence.Kind.BANNER,
                        CrashEvidence.Kind.STACK_DUMP,
                        CrashEvidence.Kind.FRAME,
                        CrashEvidence.Kind.FATAL_ERROR),
                CrashEvidence.kinds(CrashCases.stderr("v19_r1_c00035")));
        assertEquals(
                true, CrashEvidence.kinds(CrashCases.stderr("v19_r1_c00132")).contains(CrashEvidence.Kind.LIBC_ABORT));
        // an ordinary verifier error is none
        assertEquals(EnumSet.noneOf(CrashEvidence.Kind.class), CrashEvidence.kinds(CrashCases.stderr("v19_r1_e00069")));
    }

    /** One line of each other shape, as the named printer writes it. */
    @Test
    void oneLineOfEachShape() {
        assertEquals(
                CrashEvidence.Kind.ASSERTION,
                CrashEvidence.of("Assertion failed: (x), function f, file F.cpp, line 3.")); // macOS
        assertEquals(
                CrashEvidence.Kind.ASSERTION,
                CrashEvidence.of("Assertion failed: x, file C:\\a\\F.cpp, line 3")); // MSVC
        assertEquals(
                CrashEvidence.Kind.ASSERTION,
                CrashEvidence.of(
                        "/usr/include/c++/12/bits/stl_vector.h:1123: f: Assertion '__n < this->size()' failed."));
        assertEquals(
                CrashEvidence.Kind.SANITIZER,
                CrashEvidence.of("==4711==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000008"));
        assertEquals(CrashEvidence.Kind.WINDOWS_EXCEPTION, CrashEvidence.of("Exception Code: 0xC0000005"));
        assertEquals(
                CrashEvidence.Kind.FRAME,
                CrashEvidence.of("3   libsystem_platform.dylib            0x000000018d6a2a24 _sigtramp + 56"));
        assertEquals(CrashEvidence.Kind.LIBC_ABORT, CrashEvidence.of("*** stack smashing detected ***: terminated"));
        assertNull(CrashEvidence.of("     func.func   , 1"));
        assertNull(CrashEvidence.of("0.\tProgram arguments: mlir-opt-19 input.mlir"));
    }

    @Test
    void linesWithoutCarriageReturnsOrColours() {
        StderrText t = StderrText.of("\u001B[1;31mLLVM ERROR:\u001B[0m x\r\nnext\rold mac\n\u001B]0;title\u0007cut");
        assertEquals(List.of("LLVM ERROR: x", "next", "old mac", "cut"), t.lines());
        assertEquals(true, t.unterminated());
        assertEquals(false, StderrText.of("a\r\n").unterminated());
    }
}
