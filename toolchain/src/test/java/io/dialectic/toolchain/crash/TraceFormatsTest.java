package io.dialectic.toolchain.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.CrashCases;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every trace shape users paste into issue trackers must give the key of the complete Linux trace
 * of the same crash. The test data is made here, never copied from a report: each shape is a
 * transformation of a real stderr of {@code ../shared/crashes} (Linux, Debian release build) into
 * the format the other platform or tool prints (LLVM's Unix/Windows stack printers, macOS
 * {@code backtrace_symbols}, AddressSanitizer, glibc/libstdc++/macOS/MSVC assert messages), and
 * each test says which transformation it applies. The assertion traces are a real trace with an
 * assertion line and abort frames added in glibc's exact format; their condition is LLVM's
 * {@code llvm::cast} assertion ({@code llvm/Support/Casting.h}), the line number illustrative.
 */
class TraceFormatsTest {
    /** A SIGSEGV whose first named frame is the crash site: key "site: mlir::mesh::shardedBlockArgumentTypes". */
    private static final String MESH = "v19_r1_c00009";
    /** A SIGSEGV under folding, unnamed frames above the first name: key "site: mlir::affine::AffineForOp::fold". */
    private static final String FOLD = "v19_r1_c00006";

    private static final Pattern FRAME = Pattern.compile("^\\s*#(\\d+) (0x[0-9a-f]+) (.*)$");
    private static final Pattern MODULE = Pattern.compile("^(?:(.*) )?\\(([^()]*)\\+(0x[0-9a-f]+)\\)$");
    private static final Pattern SOURCE = Pattern.compile("^(.*) (\\S+:\\d+:\\d+)$");

    /** One frame line of a Linux trace, taken apart: symbol (or null), module path (or null), offset, source location. */
    record Parts(int index, String address, String symbol, String module, String offset, String source) {}

    static Parts parts(String line) {
        Matcher m = FRAME.matcher(line);
        if (!m.matches()) return null;
        String rest = m.group(3);
        Matcher mo = MODULE.matcher(rest);
        if (mo.matches())
            return new Parts(Integer.parseInt(m.group(1)), m.group(2), mo.group(1), mo.group(2), mo.group(3), null);
        Matcher so = SOURCE.matcher(rest);
        if (so.matches())
            return new Parts(Integer.parseInt(m.group(1)), m.group(2), so.group(1), null, null, so.group(2));
        return new Parts(Integer.parseInt(m.group(1)), m.group(2), rest, null, null, null);
    }

    /** Applies {@code f} to every frame line (null drops the line); other lines are kept. */
    static String mapFrames(String trace, Function<Parts, String> f) {
        StringBuilder b = new StringBuilder();
        for (String line : trace.split("\n", -1)) {
            Parts p = parts(line);
            String out = p == null ? line : f.apply(p);
            if (out != null) b.append(out).append('\n');
        }
        return b.substring(0, b.length() - 1);
    }

    static String key(String stderr, Integer signal) {
        return CrashSignature.parse(stderr, List.of(), signal).key();
    }

    @Test
    void theLinuxKeysTheOthersMustEqual() {
        assertEquals("site: mlir::mesh::shardedBlockArgumentTypes", key(CrashCases.stderr(MESH), 11));
        // the fold's frame below an unnamed helper of it: the fold is the site, whatever names the helper
        assertEquals("site: mlir::affine::AffineForOp::fold", key(CrashCases.stderr(FOLD), 11));
    }

    /** Release build whose symbolizer found the source file but no line: {@code fn(args) File.cpp:0:0}. */
    @Test
    void releaseFramesWithASourceFileAndLineZero() {
        for (String id : List.of(MESH, FOLD)) {
            String linux = CrashCases.stderr(id);
            String release = mapFrames(
                    linux,
                    p -> p.symbol() == null || p.module() == null
                            ? rebuild(p)
                            : String.format(
                                    "#%d %s %s %s:0:0", p.index(), p.address(), p.symbol(), sourceFileOf(p.symbol())));
            assertTrue(release.contains(".cpp:0:0"), release);
            assertEquals(key(linux, 11), key(release, 11), id);
        }
    }

