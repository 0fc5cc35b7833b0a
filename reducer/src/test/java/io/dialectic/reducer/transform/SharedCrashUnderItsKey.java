package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.CrashCase;
import io.dialectic.reducer.algorithm.RewriteApplier;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.oracle.BatchJudge;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.oracle.Observation;
import io.dialectic.reducer.oracle.ToolOracle;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A real crash case of ../shared/crashes rerun by mlir-opt-19 with its crash key as the test: the reducer
 * transformations' crash-side tests apply a step to it and keep what still crashes the same. Close it to stop its
 * judge's threads.
 */
final class SharedCrashUnderItsKey implements AutoCloseable {
    final CrashCase crash;
    final Transformations.Context context;
    private final ToolOracle oracle;
    private final Observation original;
    private final ExecutorService pool = Executors.newFixedThreadPool(2);
    private final BatchJudge judge;

    private SharedCrashUnderItsKey(CrashCase crash, Tool tool) {
        this.crash = crash;
        this.oracle = new ToolOracle(
                new ToolRunner(), OutcomeClassifier.defaults(), tool, RunLimits.defaults(), crash.extraArgs());
        this.original = oracle.observe(new Candidate(crash.program(), crash.pipeline()));
        assertTrue(original.isCrash(), original.outcome().toString());
        this.judge = new BatchJudge(
                oracle,
                new Interestingness.SameSignature(original.crashKey()),
                pool,
                Instant.now().plusSeconds(60));
        this.context = new Transformations.Context(new ToolRunner(), tool, crash.extraArgs(), crash.pipeline());
    }

    /** Case {@code id} on mlir-opt-19, its crash observed once. */
    static SharedCrashUnderItsKey load(String id) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        CrashCase c = CrashCase.load(SharedData.crashes().resolve("cases").resolve(id));
        return new SharedCrashUnderItsKey(
                c, new ToolDiscovery().find("mlir-opt-19").orElseThrow());
    }

    /** The step named {@code name} of {@code registered} (a list of {@link Transformations}), made for this case. */
    Transformation step(List<Transformations.Factory> registered, String name) {
        return Transformations.make(registered, context).stream()
                .filter(t -> t.name().equals(name))
                .findFirst()
                .orElseThrow();
    }

    /** {@code program} after {@code t}'s rewrites that keep the crash key. */
    String apply(Transformation t, String program) {
        return new RewriteApplier(MlirReader::read, judge).apply(t, program, crash.pipeline(), s -> {});
    }

    /** {@code program} crashes with the case's own key. */
    void assertSameKey(String program) {
        assertEquals(
                original.crashKey(),
                oracle.observe(new Candidate(program, crash.pipeline())).crashKey());
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
