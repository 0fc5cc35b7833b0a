package io.dialectic.fuzzer.guidance;

import io.dialectic.toolchain.record.Triggers;
import java.util.HashSet;
import java.util.Set;

/** The trigger items a campaign has seen: passes that changed the IR and rewrite patterns attempted. Not thread-safe. */
final class TriggerCoverage {
    private final Set<String> seen = new HashSet<>();

    /** Items of {@code t} not seen yet. */
    int newItems(Triggers t) {
        if (t == null) return 0;
        int n = 0;
        for (String p : t.passesChanged()) if (!seen.contains("pass:" + p)) n++;
        for (String p : t.patternsAttempted().keySet()) if (!seen.contains("pattern:" + p)) n++;
        return n;
    }

    int add(Triggers t) {
        if (t == null) return 0;
        int n = 0;
        for (String p : t.passesChanged()) if (seen.add("pass:" + p)) n++;
        for (String p : t.patternsAttempted().keySet()) if (seen.add("pattern:" + p)) n++;
        return n;
    }

    int size() {
        return seen.size();
    }
}
