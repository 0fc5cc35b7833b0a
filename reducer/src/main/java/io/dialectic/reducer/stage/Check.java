package io.dialectic.reducer.stage;

import io.dialectic.reducer.oracle.MajorityVerdict;
import io.dialectic.reducer.oracle.Oracle;

/**
 * The result's re-check: the fresh (symbolized, uncached) oracle it is judged by, the runs a verdict needs, the
 * verdict, the crash key kept and a note for the report. Given by {@link Recheck}; the later stages revise it.
 */
final class Check {
    /** At most this many fresh runs judge a result (a flaky crash needs several, {@link MajorityVerdict}). */
    static final int MAX_RUNS = 7;

    final Oracle fresh;
    final int minRuns;
    MajorityVerdict verdict;
    String key;
    String note = "";

    Check(Oracle fresh, int minRuns, MajorityVerdict verdict, String key) {
        this.fresh = fresh;
        this.minRuns = minRuns;
        this.verdict = verdict;
        this.key = key;
    }

    boolean holds() {
        return verdict.shows(key);
    }
}
