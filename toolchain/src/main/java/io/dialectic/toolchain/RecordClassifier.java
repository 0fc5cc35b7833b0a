package io.dialectic.toolchain;

import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;

/**
 * Fills a record's derived fields ({@code outcome}, {@code crash_key}) by {@link Judge#stamp}: kept for
 * callers written before the judge existed; new code uses {@link Judge} directly.
 */
public final class RecordClassifier {
    private final Judge judge;

    public RecordClassifier(OutcomeClassifier outcomes) {
        this.judge = new Judge(outcomes);
    }

    public static RecordClassifier defaults() {
        return new RecordClassifier(OutcomeClassifier.defaults());
    }

    public OutcomeClassifier outcomes() {
        return judge.outcomes();
    }

    public Judge judge() {
        return judge;
    }

    public RunRecord classify(RunRecord r) {
        return judge.stamp(r);
    }
}
