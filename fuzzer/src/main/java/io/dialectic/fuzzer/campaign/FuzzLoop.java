package io.dialectic.fuzzer.campaign;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.FuzzStats;
import io.dialectic.fuzzer.exec.CandidateExecutor;
import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.fuzzer.guidance.CoverageReport;
import io.dialectic.fuzzer.guidance.Feedback;
import io.dialectic.fuzzer.guidance.MutationStrategy;
import io.dialectic.fuzzer.guidance.OdCoverageGuidance;
import io.dialectic.fuzzer.guidance.PoolEntry;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;

/**
 * The fuzz loop: exactly the call order documented on
 * {@link io.dialectic.fuzzer.guidance.MutationStrategy}, with a window of
 * candidates in flight over {@code jobs} worker threads. Candidates are made on
 * this thread, run on the workers (each run record and crash case is written
 * by its worker the moment the run ends) and handed back to the strategy oldest
 * first. On resume a candidate whose seq is already recorded is not run again:
 * its record (and, if it joined the pool, the pipeline output kept in pool/)
 * is replayed through the same calls.
 */
public final class FuzzLoop {
    private final MutationStrategy strategy;
    private final CoverageReport coverage;
    private final CandidateExecutor executor;
    private final CampaignDirectory campaign;
    private final Map<Long, RunRecord> recorded;
    private final FuzzBudget budget;
    private final int window;
    private final int jobs;
    private final BooleanSupplier cancelled;
    private final FuzzListener listener;
    private final StatsTracker stats = new StatsTracker();
    private final long priorMs;

    public FuzzLoop(MutationStrategy strategy, CoverageReport coverage, CandidateExecutor executor, CampaignDirectory campaign,
                    Map<Long, RunRecord> recorded, FuzzBudget budget, int window, int jobs,
                    BooleanSupplier cancelled, FuzzListener listener) {
        this(strategy, coverage, executor, campaign, recorded, budget, window, jobs, cancelled, listener, 0);
    }

    /** {@code priorMs}: fuzzing time of the campaign's earlier sessions, counted against a time budget. */
    public FuzzLoop(MutationStrategy strategy, CoverageReport coverage, CandidateExecutor executor, CampaignDirectory campaign,
                    Map<Long, RunRecord> recorded, FuzzBudget budget, int window, int jobs,
                    BooleanSupplier cancelled, FuzzListener listener, long priorMs) {
        this.priorMs = priorMs;
        this.strategy = strategy;
        this.coverage = coverage;
        this.executor = executor;
        this.campaign = campaign;
        this.recorded = recorded;
        this.budget = budget;
        this.window = window;
        this.jobs = jobs;
        this.cancelled = cancelled;
        this.listener = listener;
    }

    private record InFlight(Candidate candidate, CompletableFuture<CandidateRun> result, boolean executedNow) {}

    /** Runs until the budget is spent, the strategy has nothing to give, or cancellation; returns the last stats. */
    public FuzzStats run() {
        long start = System.currentTimeMillis();
        long lastReport = 0;
        long generated = 0;
        Deque<InFlight> inFlight = new ArrayDeque<>();
        ExecutorService workers = Executors.newFixedThreadPool(jobs, r -> {
            Thread t = new Thread(r, "fuzz-worker");
            t.setDaemon(true);
            return t;
        });
        try {
            while (true) {
                while (inFlight.size() < window && !cancelled.getAsBoolean() && budget.runsLeft(generated)
                        && budget.timeLeft(priorMs + System.currentTimeMillis() - start) && strategy.hasInput()) {
                    Candidate c = strategy.nextInput();
                    generated++;
                    inFlight.addLast(submit(c, workers));
                }
                if (inFlight.isEmpty()) break;
                InFlight f = inFlight.removeFirst();
                CandidateRun e = f.result().join();
                Feedback fb = strategy.handleResult(f.candidate(), e);
                for (PoolEntry p : fb.joined()) {
                    if (f.executedNow()) write(() -> campaign.writePoolEntry(p));
                }
                stats.handled(f.candidate(), e, f.executedNow());
                long now = System.currentTimeMillis();
                if (now - lastReport >= 1000) {
                    lastReport = now;
                    FuzzStats s = stats.snapshot(coverage, now - start, false);
                    listener.progress(s);
                    write(() -> campaign.writeStats(s, priorMs + s.elapsedMs()));
                }
            }
        } finally {
            workers.shutdownNow();
        }
        FuzzStats last = stats.snapshot(coverage, System.currentTimeMillis() - start, true);
        write(() -> campaign.writeStats(last, priorMs + last.elapsedMs()));
        listener.progress(last);
        return last;
    }

    private InFlight submit(Candidate c, ExecutorService workers) {
        RunRecord old = recorded.get(c.seq());
        if (old != null && old.runId().equals(c.runId())) {
            return new InFlight(c, CompletableFuture.supplyAsync(() -> replay(old), workers), false);
        }
        return new InFlight(c, CompletableFuture.supplyAsync(() -> executeAndRecord(c), workers), true);
    }

    private CandidateRun replay(RunRecord old) {
        try {
            return executor.replay(old, campaign.readPoolEntry(OdCoverageGuidance.outputId(old.runId())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private CandidateRun executeAndRecord(Candidate c) {
        CandidateRun e = executor.execute(c);
        // The crash case first, the record last: a kill between the two leaves a case whose run is redone on
        // resume (and its case rewritten), never a recorded crash without its case.
        if (e.outcome() == Outcome.CRASH) {
            write(() -> campaign.writeCrashCase(e.record(), ToolRunner.toolArgs(executor.request(c), "input.mlir"), c.rule()));
        }
        write(() -> campaign.append(e.record()));
        return e;
    }

    private interface IoAction { void run() throws IOException; }

    private static void write(IoAction a) {
        try {
            a.run();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the campaign directory: " + e.getMessage(), e);
        }
    }
}
