package io.dialectic.reducer;

import io.dialectic.base.Sha256;
import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.base.storage.OutputFolder;
import io.dialectic.base.storage.OutputLock;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.HierarchicalDeltaDebugging;
import io.dialectic.reducer.algorithm.RewriteApplier;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.oracle.BatchJudge;
import io.dialectic.reducer.oracle.CachingOracle;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.oracle.MiscompileOracle;
import io.dialectic.reducer.report.MiscompileReport;
import io.dialectic.reducer.result.MiscompileRequest;
import io.dialectic.reducer.result.MiscompileResult;
import io.dialectic.reducer.store.BestSoFar;
import io.dialectic.reducer.transform.DropCalledArguments;
import io.dialectic.reducer.transform.OpRemoval;
import io.dialectic.reducer.transform.ToolReprint;
import io.dialectic.reducer.transform.Transformations;
import io.dialectic.reducer.tree.CrashFocus;
import io.dialectic.reducer.tree.OpCount;
import io.dialectic.reducer.tree.ToolTypes;
import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.semantics.verdict.CellComparison;
import io.dialectic.semantics.verdict.DifferentialExecution;
import io.dialectic.semantics.verdict.DifferentialVerdict;
import io.dialectic.semantics.verdict.ExecOptions;
import io.dialectic.semantics.verdict.Judgement;
import io.dialectic.semantics.verdict.MiscompileKey;
import io.dialectic.toolchain.ForeignArgs;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * {@code reduce --keep same-miscompile}: the smallest program that still miscompiles in the
 * same cell (tool version x pipeline), still UB-free where it differs by the reference interpreter, with the
 * difference still attributed to the same pass ({@link MiscompileOracle}). Order of work: confirm the original and
 * its suspect pass ({@link DifferentialExecution} with attribution) -> if the cell optimizes with several passes,
 * try the suspect pass alone before the lowering -> the program as the tool prints it (custom form) -> the whole-program steps ({@link Transformations#WHOLE_PROGRAM}: MLIR's passes, shapes, buffers as globals) -> rounds of
 * the crash reducer's HDD sweep and transformations ({@link Transformations#DEFAULT}), then unused arguments of called
 * functions with their call operands ({@code DropCalledArguments}), until a round changes nothing -> the result judged on every installed version -> {@code reduced.mlir}, {@code pipeline.txt},
 * {@code report.md}. Every improvement is saved at once ({@link BestSoFar}). The crash {@link Reducer} is not
 * involved: its oracle judges stderr, this one the program's output.
 */
public final class MiscompileReducer {
    private final ToolDiscovery discovery;
    private final ToolRunner runner;
    private final Function<String, Program> parser = MlirReader::read;

    public MiscompileReducer(ToolDiscovery discovery) {
        this.discovery = discovery;
        this.runner = new ToolRunner(discovery);
    }

    @SuppressWarnings("try") // the lock is held for the body, never read
    public MiscompileResult reduce(MiscompileRequest req, Consumer<String> progress) throws IOException {
        try (OutputLock lock = OutputLock.acquire(req.outDir(), "dialectic reduce")) {
            return reduceLocked(req, progress);
        }
    }

    private MiscompileResult reduceLocked(MiscompileRequest req, Consumer<String> progress) throws IOException {
        long t0 = System.nanoTime();
        String inputSha = Sha256.ofProgram(req.program());
        // --resume continues only a folder holding this program's reduction; without it the folder is new, empty or an
        // earlier reduction
        if (req.resume()) OutputFolder.claimContinue(req.outDir(), Reducer.writer(inputSha), List.of());
        else OutputFolder.claimFresh(req.outDir(), Reducer.writer(inputSha), List.of());
        // stats.json says the reduction finished (reduce --all-clusters does not redo such a folder): not until it has
        Files.deleteIfExists(req.outDir().resolve(STATS));
        int opsBefore = OpCount.of(parser.apply(req.program()));
        Judgement original = judge(req.program(), req.cell());
        CellComparison bad = firstMiscompiling(original);
        if (original.verdict() != DifferentialVerdict.MISCOMPILE || bad == null) {
            MiscompileResult r = new MiscompileResult(
                    false,
                    req.program(),
                    req.program(),
                    req.cell(),
                    null,
                    null,
                    null,
                    original.expected(),
                    null,
                    opsBefore,
                    opsBefore,
                    1,
                    seconds(t0),
                    List.of(),
                    "the original does not miscompile in " + req.cell().label() + ": "
                            + original.verdict().label() + " (" + original.reason() + ")",
                    null,
                    null,
                    original.verdict().label());
            write(req, r);
            return r;
        }
        String originalKey = MiscompileKey.text(MiscompileKey.of(original, bad));
        String pass = bad.suspectPass();
        Cell cell = req.cell();
        String note = "";
        // A pipeline of several optimizations: the suspect pass alone before the lowering, when that still shows the
        // bug.
        List<String> prefix = JitPipelines.optimizationPrefix(cell.pipeline());
        String flag = pass == null ? null : MiscompileKey.outerPass(pass); // --inline of "--inline (its canonicalize)"
        String item = prefix.stream()
                .filter(i -> PassPipeline.flag(i).equals(flag))
                .findFirst()
                .orElse(null);
        if (item != null && prefix.size() > 1) {
            Cell alone = new Cell(cell.tool(), JitPipelines.optimizedBy(flag, List.of(item)), cell.jitLevel());
            if (new MiscompileOracle(alone, pass)
                            .observe(new Candidate(req.program(), List.of()))
                            .outcome()
                    == Outcome.MISCOMPILE) {
                note = "pipeline " + cell.pipeline().name() + " cut to " + flag + " alone before the lowering";
                cell = alone;
            }
        }
        String optName = cell.tool().optBinary;
        Tool tool = discovery.find(optName).orElseThrow(() -> new IOException(discovery.notFound(optName)));
        List<String> items = cell.pipeline().items();
        Instant deadline = Instant.now().plus(req.budget());
        ExecutorService pool = Executors.newFixedThreadPool(req.jobs());
        CachingOracle oracle = new CachingOracle(new MiscompileOracle(cell, pass));
        String start = req.program();
        if (req.resume()) {
            // the best program of the interrupted run, when it still shows the same miscompile in this cell
            var saved = BestSoFar.load(req.outDir(), inputSha);
            if (saved.isPresent()
                    && !saved.get().program().equals(start)
                    && new Interestingness.SameMiscompile()
                            .accepts(oracle.observe(new Candidate(saved.get().program(), List.of())))) {
                start = saved.get().program();
                note = (note.isEmpty() ? "" : note + "; ") + "resumed from the best program saved ("
                        + OpCount.of(parser.apply(start)) + " ops)";
            }
        }
        BestSoFar store = new BestSoFar(req.outDir(), new BestSoFar.State(inputSha, start, items, "", 1, 0));
        store.save();
        try {
            BatchJudge judge = new BatchJudge(oracle, new Interestingness.SameMiscompile(), pool, deadline);
            Consumer<String> accept = text -> {
                store.offer(text, items, oracle.runs(), seconds(t0));
                progress.accept(String.format(
                        Locale.ROOT,
                        "%d ops, %d oracle calls, %.0f s",
                        OpCount.of(parser.apply(text)),
                        oracle.runs(),
                        seconds(t0)));
            };
            HierarchicalDeltaDebugging hdd = new HierarchicalDeltaDebugging(
                    parser,
                    new ToolTypes(runner, tool, List.of()),
                    judge,
                    new CrashFocus(pass == null ? List.of() : List.of(pass.replaceFirst("^--", "")), List.of()),
                    OpRemoval::new);
            RewriteApplier applier = new RewriteApplier(parser, judge);
            Transformation reprint = new ToolReprint(runner, tool, List.of());
            applier.apply(reprint, store.program(), items, accept);
            Transformations.Context context =
                    new Transformations.Context(runner, tool, List.of(), pass == null ? List.of() : List.of(pass));
            // the whole-program steps before the first sweep too: an inlined call, a CSE'd constant, a buffer's loops
            // gone are fewer units for HDD, each for one oracle call
            for (Transformation t : Transformations.make(Transformations.WHOLE_PROGRAM, context))
                applier.apply(t, store.program(), items, accept);
            while (!judge.outOfTime()) {
                String before = store.program();
                hdd.sweep(store.program(), items, accept);
                for (Transformation t : Transformations.make(Transformations.DEFAULT, context))
                    applier.apply(t, store.program(), items, accept);
                applier.apply(new DropCalledArguments(), store.program(), items, accept);
                if (store.program().equals(before)) break;
            }
            if (judge.outOfTime())
                note = (note.isEmpty() ? "" : note + "; ") + "budget of "
                        + req.budget().toSeconds() + " s used up; result is the best found";
        } finally {
            pool.shutdownNow();
        }
        store.save();
        String result = store.program();
        Judgement last = judge(result, cell);
        CellComparison lastBad = firstMiscompiling(last);
        List<MiscompileResult.VersionRun> versions = new ArrayList<>();
        for (ToolVersion v : ToolVersion.values()) {
            if (!JitExecutor.available(v)) continue;
            Cell vc = new Cell(v, cell.pipeline(), cell.jitLevel());
            Judgement vj = v == cell.tool() ? last : judge(result, vc);
            CellComparison c = vj.cells().get(0);
            boolean same =
                    vj.verdict() == DifferentialVerdict.MISCOMPILE && (pass == null || pass.equals(vj.suspectPass()));
            versions.add(new MiscompileResult.VersionRun(
                    v.optBinary,
                    vj.verdict().label(),
                    same,
                    vj.suspectPass(),
                    vj.expected(),
                    c.result().stdout()));
        }
        MiscompileResult r = new MiscompileResult(
                true,
                req.program(),
                result,
                cell,
                pass,
                lastBad == null ? bad.faultStage() : lastBad.faultStage(),
                lastBad == null ? null : MiscompileKey.text(MiscompileKey.of(last, lastBad)),
                last.expected(),
                lastBad == null ? null : lastBad.result().stdout(),
                opsBefore,
                OpCount.of(parser.apply(result)),
                oracle.runs() + 2 + versions.size(),
                seconds(t0),
                versions,
                lastBad == null
                        ? (note.isEmpty() ? "" : note + "; ") + "the result no longer miscompiles on a fresh check"
                        : note,
                originalKey,
                MiscompileKey.text(MiscompileKey.bySliceOps(original, bad)),
                original.verdict().label());
        write(req, r);
        return r;
    }

    private static Judgement judge(String program, Cell cell) {
        return new DifferentialExecution(
                        new ExecOptions(List.of(cell), Limits.DEFAULT, JitExecutor.Timeouts.DEFAULT, true))
                .run(program);
    }

    private static CellComparison firstMiscompiling(Judgement j) {
        return j.cells().stream()
                .filter(CellComparison::miscompiles)
                .findFirst()
                .orElse(null);
    }

    /** The last file a reduction writes: its numbers ({@link MiscompileReport#statsJson}); a folder without it is unfinished. */
    public static final String STATS = "stats.json";

    private static void write(MiscompileRequest req, MiscompileResult r) {
        AtomicFiles.writeUnchecked(req.outDir().resolve("reduced.mlir"), r.program());
        AtomicFiles.writeUnchecked(
                req.outDir().resolve("pipeline.txt"), MiscompileReport.commands(r.cell(), "reduced.mlir") + "\n");
        AtomicFiles.writeUnchecked(req.outDir().resolve("report.md"), MiscompileReport.markdown(r));
        AtomicFiles.writeUnchecked(req.outDir().resolve(STATS), MiscompileReport.statsJson(r));
    }

    /**
     * The cell a miscompile run record ran in: its mlir-opt version ({@code mlir-opt-19} or {@code -22}) and its pipeline
     * items, named by its optimizations ({@code O0} for the lowering alone). The record is data: a pipeline
     * that would load code or write files is refused ({@link io.dialectic.toolchain.RefusedInput}); another tool is an
     * {@link IllegalArgumentException}.
     */
    public static Cell cellOf(String runId, String tool, List<String> pipeline) {
        ToolVersion v;
        try {
            v = ToolVersion.parse(tool == null ? "" : tool);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "run " + runId + " ran " + tool + ": a miscompile is reduced with mlir-opt-19 or -22");
        }
        ForeignArgs.check("run " + runId, pipeline, List.of());
        PassPipeline recorded = PassPipeline.of(pipeline); // an older record's PASS=opts item reads as PASS{opts}
        List<String> prefix = JitPipelines.optimizationPrefix(recorded);
        String name = prefix.isEmpty()
                ? (recorded.items().equals(JitPipelines.LOWERING) ? "O0" : String.join(" ", recorded.flags()))
                : String.join(" ", prefix.stream().map(PassPipeline::flag).toList());
        return new Cell(v, new PassPipeline(name, recorded.items()));
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }
}