    /** Debug builds print {@code PrintStackTraceSignalHandler}; older glibc names the trampoline {@code __restore_rt} in libpthread. */
    @Test
    void signalHandlerAndTrampolineFramesAreSkipped() {
        String linux = CrashCases.stderr(MESH);
        // debug build: #0 PrintStackTrace, #1 PrintStackTraceSignalHandler, #2 RunSignalHandlers, #3 SignalHandler, #4
        // __restore_rt
        String old = mapFrames(linux, p -> switch (p.index()) {
            case 0 -> rebuild(p)
                    + String.format(
                            "\n #1 %s PrintStackTraceSignalHandler(void*) (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xeb5001)",
                            p.address());
            case 2 -> String.format(
                    " #3 %s SignalHandler(int) (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xeb7a8b)", p.address());
            case 3 -> String.format(" #4 %s __restore_rt (/lib64/libpthread.so.0+0x12cf0)", p.address());
            default -> rebuild(new Parts(p.index() + 1, p.address(), p.symbol(), p.module(), p.offset(), p.source()));
        });
        assertTrue(old.contains("__restore_rt") && old.contains("PrintStackTraceSignalHandler"));
        assertEquals(key(linux, 11), key(old, 11));
    }

    /** macOS: {@code backtrace_symbols} columns ({@code N module 0xADDR symbol + D}) and the {@code _sigtramp} trampoline. */
    @Test
    void macOsColumnsAndSigtramp() {
        for (String id : List.of(MESH, FOLD)) {
            String linux = CrashCases.stderr(id);
            String mac = mapFrames(linux, p -> {
                String module = p.index() == 3
                        ? "libsystem_platform.dylib"
                        : p.module() == null ? "libsystem_c.dylib" : baseName(p.module());
                String sym = p.index() == 2 ? "SignalHandler(int)" : p.index() == 3 ? "_sigtramp" : p.symbol();
                return String.format(
                        "%-3d %-35s %s%s", p.index(), module, p.address(), sym == null ? "" : " " + sym + " + 40");
            });
            assertTrue(mac.contains("_sigtramp + 40"), mac);
            assertEquals(key(linux, 11), key(mac, 11), id);
        }
    }

    /**
     * AddressSanitizer: {@code #N 0xADDR in symbol file:line:col}, unnamed frames with {@code (BuildId: ...)},
     * the interceptor on top, and the free stack printed after the crash's (numbered from 0 again).
     */
    @Test
    void addressSanitizerReport() {
        String linux = CrashCases.stderr(MESH);
        List<String> out = new ArrayList<>();
        out.add(
                "==4711==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010 at pc 0x558f192b841f bp 0x7ffd sp 0x7ffc");
        out.add("READ of size 8 at 0x602000000010 thread T0");
        out.add(
                "    #0 0x7f5242e1a2b3 in __interceptor_memcpy ../../../../src/libsanitizer/sanitizer_common/sanitizer_common_interceptors.inc:827");
        for (String line : linux.split("\n")) {
            Parts p = parts(line);
            if (p == null || p.index() < 4) continue; // the sanitizer prints no LLVM signal handler
            String n = String.format("    #%d 0x%s", p.index() - 3, p.address().substring(2));
            out.add(
                    p.symbol() == null || p.module() == null
                            ? n + "  (" + (p.module() == null ? "/lib/x86_64-linux-gnu/libc.so.6" : p.module()) + "+"
                                    + (p.offset() == null ? "0x29d8f" : p.offset()) + ") (BuildId: 4f7b0c955c3f81a8)"
                            : n + " in " + p.symbol() + " " + sourceFileOf(p.symbol()) + ":12:3");
        }
        out.add("");
        out.add("freed by thread T0 here:");
        out.add(
                "    #0 0x7f5242e1c5a8 in operator delete(void*) ../../../../src/libsanitizer/asan/asan_new_delete.cpp:152");
        out.add("    #1 0x558f192b0000 in mlir::Operation::destroy() Operation.cpp:200:3");
        String asan = String.join("\n", out) + "\n";
        assertEquals(key(linux, 11), key(asan, null));
        assertEquals(
                "mlir::mesh::shardedBlockArgumentTypes",
                CrashSignature.parse(asan).topFrame().orElseThrow());
    }

