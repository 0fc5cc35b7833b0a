package io.dialectic.fuzzer;

import java.time.Duration;

/**
 * When a campaign stops: after {@code runs} candidates in total (a resumed
 * campaign counts the runs it already has), or after {@code time} of fuzzing
 * in this session, whichever comes first; 0 / null means no limit of that kind.
 */
public record FuzzBudget(long runs, Duration time) {
    /** Parses {@code 20000} (runs) or {@code 90s}, {@code 10m}, {@code 2h} (time). */
    public static FuzzBudget parse(String text) {
        String s = text.strip().toLowerCase();
        if (s.isEmpty()) throw new IllegalArgumentException("empty budget: give a run count (20000) or a time (10m, 90s, 2h)");
        char unit = s.charAt(s.length() - 1);
        try {
            if (Character.isDigit(unit)) return new FuzzBudget(Long.parseLong(s), null);
            long n = Long.parseLong(s.substring(0, s.length() - 1));
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
