package io.dialectic.toolchain.record;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import io.dialectic.base.Sha256;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunResult;
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

    /**
     * A program with no run result: not run yet, never to be run (a static corpus, a seed), or whose run could not be
     * made ({@code error}). Every record without exit fields is made here, so they all read alike.
     */
    public static RunRecord unrun(
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
            String error) {
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
                null,
                null,
                false,
                0,
                null,
                false,
                null,
                null,
                "",
                error);
    }

    /** A program that is not run here (a file of a static corpus, a seed): no tool, its text's hash. */
    public static RunRecord ofProgram(
            String runId, String campaign, String fuzzer, long seq, String path, String text) {
        return unrun(runId, campaign, fuzzer, seq, path, Sha256.ofProgram(text), text, null, null, List.of(), null);
    }

    /** An entry that could not be read: where it came from and why, nothing else. */
    public static RunRecord unreadable(String runId, String programPath, String error) {
        return unrun(runId, null, null, 0, programPath, null, null, null, null, List.of(), error);
    }

    /**
     * This record's program and cell with the result of running them: what the old run observed and was judged
     * (outcome, crash key, triggers, execution) does not carry over.
     */
    public RunRecord withResult(RunResult r) {
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
                r.exitCode(),
                r.signal(),
                r.timedOut(),
                r.durationMs(),
                r.stderr(),
                r.stderrTruncated(),
                parentId,
                null,
                "",
                r.error());
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