    /** Windows: LLVM's Windows printer (no signal handler frames, {@code C:\...\File.cpp:213:0}, {@code .exe} modules), {@code \r\n}. */
    @Test
    void windowsTraceWithCrlf() {
        for (String id : List.of(MESH, FOLD)) {
            String linux = CrashCases.stderr(id);
            List<String> out = new ArrayList<>();
            out.add("Exception Code: 0xC0000005");
            for (String line : linux.split("\n")) {
                Parts p = parts(line);
                if (p == null) continue;
                if (p.index() < 4) continue;
                String n = String.format(" #%d %s ", p.index() - 4, p.address());
                out.add(
                        p.symbol() == null || p.module() == null
                                ? n + "(C:\\Program Files (x86)\\LLVM\\bin\\mlir-opt.exe+"
                                        + (p.offset() == null ? "0x1000" : p.offset()) + ")"
                                : n + p.symbol() + " C:\\src\\llvm-project\\mlir\\lib\\" + sourceFileOf(p.symbol())
                                        + ":213:0");
            }
            String windows = String.join("\r\n", out) + "\r\n";
            assertEquals(key(linux, 11), key(windows, null), id);
            // an unnamed frame of a module under "Program Files (x86)" keeps its module and offset, no name
            Frame unnamed = CrashSignature.parse(windows).frames().stream()
                    .filter(f -> !f.named())
                    .findFirst()
                    .orElseThrow();
            assertEquals("mlir-opt", unnamed.module());
        }
    }

    @Test
    void crlfAndAnsiColours() {
        String linux = CrashCases.stderr(FOLD);
        String crlf = linux.replace("\n", "\r\n");
        assertEquals(key(linux, 11), key(crlf, 11));
        assertEquals(30, CrashSignature.parse(crlf, List.of(), 11).frames().size());
        String coloured = mapFrames(
                linux,
                p -> p.symbol() == null
                        ? "\u001B[0;32m" + rebuild(p) + "\u001B[0m"
                        : String.format(
                                " \u001B[1m#%d\u001B[0m %s \u001B[1;35m%s\u001B[0m (%s+%s)",
                                p.index(), p.address(), p.symbol(), p.module(), p.offset()));
        assertEquals(key(linux, 11), key(coloured, 11));
        assertFalse(key(coloured, 11).contains("\u001B"));
    }

    /** A paste cut inside the parameter list of the crash-site frame: its name is complete and must count. */
    @Test
    void frameCutMidArgumentListKeepsItsName() {
        String linux = CrashCases.stderr(FOLD);
        int at = linux.indexOf("AffineForOpGenericAdaptor<");
        String cut = linux.substring(0, at + 10);
        CrashSignature s = CrashSignature.parse(cut, List.of(), 11);
        assertTrue(s.cutOff());
        assertEquals(key(linux, 11), s.key());
        // cut inside the name itself: no name is claimed
        String inName = linux.substring(0, linux.indexOf("AffineForOp::fold") + 8);
        assertEquals("signal SIGSEGV | unnamed mlir-opt+0xe351c8", key(inName, 11));
    }

    /**
     * Excerpts holding only the bottom of a trace (what a reporter pastes when the top scrolled away):
     * two different bugs must not share a key built from driver frames; the key says the site is missing.
     */
    @Test
    void tailOnlyExcerptsAreWeakNotMerged() {
        String a = tail(CrashCases.stderr(FOLD), 15); // from the pass's own (unnamed) frame down
        String b = tail(CrashCases.stderr(MESH), 6); // from OpToOpPassAdaptor::run down
        CrashSignature sa = CrashSignature.parse(a, List.of(), 11);
        CrashSignature sb = CrashSignature.parse(b, List.of(), 11);
        assertEquals("signal SIGSEGV | crash site not in trace", sa.key());
        assertEquals("signal SIGSEGV | crash site not in trace", sb.key());
        assertTrue(sa.weakKey() && sb.weakKey());
        assertFalse(CrashSignature.parse(CrashCases.stderr(FOLD), List.of(), 11).weakKey());
        // the reporter dropped only the signal handler (#0-#3): the crash site is there and keys as usual
        assertEquals(key(CrashCases.stderr(MESH), 11), key(tail(CrashCases.stderr(MESH), 4), 11));
    }

