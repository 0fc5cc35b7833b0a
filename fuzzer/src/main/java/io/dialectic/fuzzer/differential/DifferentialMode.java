package io.dialectic.fuzzer.differential;

import io.dialectic.base.Futures;
import io.dialectic.fuzzer.campaign.CampaignDirectory;
import io.dialectic.fuzzer.campaign.CampaignMode;
import io.dialectic.fuzzer.campaign.IrBugCases;
import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.fuzzer.guidance.Feedback;
import io.dialectic.semantics.gen.GeneratedProgram;
import io.dialectic.semantics.gen.ProgramBatch;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.CellResult;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.search.BatchMatrix;
import io.dialectic.semantics.verdict.DifferentialExecution;
import io.dialectic.semantics.verdict.ExecOptions;
import io.dialectic.semantics.verdict.Judgement;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.irbug.IrBug;
import io.dialectic.toolchain.irbug.IrBugChecker;
import io.dialectic.toolchain.irbug.IrBugKind;
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
import java.util.concurrent.Future;

/**
 * The differential oracle's mode on the one loop ({@link io.dialectic.fuzzer.campaign.FuzzLoop}): a batch of programs
 * is compiled as one module in every cell. Per batch: if it holds mutants, mlir-opt verifies the batch module once (a
 * refused module is halved until the refused mutants stand alone; each gets its verifier's record) -> the batch runs
 * through every cell ({@link BatchMatrix}, cells on {@code jobs} threads) -> each suspect program is judged alone
 * ({@link DifferentialExecution}, with pass attribution; the suspects of a batch on the same threads) -> the batch's
 * compile runs get their IR-bug verdicts (the crash oracle's checker and choice of runs,
 * {@link IrBugChecker#verdicts}: an errored compile checked for invalid IR, a valid one sampled for a round trip) ->
 * crash cases, then the records, are written. A program recorded by an earlier session is replayed from its records
 * (every cell, or its verifier's refusal).
 */
final class DifferentialMode implements CampaignMode<DifferentialStats>, AutoCloseable {
    private final DifferentialConfig config;
    private final CampaignDirectory dir;
    private final Tool tool;
    private final List<Cell> cells;
    private final DifferentialFuzzer.Listener listener;
    private final DifferentialStrategy strategy;
    private final DifferentialRecords records;
    private final ToolRunner runner = new ToolRunner();
    private final BatchRunner batches = new BatchRunner(runner, BatchRunner.AUTO);
    /** Prefixes searched: every cell ends in the LLVM lowering, which converts what a pass broke away. */
    private final IrBugChecker irBugs;

    private final BatchMatrix matrix = new BatchMatrix(new Interpreter(), new JitExecutor());
    /** One judge per worker thread: the interpreter keeps state while it runs. */
    private final ThreadLocal<DifferentialExecution> alone;

    private final Map<String, RunRecord> recorded = new HashMap<>();
    private final IrBugCases irBugCases = new IrBugCases();
    private final ExecutorService cellWorkers;
    // counters, all sessions (recorded programs are counted as they are replayed)
    private long programs, newPrograms, generated, mutants, miscompilePrograms, crashes;
    private final Map<String, Long> outcomes = new LinkedHashMap<>();
    private final TreeSet<String> miscompileKeys = new TreeSet<>();
    private final Set<String> crashKeys = new HashSet<>();
    /** IR-bug kind -> its distinct keys. */
    private final Map<String, Set<String>> irBugKeys = new LinkedHashMap<>();

    DifferentialMode(
            DifferentialConfig config,
            CampaignDirectory dir,
            Tool tool,
            List<Cell> cells,
            DifferentialStrategy strategy,
            DifferentialFuzzer.Listener listener)
            throws IOException {
        this.config = config;
        this.dir = dir;
        this.tool = tool;
        this.cells = cells;
        this.strategy = strategy;
        this.listener = listener;
        this.irBugs = config.irBugChecks() ? new IrBugChecker(true) : null;
        this.records = new DifferentialRecords(config.campaign(), tool.name(), tool.version(), Judge.defaults());
        ExecOptions judging = new ExecOptions(cells, Limits.DEFAULT, JitExecutor.Timeouts.DEFAULT, true);
        this.alone = ThreadLocal.withInitial(() -> new DifferentialExecution(judging));
        this.cellWorkers = Executors.newFixedThreadPool(config.jobs(), r -> {
            Thread t = new Thread(r, "differential-cell");
            t.setDaemon(true);
            return t;
        });
        for (Outcome o : Outcome.values()) outcomes.put(o.label(), 0L);
        for (IrBugKind k : IrBugKind.values()) irBugKeys.put(k.label(), new TreeSet<>());
        Path runs = dir.path().resolve(CampaignDirectory.RUNS);
        if (Files.exists(runs))
            RunRecordsJsonl.read(runs, l -> {
                if (l.record() != null) recorded.put(l.record().runId(), l.record());
            });
    }

