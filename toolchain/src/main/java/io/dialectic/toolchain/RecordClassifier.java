package io.dialectic.toolchain;

import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.record.RunRecord;

/**
 * Fills a record's derived fields: {@code outcome} (validity category) and {@code crash_key}
 * (cluster key of a crash). A record that was never run keeps a null outcome.
 */
public final class RecordClassifier {
    private final OutcomeClassifier outcomes;

    public RecordClassifier(OutcomeClassifier outcomes) {
        this.outcomes = outcomes;
    }

    public static RecordClassifier defaults() {
        return new RecordClassifier(OutcomeClassifier.defaults());
    }

    public OutcomeClassifier outcomes() {
        return outcomes;
    }

    public RunRecord classify(RunRecord r) {
        if (r.error() != null && r.exitCode() == null && !r.timedOut()) return r;
        return outcomes.classify(r).map(o -> r.withOutcome(o.label(),
                o == Outcome.CRASH ? CrashSignature.parse(r.stderr(), r.pipeline(), r.signal()).key() : ""))
                .orElse(r);
    }
}
