package io.dialectic.reducer;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Parses the budgets users type: {@code 300s}, {@code 10m}, {@code 1h30m}, {@code 2h}, or plain seconds. */
public final class Durations {
    private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h)");

    private Durations() {}

    public static Duration parse(String s) {
        String t = s.strip().toLowerCase(java.util.Locale.ROOT);
        if (t.matches("\\d+")) return Duration.ofSeconds(Long.parseLong(t));
        Matcher m = PART.matcher(t);
        long millis = 0;
        int end = 0;
        while (m.find()) {
            if (m.start() != end) break;
            double v = Double.parseDouble(m.group(1));
            millis += (long) (v * switch (m.group(2)) {
                case "ms" -> 1;
                case "s" -> 1000;
                case "m" -> 60_000;
                default -> 3_600_000;
            });
            end = m.end();
        }
        if (end != t.length() || millis <= 0) throw new IllegalArgumentException("not a duration: '" + s + "' (use e.g. 300s, 10m, 1h)");
        return Duration.ofMillis(millis);
    }
}