    @Override
    public int batchSize() {
        return config.batchSize();
    }

    @Override
    public CandidateRun replay(Candidate c) {
        ProgramStream.Item item = strategy.item(c);
        RunRecord refused = recorded.get(item.id() + "-verify");
        if (refused != null) return run(List.of(refused));
        List<RunRecord> out = new ArrayList<>();
        for (Cell cell : cells) {
            RunRecord r = recorded.get(DifferentialRecords.runId(item.id(), cell));
            if (r == null) return null;
            out.add(r);
        }
        return run(out);
    }

    private static CandidateRun run(List<RunRecord> rs) {
        return new CandidateRun(rs.get(0), rs.get(0).outcome(), null, null, null, rs);
    }

    @Override
    public List<CandidateRun> execute(List<Candidate> batch) {
        List<ProgramStream.Item> items = batch.stream().map(strategy::item).toList();
        Map<ProgramStream.Item, List<RunRecord>> byItem = new LinkedHashMap<>();
        List<ProgramStream.Item> runnable = new ArrayList<>(items);
        if (items.stream().anyMatch(i -> i.parentId() != null)) {
            for (ProgramStream.Item bad : refused(items, 0, items.size())) {
                RunResult res = runner.run(new RunRequest(tool, bad.program().text(), List.of()));
                byItem.put(bad, List.of(records.unverified(bad, res)));
                runnable.remove(bad);
            }
        }
        if (!runnable.isEmpty()) {
            List<GeneratedProgram> programsOfBatch =
                    runnable.stream().map(ProgramStream.Item::program).toList();
            BatchMatrix.Result checked = matrix.run(programsOfBatch, cells, cellWorkers);
            Set<Integer> suspects = new HashSet<>(checked.suspects());
            if (checked.problem() != null) {
                listener.step("warning: batch at " + runnable.get(0).id() + " judged program by program: "
                        + checked.problem());
                for (int i = 0; i < runnable.size(); i++) suspects.add(i);
            }
            Map<Integer, Judgement> judged = judgeAlone(runnable, suspects);
            for (int i = 0; i < runnable.size(); i++) {
                ProgramStream.Item item = runnable.get(i);
                List<RunRecord> rs = new ArrayList<>();
                if (suspects.contains(i)) {
                    rs.addAll(records.judged(item, judged.get(i)));
                } else {
                    for (Cell c : cells) {
                        CellResult r = checked.cells().get(c);
                        rs.add(records.agreed(item, c, (r.compileMs() + r.runMs()) / runnable.size()));
                    }
                }
                byItem.put(item, rs);
            }
        }
        if (irBugs != null) irBugVerdicts(items, byItem);
        List<CandidateRun> out = new ArrayList<>();
        for (ProgramStream.Item item : items) {
            write(item, byItem.get(item));
            out.add(run(byItem.get(item)));
        }
        return out;
    }

    /**
     * The IR-bug verdicts of a batch's compile runs, set on their records: each record is rerun as the compile it was
     * (the program through the cell's pipeline, lowering included). A mutant refused before any pass (pipeline empty)
     * is never checked.
     */
    private void irBugVerdicts(List<ProgramStream.Item> items, Map<ProgramStream.Item, List<RunRecord>> byItem) {
        List<RunRecord> all = new ArrayList<>();
        for (ProgramStream.Item item : items) all.addAll(byItem.get(item));
        List<RunRecord> checked = withIrBugs(irBugs, batches, tool, all);
        int at = 0;
        for (ProgramStream.Item item : items) {
            int n = byItem.get(item).size();
            byItem.put(item, checked.subList(at, at + n));
            at += n;
        }
    }

    /** {@code records} of compile runs of {@code tool}, each with the verdict {@code irBugs} proves on it. */
    static List<RunRecord> withIrBugs(IrBugChecker irBugs, BatchRunner batches, Tool tool, List<RunRecord> records) {
        // A compile prints to a file (the round trip reruns it) and is not observed (its whole pipeline is checked).
        IrBug[] bugs = irBugs.verdicts(
                records.stream()
                        .map(r -> IrBugChecker.Run.of(r, new RunRequest(tool, r.programText(), r.pipeline())))
                        .toList(),
                batches);
        List<RunRecord> out = new ArrayList<>(records);
        for (int i = 0; i < out.size(); i++) if (bugs[i] != null) out.set(i, bugs[i].on(out.get(i)));
        return out;
    }

