package io.dialectic.fuzzer.guidance;

import java.util.Locale;

/**
 * What makes a valid mutant join the pool ({@code fuzz --guidance}).
 * <ul>
 *   <li>{@link #OD}: it adds OD patterns (MLIRod, ISSTA'24 Alg. 1); its pass output joins the same way.</li>
 *   <li>{@link #TRIGGERS}: its run triggered something new in the campaign: a pass that changed the IR, or a
 *       rewrite pattern attempted (WhiteFox keeps the tests that trigger the optimizations under test).
 *       Attempts, not confirmed firings, decide: they are a function of the mutant and its pipeline, so the
 *       candidate sequence stays deterministic (confirmations race between workers).</li>
 *   <li>{@link #BOTH}: either.</li>
 * </ul>
 */
public enum GuidanceSignal {
    OD,
    TRIGGERS,
    BOTH;

    public boolean usesOd() {
        return this != TRIGGERS;
    }

    public boolean usesTriggers() {
        return this != OD;
    }

    public static GuidanceSignal parse(String s) {
        return switch (s.strip().toLowerCase(Locale.ROOT)) {
            case "od" -> OD;
            case "triggers" -> TRIGGERS;
            case "both" -> BOTH;
            default -> throw new IllegalArgumentException("--guidance takes od, triggers or both, not '" + s + "'");
        };
    }
}
