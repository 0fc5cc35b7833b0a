package io.dialectic.cli;

import java.time.Duration;

/** Parses "10s", "500ms", "2m" and "8g"/"512m" option values. */
final class Durations {
    private Durations() {}

    static Duration parse(String s) {
        String t = s.strip().toLowerCase();
        if (t.endsWith("ms")) return Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2)));
        if (t.endsWith("s")) return Duration.ofMillis(Math.round(Double.parseDouble(t.substring(0, t.length() - 1)) * 1000));
        if (t.endsWith("m")) return Duration.ofSeconds(Long.parseLong(t.substring(0, t.length() - 1)) * 60);
        return Duration.ofSeconds(Long.parseLong(t));
    }

    static long parseBytes(String s) {
        String t = s.strip().toLowerCase();
        long mult = 1;
        if (t.endsWith("g")) mult = 1L << 30;
        else if (t.endsWith("m")) mult = 1L << 20;
        else if (t.endsWith("k")) mult = 1L << 10;
        if (mult > 1) t = t.substring(0, t.length() - 1);
        return Long.parseLong(t) * mult;
    }
}