    // ---- assertions ---------------------------------------------------------------------------

    private static final String COND = "isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"";
    private static final String CLANG_FN =
            "decltype(auto) llvm::cast(const From &) [To = mlir::mesh::MeshOp, From = mlir::Operation *]";
    private static final String GCC_FN =
            "decltype(auto) llvm::cast(const From&) [with To = mlir::mesh::MeshOp; From = mlir::Operation*]";

    /** The MESH trace as a debug build on Linux would print it after a failed {@code llvm::cast}: assert line, abort frames, the cast frame. */
    static String linuxAssertion(String function) {
        return linuxAssertion(MESH, function);
    }

    /** The same for the trace of case {@code id}. */
    static String linuxAssertion(String id, String function) {
        String linux = CrashCases.stderr(id);
        String line = "mlir-opt: /build/llvm-project/llvm/include/llvm/Support/Casting.h:566: " + function
                + ": Assertion `" + COND + "' failed.\n";
        String abort = " #4 0x00007f524189eeec __pthread_kill_implementation ./nptl/pthread_kill.c:44:76\n"
                + " #5 0x00007f524184ffb2 raise ./signal/../sysdeps/posix/raise.c:26:6\n"
                + " #6 0x00007f524183a472 abort ./stdlib/abort.c:79:7\n"
                + " #7 0x00007f524183a395 __assert_fail_base ./assert/assert.c:94:3\n"
                + " #8 0x00007f5241849eb2 (/lib/x86_64-linux-gnu/libc.so.6+0x39eb2)\n"
                + " #9 0x0000558f192b8400 decltype(auto) llvm::cast<mlir::mesh::MeshOp, mlir::Operation>(mlir::Operation*) /build/llvm-project/llvm/include/llvm/Support/Casting.h:566:3\n";
        String shifted = mapFrames(
                linux,
                p -> p.index() < 4
                        ? rebuild(p)
                        : rebuild(
                                new Parts(p.index() + 6, p.address(), p.symbol(), p.module(), p.offset(), p.source())));
        return line + shifted.replace("#10 ", abort + "#10 ");
    }

    @Test
    void assertionFunctionIsTheSameFromGccAndClang() {
        CrashSignature clang = CrashSignature.parse(linuxAssertion(CLANG_FN), List.of(), 6);
        CrashSignature gcc = CrashSignature.parse(linuxAssertion(GCC_FN), List.of(), 6);
        assertEquals("llvm::cast", clang.assertionFunction());
        assertEquals("llvm::cast", gcc.assertionFunction());
        assertEquals("Casting.h:566", clang.assertionLocation());
        // the frame after the message is the cast's caller, the crash site that tells the many failed casts apart
        assertEquals(
                "assert: T(Val) && \"T() argument of incompatible type!\" in llvm::cast | mlir::mesh::shardedBlockArgumentTypes",
                clang.key());
        assertEquals(clang.key(), gcc.key());
    }

    /** One assertion in a helper hit from two different places: two bugs, two keys (the caller after the message). */
    @Test
    void oneAssertionFromTwoCallersIsTwoKeys() {
        String mesh = key(linuxAssertion(MESH, CLANG_FN), 6);
        String fold = key(linuxAssertion(FOLD, CLANG_FN), 6);
        assertTrue(fold.endsWith("in llvm::cast | mlir::affine::AffineForOp::fold"), fold);
        assertNotEquals(mesh, fold);
    }

