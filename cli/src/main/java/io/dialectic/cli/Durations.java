package io.dialectic.cli;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * The one parser of the times and sizes users type in options, for every verb: times {@code 500ms},
 * {@code 10s}, {@code 2m}, {@code 1h}, {@code 1h30m} or plain seconds; sizes {@code 512k}, {@code 512m},
 * {@code 8g} or plain bytes. The picocli converters turn a bad value into a one-line option error.
 */
final class Durations {
    private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h)");
    private static final Pattern SIZE = Pattern.compile("(\\d+)([kmg]?)b?");

    private Durations() {}

    /** A positive time; IllegalArgumentException saying what is accepted otherwise. */
    static Duration parse(String s) {
        String t = s.strip().toLowerCase(Locale.ROOT);
        if (t.matches("\\d+")) {
            if (Long.parseLong(t) <= 0) throw new IllegalArgumentException("'" + s + "' is not a positive time (use e.g. 500ms, 10s, 2m, 1h)");
            return Duration.ofSeconds(Long.parseLong(t));
        }
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
        if (end != t.length() || end == 0 || millis <= 0) throw new IllegalArgumentException("'" + s + "' is not a positive time (use e.g. 500ms, 10s, 2m, 1h)");
        return Duration.ofMillis(millis);
    }

    /** A size in bytes, 0 or more. */
    static long parseBytes(String s) {
        Matcher m = SIZE.matcher(s.strip().toLowerCase(Locale.ROOT));
        if (!m.matches()) throw new IllegalArgumentException("'" + s + "' is not a size (use e.g. 262144, 512k, 512m, 8g)");
        long mult = switch (m.group(2)) {
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

    /** picocli converter of time options. */
    static final class Time implements CommandLine.ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            try {
                return parse(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    /** picocli converter of size options. */
    static final class Size implements CommandLine.ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return parseBytes(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
