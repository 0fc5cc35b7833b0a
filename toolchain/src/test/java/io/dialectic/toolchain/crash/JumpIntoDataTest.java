package io.dialectic.toolchain.crash;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A crash whose trace ends in ICU's data library: the program jumped through a bad pointer into data, and the
 * symbolizer named the address after the nearest data symbol. The trace is the whole stderr of a real crash of
 * Debian's mlir-opt-22 (22.1.8) found by {@code bench yield} (campaign rep-2 of seed 2, run rep-2-001329; reduced:
 * {@code --flatten-memref} on a {@code vector.transfer_read} of a tensor).
 */
class JumpIntoDataTest {
    static final String STDERR = String.join(
            "\n",
            "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace"
                    + " and instructions to reproduce the bug.",
            "Stack dump:",
            "0.\tProgram arguments: /usr/lib/llvm-22/bin/mlir-opt input.mlir --async-runtime-ref-counting-opt"
                    + " --convert-shape-constraints --flatten-memref --mlir-disable-threading --mlir-print-op-generic"
                    + " --mlir-print-local-scope",
            "#0 0x00000000a08b8786 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)"
                    + " (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb8786)",
            "#1 0x00000000a08b5fd3 llvm::sys::RunSignalHandlers() (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb5fd3)",
            "#2 0x00000000a08b94f4 (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb94f4)",
            "#3 0x000000009b85a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)",
            "#4 0x000000009859b810 icudt72_dat (/lib/x86_64-linux-gnu/libicudata.so.72+0x99b810)",
            "");

    @Test
    void aDataSymbolIsNoCrashSite() {
        String key = CrashSignature.parse(STDERR, List.of("flatten-memref"), 11).key();
        assertFalse(key.contains("icudt72_dat"), key);
        // nothing in the trace says where the jump came from: a weak key, which matches nothing and is no evidence
        assertTrue(CrashKeys.isWeakKey(key), key);
    }
}
