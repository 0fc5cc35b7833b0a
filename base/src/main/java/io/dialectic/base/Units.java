package io.dialectic.base;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one grammar of the times, sizes and budgets users type, in every verb and the app:
 * <ul>
 *   <li>a <b>time</b> always has its unit: {@code 500ms}, {@code 10s}, {@code 2m}, {@code 1h}, {@code 1h30m}, {@code 1.5s};</li>
 *   <li>a <b>count</b> is a bare number: {@code 20000};</li>
 *   <li>a <b>budget</b> is either: {@code --budget 90} is 90 runs wherever a budget may count runs ({@code fuzz}), and is
 *       refused where only a time makes sense ({@code reduce}), never read as 90 seconds;</li>
 *   <li>a <b>size</b> is bytes with an optional {@code k}, {@code m} or {@code g}: {@code 262144}, {@code 512k}, {@code 8g}.</li>
 * </ul>
 */
public final class Units {
    private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h)");
    private static final Pattern SIZE = Pattern.compile("(\\d+)([kmg]?)b?");
    private static final String TIMES = "use e.g. 500ms, 10s, 2m, 1h";

    /** A budget: a positive count of runs, or a positive time; the other is 0 / null. */
    public record Budget(long count, Duration time) {
        public boolean isTime() {
            return time != null;
        }
    }

    private Units() {}

    /** A positive time with its unit; IllegalArgumentException saying what is accepted otherwise. */
    public static Duration time(String s) {
        String t = s.strip().toLowerCase(Locale.ROOT);
        if (t.matches("\\d+")) {
            throw new IllegalArgumentException("'" + s + "' has no unit: a time needs one (" + s.strip() + "s, "
                    + s.strip() + "m; " + TIMES + ")");
        }
        Matcher m = PART.matcher(t);
        long millis = 0;
        int end = 0;
        while (m.find()) {
            if (m.start() != end) break;
            double v = Double.parseDouble(m.group(1));
            millis += (long) (v
                    * switch (m.group(2)) {
                        case "ms" -> 1;
                        case "s" -> 1000;
                        case "m" -> 60_000;
                        default -> 3_600_000;
                    });
            end = m.end();
        }
        if (end != t.length() || end == 0 || millis <= 0)
            throw new IllegalArgumentException("'" + s + "' is not a positive time (" + TIMES + ")");
        return Duration.ofMillis(millis);
    }

    /** A budget: a bare positive count, or a positive time with its unit. */
    public static Budget budget(String s) {
        String t = s.strip();
        if (t.isEmpty())
            throw new IllegalArgumentException("empty budget: give a run count (20000) or a time (10m, 90s, 2h)");
        if (t.matches("-?\\d+")) {
            long n;
            try {
                n = Long.parseLong(t);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("budget '" + s + "' is too large");
            }
            if (n <= 0) {
                throw new IllegalArgumentException(
                        "budget '" + s + "' must be positive: a run count (20000) or a time (10m, 90s, 2h); "
                                + "there is no unlimited budget, give a large one (e.g. 24h) instead");
            }
            return new Budget(n, null);
        }
        if (t.matches("-?[0-9.]+(ms|s|m|h)") && Double.parseDouble(t.replaceAll("[a-z]+$", "")) <= 0) {
            throw new IllegalArgumentException(
                    "budget '" + s + "' must be positive: a run count (20000) or a time (10m, 90s, 2h); "
                            + "there is no unlimited budget, give a large one (e.g. 24h) instead");
        }
        try {
            return new Budget(0, time(t));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "budget '" + s + "' is neither a run count (20000) nor a time (10m, 90s, 2h)");
        }
    }

    /** A time budget: what {@code reduce} and other time-only budgets accept; a bare count is refused, not read as seconds. */
    public static Duration timeBudget(String s) {
        Budget b = budget(s);
        if (!b.isTime()) {
            throw new IllegalArgumentException(
                    "budget '" + s.strip() + "' is a count of runs; this budget is a time: give its unit (" + s.strip()
                            + "s, " + s.strip() + "m)");
        }
        return b.time();
    }

    /** A size in bytes, 0 or more. */
    public static long bytes(String s) {
        Matcher m = SIZE.matcher(s.strip().toLowerCase(Locale.ROOT));
        if (!m.matches())
            throw new IllegalArgumentException("'" + s + "' is not a size (use e.g. 262144, 512k, 512m, 8g)");
        long mult =
                switch (m.group(2)) {
                    case "k" -> 1L << 10;
                    case "m" -> 1L << 20;
                    case "g" -> 1L << 30;
                    default -> 1;
                };
        try {
            return Math.multiplyExact(Long.parseLong(m.group(1)), mult);
        } catch (ArithmeticException | NumberFormatException e) {
            throw new IllegalArgumentException("'" + s + "' is too large a size");
        }
    }
}
