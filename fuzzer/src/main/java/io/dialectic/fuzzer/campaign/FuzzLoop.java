package io.dialectic.fuzzer.campaign;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.fuzzer.guidance.Feedback;
import io.dialectic.fuzzer.guidance.MutationStrategy;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;

/**
 * The one fuzz loop of every mode: exactly the call order documented on {@link MutationStrategy}, with a window of
 * candidates in flight over {@code jobs} worker threads. Candidates are made on this thread, run on the workers in
 * batches of the mode's size ({@link CampaignMode#execute}: each run record and crash case is written by its worker the
 * moment the batch ends) and handed back to the strategy oldest first. On resume a candidate the campaign already recorded
 * is not run again: its record is replayed through the same calls ({@link CampaignMode#replay}).
 *
 * @param <S> the mode's statistics
 */
public final class FuzzLoop<S> {
    private final MutationStrategy strategy;
    private final CampaignMode<S> mode;
    private final FuzzBudget budget;
    private final int window;
    private final int jobs;
    private final BooleanSupplier cancelled;
    private final long priorMs;

    /** {@code priorMs}: fuzzing time of the campaign's earlier sessions, counted against a time budget. */
    public FuzzLoop(
            MutationStrategy strategy,
            CampaignMode<S> mode,
            FuzzBudget budget,
            int window,
            int jobs,
            BooleanSupplier cancelled,
            long priorMs) {
        this.strategy = strategy;
        this.mode = mode;
        this.budget = budget;
        this.window = Math.max(window, mode.batchSize());
        this.jobs = jobs;
        this.cancelled = cancelled;
        this.priorMs = priorMs;
    }

    /** A batch in flight: its candidates, and which of them ran now (the others were replayed). */
    private record InFlight(
            List<Candidate> candidates, CompletableFuture<List<CandidateRun>> results, boolean[] executedNow) {}

    /** Runs until the budget is spent, the strategy has nothing to give, or cancellation; returns the last stats. */
    public S run() {
        long start = System.currentTimeMillis();
        long lastReport = 0;
        long generated = 0;
        int queued = 0;
        Deque<InFlight> inFlight = new ArrayDeque<>();
        ExecutorService workers = Executors.newFixedThreadPool(jobs, r -> {
            Thread t = new Thread(r, "fuzz-worker");
            t.setDaemon(true);
            return t;
        });
        try {
            while (true) {
                List<Candidate> batch = new ArrayList<>();
                while (queued + batch.size() < window
                        && !cancelled.getAsBoolean()
                        && budget.runsLeft(generated)
                        && budget.timeLeft(priorMs + System.currentTimeMillis() - start)
                        && strategy.hasInput()) {
                    batch.add(strategy.nextInput());
                    generated++;
                    if (batch.size() == mode.batchSize()) {
                        queued += batch.size();
                        inFlight.addLast(submit(batch, workers));
                        batch = new ArrayList<>();
                    }
                }
                if (!batch.isEmpty()) {
                    queued += batch.size();
                    inFlight.addLast(submit(batch, workers));
                }
                if (inFlight.isEmpty()) break;
                InFlight f = inFlight.removeFirst();
                queued -= f.candidates().size();
                List<CandidateRun> results = f.results().join();
                for (int i = 0; i < results.size(); i++) {
                    Candidate c = f.candidates().get(i);
                    Feedback fb = strategy.handleResult(c, results.get(i));
                    mode.handled(c, results.get(i), fb, f.executedNow()[i]);
                }
                long now = System.currentTimeMillis();
                if (now - lastReport >= 1000) {
                    lastReport = now;
                    S s = mode.snapshot(now - start, false);
                    mode.publish(s, priorMs + now - start);
                }
            }
        } finally {
            workers.shutdownNow();
        }
        long elapsed = System.currentTimeMillis() - start;
        S last = mode.snapshot(elapsed, true);
        mode.publish(last, priorMs + elapsed);
        return last;
    }

    /** On a worker: replays what the campaign recorded, runs the rest of the batch. */
    private InFlight submit(List<Candidate> batch, ExecutorService workers) {
        boolean[] now = new boolean[batch.size()];
        List<Candidate> candidates = List.copyOf(batch);
        CompletableFuture<List<CandidateRun>> results = CompletableFuture.supplyAsync(
                () -> {
                    CandidateRun[] replayed = new CandidateRun[candidates.size()];
                    List<Candidate> toRun = new ArrayList<>();
                    for (int i = 0; i < candidates.size(); i++) {
                        try {
                            replayed[i] = mode.replay(candidates.get(i));
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                        now[i] = replayed[i] == null;
                        if (now[i]) toRun.add(candidates.get(i));
                    }
                    List<CandidateRun> ran = toRun.isEmpty() ? List.of() : mode.execute(toRun);
                    List<CandidateRun> all = new ArrayList<>();
                    int k = 0;
                    for (int i = 0; i < candidates.size(); i++) all.add(now[i] ? ran.get(k++) : replayed[i]);
                    return all;
                },
                workers);
        return new InFlight(candidates, results, now);
    }
}
