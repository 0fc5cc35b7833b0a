package io.dialectic.semantics.run;

import java.util.Locale;

/**
 * A Debian MLIR release that can compile and JIT-run a program: its
 * optimizer and its runner (renamed from mlir-cpu-runner to mlir-runner in
 * LLVM 20), and the version suffix of its runtime libraries.
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

    /** {@code 19}, {@code v19}, {@code mlir-opt-19} -> V19. */
    public static ToolVersion parse(String s) {
        String t = s.toLowerCase(Locale.ROOT).replace("mlir-opt-", "").replace("v", "");
        for (ToolVersion v : values()) if (v.major.equals(t)) return v;
        throw new IllegalArgumentException("unknown tool version " + s + " (known: 19, 22)");
    }

    @Override
    public String toString() {
        return optBinary;
    }
}
