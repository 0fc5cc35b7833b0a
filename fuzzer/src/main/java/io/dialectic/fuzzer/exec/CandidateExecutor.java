package io.dialectic.fuzzer.exec;

import io.dialectic.base.Sha256;
import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.ProgramMetrics;
import io.dialectic.ir.model.Program;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.batch.BatchFault;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.irbug.IrBug;
import io.dialectic.toolchain.irbug.IrBugChecker;
import io.dialectic.toolchain.irbug.PassFailure;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.triggers.TriggerObserver;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import io.dialectic.toolchain.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * Runs candidates on the real tool, a batch through one process (the toolchain's
 * {@link BatchRunner}) and turns each result into a run record plus what the
 * guidance needs. Thread-safe: workers call it concurrently.
 *
 * <p>Every run adds {@code --mlir-disable-threading} (deterministic crashes, and
 * one core per job) and {@code --mlir-print-op-generic --mlir-print-local-scope},
 * so the program a valid run prints is generic form without aliases: it can
 * join the pool and be mutated like any other.
 */
public final class CandidateExecutor {
    /** Arguments added to every run, after the program's own flags. */
    public static final List<String> RUN_ARGS =
            List.of(RunRequest.DISABLE_THREADING, "--mlir-print-op-generic", "--mlir-print-local-scope");

    public static final String FUZZER = "dialectic";

    private final Tool tool;
    private final Judge judge;
    private final RunLimits limits;
    private final Function<String, Program> reader;
    private final MetricsOptions metrics;
    private final String campaign;
    private final TriggerObserver observer;
    private final boolean passOutputs;
    private final IrBugChecker irBugs;
    private final AtomicLong outputRuns = new AtomicLong();
    private final AtomicLong outputNanos = new AtomicLong();

    /**
     * @param observer    runs the tool and records each run's optimization triggers ({@link TriggerObserver#off} for none)
     * @param passOutputs with trigger observation on (whose runs print no program), run the valid mutants whose pipeline
     *                    changed them once more, plainly in one batch, for the program the pipeline printed
     * @param irBugs      checks the errored runs for invalid IR and a sample of the valid ones for round trips; null for none
     */
    public CandidateExecutor(
            Tool tool,
            OutcomeClassifier classifier,
            RunLimits limits,
            Function<String, Program> reader,
            MetricsOptions metrics,
            String campaign,
            TriggerObserver observer,
            boolean passOutputs,
            IrBugChecker irBugs) {
        this.irBugs = irBugs;
        this.passOutputs = passOutputs;
        this.tool = tool;
        this.judge = new Judge(classifier);
        this.limits = limits;
        this.reader = reader;
        this.metrics = metrics;
        this.campaign = campaign;
        this.observer = observer;
    }

    public Tool tool() {
        return tool;
    }

    /** The request a candidate runs as (also what a crash case's cmd.txt shows). */
    public RunRequest request(Candidate c) {
        List<String> args = new ArrayList<>(c.flags());
        for (String a : RUN_ARGS) if (!args.contains(a)) args.add(a);
        return new RunRequest(tool, c.text(), c.pipeline(), limits, args);
    }

    /**
     * Runs {@code batch} through {@code batches} (many mutants per tool process), each result the one its lone run gives;
     * {@code faults} gets each batch fault a lone run did not reproduce, with the record's run id.
     */
    public List<CandidateRun> executeAll(
            List<Candidate> batch, BatchRunner batches, BiConsumer<String, BatchFault> faults) {
        List<RunRequest> reqs = batch.stream().map(this::request).toList();
        List<TriggerObserver.Observed> observed = observer.runAll(reqs, batches);
        String[] outputs = passOutputs(reqs, observed, batches);
        List<CandidateRun> out = new ArrayList<>(batch.size());
        for (int i = 0; i < batch.size(); i++) {
            CandidateRun r = executed(batch.get(i), observed.get(i), outputs[i]);
            if (observed.get(i).fault() != null)
                faults.accept(r.record().runId(), observed.get(i).fault());
            out.add(r);
        }
        if (irBugs != null) irBugVerdicts(reqs, observed, out, batches);
        return out;
    }

    /**
     * The IR-bug verdicts of a batch's runs, set on their records (which runs are checked, and how: the checker's
     * {@link IrBugChecker#verdicts}). The rules' outcome stays; a record with a verdict is the one written.
     */
    private void irBugVerdicts(
            List<RunRequest> reqs,
            List<TriggerObserver.Observed> observed,
            List<CandidateRun> runs,
            BatchRunner batches) {
        List<IrBugChecker.Run> checked = new ArrayList<>(runs.size());
        for (int i = 0; i < runs.size(); i++) {
            CandidateRun r = runs.get(i);
            checked.add(new IrBugChecker.Run(r.record(), reqs.get(i), r.output(), PassFailure.of(observed.get(i))));
        }
        IrBug[] bugs = irBugs.verdicts(checked, batches);
        for (int i = 0; i < runs.size(); i++) {
            IrBug b = bugs[i];
            if (b == null) continue;
            CandidateRun r = runs.get(i);
            runs.set(
                    i,
                    new CandidateRun(b.on(r.record()), r.outcome(), r.mutantMetrics(), r.output(), r.outputMetrics()));
        }
    }

