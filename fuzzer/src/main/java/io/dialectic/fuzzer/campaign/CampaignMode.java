package io.dialectic.fuzzer.campaign;

import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.fuzzer.guidance.Feedback;
import java.io.IOException;
import java.util.List;

/**
 * One mode of fuzzing on the one driver ({@link FuzzLoop}), as JQF runs every mode as a {@code Guidance} on one loop: the
 * {@link io.dialectic.fuzzer.guidance.MutationStrategy} decides what to run, the mode runs it and keeps its numbers. The
 * crash oracle runs a batch of candidates (one pipeline) through one compiler process, each recorded as its lone run
 * ({@link CoverageMode}); the differential oracle compiles a batch of programs as one module in every cell
 * ({@code differential.DifferentialMode}).
 *
 * @param <S> the mode's statistics
 */
public interface CampaignMode<S> {
    /** Candidates handed to one {@link #execute} call (1: each in a process of its own). */
    int batchSize();

    /** The run of {@code c} recorded by an earlier session of the campaign (resume), or null when it must run. */
    CandidateRun replay(Candidate c) throws IOException;

    /** Runs {@code batch} on a worker thread and records every run (a crash case before its record); one result each, in order. */
    List<CandidateRun> execute(List<Candidate> batch);

    /** Learns, on the loop thread and in candidate order, what the strategy made of a result. */
    void handled(Candidate c, CandidateRun r, Feedback feedback, boolean executedNow);

    /** The statistics after {@code elapsedMs} of this session. */
    S snapshot(long elapsedMs, boolean finished);

    /** Hands a snapshot on (listener, campaign folder); {@code fuzzedMs} counts every session's fuzzing time. */
    void publish(S stats, long fuzzedMs);
}