    /**
     * Ubuntu 20.04's glibc 2.31 with debug info names two frames of the abort path after its message catalogue loader
     * ({@code get_sysdep_segment_value}, {@code _nl_load_domain}; llvm-project #204100): C-library frames, never the
     * assertion's caller. Read as the caller, they gave every assertion pasted from such a machine one key per message.
     */
    @Test
    void glibcAbortFramesNamedFromItsOwnSourcesAreNotTheCaller() {
        String line = linuxAssertion(CLANG_FN);
        String assertion = line.substring(0, line.indexOf('\n'));
        String ubuntu = PastedTraces.withAssertion(MESH, assertion, PastedTraces.GLIBC_231_ABORT);
        assertTrue(ubuntu.contains("get_sysdep_segment_value /build/glibc-"), ubuntu);
        assertEquals(key(PastedTraces.withAssertion(MESH, assertion, PastedTraces.DEBIAN_ABORT), 6), key(ubuntu, 6));
        assertEquals(
                "assert: T(Val) && \"T() argument of incompatible type!\" in llvm::cast | mlir::mesh::shardedBlockArgumentTypes",
                key(ubuntu, 6));
        String fold = PastedTraces.withAssertion(FOLD, assertion, PastedTraces.GLIBC_231_ABORT);
        assertNotEquals(key(ubuntu, 6), key(fold, 6));
    }

    @Test
    void macOsAssertion() {
        String linux = linuxAssertion(CLANG_FN);
        String mac = "Assertion failed: (" + COND + "), function cast, file Casting.h, line 566.\n"
                + mapFrames(linux.substring(linux.indexOf('\n') + 1), p -> {
                    String module =
                            switch (p.index()) {
                                case 3 -> "libsystem_platform.dylib";
                                case 4, 5 -> "libsystem_pthread.dylib";
                                case 6, 7, 8 -> "libsystem_c.dylib";
                                default -> p.module() == null ? "mlir-opt" : baseName(p.module());
                            };
                    String sym =
                            switch (p.index()) {
                                case 2 -> "SignalHandler(int)";
                                case 3 -> "_sigtramp";
                                case 4 -> "__pthread_kill";
                                case 5 -> "pthread_kill";
                                case 6 -> "abort";
                                case 7, 8 -> "__assert_rtn";
                                default -> p.symbol();
                            };
                    return String.format(
                            "%-3d %-35s %s%s", p.index(), module, p.address(), sym == null ? "" : " " + sym + " + 52");
                });
        CrashSignature s = CrashSignature.parse(mac, List.of(), 6);
        assertEquals(COND, s.assertion());
        assertEquals(key(linux, 6), s.key());
    }

    @Test
    void msvcAssertion() {
        String linux = linuxAssertion(CLANG_FN);
        List<String> out = new ArrayList<>();
        out.add("Assertion failed: " + COND
                + ", file C:\\src\\llvm-project\\llvm\\include\\llvm/Support/Casting.h, line 566");
        out.add("Exception Code: 0x80000003");
        out.add(" #0 0x00007ffb5a1c2b3c (C:\\WINDOWS\\System32\\ucrtbase.dll+0x7b3c)");
        out.add(" #1 0x00007ffb5a1c3d11 abort (C:\\WINDOWS\\System32\\ucrtbase.dll+0x8d11)");
        out.add(" #2 0x00007ffb5a1c4e22 _wassert (C:\\WINDOWS\\System32\\ucrtbase.dll+0x9e22)");
        for (String line : linux.split("\n")) {
            Parts p = parts(line);
            if (p == null || p.index() < 9) continue;
            String n = String.format(" #%d %s ", p.index() - 6, p.address());
            String file = p.source() != null
                    ? "C:\\src\\llvm-project\\llvm\\include\\llvm\\Support\\Casting.h:566:0"
                    : "C:\\src\\llvm-project\\mlir\\lib\\" + (p.symbol() == null ? "" : sourceFileOf(p.symbol()))
                            + ":213:0";
            out.add(
                    p.symbol() == null
                            ? n + "(C:\\LLVM\\bin\\mlir-opt.exe+" + p.offset() + ")"
                            : n + p.symbol() + " " + file);
        }
        String msvc = String.join("\r\n", out) + "\r\n";
        CrashSignature s = CrashSignature.parse(msvc, List.of(), null);
        assertEquals("Casting.h:566", s.assertionLocation());
        assertEquals(key(linux, 6), s.key());
    }