    /** The IR-bug checker of this session's runs (its counts of checks and their time), null when the checks are off. */
    IrBugChecker irBugs() {
        return irBugs;
    }

    /**
     * Each suspect program judged alone (its cells, then the pass and rewrite a miscompile comes from), on the
     * {@code jobs} workers: a suspect costs tens of tool runs, one after another, so a batch with several of them kept
     * one core busy while the other waited.
     */
    private Map<Integer, Judgement> judgeAlone(List<ProgramStream.Item> batch, Set<Integer> suspects) {
        Map<Integer, Future<Judgement>> pending = new HashMap<>();
        for (int i : suspects) {
            String text = batch.get(i).program().text();
            pending.put(i, cellWorkers.submit(() -> alone.get().run(text)));
        }
        Map<Integer, Judgement> out = new HashMap<>();
        try {
            pending.forEach((i, f) -> out.put(i, Futures.get(f)));
        } finally {
            // a failed or interrupted wait leaves no judge running behind it (cancelling a finished one is a no-op)
            pending.values().forEach(f -> f.cancel(true));
        }
        return out;
    }

    /** The mutants in {@code [from, to)} mlir-opt refuses to read, found by halving the batch module. */
    private List<ProgramStream.Item> refused(List<ProgramStream.Item> batch, int from, int to) {
        List<GeneratedProgram> part = batch.subList(from, to).stream()
                .map(ProgramStream.Item::program)
                .toList();
        RunResult res = runner.run(new RunRequest(tool, ProgramBatch.module(part), List.of()));
        if (res.started() && res.exitCode() != null && res.exitCode() == 0) return List.of();
        if (to - from == 1)
            return batch.get(from).parentId() != null || !res.started() ? List.of(batch.get(from)) : List.of();
        int mid = (from + to) / 2;
        List<ProgramStream.Item> out = new ArrayList<>(refused(batch, from, mid));
        out.addAll(refused(batch, mid, to));
        return out;
    }

    /** Crash cases first, then the records: a recorded crash always has its case. */
    private void write(ProgramStream.Item item, List<RunRecord> rs) {
        try {
            for (RunRecord r : rs) {
                boolean crash = r.outcome() == Outcome.CRASH;
                boolean newIrBug = irBugCases.count(r);
                if (!crash && !newIrBug) continue;
                List<String> args = new ArrayList<>();
                args.add(r.tool());
                args.addAll(PassPipeline.toArgs(r.pipeline()));
                args.add("input.mlir");
                if (crash) dir.writeCrashCase(r, args, item.rule());
                else dir.writeIrBugCase(r, args, item.rule());
            }
            for (RunRecord r : rs) dir.append(r);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the campaign directory: " + e.getMessage(), e);
        }
    }

    @Override
    public void handled(Candidate c, CandidateRun r, Feedback feedback, boolean executedNow) {
        programs++;
        if (executedNow) newPrograms++;
        else for (RunRecord rec : r.records()) irBugCases.count(rec); // replayed: its cases were written when it ran
        if (c.parentId() == null) generated++;
        else mutants++;
        boolean miscompiled = false;
        for (RunRecord rec : r.records()) {
            if (rec.outcome() != null) outcomes.merge(rec.outcome().label(), 1L, Long::sum);
            if (rec.outcome() == Outcome.MISCOMPILE) {
                miscompiled = true;
                if (rec.miscompileKey() != null) miscompileKeys.add(rec.miscompileKey());
            }
            if (rec.outcome() == Outcome.CRASH) {
                crashes++;
                crashKeys.add(rec.crashKey());
            }
            if (rec.irBugKind() != null)
                irBugKeys.computeIfAbsent(rec.irBugKind(), k -> new TreeSet<>()).add(rec.irBugKey());
        }
        if (miscompiled) miscompilePrograms++;
    }

    @Override
    public DifferentialStats snapshot(long elapsedMs, boolean finished) {
        return new DifferentialStats(
                programs,
                newPrograms,
                generated,
                mutants,
                strategy.stream().mutantsDropped(),
                cells.size(),
                Map.copyOf(outcomes),
                miscompilePrograms,
                List.copyOf(miscompileKeys),
                crashes,
                crashKeys.size(),
                irBugCounts(),
                elapsedMs,
                finished);
    }

    private Map<String, Integer> irBugCounts() {
        Map<String, Integer> out = new LinkedHashMap<>();
        irBugKeys.forEach((k, keys) -> out.put(k, keys.size()));
        return out;
    }

    @Override
    public void publish(DifferentialStats s, long fuzzedMs) {
        listener.progress(s);
        try {
            dir.writeStats(s, fuzzedMs);
            dir.writeIrBugIndex(irBugCases.tallies());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the campaign directory: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        cellWorkers.shutdownNow();
    }
}
