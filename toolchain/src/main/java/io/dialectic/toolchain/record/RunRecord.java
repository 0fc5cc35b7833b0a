package io.dialectic.toolchain.record;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.annotation.JsonNaming;
import java.util.List;

/**
 * One run of one program through one pipeline on one tool: the shape every
 * module reads and writes (DESIGN.md, "The run record"). Field names are
 * snake_case on disk. A record of a program that was never run (a static
 * corpus) has a null {@code tool} and null exit fields.
 *
 * @param outcome   validity category label ({@link io.dialectic.toolchain.Outcome#label()}), null when not run
 * @param crashKey  cluster key, empty unless {@code outcome} is crash
 * @param error     why this record is broken (missing file, unreadable stderr...), null when fine
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
        String error) {

    public RunRecord {
        pipeline = pipeline == null ? List.of() : List.copyOf(pipeline);
        crashKey = crashKey == null ? "" : crashKey;
    }

    public RunRecord withOutcome(String outcome, String crashKey) {
        return new RunRecord(runId, campaign, fuzzer, seq, programPath, programSha256, programText, tool, toolVersion,
                pipeline, exitCode, signal, timedOut, durationMs, stderr, stderrTruncated, parentId, outcome, crashKey, error);
    }

    public RunRecord withCampaign(String campaign, String fuzzer) {
        return new RunRecord(runId, campaign, fuzzer, seq, programPath, programSha256, programText, tool, toolVersion,
                pipeline, exitCode, signal, timedOut, durationMs, stderr, stderrTruncated, parentId, outcome, crashKey, error);
    }
}
