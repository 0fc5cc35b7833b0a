package io.dialectic.semantics.run;

import io.dialectic.toolchain.PassPipeline;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The pipelines (toolchain's {@link PassPipeline}) that take a func/arith/scf/index/vector/math/memref/affine/tensor/
 * linalg/bufferization program to the LLVM dialect, ready for the JIT runner. {@link #O0} lowers only (works on
 * 19 and 22; without {@code convert-vector-to-scf} a vector print is never lowered), {@link #OPT} optimizes first,
 * {@link #RATTE} is Ratte's own lowering.
 */
public final class JitPipelines {
    private JitPipelines() {}

    /**
     * Tensors are bufferized first (function boundaries included: a tensor argument or result becomes a memref);
     * without it neither version lowers a tensor op and the runner refuses what is left. The buffer deallocation
     * pipeline is not part of it: both versions have it, but it refuses every program that frees a buffer itself
     * ("memory free side-effect on MemRef value not supported"), and a leaked buffer changes no printed value; a
     * cell can still run it ({@code buffer-deallocation-pipeline} in a custom pipeline). {@code --lower-affine}
     * comes after {@code --expand-strided-metadata} and {@code --convert-vector-to-scf} (both make affine.apply)
     * and before {@code --convert-scf-to-cf} (it makes scf.for and scf.if).
     */
    public static final List<String> LOWERING = List.of(
            "one-shot-bufferize{bufferize-function-boundaries}",
            "convert-bufferization-to-memref",
            "convert-linalg-to-loops",
            "convert-vector-to-scf",
            "expand-strided-metadata",
            "lower-affine",
            "arith-expand",
            "convert-scf-to-cf",
            "convert-vector-to-llvm",
            "convert-arith-to-llvm",
            "convert-index-to-llvm",
            "convert-math-to-llvm",
            "finalize-memref-to-llvm",
            "convert-cf-to-llvm",
            "convert-func-to-llvm",
            "convert-ub-to-llvm",
            "reconcile-unrealized-casts");

    /**
     * The optimizations {@link #OPT} runs before the lowering, in order (each present in mlir-opt 19 and 22).
     * canonicalize comes before inline because the inliner canonicalizes what it inlines: a folding bug is
     * then attributed to canonicalize, not to inline.
     */
    public static final List<String> OPTIMIZATIONS = List.of(
            "canonicalize",
            "cse",
            "inline",
            "sccp",
            "int-range-optimizations",
            "arith-unsigned-when-equivalent",
            "loop-invariant-code-motion",
            "canonicalize",
            "cse");

    /**
     * The affine loop optimizations {@link #AFFINE} runs before the lowering (each registered by mlir-opt 19 and 22;
     * {@code --affine-loop-unroll} is left out: 22 cannot schedule it from a flag on a module, "unable to schedule
     * pass 'AffineLoopUnroll'").
     */
    public static final List<String> AFFINE_OPTIMIZATIONS = List.of(
            "affine-loop-normalize",
            "affine-simplify-structures",
            "affine-loop-fusion",
            "affine-scalrep",
            "affine-loop-invariant-code-motion",
            "affine-super-vectorize{virtual-vector-size=4}",
            "affine-loop-tile",
            "canonicalize",
            "cse");

    /**
     * The tensor, linalg and buffer optimizations {@link #LINALG} runs before the lowering: linalg's on tensors, then
     * one-shot-bufferize (with function boundaries, after eliminate-empty-tensors, as its documentation pairs them),
     * then the buffer passes (each registered by mlir-opt 19 and 22).
     */
    public static final List<String> LINALG_OPTIMIZATIONS = List.of(
            "linalg-generalize-named-ops",
            "linalg-fuse-elementwise-ops",
            "linalg-fold-unit-extent-dims",
            "linalg-specialize-generic-ops",
            "eliminate-empty-tensors",
            "one-shot-bufferize{bufferize-function-boundaries}",
            "fold-memref-alias-ops",
            "normalize-memrefs",
            "buffer-hoisting",
            "buffer-loop-hoisting",
            "promote-buffers-to-stack",
            "scf-parallel-loop-fusion",
            "loop-invariant-code-motion",
            "canonicalize",
            "cse");

    public static final PassPipeline O0 = new PassPipeline("O0", LOWERING);
    public static final PassPipeline AFFINE = optimizedBy("AFFINE", AFFINE_OPTIMIZATIONS);
    public static final PassPipeline LINALG = optimizedBy("LINALG", LINALG_OPTIMIZATIONS);
    public static final PassPipeline OPT = optimizedBy("OPT", OPTIMIZATIONS);
    public static final PassPipeline RATTE = new PassPipeline("RATTE", List.of("arith-expand", "test-lower-to-llvm"));

    /** {@code passes} (items) followed by the {@link #LOWERING}. */
    public static PassPipeline optimizedBy(String name, List<String> passes) {
        List<String> all = new ArrayList<>(passes);
        all.addAll(LOWERING);
        return new PassPipeline(name, all);
    }

    /**
     * A preset by name (O0, OPT, RATTE, AFFINE, LINALG), or custom passes separated by spaces or commas, each an item
     * ({@code canonicalize}, {@code func.func:cse}, {@code canonicalize{max-iterations=1}}) or a flag
     * ({@code --canonicalize}, {@code --one-shot-bufferize=bufferize-function-boundaries}), lowered by
     * {@link #LOWERING} unless it lowers itself.
     */
    public static PassPipeline parse(String spec) {
        switch (spec.strip().toUpperCase(Locale.ROOT)) {
            case "O0":
                return O0;
            case "OPT":
                return OPT;
            case "RATTE":
                return RATTE;
            case "AFFINE":
                return AFFINE;
            case "LINALG":
                return LINALG;
            default:
                break;
        }
        List<String> passes = new ArrayList<>();
        for (String word : spec.strip().split("\\s+"))
            for (String p : PassPipeline.splitItems(word)) passes.add(p.startsWith("--") ? p.substring(2) : p);
        passes = new PassPipeline(null, passes).items();
        boolean lowers = passes.contains("convert-func-to-llvm") || passes.contains("test-lower-to-llvm");
        return lowers ? new PassPipeline(spec.strip(), passes) : optimizedBy(spec.strip(), passes);
    }

    /** The items before the {@link #LOWERING} (empty when the pipeline does not end with it). */
    public static List<String> optimizationPrefix(PassPipeline p) {
        List<String> items = p.items();
        int n = items.size() - LOWERING.size();
        if (n >= 0 && items.subList(n, items.size()).equals(LOWERING)) return items.subList(0, n);
        return List.of();
    }
}
