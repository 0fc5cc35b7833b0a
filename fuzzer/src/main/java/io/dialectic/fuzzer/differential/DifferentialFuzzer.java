package io.dialectic.fuzzer.differential;

import io.dialectic.base.storage.OutputLock;
import io.dialectic.fuzzer.campaign.CampaignDirectory;
import io.dialectic.semantics.gen.GeneratedProgram;
import io.dialectic.semantics.gen.ProgramBatch;
import io.dialectic.semantics.gen.UbFreeGenerator;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.CellResult;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.semantics.search.BatchMatrix;
import io.dialectic.semantics.verdict.DifferentialExecution;
import io.dialectic.semantics.verdict.ExecOptions;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.verdict.Judge;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;

/**
 * {@code fuzz --oracle differential} (issue 15, step 5): Ratte-style UB-free programs and R1-R4 mutants the
 * interpreter keeps ({@link ProgramStream}) go through the differential matrix of one compiler (mlir-opt-19 or
 * -22 x the pipelines, JIT-run), and every run is recorded ({@link DifferentialRecords}): miscompiles with their
 * key and expected vs actual output, crashes as ordinary crash records with their case. The campaign folder is the
 * re-fuzzer's ({@link CampaignDirectory}: runs.jsonl appended as batches finish, crashes/cases, stats.json, the
 * folder rules and torn-line repair), with its own {@code campaign.json} ({@link DifferentialManifest}).
 *
 * <p>Per batch of {@code batchSize} programs: the programs not yet recorded are made (resume regenerates the
 * sequence and skips recorded programs) -> if the batch holds mutants, mlir-opt verifies the batch module once
 * (a refused module is halved until the refused mutants stand alone; each gets its verifier's record) -> the
 * batch runs through every cell ({@link BatchMatrix}, cells on {@code jobs} threads) -> each suspect program is
 * judged alone ({@link DifferentialExecution}, with pass attribution) -> crash cases, then the records, are written.
 */
public final class DifferentialFuzzer {
    public static final String FUZZER = "dialectic-differential";

    /** Progress of a campaign, from the loop's thread. */
    public interface Listener {
        void progress(DifferentialStats stats);

        default void step(String line) {}
    }

    public record Summary(Path campaign, DifferentialStats stats) {}

    private DifferentialFuzzer() {}

    public static Summary run(DifferentialConfig requested, Listener listener, BooleanSupplier cancelled) throws IOException {
        try (OutputLock lock = OutputLock.acquire(requested.out(), "dialectic fuzz")) {
            return runLocked(requested, listener, cancelled);
        }
    }

