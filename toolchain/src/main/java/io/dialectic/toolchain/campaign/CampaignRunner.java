package io.dialectic.toolchain.campaign;

import io.dialectic.base.ProgramBytes;
import io.dialectic.base.Sha256;
import io.dialectic.base.storage.JsonlTail;
import io.dialectic.base.storage.OutputFolder;
import io.dialectic.base.storage.OutputLock;
import io.dialectic.base.storage.ShutdownGate;
import io.dialectic.toolchain.LimitsCheck;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.RunIds;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.StepProgress;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchFaults;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.irbug.IrBug;
import io.dialectic.toolchain.irbug.IrBugChecker;
import io.dialectic.toolchain.irbug.PassFailure;
import io.dialectic.toolchain.passes.PassCatalog;
import io.dialectic.toolchain.passes.RandomPipelines;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.triggers.PatternLedger;
import io.dialectic.toolchain.triggers.TriggerObserver;
import io.dialectic.toolchain.verdict.Judge;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Runs every program of a corpus through its pipelines on one tool ({@code dialectic run}).
 *
 * <p>Order of work: check once that the tool runs an empty program under the limits ({@link LimitsCheck}:
 * a limit that kills it before it starts is one setup error, not a crash per run); load the corpus (a
 * file that is not UTF-8 is kept with its exact bytes, a binary one skipped, both named on
 * {@code progress}); expand each program into (program, pipeline) runs with a
 * deterministic run id ({@link RunIds#runId}), probing the tool's passes first when the pipelines are
 * random and no catalog is cached (minutes, with counts on {@code progress}); drop the ids already in the output file; run the rest on
 * {@code jobs} worker threads, each one tool process at a time; as each run finishes, classify it
 * (outcome, crash key) and append its record to the output, flushed, under a lock. A kill -9 thus
 * loses at most the runs in flight (a torn last record is cut on the next start, {@link JsonlTail}), a
 * Ctrl-C or SIGTERM leaves whole records only ({@link ShutdownGate}), and rerunning the same command
 * resumes. The output file follows {@link OutputFolder}'s rule ({@link #checkOutput}). A progress line (done,
 * rate, ETA) is printed to {@code progress} about once a second.
 */
public final class CampaignRunner {
    /** What a campaign did. */
    public record Summary(
            int programs, int planned, int skipped, int ran, int errors, double seconds, double runsPerSecond) {}

    /** The fuzzer name in the records {@code run} writes. */
    public static final String FUZZER = "dialectic-run";

    private final ToolRunner runner;
    private final ToolDiscovery discovery;

    public CampaignRunner(ToolRunner runner, ToolDiscovery discovery) {
        this.runner = runner;
        this.discovery = discovery;
    }

    /** One planned run: what {@code run} would execute, for dry runs and benchmarks. */
    public record PlannedRun(String runId, String programPath, List<String> toolArgs) {}

    /** The runs of a campaign (those not already in the output), without running them. */
    public List<PlannedRun> plan(CampaignConfig cfg) throws IOException {
        checkOutput(cfg);
        Tool tool = findTool(cfg);
        List<PlannedRun> out = new ArrayList<>();
        for (Task t : tasks(cfg, tool, Recorded.read(cfg.out()).ids(), StepProgress.NONE)
                .tasks()) {
            List<String> args = ToolRunner.toolArgs(
                    new RunRequest(tool, "", t.pipeline(), cfg.limits(), extraArgs(cfg, t)),
                    t.program().path());
            out.add(new PlannedRun(t.id(), t.program().path(), args.subList(2, args.size())));
        }
        return out;
    }

    private Tool findTool(CampaignConfig cfg) throws IOException {
        return discovery.find(cfg.tool()).orElseThrow(() -> new IOException(discovery.notFound(cfg.tool())));
    }

    /** The runs still to do, out of {@code planned} runs over {@code programs} programs. */
    private record Work(List<Task> tasks, int planned, int programs) {}

    private Work tasks(CampaignConfig cfg, Tool tool, Set<String> done, Consumer<String> steps) throws IOException {
        long t0 = System.nanoTime();
        steps.accept("reading the programs of " + cfg.corpus());
        Corpus.Loaded loaded = Corpus.read(cfg.corpus());
        for (String w : loaded.warnings()) steps.accept("warning: " + w);
        double took = (System.nanoTime() - t0) / 1e9;
        if (took > 2)
            steps.accept(String.format(
                    Locale.ROOT, "read %d programs in %.1f s", loaded.programs().size(), took));
        List<CorpusProgram> programs = loaded.programs();
        if (cfg.limit() > 0 && programs.size() > cfg.limit()) programs = programs.subList(0, cfg.limit());
        PipelinePlan plan =
                PipelinePlan.parse(cfg.pipelines(), () -> PassCatalog.load(tool, runner, cfg.cacheDir(), steps));
        List<Task> tasks = new ArrayList<>();
        int planned = 0;
        for (CorpusProgram p : programs) {
            String sha = Sha256.ofProgram(p.text());
            for (List<String> pl : plan.pipelinesFor(cfg.seed(), p.key())) {
                planned++;
                String id = RunIds.runId(sha, pl, tool.name(), tool.version());
                if (done.add(id)) tasks.add(new Task(tasks.size(), id, p, sha, pl));
            }
        }
        return new Work(tasks, planned, programs.size());
    }

    @SuppressWarnings("try") // the lock is held for the body, never read
    public Summary run(CampaignConfig cfg, PrintStream progress) throws IOException {
        try (OutputLock lock = OutputLock.acquire(cfg.out(), "dialectic run")) {
            return runLocked(cfg, progress);
        }
    }

    private Summary runLocked(CampaignConfig cfg, PrintStream progress) throws IOException {
        Tool tool = findTool(cfg);
        checkOutput(cfg);
        // A limit that kills the tool before it starts is one setup error, not a crash per run.
        var unfit = LimitsCheck.problem(runner, tool, cfg.limits());
        if (unfit.isPresent()) throw new IOException(unfit.get());
        Judge judge = Judge.withUserRules(cfg.rules());
        Recorded recorded = Recorded.read(cfg.out());
        Work work = tasks(cfg, tool, recorded.ids(), progress == null ? StepProgress.NONE : progress::println);
        TriggerObserver observer =
                cfg.triggers() ? new TriggerObserver(runner, recorded.ledger()) : TriggerObserver.off(runner);
        List<Task> tasks = work.tasks();
        int planned = work.planned();
        int programCount = work.programs();
        int skipped = planned - tasks.size();
        Files.createDirectories(cfg.out().toAbsolutePath().getParent());
        Optional<String> torn = JsonlTail.trimTorn(cfg.out());
        if (torn.isPresent() && progress != null) progress.println(torn.get());
        AtomicInteger finished = new AtomicInteger();
        AtomicInteger errors = new AtomicInteger();
        long start = System.nanoTime();
        Progress prog = new Progress(progress, tasks.size(), start);
        BatchRunner batches = new BatchRunner(runner, cfg.batch());
        IrBugChecker irBugs = cfg.irBugChecks() ? new IrBugChecker() : null;
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, cfg.jobs()));
        Path faultsFile = BatchFaults.beside(cfg.out());
        try (Writer w = Files.newBufferedWriter(
                cfg.out(), StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
            for (List<Task> unit : units(tasks, cfg, batches.batchSize())) {
                pool.submit(() -> {
                    List<RunRecord> recs = runUnit(tool, cfg, unit, observer, batches, judge, faultsFile, irBugs);
                    StringBuilder lines = new StringBuilder();
                    for (RunRecord rec : recs) {
                        if (rec.error() != null) errors.incrementAndGet();
                        lines.append(RunRecordsJsonl.toLine(rec)).append('\n');
                    }
                    // Whole lines per write, and none once the JVM shuts down (ShutdownGate): the file ends in a whole
                    // record.
                    synchronized (w) {
                        try {
                            ShutdownGate.write(() -> {
                                w.write(lines.toString());
                                w.flush();
                            });
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    }
                    prog.tick(finished.addAndGet(recs.size()));
                });
            }
            pool.shutdown();
            while (!pool.awaitTermination(1, TimeUnit.SECONDS)) prog.maybePrint(finished.get());
        } catch (InterruptedException e) {
            pool.shutdownNow();
            Thread.currentThread().interrupt();
        }
        double secs = (System.nanoTime() - start) / 1e9;
        prog.finish(finished.get());
        return new Summary(
                programCount,
                planned,
                skipped,
                finished.get(),
                errors.get(),
                secs,
                secs > 0 ? finished.get() / secs : 0);
    }

    private static List<String> extraArgs(CampaignConfig cfg, Task t) {
        List<String> extra = new ArrayList<>();
        if (cfg.allowUnregistered() || t.program().flags().contains(RunRequest.ALLOW_UNREGISTERED))
            extra.add(RunRequest.ALLOW_UNREGISTERED);
        if (cfg.disableThreading()) extra.add(RunRequest.DISABLE_THREADING);
        extra.add("-o");
        extra.add("/dev/null");
        return extra;
    }

    /**
     * The work of one worker at a time: runs that can share a tool process (one pipeline, the same flags), at most a
     * batch of them, in corpus order within each group. Each record is the one a lone run gives.
     */
    static List<List<Task>> units(List<Task> tasks, CampaignConfig cfg, int batchSize) {
        Map<List<Object>, List<Task>> groups = new LinkedHashMap<>();
        for (Task t : tasks)
            groups.computeIfAbsent(List.of(t.pipeline(), extraArgs(cfg, t)), k -> new ArrayList<>())
                    .add(t);
        List<List<Task>> units = new ArrayList<>();
        for (List<Task> g : groups.values()) {
            for (int i = 0; i < g.size(); i += batchSize) units.add(g.subList(i, Math.min(g.size(), i + batchSize)));
        }
        return units;
    }

    private List<RunRecord> runUnit(
            Tool tool,
            CampaignConfig cfg,
            List<Task> unit,
            TriggerObserver observer,
            BatchRunner batches,
            Judge judge,
            Path faultsFile,
            IrBugChecker irBugs) {
        List<RunRequest> reqs = new ArrayList<>(unit.size());
        for (Task t : unit)
            reqs.add(new RunRequest(tool, t.program().text(), t.pipeline(), cfg.limits(), extraArgs(cfg, t)));
        List<TriggerObserver.Observed> observed;
        try {
            observed = observer.runAll(reqs, batches);
        } catch (RuntimeException e) {
            List<RunRecord> out = new ArrayList<>();
            for (Task t : unit) out.add(unrun(tool, cfg, t, "internal error: " + e));
            return out;
        }
        List<RunRecord> out = new ArrayList<>(unit.size());
        for (int i = 0; i < unit.size(); i++) {
            Task t = unit.get(i);
            TriggerObserver.Observed o = observed.get(i);
            RunResult r = o.result();
            RunRecord rec;
            try {
                // The tool got the file's exact bytes; the record shows bytes that are not UTF-8 as U+FFFD.
                rec = judge.stamp(unrun(tool, cfg, t, null).withResult(r).withTriggers(o.triggers()));
            } catch (RuntimeException e) {
                rec = unrun(tool, cfg, t, "internal error: " + e);
            }
            if (o.fault() != null) BatchFaults.append(faultsFile, rec.runId(), o.fault());
            out.add(rec);
        }
        if (irBugs != null) irBugVerdicts(reqs, observed, out, batches, irBugs);
        return out;
    }

    /** The IR-bug verdicts of a unit's runs, set on their records beside the outcome ({@link IrBugChecker#verdicts}). */
    private static void irBugVerdicts(
            List<RunRequest> reqs,
            List<TriggerObserver.Observed> observed,
            List<RunRecord> out,
            BatchRunner batches,
            IrBugChecker irBugs) {
        List<IrBugChecker.Run> runs = new ArrayList<>(out.size());
        for (int i = 0; i < out.size(); i++)
            runs.add(new IrBugChecker.Run(out.get(i), reqs.get(i), null, PassFailure.of(observed.get(i))));
        IrBug[] found = irBugs.verdicts(runs, batches);
        for (int i = 0; i < found.length; i++) if (found[i] != null) out.set(i, found[i].on(out.get(i)));
    }

    private static RunRecord unrun(Tool tool, CampaignConfig cfg, Task t, String error) {
        return RunRecord.unrun(
                t.id(),
                cfg.campaign(),
                FUZZER,
                t.seq(),
                t.program().path(),
                t.sha(),
                ProgramBytes.readable(t.program().text()),
                tool.name(),
                tool.version(),
                t.pipeline(),
                error);
    }

    /**
     * What the output already holds, read in one pass: the run ids (skipped on resume; a torn last line is
     * ignored, and its run redone) and the patterns already confirmed (not re-checked).
     */
    record Recorded(Set<String> ids, PatternLedger ledger) {
        static Recorded read(Path out) throws IOException {
            Recorded r = new Recorded(new HashSet<>(), new PatternLedger());
            if (!Files.isRegularFile(out)) return r;
            RunRecordsJsonl.read(out, line -> {
                if (line.record() == null) return;
                if (line.record().runId() != null) r.ids().add(line.record().runId());
                r.ledger().seed(line.record());
            });
            return r;
        }
    }

    /**
     * {@link OutputFolder}'s rule for the output file: not the corpus nor inside it, and new, empty, or begun
     * by {@code run} (its first record is one of {@code run}'s, fuzzer {@value #FUZZER}); checked before anything is written.
     */
    static void checkOutput(CampaignConfig cfg) {
        OutputFolder.checkAppend(
                cfg.out(),
                "run",
                first -> first.startsWith("{\"run_id\":") && first.contains("\"fuzzer\":\"" + FUZZER + "\""),
                List.of(cfg.corpus()));
    }

    private record Task(int seq, String id, CorpusProgram program, String sha, List<String> pipeline) {}

    /** How pipelines are chosen for each program. */
    interface PipelinePlan {
        List<List<String>> pipelinesFor(long seed, String programKey);

        interface CatalogLoader {
            PassCatalog load() throws IOException;
        }

        static PipelinePlan parse(String spec, CatalogLoader catalog) throws IOException {
            if (spec.startsWith("random:")) {
                int n = Integer.parseInt(spec.substring("random:".length()).strip());
                RandomPipelines gen = new RandomPipelines(catalog.load(), false, 5);
                return (seed, key) -> {
                    List<List<String>> out = new ArrayList<>();
                    for (int i = 0; i < n; i++) out.add(gen.pipeline(seed, key, i));
                    return out;
                };
            }
            List<List<String>> fixed = new ArrayList<>();
            Path file = Path.of(spec);
            if (!spec.contains(",") && Files.isRegularFile(file)) {
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    if (line.isBlank() || line.startsWith("#")) continue;
                    fixed.add(PassPipeline.splitItems(line));
                }
            } else {
                for (String p : spec.split(";")) if (!p.isBlank()) fixed.add(PassPipeline.splitItems(p));
            }
            if (fixed.isEmpty()) throw new IOException("no pipeline in '" + spec + "'");
            return (seed, key) -> fixed;
        }
    }
}