    /** The IR-bug checker, null when the checks are off. */
    public IrBugChecker irBugs() {
        return irBugs;
    }

    /**
     * The programs the pipeline printed, by request: an observed run prints none ({@code --mlir-print-skip-regions}), so
     * with {@code passOutputs} the valid ones whose pipeline changed the program run again in a plain batch; null where
     * there is none. A rerun that is not valid now (a flaky tool) gives none.
     */
    private String[] passOutputs(List<RunRequest> reqs, List<TriggerObserver.Observed> observed, BatchRunner batches) {
        String[] out = new String[reqs.size()];
        if (!passOutputs) return out;
        List<Integer> again = new ArrayList<>();
        for (int i = 0; i < reqs.size(); i++) {
            TriggerObserver.Observed o = observed.get(i);
            RunResult res = o.result();
            if (o.triggers() == null || o.triggers().passesChanged().isEmpty() || !res.started()) continue;
            if (judge.judge(res, reqs.get(i).pipeline()).outcome() == Outcome.VALID) again.add(i);
        }
        if (again.isEmpty()) return out;
        long start = System.nanoTime();
        List<BatchRunner.Batched<RunResult>> plain =
                batches.run(again.stream().map(reqs::get).toList());
        outputNanos.addAndGet(System.nanoTime() - start);
        outputRuns.addAndGet(again.size());
        for (int k = 0; k < again.size(); k++) {
            RunResult r = plain.get(k).value();
            if (r.started()
                    && judge.judge(r, r.request().pipeline()).outcome() == Outcome.VALID
                    && !r.stdoutTruncated()
                    && !r.stdout().isBlank()) out[again.get(k)] = r.stdout();
        }
        return out;
    }

    /** Runs made only for their pass output, and the wall time their batches took (summed over workers). */
    public long passOutputRuns() {
        return outputRuns.get();
    }

    public long passOutputMillis() {
        return outputNanos.get() / 1_000_000;
    }

    private CandidateRun executed(Candidate c, TriggerObserver.Observed observed, String passOutput) {
        RunResult res = observed.result();
        Verdict verdict = res.started() ? judge.judge(res, c.pipeline()) : null;
        Outcome outcome = verdict == null ? null : verdict.outcome();
        String crashKey = verdict == null ? "" : verdict.crashKey();
        RunRecord rec = RunRecord.builder()
                .runId(c.runId())
                .campaign(campaign)
                .fuzzer(FUZZER)
                .seq(c.seq())
                .programSha256(Sha256.ofProgram(c.text()))
                .programText(c.text())
                .tool(tool.name())
                .toolVersion(tool.version())
                .pipeline(c.pipeline())
                .parentId(c.parentId())
                .result(res)
                .outcome(outcome)
                .crashKey(crashKey)
                .build()
                .withTriggers(observed.triggers());
        String output = outcome != Outcome.VALID
                ? null
                : passOutput != null
                        ? passOutput
                        : observed.triggers() == null
                                        && !res.stdoutTruncated()
                                        && !res.stdout().isBlank()
                                ? res.stdout()
                                : null;
        return analysed(rec, outcome, output);
    }

    /**
     * The execution of a run recorded before (resume): the record as it is, the output only when it
     * joined the pool (the campaign kept it), metrics recomputed from the texts.
     */
    public CandidateRun replay(RunRecord rec, String savedOutput) {
        Outcome outcome = rec.outcome();
        return analysed(rec, outcome, outcome == Outcome.VALID ? savedOutput : null);
    }

    private CandidateRun analysed(RunRecord rec, Outcome outcome, String output) {
        if (outcome != Outcome.VALID) return new CandidateRun(rec, outcome, null, null, null);
        ProgramMetrics mutant = metricsOf(rec.programText());
        ProgramMetrics out = output == null ? null : metricsOf(output);
        return new CandidateRun(rec, outcome, mutant, out == null ? null : output, out);
    }

    /** Metrics of a program, or null when it cannot be read cleanly (it then cannot join the pool; the run stays recorded). */
    private ProgramMetrics metricsOf(String text) {
        try {
            Program p = reader.apply(text);
            return p.isClean() ? ProgramMetrics.of(p, metrics) : null;
        } catch (RuntimeException e) {
            return null;
        }
    }
}
