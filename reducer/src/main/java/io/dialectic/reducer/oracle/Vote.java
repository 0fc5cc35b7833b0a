package io.dialectic.reducer.oracle;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.irbug.IrBugKind;

/**
 * One run's vote in a {@link MajorityVerdict}: its outcome, and for a crash or invalid IR its key. Written
 * {@code crash:KEY} for a crash, {@code invalid-ir:KEY} for an errored run that left invalid IR, and the outcome's label
 * otherwise ({@code valid}), as the votes print in reports and {@code stats.json}.
 *
 * @param crashKey the crash key, or the invalid-IR key of an errored run; null for any other run
 */
public record Vote(Outcome outcome, String crashKey) {
    private static final String CRASH = Outcome.CRASH.label() + ":";
    private static final String INVALID_IR = IrBugKind.INVALID_IR.label() + ":";

    public static Vote crash(String key) {
        return new Vote(Outcome.CRASH, key);
    }

    public static Vote of(Observation o) {
        if (o.isCrash()) return crash(o.crashKey());
        return new Vote(o.outcome(), o.irBug() == null ? null : o.irBug().key());
    }

    /** A written vote; a label that is no outcome stays readable as its own text. */
    public static Vote parse(String text) {
        if (text.startsWith(CRASH)) return crash(text.substring(CRASH.length()));
        if (text.startsWith(INVALID_IR)) return new Vote(null, text.substring(INVALID_IR.length()));
        return new Vote(Outcome.ofLabel(text), null);
    }

    @Override
    public String toString() {
        if (outcome == Outcome.CRASH) return CRASH + crashKey;
        if (crashKey != null) return INVALID_IR + crashKey;
        return outcome == null ? Outcome.NOT_RUN : outcome.label();
    }
}
