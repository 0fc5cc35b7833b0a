package io.dialectic.toolchain.triggers;

import io.dialectic.toolchain.record.RunRecord;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which patterns a campaign has confirmed to fire. Confirming costs an extra tool run (plus one no-pattern
 * rerun shared by the patterns checked on the same run), so a pattern is checked on the runs that attempt
 * it until it is confirmed once, at most {@link #MAX_TRIES} times (a pattern that is attempted everywhere
 * but never fires, like most, stops costing runs). Thread-safe. Two tries with one shared no-pattern rerun
 * keep the observed campaign's cost close to a plain one's (bench/triggers-overhead.sh measures it).
 */
public final class PatternLedger {
    /** Confirmation tries per pattern and campaign. */
    public static final int MAX_TRIES = 2;

    private final Map<String, Integer> tries = new HashMap<>();
    private final Set<String> confirmed = new TreeSet<>();

    /** Claims a try for {@code pattern}: true when it is neither confirmed nor out of tries. */
    public synchronized boolean claim(String pattern) {
        if (confirmed.contains(pattern)) return false;
        int n = tries.getOrDefault(pattern, 0);
        if (n >= MAX_TRIES) return false;
        tries.put(pattern, n + 1);
        return true;
    }

    public synchronized void confirm(String pattern) {
        confirmed.add(pattern);
    }

    /** A run recorded before (resume): the patterns it confirmed need no new check. */
    public synchronized void seed(RunRecord recorded) {
        if (recorded.patternsFired() != null) confirmed.addAll(recorded.patternsFired());
    }

    public synchronized Set<String> confirmed() {
        return new TreeSet<>(confirmed);
    }
}
