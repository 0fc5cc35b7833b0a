package io.dialectic.toolchain.symbolize;

import io.dialectic.base.process.PathLookup;
import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Reruns a crash whose stderr holds no frame past the signal handler once under Debian's {@code gdb} in batch mode,
 * with the same argument list (no shell), the same input file and the same limits as the run, and reads gdb's frames
 * ({@link GdbBacktrace}). gdb catches the signal before LLVM's handler and walks the stack by its own heuristics,
 * which get past a jump to a bad address where LLVM's unwinder stops. A crash that does not come back under gdb (it
 * comes and goes) gives nothing, and the run keeps its stderr.
 */
public final class GdbRetrace {
    /** gdb's own start (reading the tool's and libMLIR's dynamic symbols) on top of the run's time limit. */
    static final Duration GDB_START = Duration.ofSeconds(30);

    private static final AtomicBoolean SAID_MISSING = new AtomicBoolean();

    private final ProcessRunner processes;
    private final Optional<Path> gdb;
    private final Optional<Path> demangler;

    /** Finds a demangler ({@code c++filt} of binutils, else {@code llvm-cxxfilt}) on PATH. */
    public GdbRetrace(ProcessRunner processes, Optional<Path> gdb) {
        this(processes, gdb, PathLookup.find("c++filt").or(() -> PathLookup.find("llvm-cxxfilt")));
    }

    /**
     * @param demangler a filter that demangles the symbols of a text: gdb then reads the tools' symbols undemangled, which
     *                  halves its CPU (1.8 s to 1.0 s per crash of mlir-opt-22: libMLIR's and libLLVM's dynamic symbols),
     *                  and only the dozen frames of the trace are demangled. Empty: gdb demangles
     */
    public GdbRetrace(ProcessRunner processes, Optional<Path> gdb, Optional<Path> demangler) {
        this.processes = processes;
        this.gdb = gdb;
        this.demangler = demangler;
    }

    public boolean available() {
        return gdb.isPresent();
    }

    /**
     * gdb's trace of {@code argv} (the tool first, {@code input.mlir} holding {@code input}) as LLVM stack-dump lines
     * under {@link GdbBacktrace#HEADER}; empty when gdb is missing (said once per process on stderr, with what a key
     * then lacks) or the crash did not come back.
     */
    public Optional<String> trace(List<String> argv, byte[] input, Duration timeout, long addressSpace, int maxOutput) {
        if (gdb.isEmpty()) {
            if (SAID_MISSING.compareAndSet(false, true))
                System.err.println("dialectic: gdb not found: a crash whose trace LLVM could not unwind keeps the key"
                        + " 'no trace' (apt-get install gdb)");
            return Optional.empty();
        }
        List<String> cmd = new ArrayList<>(List.of(gdb.get().toString(), "-batch", "-nx", "-q"));
        if (demangler.isPresent()) cmd.addAll(List.of("-iex", "set demangle-style none"));
        cmd.addAll(List.of(
                "-ex",
                "set debuginfod enabled off",
                "-ex",
                "set pagination off",
                "-ex",
                "set width 0",
                "-ex",
                "set print thread-events off",
                "-ex",
                "run",
                "-ex",
                "bt",
                "-ex",
                "info proc mappings",
                "--args"));
        cmd.addAll(argv);
        ProcessResult r = processes.run(ProcessSpec.of(cmd)
                .file("input.mlir", input)
                .timeout(timeout.plus(GDB_START))
                .addressSpace(addressSpace)
                .maxOutput(Math.max(maxOutput, 1 << 20)));
        String bt = GdbBacktrace.of(r.stdoutText());
        if (bt.isEmpty()) return Optional.empty();
        return Optional.of(demangled(bt));
    }

    /** The text with its mangled names demangled; as it is when the demangler fails. */
    private String demangled(String text) {
        if (demangler.isEmpty()) return text;
        ProcessResult r = processes.run(ProcessSpec.of(demangler.get().toString())
                .stdin(text.getBytes(StandardCharsets.UTF_8))
                .timeout(Duration.ofSeconds(30))
                .maxOutput(4 * text.length() + (1 << 16)));
        return r.exitCode() != null && r.exitCode() == 0 && !r.stdoutTruncated() ? r.stdoutText() : text;
    }
}
