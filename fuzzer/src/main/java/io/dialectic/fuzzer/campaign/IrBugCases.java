package io.dialectic.fuzzer.campaign;

import io.dialectic.toolchain.record.RunRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which runs with an IR-bug verdict get a case folder: the first run of each key (kind and key), not every run; every
 * run of a key is counted. A campaign's many runs of one bug make one folder to file, and the count says how often it
 * came. Thread-safe: the workers record runs while the loop counts the replayed ones.
 */
public final class IrBugCases {
    private final Map<String, IrBugTally> byKey = new LinkedHashMap<>();

    /** Counts {@code r} when it carries a verdict; true when it is the first run of its key (its case to be written). */
    public synchronized boolean count(RunRecord r) {
        if (r.irBugKind() == null) return false;
        String k = r.irBugKind() + "\t" + r.irBugKey();
        IrBugTally t = byKey.get(k);
        byKey.put(
                k,
                t == null
                        ? new IrBugTally(r.irBugKind(), r.irBugKey(), r.runId(), 1)
                        : new IrBugTally(t.kind(), t.key(), t.firstRun(), t.runs() + 1));
        return t == null;
    }

    /** The keys in the order they were first seen. */
    public synchronized List<IrBugTally> tallies() {
        return new ArrayList<>(byKey.values());
    }
}
