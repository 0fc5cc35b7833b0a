package io.dialectic.toolchain.record;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import io.dialectic.toolchain.Outcome;
import java.util.List;
import java.util.Map;

/**
 * One run of one program through one pipeline on one tool: the shape every
 * module reads and writes (docs/ARCHITECTURE.md, "The run record"). Field names are
 * snake_case on disk. A record of a program that was never run (a static
 * corpus) has a null {@code tool} and null exit fields.
 *
 * @param outcome   validity category (written as its {@link Outcome#label()}), null when not judged
 * @param crashKey  cluster key, empty unless {@code outcome} is crash
 * @param error     why this record is broken (missing file, unreadable stderr...), null when fine
 * @param passesChanged     optimization triggers ({@link Triggers}), null when the run was not observed
 *                          (older campaigns, other fuzzers, {@code run} without {@code --triggers})
 * @param patternsAttempted idem: rewrite-pattern name -> attempts
 * @param patternsFired     idem: patterns confirmed to fire on this run
 * @param miscompileKey     for an executed program judged {@code miscompile}: the cluster key, the attributed
 *                          pass and the normalised ops on the differing value's slice (semantics {@code MiscompileKey});
 *                          null otherwise and in records written before executed runs existed
 * @param expectedOutput    for an executed program ({@code miscompile}, {@code ub}): the reference interpreter's stdout
 *                          (null when the reference did not complete)
 * @param actualOutput      idem: the stdout of the compiled program in the cell the record names ({@code tool}, {@code pipeline})
 */
@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy.class)
@JsonIgnoreProperties(ignoreUnknown = true)
public record RunRecord(
        String runId,
        String campaign,
        String fuzzer,
        long seq,
        String programPath,
        String programSha256,
        String programText,
        String tool,
        String toolVersion,
        List<String> pipeline,
        Integer exitCode,
        Integer signal,
        boolean timedOut,
        long durationMs,
        String stderr,
        boolean stderrTruncated,
        String parentId,
        Outcome outcome,
        String crashKey,
        String error,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<String> passesChanged,
        @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Integer> patternsAttempted,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<String> patternsFired,
        @JsonInclude(JsonInclude.Include.NON_NULL) String miscompileKey,
        @JsonInclude(JsonInclude.Include.NON_NULL) String expectedOutput,
        @JsonInclude(JsonInclude.Include.NON_NULL) String actualOutput) {

    public RunRecord {
        pipeline = pipeline == null ? List.of() : List.copyOf(pipeline);
        crashKey = crashKey == null ? "" : crashKey;
    }

    /** A record without trigger observation. */
    public RunRecord(
            String runId,
            String campaign,
            String fuzzer,
            long seq,
            String programPath,
            String programSha256,
            String programText,
            String tool,
            String toolVersion,
            List<String> pipeline,
            Integer exitCode,
            Integer signal,
            boolean timedOut,
            long durationMs,
            String stderr,
            boolean stderrTruncated,
            String parentId,
            Outcome outcome,
            String crashKey,
            String error) {
        this(
                runId,
                campaign,
                fuzzer,
                seq,
                programPath,
                programSha256,
                programText,
                tool,
                toolVersion,
                pipeline,
                exitCode,
                signal,
                timedOut,
                durationMs,
                stderr,
                stderrTruncated,
                parentId,
                outcome,
                crashKey,
                error,
                null,
                null,
                null);
    }

    /** A record with trigger observation and no execution (every run of the compiler alone). */
    public RunRecord(
            String runId,
            String campaign,
            String fuzzer,
            long seq,
            String programPath,
            String programSha256,
            String programText,
            String tool,
            String toolVersion,
            List<String> pipeline,
            Integer exitCode,
            Integer signal,
            boolean timedOut,
            long durationMs,
            String stderr,
            boolean stderrTruncated,
            String parentId,
            Outcome outcome,
            String crashKey,
            String error,
            List<String> passesChanged,
            Map<String, Integer> patternsAttempted,
            List<String> patternsFired) {
        this(
                runId,
                campaign,
                fuzzer,
                seq,
                programPath,
                programSha256,
                programText,
                tool,
                toolVersion,
                pipeline,
                exitCode,
                signal,
                timedOut,
                durationMs,
                stderr,
                stderrTruncated,
                parentId,
                outcome,
                crashKey,
                error,
                passesChanged,
                patternsAttempted,
                patternsFired,
                null,
                null,
                null);
    }

    /** The triggers of an observed run, null when it was not observed. */
    public Triggers triggers() {
        return passesChanged == null ? null : new Triggers(passesChanged, patternsAttempted, patternsFired);
    }

    public RunRecord withTriggers(Triggers t) {
        return new RunRecord(
                runId,
                campaign,
                fuzzer,
                seq,
                programPath,
                programSha256,
                programText,
                tool,
                toolVersion,
                pipeline,
                exitCode,
                signal,
                timedOut,
                durationMs,
                stderr,
                stderrTruncated,
                parentId,
                outcome,
                crashKey,
                error,
                t == null ? null : t.passesChanged(),
                t == null ? null : t.patternsAttempted(),
                t == null ? null : t.patternsFired(),
                miscompileKey,
                expectedOutput,
                actualOutput);
    }

    public RunRecord withOutcome(Outcome outcome, String crashKey) {
        return new RunRecord(
                runId,
                campaign,
                fuzzer,
                seq,
                programPath,
                programSha256,
                programText,
                tool,
                toolVersion,
                pipeline,
                exitCode,
                signal,
                timedOut,
                durationMs,
                stderr,
                stderrTruncated,
                parentId,
                outcome,
                crashKey,
                error,
                passesChanged,
                patternsAttempted,
                patternsFired,
                miscompileKey,
                expectedOutput,
                actualOutput);
    }

    public RunRecord withCampaign(String campaign, String fuzzer) {
        return new RunRecord(
                runId,
                campaign,
                fuzzer,
                seq,
                programPath,
                programSha256,
                programText,
                tool,
                toolVersion,
                pipeline,
                exitCode,
                signal,
                timedOut,
                durationMs,
                stderr,
                stderrTruncated,
                parentId,
                outcome,
                crashKey,
                error,
                passesChanged,
                patternsAttempted,
                patternsFired,
                miscompileKey,
                expectedOutput,
                actualOutput);
    }

    /**
     * The record of an executed program with what the differential oracle saw: the miscompile key
     * (null unless {@code miscompile}), the reference output and the output of the cell this record names.
     */
    public RunRecord withExecution(String miscompileKey, String expectedOutput, String actualOutput) {
        return new RunRecord(
                runId,
                campaign,
                fuzzer,
                seq,
                programPath,
                programSha256,
                programText,
                tool,
                toolVersion,
                pipeline,
                exitCode,
                signal,
                timedOut,
                durationMs,
                stderr,
                stderrTruncated,
                parentId,
                outcome,
                crashKey,
                error,
                passesChanged,
                patternsAttempted,
                patternsFired,
                miscompileKey,
                expectedOutput,
                actualOutput);
    }
}
