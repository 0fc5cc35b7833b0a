package io.dialectic.reducer.oracle;

import io.dialectic.toolchain.Outcome;
import java.util.regex.Pattern;

/**
 * When a candidate still shows the bug. {@code same-signature} (the default)
 * accepts only a crash with the same cluster key as the original, so a
 * reduction cannot slip to a different bug; {@code any-crash} accepts any
 * crash; {@code regex:R} accepts a run whose stderr matches R; {@code same-ir-bug}
 * accepts invalid IR left by a pass with the original's key (observed by an {@link InvalidIrOracle}).
 */
public sealed interface Interestingness {
    boolean accepts(Observation o);

    /** The spelling used on the command line and in reports. */
    String spec();

    record SameSignature(String key) implements Interestingness {
        public boolean accepts(Observation o) {
            return o.isCrash() && o.crashKey().equals(key);
        }

        public String spec() {
            return "same-signature";
        }
    }

    record AnyCrash() implements Interestingness {
        public boolean accepts(Observation o) {
            return o.isCrash();
        }

        public String spec() {
            return "any-crash";
        }
    }

    /** A miscompile the {@link MiscompileOracle} confirms: same cell, still differs, still UB-free, same attributed pass. */
    record SameMiscompile() implements Interestingness {
        public boolean accepts(Observation o) {
            return o.outcome() == Outcome.MISCOMPILE;
        }

        public String spec() {
            return "same-miscompile";
        }
    }

    /** Invalid IR with the original's key: the same first bad pass, the same dialect and message shape. */
    record SameIrBug(String key) implements Interestingness {
        public boolean accepts(Observation o) {
            return o.irBug() != null && o.irBug().key().equals(key);
        }

        public String spec() {
            return "same-ir-bug";
        }
    }

    record StderrMatches(Pattern pattern) implements Interestingness {
        public boolean accepts(Observation o) {
            return pattern.matcher(o.stderr()).find();
        }

        public String spec() {
            return "regex:" + pattern.pattern();
        }
    }

    /** What to keep, as the user wrote it; the signature is fixed later from the confirmed original. */
    enum Keep {
        SAME_SIGNATURE,
        ANY_CRASH,
        REGEX,
        SAME_MISCOMPILE,
        SAME_IR_BUG;

        /**
         * Parses {@code same-signature}, {@code any-crash}, {@code regex:R}, {@code same-miscompile} (a program that is
         * executed) or {@code same-ir-bug}.
         */
        public static Interestingness.Spec parse(String s) {
            if (s == null || s.isBlank() || s.equals("same-signature")) return new Spec(SAME_SIGNATURE, null);
            if (s.equals("any-crash")) return new Spec(ANY_CRASH, null);
            if (s.equals("same-miscompile")) return new Spec(SAME_MISCOMPILE, null);
            if (s.equals("same-ir-bug")) return new Spec(SAME_IR_BUG, null);
            if (s.startsWith("regex:")) return new Spec(REGEX, Pattern.compile(s.substring(6)));
            throw new IllegalArgumentException(
                    "--keep must be same-signature, any-crash, regex:R, same-miscompile or same-ir-bug, not '" + s
                            + "'");
        }
    }

    /** A parsed {@code --keep} value. */
    record Spec(Keep keep, Pattern regex) {
        /** The interestingness for an original whose confirmed key (crash or invalid-IR) is {@code key}. */
        public Interestingness bind(String key) {
            return switch (keep) {
                case SAME_SIGNATURE -> new SameSignature(key);
                case ANY_CRASH -> new AnyCrash();
                case REGEX -> new StderrMatches(regex);
                case SAME_MISCOMPILE -> new SameMiscompile();
                case SAME_IR_BUG -> new SameIrBug(key);
            };
        }

        @Override
        public String toString() {
            return switch (keep) {
                case REGEX -> "regex:" + regex.pattern();
                case ANY_CRASH -> "any-crash";
                case SAME_MISCOMPILE -> "same-miscompile";
                case SAME_IR_BUG -> "same-ir-bug";
                case SAME_SIGNATURE -> "same-signature";
            };
        }
    }
}
