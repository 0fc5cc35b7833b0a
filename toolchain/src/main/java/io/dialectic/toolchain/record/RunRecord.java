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
 * corpus) has a null {@code tool} and null exit fields. Made with {@link #builder()} (or {@link #unrun} and the
 * {@code with*} methods); the canonical constructor is the only one.
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
        return builder()
                .runId(runId)
                .campaign(campaign)
                .fuzzer(fuzzer)
                .seq(seq)
                .programPath(programPath)
                .programSha256(programSha256)
                .programText(programText)
                .tool(tool)
                .toolVersion(toolVersion)
                .pipeline(pipeline)
                .error(error)
                .build();
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
        return builder()
                .runId(runId)
                .campaign(campaign)
                .fuzzer(fuzzer)
                .seq(seq)
                .programPath(programPath)
                .programSha256(programSha256)
                .programText(programText)
                .tool(tool)
                .toolVersion(toolVersion)
                .pipeline(pipeline)
                .parentId(parentId)
                .result(r)
                .build();
    }

    /** The triggers of an observed run, null when it was not observed. */
    public Triggers triggers() {
        return passesChanged == null ? null : new Triggers(passesChanged, patternsAttempted, patternsFired);
    }

    public RunRecord withTriggers(Triggers t) {
        return toBuilder()
                .passesChanged(t == null ? null : t.passesChanged())
                .patternsAttempted(t == null ? null : t.patternsAttempted())
                .patternsFired(t == null ? null : t.patternsFired())
                .build();
    }

    public RunRecord withOutcome(Outcome outcome, String crashKey) {
        return toBuilder().outcome(outcome).crashKey(crashKey).build();
    }

    public RunRecord withCampaign(String campaign, String fuzzer) {
        return toBuilder().campaign(campaign).fuzzer(fuzzer).build();
    }

    /**
     * The record of an executed program with what the differential oracle saw: the miscompile key
     * (null unless {@code miscompile}), the reference output and the output of the cell this record names.
     */
    public RunRecord withExecution(String miscompileKey, String expectedOutput, String actualOutput) {
        return toBuilder()
                .miscompileKey(miscompileKey)
                .expectedOutput(expectedOutput)
                .actualOutput(actualOutput)
                .build();
    }

    /**
     * The record with the verdict of a rerun that proved an IR bug (the kind's label, its key, the bad pass, the op
     * the verifier or parser names, its message and the invalid output); all null when {@code kind} is null.
     */
    public RunRecord withIrBug(String kind, String key, String pass, String op, String message, String output) {
        return toBuilder()
                .irBugKind(kind)
                .irBugKey(key)
                .irBugPass(pass)
                .irBugOp(op)
                .irBugMessage(message)
                .irBugOutput(output)
                .build();
    }

    /** A builder with every field unset (null, false, 0; an empty pipeline and crash key once built). */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder holding this record's fields, to change some of them. */
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** A record field by field: the fields a record leaves out stay unset. */
    public static final class Builder {
        private String runId;
        private String campaign;
        private String fuzzer;
        private long seq;
        private String programPath;
        private String programSha256;
        private String programText;
        private String tool;
        private String toolVersion;
        private List<String> pipeline;
        private Integer exitCode;
        private Integer signal;
        private boolean timedOut;
        private long durationMs;
        private String stderr;
        private boolean stderrTruncated;
        private String parentId;
        private Outcome outcome;
        private String crashKey;
        private String error;
        private List<String> passesChanged;
        private Map<String, Integer> patternsAttempted;
        private List<String> patternsFired;
        private String miscompileKey;
        private String expectedOutput;
        private String actualOutput;
        private String irBugKind;
        private String irBugKey;
        private String irBugPass;
        private String irBugOp;
        private String irBugMessage;
        private String irBugOutput;

        private Builder() {}

        private Builder(RunRecord r) {
            runId = r.runId;
            campaign = r.campaign;
            fuzzer = r.fuzzer;
            seq = r.seq;
            programPath = r.programPath;
            programSha256 = r.programSha256;
            programText = r.programText;
            tool = r.tool;
            toolVersion = r.toolVersion;
            pipeline = r.pipeline;
            exitCode = r.exitCode;
            signal = r.signal;
            timedOut = r.timedOut;
            durationMs = r.durationMs;
            stderr = r.stderr;
            stderrTruncated = r.stderrTruncated;
            parentId = r.parentId;
            outcome = r.outcome;
            crashKey = r.crashKey;
            error = r.error;
            passesChanged = r.passesChanged;
            patternsAttempted = r.patternsAttempted;
            patternsFired = r.patternsFired;
            miscompileKey = r.miscompileKey;
            expectedOutput = r.expectedOutput;
            actualOutput = r.actualOutput;
            irBugKind = r.irBugKind;
            irBugKey = r.irBugKey;
            irBugPass = r.irBugPass;
            irBugOp = r.irBugOp;
            irBugMessage = r.irBugMessage;
            irBugOutput = r.irBugOutput;
        }

        public Builder runId(String runId) {
            this.runId = runId;
            return this;
        }

        public Builder campaign(String campaign) {
            this.campaign = campaign;
            return this;
        }

        public Builder fuzzer(String fuzzer) {
            this.fuzzer = fuzzer;
            return this;
        }

        public Builder seq(long seq) {
            this.seq = seq;
            return this;
        }

        public Builder programPath(String programPath) {
            this.programPath = programPath;
            return this;
        }

        public Builder programSha256(String programSha256) {
            this.programSha256 = programSha256;
            return this;
        }

        public Builder programText(String programText) {
            this.programText = programText;
            return this;
        }

        public Builder tool(String tool) {
            this.tool = tool;
            return this;
        }

        public Builder toolVersion(String toolVersion) {
            this.toolVersion = toolVersion;
            return this;
        }

        public Builder pipeline(List<String> pipeline) {
            this.pipeline = pipeline;
            return this;
        }

        public Builder exitCode(Integer exitCode) {
            this.exitCode = exitCode;
            return this;
        }

        public Builder signal(Integer signal) {
            this.signal = signal;
            return this;
        }

        public Builder timedOut(boolean timedOut) {
            this.timedOut = timedOut;
            return this;
        }

        public Builder durationMs(long durationMs) {
            this.durationMs = durationMs;
            return this;
        }

        public Builder stderr(String stderr) {
            this.stderr = stderr;
            return this;
        }

        public Builder stderrTruncated(boolean stderrTruncated) {
            this.stderrTruncated = stderrTruncated;
            return this;
        }

        public Builder parentId(String parentId) {
            this.parentId = parentId;
            return this;
        }

        public Builder outcome(Outcome outcome) {
            this.outcome = outcome;
            return this;
        }

        public Builder crashKey(String crashKey) {
            this.crashKey = crashKey;
            return this;
        }

        public Builder error(String error) {
            this.error = error;
            return this;
        }

        public Builder passesChanged(List<String> passesChanged) {
            this.passesChanged = passesChanged;
            return this;
        }

        public Builder patternsAttempted(Map<String, Integer> patternsAttempted) {
            this.patternsAttempted = patternsAttempted;
            return this;
        }

        public Builder patternsFired(List<String> patternsFired) {
            this.patternsFired = patternsFired;
            return this;
        }

        public Builder miscompileKey(String miscompileKey) {
            this.miscompileKey = miscompileKey;
            return this;
        }

        public Builder expectedOutput(String expectedOutput) {
            this.expectedOutput = expectedOutput;
            return this;
        }

        public Builder actualOutput(String actualOutput) {
            this.actualOutput = actualOutput;
            return this;
        }

        public Builder irBugKind(String irBugKind) {
            this.irBugKind = irBugKind;
            return this;
        }

        public Builder irBugKey(String irBugKey) {
            this.irBugKey = irBugKey;
            return this;
        }

        public Builder irBugPass(String irBugPass) {
            this.irBugPass = irBugPass;
            return this;
        }

        public Builder irBugOp(String irBugOp) {
            this.irBugOp = irBugOp;
            return this;
        }

        public Builder irBugMessage(String irBugMessage) {
            this.irBugMessage = irBugMessage;
            return this;
        }

        public Builder irBugOutput(String irBugOutput) {
            this.irBugOutput = irBugOutput;
            return this;
        }

        /** What the run observed: exit code, signal, timeout, duration, stderr, and why it could not be made. */
        public Builder result(RunResult r) {
            return exitCode(r.exitCode())
                    .signal(r.signal())
                    .timedOut(r.timedOut())
                    .durationMs(r.durationMs())
                    .stderr(r.stderr())
                    .stderrTruncated(r.stderrTruncated())
                    .error(r.error());
        }

        public RunRecord build() {
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
    }
}
