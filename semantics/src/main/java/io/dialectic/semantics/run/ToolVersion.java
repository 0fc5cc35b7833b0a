package io.dialectic.semantics.run;

import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import java.util.Locale;
import java.util.Optional;

/**
 * A Debian MLIR release that can compile and JIT-run a program: a release of the compiler under test (toolchain's
 * {@link Tool}, named and found by {@link ToolDiscovery}) with its runner (renamed from mlir-cpu-runner to
 * mlir-runner in LLVM 20) and the version suffix of its runtime libraries.
 */
public enum ToolVersion {
    V19("mlir-opt-19", "mlir-cpu-runner-19", "19"),
    V22("mlir-opt-22", "mlir-runner-22", "22");

    public final String optBinary;
    public final String runnerBinary;
    public final String major;

    ToolVersion(String optBinary, String runnerBinary, String major) {
        this.optBinary = optBinary;
        this.runnerBinary = runnerBinary;
        this.major = major;
    }

    /**
     * {@code 19}, {@code v19}, or a tool name as toolchain reads one from data ({@code mlir-opt-19},
     * {@code /usr/lib/llvm-19/bin/mlir-opt}: {@link ToolDiscovery#standInName}) -> V19.
     */
    public static ToolVersion parse(String s) {
        String t = s.strip().toLowerCase(Locale.ROOT);
        if (t.matches("v?\\d+")) return ofMajor(t.replace("v", ""), s);
        String standIn = ToolDiscovery.standInName(s, null);
        return ofMajor(standIn == null ? "" : standIn.replace("mlir-opt-", ""), s);
    }

    /** The release of an installed compiler, by its major version. */
    public static ToolVersion of(Tool tool) {
        return ofMajor(tool.major(), tool.name());
    }

    /** This release's optimizer as the toolchain runs it; empty when it is not installed. */
    public Optional<Tool> find(ToolDiscovery discovery) {
        return discovery.find(optBinary);
    }

    private static ToolVersion ofMajor(String major, String named) {
        for (ToolVersion v : values()) if (v.major.equals(major)) return v;
        throw new IllegalArgumentException("unknown tool version " + named + " (known: 19, 22)");
    }

    @Override
    public String toString() {
        return optBinary;
    }
}
