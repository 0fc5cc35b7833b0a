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
 * @param irBugKind         a bug a rerun of this run proved ({@code invalid-ir}, {@code roundtrip}: toolchain {@code irbug}),
 *                          beside the outcome, which stays what the rules say; null when none was found or none was checked
 * @param irBugKey          its cluster key ({@code IrBugKey})
 * @param irBugPass         invalid-ir: the pipeline item after which the IR was first invalid
 * @param irBugOp           the op the verifier (invalid-ir) or the parser (roundtrip) names, null when it names none
 * @param irBugMessage      the verifier's or parser's first error
 * @param irBugOutput       invalid-ir: the invalid output, generic form; roundtrip: the custom form that does not read back
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
        @JsonInclude(JsonInclude.Include.NON_NULL) String actualOutput,
        @JsonInclude(JsonInclude.Include.NON_NULL) String irBugKind,
        @JsonInclude(JsonInclude.Include.NON_NULL) String irBugKey,
        @JsonInclude(JsonInclude.Include.NON_NULL) String irBugPass,
        @JsonInclude(JsonInclude.Include.NON_NULL) String irBugOp,
        @JsonInclude(JsonInclude.Include.NON_NULL) String irBugMessage,
        @JsonInclude(JsonInclude.Include.NON_NULL) String irBugOutput) {

    public RunRecord {
        pipeline = pipeline == null ? List.of() : List.copyOf(pipeline);
        crashKey = crashKey == null ? "" : crashKey;
    }

    /** A record without an IR-bug verdict (every record before the checks existed). */
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
            List<String> patternsFired,
            String miscompileKey,
            String expectedOutput,
            String actualOutput) {
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
                miscompileKey,
                expectedOutput,
                actualOutput,
                null,
                null,
                null,
                null,
                null,
                null);
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
                null,
                null,
                null,
                null,
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
                actualOutput,
                irBugKind,
                irBugKey,
                irBugPass,
                irBugOp,
                irBugMessage,
                irBugOutput);
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
                actualOutput,
                irBugKind,
                irBugKey,
                irBugPass,
                irBugOp,
                irBugMessage,
                irBugOutput);
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
                actualOutput,
                irBugKind,
                irBugKey,
                irBugPass,
                irBugOp,
                irBugMessage,
                irBugOutput);
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
                actualOutput,
                irBugKind,
                irBugKey,
                irBugPass,
                irBugOp,
                irBugMessage,
                irBugOutput);
    }

    /**
     * The record with the verdict of a rerun that proved an IR bug (the kind's label, its key, the bad pass, the op
     * the verifier or parser names, its message and the invalid output); all null when {@code kind} is null.
     */
    public RunRecord withIrBug(String kind, String key, String pass, String op, String message, String output) {
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
                actualOutput,
                kind,
                key,
                pass,
                op,
                message,
                output);
    }
}
