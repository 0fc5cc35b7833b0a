package io.dialectic.cli;

import io.dialectic.base.Units;
import java.time.Duration;
import java.util.function.Function;
import picocli.CommandLine;

/**
 * picocli converters of the times, budgets and sizes users type, over the one grammar ({@link Units}): a bad value
 * becomes a one-line option error.
 */
final class Durations {
    private Durations() {}

    private static <T> T convert(Function<String, T> parse, String value) {
        try {
            return parse.apply(value);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }

    /** A time with its unit ({@code --timeout 10s}). */
    static final class Time implements CommandLine.ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            return Durations.convert(Units::time, value);
        }
    }

    /** A budget that can only be a time ({@code reduce --budget 5m}): a bare count is refused, never read as seconds. */
    static final class TimeBudget implements CommandLine.ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            return Durations.convert(Units::timeBudget, value);
        }
    }

    /** A size ({@code --memory 8g}). */
    static final class Size implements CommandLine.ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            return Durations.convert(Units::bytes, value);
        }
    }
}
