package io.dialectic.fuzzer.campaign;

import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.FuzzStats;
import io.dialectic.fuzzer.exec.CandidateExecutor;
import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.fuzzer.guidance.CoverageReport;
import io.dialectic.fuzzer.guidance.Feedback;
import io.dialectic.fuzzer.guidance.OdCoverageGuidance;
import io.dialectic.fuzzer.guidance.PoolEntry;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * The crash oracle's mode (MLIRod-style fuzzing, {@code dialectic fuzz}): a batch of candidates (one pipeline) runs through
 * one compiler process ({@link CandidateExecutor#executeAll}, each record its lone run's); a crash case is written before its record; the programs that joined the pool are kept in
 * {@code pool/}; a resumed campaign replays its records by seq.
 */
final class CoverageMode implements CampaignMode<FuzzStats> {
    private final CandidateExecutor executor;
    private final CampaignDirectory campaign;
    private final Map<Long, RunRecord> recorded;
    private final CoverageReport coverage;
    private final FuzzListener listener;
    private final StatsTracker stats = new StatsTracker();
    private final IrBugCases irBugCases = new IrBugCases();
    private final BatchRunner batches;
    private final long fuzzedBefore;
    // the fuzzing clock starts with the loop, right after this mode is made (seed preparation is behind it)
    private final long started = System.nanoTime();

    CoverageMode(
            CandidateExecutor executor,
            BatchRunner batches,
            CampaignDirectory campaign,
            Map<Long, RunRecord> recorded,
            CoverageReport coverage,
            FuzzListener listener,
            long fuzzedBefore) {
        this.fuzzedBefore = fuzzedBefore;
        this.executor = executor;
        this.batches = batches;
        this.campaign = campaign;
        this.recorded = recorded;
        this.coverage = coverage;
        this.listener = listener;
    }

    @Override
    public int batchSize() {
        return batches.batchSize();
    }

    @Override
    public CandidateRun replay(Candidate c) throws IOException {
        RunRecord old = recorded.get(c.seq());
        if (old == null || !old.runId().equals(c.runId())) return null;
        return executor.replay(old, campaign.readPoolEntry(OdCoverageGuidance.outputId(old.runId())));
    }

    @Override
    public List<CandidateRun> execute(List<Candidate> batch) {
        List<CandidateRun> runs = executor.executeAll(
                batch, batches, (runId, fault) -> write(() -> campaign.appendBatchFault(runId, fault)));
        for (int i = 0; i < batch.size(); i++) record(batch.get(i), runs.get(i));
        return runs;
    }

    private void record(Candidate c, CandidateRun e) {
        // The crash case first, the record last: a kill between the two leaves a case whose run is redone on
        // resume (and its case rewritten), never a recorded crash without its case.
        if (e.outcome() == Outcome.CRASH) {
            write(() -> campaign.writeCrashCase(
                    e.record(), ToolRunner.toolArgs(executor.request(c), "input.mlir"), c.rule()));
        }
        if (irBugCases.count(e.record())) {
            write(() -> campaign.writeIrBugCase(
                    e.record(), ToolRunner.toolArgs(executor.request(c), "input.mlir"), c.rule()));
        }
        long ms = fuzzedBefore + (System.nanoTime() - started) / 1_000_000;
        write(() -> campaign.appendDraw(c.runId(), ms, c.drawn(), c.pipeline()));
        write(() -> campaign.append(e.record()));
    }

    @Override
    public void handled(Candidate c, CandidateRun r, Feedback feedback, boolean executedNow) {
        for (PoolEntry p : feedback.joined()) {
            if (executedNow) write(() -> campaign.writePoolEntry(p));
        }
        if (!executedNow) irBugCases.count(r.record()); // a replayed run: its case was written when it ran
        stats.handled(c, r, executedNow);
    }

    @Override
    public FuzzStats snapshot(long elapsedMs, boolean finished) {
        return stats.snapshot(coverage, elapsedMs, finished);
    }

    @Override
    public void publish(FuzzStats s, long fuzzedMs) {
        listener.progress(s);
        write(() -> campaign.writeStats(s, fuzzedMs));
        write(() -> campaign.writeIrBugIndex(irBugCases.tallies()));
    }

    private interface IoAction {
        void run() throws IOException;
    }

    static void write(IoAction a) {
        try {
            a.run();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the campaign directory: " + e.getMessage(), e);
        }
    }
}