    /** libstdc++'s {@code _GLIBCXX_ASSERTIONS} message uses straight quotes: same reading as glibc's backquote. */
    @Test
    void libstdcxxStraightQuotes() {
        String fn =
                "std::vector<_Tp, _Alloc>::reference std::vector<_Tp, _Alloc>::operator[](size_type) [with _Tp = mlir::Value; "
                        + "_Alloc = std::allocator<mlir::Value>; reference = mlir::Value&; size_type = long unsigned int]";
        String straight =
                "/usr/include/c++/12/bits/stl_vector.h:1123: " + fn + ": Assertion '__n < this->size()' failed.\n";
        String back =
                "/usr/include/c++/12/bits/stl_vector.h:1123: " + fn + ": Assertion `__n < this->size()' failed.\n";
        CrashSignature s = CrashSignature.parse(straight, List.of(), 6);
        assertEquals("__n < this->size()", s.assertion());
        assertEquals("std::vector::operator[]", s.assertionFunction());
        assertEquals("stl_vector.h:1123", s.assertionLocation());
        assertEquals(CrashSignature.parse(back, List.of(), 6).key(), s.key());
    }

    @Test
    void assertionLineCutBeforeFailed() {
        String linux = linuxAssertion(CLANG_FN);
        String full = key(linux, 6);
        String afterQuote = linux.replace("' failed.\n", "'\n");
        String beforeQuote = linux.replace("' failed.\n", "\n");
        assertEquals(full, key(afterQuote, 6));
        assertEquals(full, key(beforeQuote, 6));
        assertTrue(CrashEvidence.kinds(beforeQuote).contains(CrashEvidence.Kind.ASSERTION));
    }

    /** An issue tracker's line wrap: inside the signature (before "Assertion") and inside the condition. */
    @Test
    void assertionWrappedAcrossLines() {
        String linux = linuxAssertion(GCC_FN);
        String wrapped = linux.replace(
                        "; From = mlir::Operation*]: Assertion", ";\nFrom = mlir::Operation*]: Assertion")
                .replace("&& \"cast<Ty>() argument", "&&\n\"cast<Ty>() argument");
        assertNotEquals(linux, wrapped);
        CrashSignature s = CrashSignature.parse(wrapped, List.of(), 6);
        assertEquals(COND, s.assertion());
        assertEquals("Casting.h:566", s.assertionLocation());
        assertEquals(key(linux, 6), s.key());
        // and the assertion line wrapped before "Assertion" itself
        String beforeWord =
                linux.replace("From = mlir::Operation*]: Assertion", "From = mlir::Operation*]:\nAssertion");
        assertEquals(key(linux, 6), key(beforeWord, 6));
    }

    // ---- helpers -----------------------------------------------------------------------------

    static String tail(String trace, int fromFrame) {
        int at = trace.indexOf(String.format(fromFrame < 10 ? " #%d 0x" : "#%d 0x", fromFrame));
        return trace.substring(at);
    }

    static String rebuild(Parts p) {
        String head = String.format("%s#%d %s ", p.index() < 10 ? " " : "", p.index(), p.address());
        if (p.module() != null)
            return head + (p.symbol() == null ? "" : p.symbol() + " ") + "(" + p.module() + "+" + p.offset() + ")";
        return head + p.symbol() + (p.source() == null ? "" : " " + p.source());
    }

    /** A plausible source file name for a symbol (the class or function name + .cpp); any file name would do. */
    static String sourceFileOf(String symbol) {
        String n = FrameNormalizer.normalize(symbol);
        String[] parts = n.split("::");
        return (parts.length > 1 ? parts[parts.length - 2] : parts[0]) + ".cpp";
    }

    static String baseName(String path) {
        return path.substring(path.lastIndexOf('/') + 1);
    }
}
