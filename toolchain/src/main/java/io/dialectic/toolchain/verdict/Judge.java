package io.dialectic.toolchain.verdict;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.crash.BugLocation;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.crash.FunctionIdentities;
import io.dialectic.toolchain.irbug.IrBugKey;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.symbolize.InstalledModules;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The one place where a run is judged: outcome, then (for a crash) signature and cluster key. Every
 * module that runs the compiler or reads runs ({@code run}, {@code fuzz}, {@code clusters},
 * {@code rerun}, the reducer's oracle, the Spark job, the app) calls this, so a run gets the same
 * verdict wherever it is looked at.
 *
 * <p><b>The cluster key depends on the tool's output only</b> (stderr and signal, docs/ARCHITECTURE.md "Crash
 * signature"), and on the tool's build where the key must name a place in the binary ({@code tool_version},
 * {@link CrashSignature#parse(String, List, Integer, String)}), never on the pipeline the run was given: the
 * same bug run through five passes, or through the one pass a reduction left, keys the same. The pipeline
 * only helps name {@link Verdict#crashPass()} when the stderr does not.
 */
public final class Judge {
    private final OutcomeClassifier outcomes;
    private final FunctionIdentities names;

    /** The unnamed frames of this machine's installed builds are named by their function ({@link #installedHere}). */
    public Judge(OutcomeClassifier outcomes) {
        this(outcomes, installedHere());
    }

    /** @param names where unnamed frames start, for the builds whose modules are here ({@link FunctionIdentities#NONE}: none) */
    public Judge(OutcomeClassifier outcomes, FunctionIdentities names) {
        this.outcomes = outcomes;
        this.names = names;
    }

    private static volatile FunctionIdentities installed;

    /**
     * The function identities of the mlir-opt builds on this machine's PATH (one table per module, read when a frame
     * first needs it; the tools asked their versions once): docs/ARCHITECTURE.md "Crash site".
     */
    public static FunctionIdentities installedHere() {
        FunctionIdentities i = installed;
        if (i == null) {
            synchronized (Judge.class) {
                if (installed == null)
                    installed = new InstalledModules(() -> new ToolDiscovery()
                            .installed().stream()
                                    .map(t -> new InstalledModules.Build(t.version(), t.path()))
                                    .toList());
                i = installed;
            }
        }
        return i;
    }

    /** The built-in outcome rules. */
    public static Judge defaults() {
        return new Judge(OutcomeClassifier.defaults());
    }

    /** The built-in rules with a user rule file tried first ({@code --rules}); null: the built-in rules. */
    public static Judge withUserRules(Path rules) throws IOException {
        OutcomeClassifier oc = OutcomeClassifier.defaults();
        return new Judge(rules == null ? oc : oc.withUserRules(rules));
    }

    public OutcomeClassifier outcomes() {
        return outcomes;
    }

    /**
     * The verdict of one run from its observable result.
     *
     * @param build the tool's version ({@code tool_version}), null when unknown
     */
    public Verdict judge(
            Integer exitCode, Integer signal, boolean timedOut, String stderr, List<String> pipeline, String build) {
        Integer sig = Signals.of(exitCode, signal);
        Outcome o = outcomes.classify(exitCode, sig, timedOut, stderr);
        return o == Outcome.CRASH ? crash(sig, stderr, pipeline, build) : new Verdict(o, sig, null, "", null, null, "");
    }

    /** {@link #judge(Integer, Integer, boolean, String, List, String)} of a run whose build is unknown. */
    public Verdict judge(Integer exitCode, Integer signal, boolean timedOut, String stderr, List<String> pipeline) {
        return judge(exitCode, signal, timedOut, stderr, pipeline, null);
    }

    /** {@link #crash(Integer, String, List, String)} of a run whose build is unknown (a pasted trace). */
    public Verdict crash(Integer signal, String stderr, List<String> pipeline) {
        return crash(signal, stderr, pipeline, null);
    }

    /**
     * The verdict of a run that was known to crash (a stored outcome), from its stderr.
     *
     * @param build the tool's version ({@code tool_version}), null when unknown
     */
    public Verdict crash(Integer signal, String stderr, List<String> pipeline, String build) {
        String text = stderr == null ? "" : stderr;
        CrashSignature s = CrashSignature.parse(
                text, List.of(), signal, CrashSignature.Reading.defaults().of(build, names));
        // the pipeline names the pass (a one-pass pipeline; a runOnOperation frame matched to its item), never the key
        String pass = pipeline == null || pipeline.isEmpty() ? s.pass() : s.passIn(passNames(pipeline));
        BugLocation loc = BugLocation.of(pass, s.frames());
        return new Verdict(Outcome.CRASH, signal, s, s.key(), pass, loc == null ? null : loc.label(), "");
    }

    /** The pass of each pipeline item ({@code func.func(canonicalize{max-iterations=1})}: {@code canonicalize}). */
    static List<String> passNames(List<String> pipeline) {
        return pipeline.stream().map(i -> PassPipeline.Item.parse(i).pass()).toList();
    }

    /** The verdict of a run the {@code ToolRunner} made, keyed for the build that ran; {@code pipeline} as given to it. */
    public Verdict judge(RunResult r, List<String> pipeline) {
        String build = r.request() == null || r.request().tool() == null
                ? null
                : r.request().tool().version();
        return judge(r.exitCode(), r.signal(), r.timedOut(), r.stderr(), pipeline, build);
    }

    /** The verdict of a recorded run; empty for a record that was never run (no exit code, not timed out). */
    public Optional<Verdict> judge(RunRecord r) {
        if (r.exitCode() == null && !r.timedOut()) return Optional.empty();
        return Optional.of(judge(r.exitCode(), r.signal(), r.timedOut(), r.stderr(), r.pipeline(), r.toolVersion()));
    }

    /**
     * The record with its derived fields as every view reads them (docs/ARCHITECTURE.md "The run record"):
     * <ul>
     *   <li>no outcome yet: judged here, outcome and {@code crash_key} filled in;</li>
     *   <li>an outcome recorded (possibly under user rules) is kept; a crash's key is recomputed from its
     *       stderr, so records written by an older signature join today's clusters, except when the
     *       stderr was cut when recorded and a key is stored: that key saw more of the trace;</li>
     *   <li>a broken record (error and never run) is left as it is;</li>
     *   <li>an IR-bug verdict's key is recomputed from its pass, op and message ({@link IrBugKey#of}), as a
     *       crash's from its stderr.</li>
     * </ul>
     */
    public RunRecord stamp(RunRecord r) {
        return stamping(r).record();
    }

    /** The verdict of a record as {@link #stamp} leaves it: its recorded outcome and key, the signature reparsed. */
    public Optional<Verdict> verdictOfStamped(RunRecord stamped) {
        return verdictOfStamped(stamped, null);
    }

    /** A record as {@link #stamp} leaves it, with {@link #verdictOfStamped}'s verdict of it. */
    public record Stamped(RunRecord record, Optional<Verdict> verdict) {}

    /**
     * {@link #stamp} and then {@link #verdictOfStamped}, with the crash's trace parsed once instead of twice (the
     * analysis featurizes every run this way: a trace of thousands of frames was its costliest part).
     */
    public Stamped stampJudged(RunRecord r) {
        Stamping s = stamping(r);
        return new Stamped(s.record(), verdictOfStamped(s.record(), s.verdict()));
    }

    /** {@link #stamp}'s record, with the verdict it judged on the way (null when it judged none). */
    private record Stamping(RunRecord record, Verdict verdict) {}

    private Stamping stamping(RunRecord r) {
        Stamping s = judged(r);
        String irBugKey = IrBugKey.of(s.record());
        if (Objects.equals(irBugKey, s.record().irBugKey())) return s;
        RunRecord k = s.record();
        return new Stamping(
                k.withIrBug(k.irBugKind(), irBugKey, k.irBugPass(), k.irBugOp(), k.irBugMessage(), k.irBugOutput()),
                s.verdict());
    }

    /** {@link #stamping} of the outcome and the crash key. */
    private Stamping judged(RunRecord r) {
        if (r.error() != null && r.exitCode() == null && !r.timedOut()) return new Stamping(r, null);
        if (r.outcome() == null) {
            return judge(r).map(v -> new Stamping(r.withOutcome(v.outcome(), v.crashKey()), v))
                    .orElse(new Stamping(r, null));
        }
        if (r.outcome() != Outcome.CRASH)
            return new Stamping(r.crashKey().isEmpty() ? r : r.withOutcome(r.outcome(), ""), null);
        if (r.stderrTruncated() && !r.crashKey().isEmpty()) return new Stamping(r, null);
        Verdict crash = crash(Signals.of(r.exitCode(), r.signal()), r.stderr(), r.pipeline(), r.toolVersion());
        return new Stamping(
                crash.crashKey().equals(r.crashKey()) ? r : r.withOutcome(r.outcome(), crash.crashKey()), crash);
    }

    /** {@link #verdictOfStamped}, reusing {@code crash} (the crash verdict of the same stderr, signal and pipeline) when given. */
    private Optional<Verdict> verdictOfStamped(RunRecord stamped, Verdict crash) {
        if (stamped.outcome() == null) return Optional.empty();
        Outcome o = stamped.outcome();
        Integer sig = Signals.of(stamped.exitCode(), stamped.signal());
        if (o != Outcome.CRASH) return Optional.of(new Verdict(o, sig, null, "", null, null, ""));
        Verdict v = crash != null && crash.signature() != null
                ? crash
                : crash(sig, stamped.stderr(), stamped.pipeline(), stamped.toolVersion());
        return Optional.of(new Verdict(o, sig, v.signature(), stamped.crashKey(), v.crashPass(), v.bugLocation(), ""));
    }
}
