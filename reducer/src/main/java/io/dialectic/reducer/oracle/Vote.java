package io.dialectic.reducer.oracle;

import io.dialectic.toolchain.Outcome;

/**
 * One run's vote in a {@link MajorityVerdict}: its outcome, and for a crash its key. Written {@code crash:KEY} for a crash
 * and the outcome's label otherwise ({@code valid}), as the votes print in reports and {@code stats.json}.
 */
public record Vote(Outcome outcome, String crashKey) {
    private static final String CRASH = Outcome.CRASH.label() + ":";

    public static Vote crash(String key) {
        return new Vote(Outcome.CRASH, key);
    }

    public static Vote of(Observation o) {
        return o.isCrash() ? crash(o.crashKey()) : new Vote(o.outcome(), null);
    }

    /** A written vote; a label that is no outcome stays readable as its own text. */
    public static Vote parse(String text) {
        if (text.startsWith(CRASH)) return crash(text.substring(CRASH.length()));
        return new Vote(Outcome.ofLabel(text), null);
    }

    @Override
    public String toString() {
        return outcome == Outcome.CRASH ? CRASH + crashKey : outcome == null ? Outcome.NOT_RUN : outcome.label();
    }
}
