package io.dialectic.toolchain.crash;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Where in the compiler a crash is (FLEX's categories, also used by MLIRod): decided from the pass
 * name when it is known, else from the frames.
 */
public enum BugLocation {
    CONVERSION("conversion"),
    BUFFERIZATION("bufferization"),
    GENERAL_TRANSFORMATION("general transformation"),
    DIALECT_TRANSFORMATION("dialect transformation"),
    PARSER("parser"),
    UNKNOWN("unknown");

    /** Passes that are not about one dialect (mlir/include/mlir/Transforms/Passes.td). */
    private static final Set<String> GENERAL_PASSES = Set.of(
            "canonicalize",
            "cse",
            "inline",
            "sccp",
            "symbol-dce",
            "symbol-privatize",
            "loop-invariant-code-motion",
            "loop-invariant-subset-hoisting",
            "mem2reg",
            "sroa",
            "remove-dead-values",
            "control-flow-sink",
            "topological-sort",
            "generate-runtime-verification",
            "print-ir",
            "print-op-stats",
            "view-op-graph",
            "strip-debuginfo",
            "snapshot-op-locations",
            "composite-fixed-point-pass",
            "print-ir-after-all",
            "int-range-optimizations",
            "lift-cf-to-scf",
            "test-print-liveness");

    /** A frame in a dialect's own code; compiled once (String.matches compiled it for every frame of every run). */
    private static final Pattern DIALECT_FRAME = Pattern.compile(
            "mlir::(affine|linalg|scf|tensor|memref|vector|sparse_tensor|gpu|spirv|tosa|arith|math|async|shape|mesh|nvgpu|amdgpu|LLVM|NVVM|ROCDL|emitc|omp|acc|transform|complex|index|func|cf|ml_program|quant|x86vector|arm_sme|arm_sve|xegpu|pdl|irdl|polynomial)::.*");

    private final String label;

    BugLocation(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    @Override
    public String toString() {
        return label;
    }

    public static BugLocation of(String pass, List<Frame> frames) {
        boolean inPass = false;
        boolean parser = false;
        boolean conversion = false;
        boolean bufferization = false;
        boolean dialect = false;
        for (Frame f : frames) {
            if (!f.named()) continue;
            String n = f.name();
            if (n.contains("OpToOpPassAdaptor") || n.contains("PassManager::run")) inPass = true;
            if (n.contains("Parser") || n.startsWith("mlir::parseSourceFile") || n.contains("::parse")) parser = true;
            if (n.contains("OperationConverter")
                    || n.contains("applyPartialConversion")
                    || n.contains("applyFullConversion")
                    || n.contains("ConversionPattern")
                    || n.contains("DialectConversion")
                    || n.contains("TypeConverter")) conversion = true;
            if (n.startsWith("mlir::bufferization::")) bufferization = true;
            if (DIALECT_FRAME.matcher(n).matches()) dialect = true;
        }
        if (pass != null) {
            String p = pass.toLowerCase(Locale.ROOT);
            if (p.contains("bufferiz") || p.contains("buffer-") || p.contains("-buffers") || p.contains("ownership"))
                return BUFFERIZATION;
            if (p.startsWith("convert-")
                    || p.contains("-to-")
                    || p.startsWith("lower-")
                    || p.contains("legalize")
                    || p.startsWith("finalize-")
                    || p.startsWith("reconcile-")
                    || p.startsWith("expand-strided")) return CONVERSION;
            if (GENERAL_PASSES.contains(p)) return GENERAL_TRANSFORMATION;
            if (!p.isEmpty() && p.charAt(0) >= 'a' && p.charAt(0) <= 'z') return DIALECT_TRANSFORMATION;
        }
        if (parser && !inPass) return PARSER;
        if (bufferization) return BUFFERIZATION;
        if (conversion) return CONVERSION;
        if (dialect) return DIALECT_TRANSFORMATION;
        if (inPass) return GENERAL_TRANSFORMATION;
        return UNKNOWN;
    }
}
