package io.dialectic.fuzzer;

import io.dialectic.base.Units;
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
        Units.Budget b = Units.budget(text); // the one grammar: a bare number is a count, a time has its unit
        return new FuzzBudget(b.count(), b.time());
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
