package io.dialectic.toolchain.triggers;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which patterns a campaign has confirmed to fire. Confirming costs two extra tool runs, so a pattern is
 * checked on the runs that attempt it until it is confirmed once, at most {@link #MAX_TRIES} times
 * (a pattern that is attempted everywhere but never fires, like most, stops costing runs). Thread-safe.
 */
public final class PatternLedger {
    /** Confirmation tries per pattern and campaign. */
    public static final int MAX_TRIES = 3;

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

    /** Seeds the ledger from runs already recorded (resume): their fired patterns need no new check. */
    public synchronized void alreadyConfirmed(Iterable<String> patterns) {
        patterns.forEach(confirmed::add);
    }

    public synchronized Set<String> confirmed() {
        return new TreeSet<>(confirmed);
    }
}