    private static Summary runLocked(DifferentialConfig requested, Listener listener, BooleanSupplier cancelled) throws IOException {
        CampaignDirectory.check(requested.out(), requested.resume(), List.of());
        DifferentialConfig config = requested;
        if (requested.resume()) {
            if (!DifferentialManifest.isDifferential(requested.out())) {
                throw new IOException(requested.out() + " holds a campaign of the crash oracle: resume it without --oracle differential");
            }
            config = DifferentialManifest.read(requested.out()).applyTo(requested);
        }
        ToolVersion version;
        try {
            version = ToolVersion.parse(config.tool());
        } catch (IllegalArgumentException e) {
            throw new IOException("--oracle differential compiles with mlir-opt-19 or mlir-opt-22 (their JIT runners run the program): " + e.getMessage());
        }
        ToolDiscovery discovery = new ToolDiscovery();
        String toolName = version.optBinary;
        Tool tool = discovery.find(toolName).orElseThrow(() -> new IOException(discovery.notFound(toolName)));
        if (!JitExecutor.available(version)) {
            throw new IOException(version.runnerBinary + " or the runtime libraries of LLVM " + version.major
                    + " are missing (19's: bash semantics/tools/fetch-runner-libs.sh)");
        }
        List<Cell> cells;
        try {
            cells = ExecOptions.parse(List.of(version.major), config.pipelines(), List.of(), true).cells();
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage());
        }
        Files.createDirectories(config.out());
        try (CampaignDirectory dir = CampaignDirectory.open(config.out(), config.resume(), List.of())) {
            for (String w : dir.warnings()) listener.step("warning: " + w);
            DifferentialManifest.of(config, tool.version()).write(config.out());
            Loop loop = new Loop(config, dir, tool, version, cells, listener, cancelled);
            return new Summary(config.out(), loop.run());
        }
    }

    /** One session of a campaign. */
    private static final class Loop {
        private final DifferentialConfig config;
        private final CampaignDirectory dir;
        private final Tool tool;
        private final List<Cell> cells;
        private final Listener listener;
        private final BooleanSupplier cancelled;
        private final DifferentialRecords records;
        private final ToolRunner runner = new ToolRunner();
        private final BatchMatrix matrix = new BatchMatrix(new Interpreter(), new JitExecutor());
        private final DifferentialExecution alone;
        private final Map<String, RunRecord> recorded = new HashMap<>();
        // counters, all sessions (recorded programs are counted as they are skipped)
        private long programs, newPrograms, generated, mutants, miscompilePrograms, crashes;
        private final Map<String, Long> outcomes = new LinkedHashMap<>();
        private final TreeSet<String> miscompileKeys = new TreeSet<>();
        private final Set<String> crashKeys = new HashSet<>();
        private ProgramStream stream;
        private long start;
        private long lastReport;

        Loop(DifferentialConfig config, CampaignDirectory dir, Tool tool, ToolVersion version, List<Cell> cells, Listener listener,
             BooleanSupplier cancelled) throws IOException {
            this.config = config;
            this.dir = dir;
            this.tool = tool;
            this.cells = cells;
            this.listener = listener;
            this.cancelled = cancelled;
            this.records = new DifferentialRecords(config.campaign(), tool.name(), tool.version(), Judge.defaults());
            this.alone = new DifferentialExecution(new ExecOptions(cells, Limits.DEFAULT, JitExecutor.Timeouts.DEFAULT, true));
            for (Outcome o : Outcome.values()) outcomes.put(o.label(), 0L);
            Path runs = dir.path().resolve(CampaignDirectory.RUNS);
            if (Files.exists(runs)) RunRecordsJsonl.read(runs, l -> { if (l.record() != null) recorded.put(l.record().runId(), l.record()); });
        }

        DifferentialStats run() {
            long priorMs = dir.fuzzedMs();
            start = System.currentTimeMillis();
            stream = new ProgramStream(config.campaign(), config.seed(), UbFreeGenerator.Options.DEFAULT, config.mutantPercent());
            ExecutorService workers = Executors.newFixedThreadPool(config.jobs(), r -> {
                Thread t = new Thread(r, "differential-cell");
                t.setDaemon(true);
                return t;
            });
            try {
                while (!stop(priorMs)) {
                    List<ProgramStream.Item> batch = new ArrayList<>();
                    while (batch.size() < config.batchSize() && config.budget().runsLeft(programs + batch.size())) {
                        ProgramStream.Item item = stream.next();
                        List<RunRecord> old = recordedRuns(item);
                        if (old == null) {
                            batch.add(item);
                            continue;
                        }
                        count(item, old); // done in an earlier session: counted, not run again
                        if (!config.budget().runsLeft(programs)) break;
                    }
                    if (batch.isEmpty()) {
                        if (!config.budget().runsLeft(programs)) break;
                        continue;
                    }
                    process(batch, workers);
                    report(false, priorMs);
                }
            } finally {
                workers.shutdownNow();
            }
            return report(true, priorMs);
        }

        private boolean stop(long priorMs) {
            return cancelled.getAsBoolean() || !config.budget().runsLeft(programs)
                    || !config.budget().timeLeft(priorMs + System.currentTimeMillis() - start);
        }

        /** The records of a program finished in an earlier session (every cell, or its verifier's refusal), else null. */
        private List<RunRecord> recordedRuns(ProgramStream.Item item) {
            RunRecord refused = recorded.get(item.id() + "-verify");
            if (refused != null) return List.of(refused);
            List<RunRecord> out = new ArrayList<>();
            for (Cell c : cells) {
                RunRecord r = recorded.get(DifferentialRecords.runId(item.id(), c));
                if (r == null) return null;
                out.add(r);
            }
            return out;
        }

        private void process(List<ProgramStream.Item> batch, ExecutorService workers) {
            List<ProgramStream.Item> runnable = new ArrayList<>(batch);
            if (batch.stream().anyMatch(i -> i.parentId() != null)) {
                for (ProgramStream.Item bad : refused(batch, 0, batch.size())) {
                    RunResult res = runner.run(new RunRequest(tool, bad.program().text(), List.of()));
                    write(bad, List.of(records.unverified(bad, res)));
                    runnable.remove(bad);
                }
            }
            if (runnable.isEmpty()) return;
            List<GeneratedProgram> programsOfBatch = runnable.stream().map(ProgramStream.Item::program).toList();
            BatchMatrix.Result checked = matrix.run(programsOfBatch, cells, workers);
            Set<Integer> suspects = new HashSet<>(checked.suspects());
            if (checked.problem() != null) {
                listener.step("warning: batch at " + runnable.get(0).id() + " judged program by program: " + checked.problem());
                for (int i = 0; i < runnable.size(); i++) suspects.add(i);
            }
            for (int i = 0; i < runnable.size(); i++) {
                ProgramStream.Item item = runnable.get(i);
                List<RunRecord> rs = new ArrayList<>();
                if (suspects.contains(i)) {
                    rs.addAll(records.judged(item, alone.run(item.program().text())));
                } else {
                    for (Cell c : cells) {
                        CellResult r = checked.cells().get(c);
                        rs.add(records.agreed(item, c, (r.compileMs() + r.runMs()) / runnable.size()));
                    }
                }
                write(item, rs);
            }
        }

        /** The mutants in {@code [from, to)} mlir-opt refuses to read, found by halving the batch module. */
        private List<ProgramStream.Item> refused(List<ProgramStream.Item> batch, int from, int to) {
            List<GeneratedProgram> part = batch.subList(from, to).stream().map(ProgramStream.Item::program).toList();
            RunResult res = runner.run(new RunRequest(tool, ProgramBatch.module(part), List.of()));
            if (res.started() && res.exitCode() != null && res.exitCode() == 0) return List.of();
            if (to - from == 1) return batch.get(from).parentId() != null || !res.started() ? List.of(batch.get(from)) : List.of();
            int mid = (from + to) / 2;
            List<ProgramStream.Item> out = new ArrayList<>(refused(batch, from, mid));
            out.addAll(refused(batch, mid, to));
            return out;
        }

        /** Crash cases first, then the records: a recorded crash always has its case. */
        private void write(ProgramStream.Item item, List<RunRecord> rs) {
            try {
                for (RunRecord r : rs) {
                    if (r.outcome() != Outcome.CRASH) continue;
                    List<String> args = new ArrayList<>();
                    args.add(r.tool());
                    args.addAll(PassPipeline.toArgs(r.pipeline()));
                    args.add("input.mlir");
                    dir.writeCrashCase(r, args, item.rule());
                }
                for (RunRecord r : rs) dir.append(r);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the campaign directory: " + e.getMessage(), e);
            }
            newPrograms++;
            count(item, rs);
        }

        private void count(ProgramStream.Item item, List<RunRecord> rs) {
            programs++;
            if (item.parentId() == null) generated++;
            else mutants++;
            boolean miscompiled = false;
            for (RunRecord r : rs) {
                if (r.outcome() != null) outcomes.merge(r.outcome().label(), 1L, Long::sum);
                if (r.outcome() == Outcome.MISCOMPILE) {
                    miscompiled = true;
                    if (r.miscompileKey() != null) miscompileKeys.add(r.miscompileKey());
                }
                if (r.outcome() == Outcome.CRASH) {
                    crashes++;
                    crashKeys.add(r.crashKey());
                }
            }
            if (miscompiled) miscompilePrograms++;
        }

        private DifferentialStats report(boolean finished, long priorMs) {
            long now = System.currentTimeMillis();
            DifferentialStats s = new DifferentialStats(programs, newPrograms, generated, mutants, stream.mutantsDropped(), cells.size(),
                    Map.copyOf(outcomes), miscompilePrograms, List.copyOf(miscompileKeys), crashes, crashKeys.size(), now - start, finished);
            if (finished || now - lastReport >= 1000) {
                lastReport = now;
                listener.progress(s);
                try {
                    dir.writeStats(s, priorMs + s.elapsedMs());
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot write the campaign directory: " + e.getMessage(), e);
                }
            }
            return s;
        }
    }
}
