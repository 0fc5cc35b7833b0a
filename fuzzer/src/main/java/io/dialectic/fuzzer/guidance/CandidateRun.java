package io.dialectic.fuzzer.guidance;

import io.dialectic.ir.metrics.ProgramMetrics;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import java.util.List;

/**
 * What running one {@link Candidate} gave, with the analysis the guidance
 * needs done already (on the worker thread, so the strategy's thread only
 * merges sets).
 *
 * @param record         the run record as written to the campaign
 * @param outcome        validity category; null when the tool could not be started
 * @param mutantMetrics  metrics of the candidate's program, null unless the run was valid
 * @param output         the program the pipeline printed (generic form), null unless valid and complete
 * @param outputMetrics  metrics of {@code output}, null when it is null or could not be read
 * @param records        every record of the candidate's run: {@code record} alone, or one per cell of the differential oracle
 */
public record CandidateRun(
        RunRecord record,
        Outcome outcome,
        ProgramMetrics mutantMetrics,
        String output,
        ProgramMetrics outputMetrics,
        List<RunRecord> records) {
    public CandidateRun {
        records = records == null ? List.of(record) : List.copyOf(records);
    }

    /** The run of a candidate that gave one record. */
    public CandidateRun(
            RunRecord record,
            Outcome outcome,
            ProgramMetrics mutantMetrics,
            String output,
            ProgramMetrics outputMetrics) {
        this(record, outcome, mutantMetrics, output, outputMetrics, null);
    }
}
