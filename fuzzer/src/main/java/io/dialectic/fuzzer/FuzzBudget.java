package io.dialectic.fuzzer;

import java.time.Duration;

/**
 * When a campaign stops: after {@code runs} candidates in total, or after {@code time} of fuzzing in
 * total, whichever comes first; a resumed campaign counts the runs and the fuzzing time of its earlier
 * sessions. 0 / null means no limit of that kind (the app's budget dialog leaves one kind open); the
 * command line always gives one positive limit ({@link #parse}).
 */
public record FuzzBudget(long runs, Duration time) {
    /** {@code dialectic fuzz}'s default, when a new campaign gives no --budget. */
    public static final FuzzBudget DEFAULT = new FuzzBudget(0, Duration.ofMinutes(10));

    /**
     * Parses {@code 20000} (runs) or {@code 90s}, {@code 10m}, {@code 2h} (time). Zero and negative budgets are
     * rejected, not read as "no limit": on a shared machine a campaign that never ends should be asked for
     * explicitly (a large count or time), not be the result of a typo.
     */
    public static FuzzBudget parse(String text) {
        String s = text.strip().toLowerCase();
        if (s.isEmpty()) throw new IllegalArgumentException("empty budget: give a run count (20000) or a time (10m, 90s, 2h)");
        char unit = s.charAt(s.length() - 1);
        try {
            long n = Long.parseLong(Character.isDigit(unit) ? s : s.substring(0, s.length() - 1));
            if (n <= 0) {
                throw new IllegalArgumentException("budget '" + text + "' must be positive: a run count (20000) or a time (10m, 90s, 2h); "
                        + "there is no unlimited budget, give a large one (e.g. 24h) instead");
            }
            if (Character.isDigit(unit)) return new FuzzBudget(n, null);
            return switch (unit) {
                case 's' -> new FuzzBudget(0, Duration.ofSeconds(n));
                case 'm' -> new FuzzBudget(0, Duration.ofMinutes(n));
                case 'h' -> new FuzzBudget(0, Duration.ofHours(n));
                default -> throw new IllegalArgumentException("budget '" + text + "': unit must be s, m or h");
            };
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("budget '" + text + "' is neither a run count (20000) nor a time (10m, 90s, 2h)");
        }
    }

    /** The text {@link #parse} reads back (kept in campaign.json so that --resume keeps the budget); "" when unlimited. */
    public String text() {
        if (runs > 0) return Long.toString(runs);
        return time == null ? "" : time.toSeconds() + "s";
    }

    public boolean runsLeft(long done) {
        return runs <= 0 || done < runs;
    }

    public boolean timeLeft(long elapsedMs) {
        return time == null || elapsedMs < time.toMillis();
    }

    @Override
    public String toString() {
        return runs > 0 ? runs + " runs" : time == null ? "unlimited" : time.toSeconds() + " s";
    }
}
