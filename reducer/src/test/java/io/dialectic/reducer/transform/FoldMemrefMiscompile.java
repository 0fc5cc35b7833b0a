package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.RewriteApplier;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.oracle.BatchJudge;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.oracle.MiscompileOracle;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.OptTool;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The program of a differential campaign on mlir-opt-22 that 22's {@code --fold-memref-alias-ops} miscompiles (its run
 * camp-000005-linalg), the reducer transformations' tests' common case: the program, its forms after the steps a
 * reduction takes first, the reference interpreter's output, and what the miscompile oracle keeps of a transformation.
 */
final class FoldMemrefMiscompile {
    private FoldMemrefMiscompile() {}

    /** The whole body in {@code @f0} called from {@code @main} with two constants, the loop constants thrice each. */
    static String program() throws Exception {
        try (var in = FoldMemrefMiscompile.class.getResourceAsStream("/miscompile/fold-memref-expand-read.mlir")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /**
     * The program after its inline step (mlir-opt-22): {@code @main} fills a 3x4 buffer with {@code i + 4 + j} in two
     * loops, then reads it through {@code expand_shape}.
     */
    static String inlined() throws Exception {
        MlirRequirement.require("mlir-opt-22");
        String program = program();
        var inline = new PassReduction(
                new ToolRunner(),
                new ToolDiscovery().find("mlir-opt-22").orElseThrow(),
                List.of(),
                PassReduction.PASSES.get(0));
        List<Rewrite> rs = inline.rewrites(new OpTree(MlirReader.read(program)));
        return new SpliceSet().addAll(rs.get(0).splices()).applyTo(program);
    }

    /** The program without the collapse_shape's read and print (what the reducer's HDD sweep removes first). */
    static String withoutCollapse(String program) {
        return program.lines()
                .filter(l -> !l.contains("collapse_shape") && !l.contains("vector.print %1"))
                .map(l -> l + "\n")
                .reduce("", String::concat);
    }

    /** What the reference interpreter prints for {@code program} (its generic form by mlir-opt-22). */
    static String interpreted(String program) {
        String generic = OptTool.genericForm(program, List.of(ToolVersion.V22));
        Execution e = new Interpreter().run(generic, "main");
        assertEquals(Execution.Status.COMPLETED, e.status(), e.message());
        return e.stdout();
    }

    /** {@code program} after {@code t}'s rewrites that keep the same miscompile by 22's fold-memref-alias-ops. */
    static String keptByOracle(Transformation t, String program) {
        MlirRequirement.require(ToolVersion.V22.runnerBinary);
        if (!JitExecutor.available(ToolVersion.V22)) throw new AssertionError("runtime libraries of LLVM 22 missing");
        Cell cell = new Cell(
                ToolVersion.V22, JitPipelines.optimizedBy("fold-memref-alias-ops", List.of("fold-memref-alias-ops")));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            BatchJudge judge = new BatchJudge(
                    new MiscompileOracle(cell, "--fold-memref-alias-ops"),
                    new Interestingness.SameMiscompile(),
                    pool,
                    Instant.now().plusSeconds(120));
            return new RewriteApplier(MlirReader::read, judge).apply(t, program, List.of(), s -> {});
        } finally {
            pool.shutdownNow();
        }
    }
}
