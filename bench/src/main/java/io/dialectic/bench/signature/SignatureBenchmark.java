package io.dialectic.bench.signature;

import io.dialectic.toolchain.crash.CrashSignature;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Adversarial crash reports for timing the trace reader: long single lines of the shapes the old regular expressions
 * backtracked on, a 100,000-frame recursion, and a 60 MB stderr. Used by
 * {@code dialectic bench signature} and, with a generous bound, by a test.
 */
public final class SignatureBenchmark {
    /** Each timed call's value lands here, so the JIT cannot drop a call whose value nothing reads. */
    private static volatile Object sink;

    private SignatureBenchmark() {}

    /** One generated input. */
    public record Input(String name, String text) {}

    /**
     * One timing: the best of {@code repeats} runs, wall-clock and CPU time of the thread, in
     * milliseconds (on a shared machine the wall time includes waiting for a core; the CPU time does not).
     */
    public record Timing(String name, long chars, double millis, double cpuMillis) {}

    /** Sizes of the single-line inputs: 64 KiB .. 4 MiB. */
    public static final int[] LINE_SIZES = {64 << 10, 256 << 10, 1 << 20, 4 << 20};

    /** The single-line inputs of {@code size} characters each. */
    public static List<Input> longLines(int size) {
        String k = size >= 1 << 20 ? (size >> 20) + " MiB" : (size >> 10) + " KiB";
        List<Input> out = new ArrayList<>();
        // "FILE:LINE: " over and over before an assertion: the old assertion pattern's worst case
        out.add(new Input(
                "assertion after " + k + " of 'f.cpp:1: '", repeat("f.cpp:1: ", size) + "Assertion `x' failed.\n"));
        // a frame whose symbol is one long template/parameter nest, no module
        out.add(new Input("frame symbol of " + k, " #4 0x0000558ecc7d51c8 " + repeat("mlir::A<mlir::B(", size) + "\n"));
        // a token with no spaces ending in ':1': the old source-location pattern's worst case
        out.add(new Input(
                "frame ending ':1' after " + k + " without spaces",
                " #4 0x0000558ecc7d51c8 f" + repeat("a", size) + ":1\n"));
        // an LLVM ERROR message of quotes, numbers and <...>
        out.add(new Input("LLVM ERROR of " + k, "LLVM ERROR: " + repeat("a<b 'c' 12 x.y<z> ", size) + "\n"));
        // white space, then a stack-frame marker
        out.add(new Input(k + " of spaces", repeat(" ", size) + "#\n"));
        // an UNREACHABLE line
        out.add(new Input("UNREACHABLE after " + k, repeat("u ", size) + "UNREACHABLE executed at f.cpp:1!\n"));
        return out;
    }

    /** A stack overflow of {@code frames} frames cycling through three named and one unnamed frame. */
    public static Input deepTrace(int frames) {
        StringBuilder b = new StringBuilder(frames * 120);
        b.append("Stack dump:\n0.\tProgram arguments: mlir-opt-19 input.mlir --canonicalize\n");
        b.append(
                " #0 0x00007f49f56b73c6 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xeb73c6)\n");
        b.append(" #1 0x00007f49f425a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)\n");
        String[] cycle = {
            "mlir::spirv::CompositeType::getExtensions(llvm::SmallVectorImpl<llvm::ArrayRef<mlir::spirv::Extension>>&, std::optional<mlir::spirv::StorageClass>) (/usr/lib/llvm-19/bin/mlir-opt+0x2a1b2c3)",
            "(/usr/lib/llvm-19/bin/mlir-opt+0x2a1b3d4)",
            "mlir::spirv::PointerType::getExtensions(llvm::SmallVectorImpl<llvm::ArrayRef<mlir::spirv::Extension>>&, std::optional<mlir::spirv::StorageClass>) (/usr/lib/llvm-19/bin/mlir-opt+0x2a1b4e5)",
            "mlir::spirv::SPIRVType::getExtensions(llvm::SmallVectorImpl<llvm::ArrayRef<mlir::spirv::Extension>>&, std::optional<mlir::spirv::StorageClass>) (/usr/lib/llvm-19/bin/mlir-opt+0x2a1b5f6)"
        };
        for (int i = 2; i < frames; i++)
            b.append(String.format("#%d 0x%016x %s%n", i, 0x558ecc7d51c8L + i, cycle[i % cycle.length]));
        return new Input(String.format("trace of %,d frames", frames), b.toString());
    }

    /** A stderr of about {@code bytes}: diagnostics printed before a real-shaped crash trace. */
    public static Input hugeStderr(int bytes) {
        String diag =
                "input.mlir:12:5: error: 'memref.load' op incorrect number of indices for load, expected 1 but got 0\n";
        StringBuilder b = new StringBuilder(bytes + 4096);
        while (b.length() < bytes) b.append(diag);
        b.append(deepTrace(40).text());
        return new Input(String.format("stderr of %.0f MB", bytes / 1e6), b.toString());
    }

    /** The best time of {@code repeats} runs of {@code work} on {@code in} (one warm-up run first). */
    public static Timing time(Input in, Function<String, ?> work, int repeats) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        sink = work.apply(in.text());
        double best = Double.MAX_VALUE;
        double bestCpu = Double.MAX_VALUE;
        for (int r = 0; r < repeats; r++) {
            long c = mx.getCurrentThreadCpuTime();
            long t = System.nanoTime();
            sink = work.apply(in.text());
            best = Math.min(best, (System.nanoTime() - t) / 1e6);
            bestCpu = Math.min(bestCpu, (mx.getCurrentThreadCpuTime() - c) / 1e6);
        }
        return new Timing(in.name(), in.text().length(), best, bestCpu);
    }

    /** Keying, as the clusters do it: parse and build the key. */
    public static String key(String stderr) {
        return CrashSignature.parse(stderr, List.of(), 11).key();
    }

    private static String repeat(String unit, int size) {
        StringBuilder b = new StringBuilder(size + unit.length());
        while (b.length() < size) b.append(unit);
        b.setLength(size);
        return b.toString();
    }
}
