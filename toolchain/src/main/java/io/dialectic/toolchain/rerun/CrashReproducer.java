package io.dialectic.toolchain.rerun;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import io.dialectic.toolchain.verdict.Signals;
import io.dialectic.toolchain.verdict.Verdict;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reruns a recorded run several times and says whether its crash signature is stable. A crash that
 * does not always come back, or comes back with different keys, is flaky (MLIR runs function passes
 * on several threads): such a case should be rerun with {@code --mlir-disable-threading} before it is
 * clustered.
 */
public final class CrashReproducer {
    /** One attempt: outcome and key (empty unless crash). */
    public record Attempt(Outcome outcome, String key, long durationMs) {}

    /**
     * @param recordedKey     key of the recorded stderr ("" unless the record was a crash)
     * @param keys            how many attempts gave each outcome and key
     * @param consistent      every attempt gave the same outcome and key
     * @param matchesRecorded ... and it is the recorded one
     */
    public record Report(
            String runId,
            String recordedOutcome,
            String recordedKey,
            List<Attempt> attempts,
            Map<String, Integer> keys,
            boolean consistent,
            boolean matchesRecorded) {
        /** Reproduced exactly, every time. */
        public boolean stable() {
            return consistent && matchesRecorded;
        }

        /** The reruns disagree with each other: not to be clustered on one run's signature. */
        public boolean flaky() {
            return !consistent;
        }
    }

    private final ToolRunner runner;
    private final Judge judge;

    public CrashReproducer(ToolRunner runner, OutcomeClassifier classifier) {
        this.runner = runner;
        this.judge = new Judge(classifier);
    }

    public Report rerun(RunRecord rec, Tool tool, List<String> extraArgs, RunLimits limits, int times) {
        String recordedOutcome = rec.outcome() != null
                ? rec.outcome().label()
                : judge.judge(rec).map(v -> v.outcome().label()).orElse(Outcome.NOT_RUN);
        String recordedKey = Outcome.CRASH.label().equals(recordedOutcome)
                ? judge.crash(Signals.of(rec.exitCode(), rec.signal()), rec.stderr(), rec.pipeline(), rec.toolVersion())
                        .crashKey()
                : "";
        List<String> args = new ArrayList<>(extraArgs);
        args.add("-o");
        args.add("/dev/null");
        List<Attempt> attempts = new ArrayList<>();
        Map<String, Integer> keys = new LinkedHashMap<>();
        for (int i = 0; i < times; i++) {
            RunResult r = runner.run(new RunRequest(tool, rec.programText(), rec.pipeline(), limits, args));
            Verdict v = judge.judge(r, rec.pipeline());
            Outcome o = v.outcome();
            String key = v.crashKey();
            attempts.add(new Attempt(o, key, r.durationMs()));
            keys.merge(o.label() + (key.isEmpty() ? "" : " " + key), 1, Integer::sum);
        }
        boolean consistent = keys.size() == 1;
        boolean matches = consistent
                && attempts.get(0).outcome().label().equals(recordedOutcome)
                && attempts.get(0).key().equals(recordedKey);
        return new Report(rec.runId(), recordedOutcome, recordedKey, attempts, keys, consistent, matches);
    }
}
