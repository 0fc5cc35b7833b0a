package io.dialectic.toolchain.record;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.dialectic.toolchain.triggers.Triggers;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.List;
import java.util.Map;

/**
 * One run of one program through one pipeline on one tool: the shape every
 * module reads and writes (DESIGN.md, "The run record"). Field names are
 * snake_case on disk. A record of a program that was never run (a static
 * corpus) has a null {@code tool} and null exit fields.
 *
 * @param outcome   validity category label ({@link io.dialectic.toolchain.Outcome#label()}), null when not run
 * @param crashKey  cluster key, empty unless {@code outcome} is crash
 * @param error     why this record is broken (missing file, unreadable stderr...), null when fine
 * @param passesChanged     optimization triggers ({@link Triggers}), null when the run was not observed
 *                          (older campaigns, other fuzzers, {@code run} without {@code --triggers})
 * @param patternsAttempted idem: rewrite-pattern name -> attempts
 * @param patternsFired     idem: patterns confirmed to fire on this run
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
        String outcome,
        String crashKey,
        String error,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<String> passesChanged,
        @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, Integer> patternsAttempted,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<String> patternsFired) {

    public RunRecord {
        pipeline = pipeline == null ? List.of() : List.copyOf(pipeline);
        crashKey = crashKey == null ? "" : crashKey;
    }

    /** A record without trigger observation. */
    public RunRecord(String runId, String campaign, String fuzzer, long seq, String programPath, String programSha256,
                     String programText, String tool, String toolVersion, List<String> pipeline, Integer exitCode,
                     Integer signal, boolean timedOut, long durationMs, String stderr, boolean stderrTruncated,
                     String parentId, String outcome, String crashKey, String error) {
        this(runId, campaign, fuzzer, seq, programPath, programSha256, programText, tool, toolVersion, pipeline, exitCode,
                signal, timedOut, durationMs, stderr, stderrTruncated, parentId, outcome, crashKey, error, null, null, null);
    }

    /** The triggers of an observed run, null when it was not observed. */
    public Triggers triggers() {
        return passesChanged == null ? null : new Triggers(passesChanged, patternsAttempted, patternsFired);
    }

    public RunRecord withTriggers(Triggers t) {
        return new RunRecord(runId, campaign, fuzzer, seq, programPath, programSha256, programText, tool, toolVersion,
                pipeline, exitCode, signal, timedOut, durationMs, stderr, stderrTruncated, parentId, outcome, crashKey, error,
                t == null ? null : t.passesChanged(), t == null ? null : t.patternsAttempted(), t == null ? null : t.patternsFired());
    }

    public RunRecord withOutcome(String outcome, String crashKey) {
        return new RunRecord(runId, campaign, fuzzer, seq, programPath, programSha256, programText, tool, toolVersion,
                pipeline, exitCode, signal, timedOut, durationMs, stderr, stderrTruncated, parentId, outcome, crashKey, error,
                passesChanged, patternsAttempted, patternsFired);
    }

    public RunRecord withCampaign(String campaign, String fuzzer) {
        return new RunRecord(runId, campaign, fuzzer, seq, programPath, programSha256, programText, tool, toolVersion,
                pipeline, exitCode, signal, timedOut, durationMs, stderr, stderrTruncated, parentId, outcome, crashKey, error,
                passesChanged, patternsAttempted, patternsFired);
    }
}
