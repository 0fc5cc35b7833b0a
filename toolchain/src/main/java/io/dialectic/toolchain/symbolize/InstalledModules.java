package io.dialectic.toolchain.symbolize;

import io.dialectic.toolchain.crash.FunctionIdentities;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The function starts of the MLIR modules installed here ({@link FunctionStarts}), for the builds installed here: a
 * module of a trace is this machine's when an installed {@code mlir-opt[-NN]} reports the trace's build as its
 * {@code --version} and the module is that tool's executable ({@code mlir-opt}) or a library of its install folder
 * ({@code llvm-22/lib/libMLIR.so.22.1}) or of the system's library folders it loads from ({@code libLLVM.so.22.1},
 * {@code libz3.so.4}). Debian versions every release, so the same version is the same build; a trace
 * of a build not installed here keeps its {@code module+offset}. Each module's table is read once per JVM, when a frame
 * first needs it.
 */
public final class InstalledModules implements FunctionIdentities {
    /**
     * One installed tool as this class needs it.
     *
     * @param version    its {@code --version} ({@code 22.1.8})
     * @param executable its real path ({@code /usr/lib/llvm-22/bin/mlir-opt})
     */
    public record Build(String version, Path executable) {}

    /** Where Debian's dynamic loader finds the libraries an installed tool loads beside its own folder. */
    private static final List<String> SYSTEM_LIBRARIES = List.of("/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu");

    private final Supplier<List<Build>> tools;
    private volatile List<Build> known;
    private final Map<String, Optional<FunctionStarts>> tables = new ConcurrentHashMap<>();

    /** @param tools the installed tools, asked once, the first time an unnamed frame is named */
    public InstalledModules(Supplier<List<Build>> tools) {
        this.tools = tools;
    }

    @Override
    public OptionalLong functionStart(String module, String build, long address) {
        if (module == null || build == null) return OptionalLong.empty();
        Optional<FunctionStarts> table = tables.computeIfAbsent(
                module + " " + build, k -> locate(module, build).flatMap(InstalledModules::read));
        return table.isPresent() ? table.get().functionAt(address) : OptionalLong.empty();
    }

    /** The file of {@code module} installed for {@code build}, if any. */
    Optional<Path> locate(String module, String build) {
        if (module.contains("/") || module.contains("..")) return Optional.empty();
        for (Build t : tools()) {
            if (!t.version().equals(build)) continue;
            Path exe = t.executable();
            if (exe.getFileName().toString().equals(module)) return Optional.of(exe);
            Path bin = exe.getParent();
            if (bin == null || bin.getParent() == null) continue;
            Path lib = bin.resolveSibling("lib").resolve(module);
            if (Files.isRegularFile(lib)) return Optional.of(lib);
            // the libraries it loads from the system (libLLVM.so.22.1, libz3.so.4)
            for (String dir : SYSTEM_LIBRARIES) {
                Path system = Path.of(dir, module);
                if (module.contains(".so") && Files.isRegularFile(system)) return Optional.of(system);
            }
        }
        return Optional.empty();
    }

    private List<Build> tools() {
        List<Build> k = known;
        if (k == null) known = k = List.copyOf(tools.get());
        return k;
    }

    private static Optional<FunctionStarts> read(Path file) {
        try {
            FunctionStarts s = FunctionStarts.read(file.toRealPath());
            return s.size() == 0 ? Optional.empty() : Optional.of(s);
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
