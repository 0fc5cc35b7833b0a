package io.dialectic.toolchain.symbolize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The markup of LLVM's crash handler turned into the trace it prints when it runs the symbolizer itself. The markup is
 * the shape mlir-opt-19 prints (addresses in 32 bits), cut to two modules; the expected lines follow LLVM's own
 * printing: frame numbers right-aligned to log10(depth) + 2, one line per inlined frame, {@code (module+0xOFFSET)} when
 * the symbolizer knows no file.
 */
class MarkupTraceTest {
    private static final String STDERR = "PLEASE submit a bug report\n"
            + "Stack dump:\n"
            + "0.\tProgram arguments: mlir-opt-19 input.mlir --cse\n"
            + "{{{reset}}}\n"
            + "{{{module:0:/usr/lib/llvm-19/bin/mlir-opt:elf:e025f300}}}\n"
            + "{{{mmap:0x00000085a4a000:0x42c02b8:load:0:rx:0000000000000000}}}\n"
            + "{{{module:1:/lib/x86_64-linux-gnu/libc.so.6:elf:93ac61ec}}}\n"
            + "{{{mmap:0x000000dee1e000:0x25388:load:1:r:0000000000000000}}}\n"
            + "{{{mmap:0x000000dee44000:0x1550fc:load:1:rx:0x00000000026000}}}\n"
            + "{{{bt:0:0x0000008687f1c8}}}\n"
            + "{{{bt:1:0x0000008685c31c}}}\n"
            + "{{{bt:2:0x000000dee45305}}}\n"
            + "{{{bt:3:0x00000000000010}}}\n";

    @Test
    void markupBecomesTheSymbolizedTrace() {
        Map<String, List<String>> answers = Map.of(
                "/usr/lib/llvm-19/bin/mlir-opt+0xe351c8", List.of("??", "??:0:0"),
                "/usr/lib/llvm-19/bin/mlir-opt+0xe1231c", List.of("mlir::affine::AffineForOp::fold(...)", "??:0:0"),
                "/lib/x86_64-linux-gnu/libc.so.6+0x27305",
                        List.of(
                                "call_init", "./csu/../csu/libc-start.c:128:20",
                                "__libc_start_main", "./csu/../csu/libc-start.c:347:5"));
        MarkupTrace t = MarkupTrace.find(STDERR).orElseThrow();
        assertEquals(4, t.depth());
        String out = t.symbolized((m, o) -> Optional.ofNullable(answers.get(m + "+0x" + Long.toHexString(o))))
                .orElseThrow();
        assertEquals(
                "PLEASE submit a bug report\n"
                        + "Stack dump:\n"
                        + "0.\tProgram arguments: mlir-opt-19 input.mlir --cse\n"
                        + "#0 0x000000008687f1c8 (/usr/lib/llvm-19/bin/mlir-opt+0xe351c8)\n"
                        + "#1 0x000000008685c31c mlir::affine::AffineForOp::fold(...) (/usr/lib/llvm-19/bin/mlir-opt+0xe1231c)\n"
                        + "#2 0x00000000dee45305 call_init ./csu/../csu/libc-start.c:128:20\n"
                        + "#3 0x00000000dee45305 __libc_start_main ./csu/../csu/libc-start.c:347:5\n"
                        + "#4 0x0000000000000010 \n",
                out);
    }

    @Test
    void aFrameInTwoModulesModulo32BitsIsLeftToTheOldWay() {
        // the second module's segment starts 4 GiB above the first's: the same low 32 bits
        String twoMeanings = STDERR.replace(
                        "{{{mmap:0x000000dee1e000:0x25388:load:1:r:0000000000000000}}}",
                        "{{{mmap:0x00000085a4a000:0x25388:load:1:r:0000000000000000}}}")
                .replace("{{{bt:1:0x0000008685c31c}}}", "{{{bt:1:0x00000085a4a010}}}");
        assertTrue(MarkupTrace.find(twoMeanings)
                .orElseThrow()
                .symbolized((m, o) -> Optional.of(List.of("f", "??:0:0")))
                .isEmpty());
    }

    @Test
    void noMarkupNoTrace() {
        assertTrue(MarkupTrace.find("error: something\n").isEmpty());
        assertTrue(MarkupTrace.find("{{{bt:0:0x10}}}\n").isEmpty(), "no reset: not LLVM's markup");
    }
}
