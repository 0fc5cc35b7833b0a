package io.dialectic.bench.analyze;

import java.util.Locale;
import java.util.Map;

/**
 * The embedded analysis's phases, in seconds of the child's own clock (NaN when a line was not seen): reading and
 * featurizing, writing the runs table, and everything after (programs, items, errors, clusters, the aggregates and
 * the report).
 */
public record Phases(double featurizing, double runsTable, double rest) {
    static final String FEATURIZING = "reading and featurizing",
            RUNS_TABLE = "featurized ",
            REST = "building the ",
            END = "wrote ";

    static Phases of(Map<String, Double> at) {
        double f = at.getOrDefault(FEATURIZING, Double.NaN),
                r = at.getOrDefault(RUNS_TABLE, Double.NaN),
                b = at.getOrDefault(REST, Double.NaN),
                e = at.getOrDefault(END, Double.NaN);
        return new Phases(r - f, b - r, e - b);
    }

    @Override
    public String toString() {
        return String.format(
                Locale.ROOT, "featurizing %.1f s, runs table %.1f s, the rest %.1f s", featurizing, runsTable, rest);
    }
}
