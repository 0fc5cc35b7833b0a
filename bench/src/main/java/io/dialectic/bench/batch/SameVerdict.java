package io.dialectic.bench.batch;

import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.Triggers;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What two records of one program and pipeline must share to be the same verdict: outcome (the validity
 * category), crash key and trigger set (passes changed, patterns attempted); and, reported apart, the exact exit status
 * and stderr. Durations are not compared, nor patterns fired: a pattern is confirmed the first time a campaign sees it,
 * so which run confirms it depends on the order parallel jobs finish in, batched or not.
 */
final class SameVerdict {
    private SameVerdict() {}

    /** The verdict fields in which {@code a} and {@code b} differ (empty: the same verdict). */
    static List<String> verdictDiff(RunRecord a, RunRecord b) {
        List<String> d = new ArrayList<>();
        if (!Objects.equals(a.outcome(), b.outcome())) d.add("outcome " + a.outcome() + " / " + b.outcome());
        if (!Objects.equals(a.crashKey(), b.crashKey())) d.add("crash key " + a.crashKey() + " / " + b.crashKey());
        Triggers ta = a.triggers() == null ? Triggers.NONE : a.triggers();
        Triggers tb = b.triggers() == null ? Triggers.NONE : b.triggers();
        if (!ta.passesChanged().equals(tb.passesChanged()))
            d.add("passes changed " + ta.passesChanged() + " / " + tb.passesChanged());
        if (!ta.patternsAttempted().equals(tb.patternsAttempted())) d.add("patterns attempted differ");
        return d;
    }

    /** Exit status and stderr byte for byte (a crash's stack addresses differ run to run, so crashes compare their key only). */
    static boolean sameText(RunRecord a, RunRecord b) {
        if (!Objects.equals(a.exitCode(), b.exitCode()) || a.timedOut() != b.timedOut()) return false;
        return a.signal() != null || Objects.equals(a.stderr(), b.stderr());
    }
}
