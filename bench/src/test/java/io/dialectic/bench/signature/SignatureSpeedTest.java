package io.dialectic.bench.signature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.crash.CrashSignature;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The trace reader is linear: the largest inputs of {@code dialectic bench signature} (one 4 MiB
 * line of each adversarial shape, a 100,000-frame trace) are keyed within 1 s of CPU time each
 * (measured about 15-140 ms; the old reader took 84 s on a 256 KiB line and 86 s on
 * 100,000 frames). CPU time, not wall time: the bound must not depend on how busy the machine is.
 */
class SignatureSpeedTest {
    private static final double BOUND_MS = 1000;

    @Test
    void fourMebibyteLinesAreKeyedInUnderASecond() {
        List<SignatureBenchmark.Input> lines = SignatureBenchmark.longLines(4 << 20);
        for (SignatureBenchmark.Input in : lines) {
            SignatureBenchmark.Timing t = SignatureBenchmark.time(in, SignatureBenchmark::key, 1);
            assertTrue(t.cpuMillis() < BOUND_MS, in.name() + ": " + t.cpuMillis() + " ms");
        }
        // and what they say is still read
        assertEquals("x", CrashSignature.parse(lines.get(0).text()).assertion());
        assertTrue(SignatureBenchmark.key(lines.get(3).text()).startsWith("LLVM ERROR: "));
    }

    @Test
    void aHundredThousandFramesAreKeyedInUnderASecond() {
        SignatureBenchmark.Input in = SignatureBenchmark.deepTrace(100_000);
        SignatureBenchmark.Timing t = SignatureBenchmark.time(in, SignatureBenchmark::key, 1);
        assertTrue(t.cpuMillis() < BOUND_MS, t.cpuMillis() + " ms");
        CrashSignature s = CrashSignature.parse(in.text(), List.of(), 11);
        assertEquals(100_000, s.frames().size());
        assertEquals(
                "stack overflow: recursion through mlir::spirv::CompositeType::getExtensions > mlir::spirv::PointerType::getExtensions"
                        + " > mlir::spirv::SPIRVType::getExtensions",
                s.key());
    }
}
