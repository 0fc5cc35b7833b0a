package io.dialectic.reducer;

import io.dialectic.base.Sha256;
import io.dialectic.base.storage.OutputFolder;
import io.dialectic.base.storage.OutputLock;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.result.ReduceProgress;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.reducer.stage.Reduction;
import io.dialectic.reducer.stage.Stage;
import io.dialectic.reducer.stage.Stages;
import io.dialectic.reducer.stage.Toolkit;
import io.dialectic.reducer.store.BestSoFar;
import io.dialectic.reducer.tree.OpCount;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.util.List;
import java.util.function.Function;

/**
 * The library entry point behind {@code dialectic reduce}, the batch minimiser and the desktop app: the hub that
 * holds the output folder's lock and runs the reduction's named stages in order ({@link Stages#crashReduction}):
 * confirm, screen, minimize, recheck, restart, walk-back, versions, outputs. Each stage is one class of the
 * {@code stage} package that says what it takes and gives ({@code docs/ARCHITECTURE.md}, "How a crash case is
 * reduced"). The output folder follows {@link OutputFolder}'s rule, checked first ({@link #claimOutput}).
 */
public final class Reducer {
    private final Function<String, Program> parser;
    private final Toolkit toolkit;
    private final List<Stage> stages = Stages.crashReduction();

    public Reducer(ToolRunner runner, OutcomeClassifier classifier, ToolDiscovery discovery) {
        this(runner, classifier, discovery, MlirReader::read);
    }

    public Reducer(
            ToolRunner runner,
            OutcomeClassifier classifier,
            ToolDiscovery discovery,
            Function<String, Program> parser) {
        this(runner, classifier, discovery, parser, ReductionPolicy.DEFAULT);
    }

    /** A reducer whose ddmin split and round of transformations are {@code policy}'s. */
    public Reducer(
            ToolRunner runner,
            OutcomeClassifier classifier,
            ToolDiscovery discovery,
            Function<String, Program> parser,
            ReductionPolicy policy) {
        this.parser = parser;
        this.toolkit = new Toolkit(
                runner, classifier, discovery, parser, this::opsOf, policy.split(), policy.transformations());
    }

    /** Default toolchain: tools on PATH, the default outcome rules, the ir parser. */
    public static Reducer withDefaults() {
        ToolDiscovery d = new ToolDiscovery();
        return new Reducer(new ToolRunner(d), OutcomeClassifier.defaults(), d);
    }

    @SuppressWarnings("try") // the lock is held for the body, never read
    public ReduceResult reduce(ReduceRequest req, ReduceProgress.Listener listener) {
        try (OutputLock lock = OutputLock.acquire(req.outDir(), "dialectic reduce")) {
            return reduceLocked(req, listener);
        }
    }

    private ReduceResult reduceLocked(ReduceRequest req, ReduceProgress.Listener listener) {
        long t0 = System.nanoTime();
        String inputSha = Sha256.ofProgram(req.program());
        claimOutput(req, inputSha);
        try (Reduction r = new Reduction(req, toolkit, listener, t0, inputSha)) {
            for (Stage stage : stages) {
                stage.run(r);
                if (r.result() != null) break;
            }
            return r.result();
        }
    }

    /** The marker of a reduction folder: the verb and the program it reduces (its sha256), so --resume never continues another program's. */
    public static OutputFolder.Writer writer(String programSha256) {
        return new OutputFolder.Writer("reduce", "sha256:" + programSha256);
    }

    /** The marker of the folder that reduces {@code program}. */
    public static OutputFolder.Writer writerFor(String program) {
        return writer(Sha256.ofProgram(program));
    }

    /**
     * {@link OutputFolder}'s rule, before anything runs: --resume continues only a folder holding this program's
     * reduction (or a new one); without it the folder must be new, empty, or an earlier reduction, which is cleared.
     */
    private static void claimOutput(ReduceRequest req, String inputSha) {
        if (req.resume()
                && OutputFolder.readMarker(req.outDir()).isEmpty()
                && BestSoFar.load(req.outDir(), inputSha).isPresent()) {
            // a reduction of this very program from before markers (its state.json names the input's hash): adopt it
            OutputFolder.mark(req.outDir(), writer(inputSha));
        }
        if (req.resume()) OutputFolder.claimContinue(req.outDir(), writer(inputSha), List.of());
        else OutputFolder.claimFresh(req.outDir(), writer(inputSha), List.of());
    }

    /** Operation count of a program text as the ir parser sees it ({@link OpCount}). */
    public int opsOf(String text) {
        return OpCount.of(parser.apply(text));
    }
}
