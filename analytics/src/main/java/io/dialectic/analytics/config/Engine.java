package io.dialectic.analytics.config;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where an analysis runs. Both engines featurize with the same Java ({@code RunFeaturizer}) and compute every table
 * with the same definitions (SQL in {@code io.dialectic.analytics.sql.Dialect}'s portable spelling, or one Java
 * function of a group's rows); {@code EnginesAgreeTest} holds their outputs equal, byte for byte.
 * <ul>
 *   <li>{@link #EMBEDDED}: DuckDB in this JVM, the featurizing on every core; no fixed cost of a minute. Every
 *       statement spills past DuckDB's memory limit, and the crash members reach the cluster definition one crash key
 *       at a time, so the heap needed does not grow with the input (analytics/BENCH.md).</li>
 *   <li>{@link #SPARK}: Spark on the configured master: {@code local[N]}, or a cluster ({@code spark-submit}).</li>
 * </ul>
 */
public enum Engine {
    /** Embedded on a local master (any input: JSON Lines, Parquet, case folders, .mlir files); Spark on a cluster's. */
    AUTO,
    /** Always Spark (the master of the configuration). */
    SPARK,
    /** Always DuckDB in this JVM. */
    EMBEDDED;

    private static final Pattern LOCAL = Pattern.compile("local(?:\\[(\\*|\\d+)(?:,\\d+)?])?");

    public static Engine parse(String s) {
        return switch (s.toLowerCase(Locale.ROOT).replace('_', '-')) {
            case "auto" -> AUTO;
            case "spark" -> SPARK;
                // in-process: the name of the engine this one replaced
            case "embedded", "duckdb", "in-process" -> EMBEDDED;
            default -> throw new IllegalArgumentException("--engine must be auto, embedded or spark, got " + s);
        };
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The threads of an embedded master ({@code local}, {@code local[N]}, {@code local[*]}), or -1 for any other. */
    public static int localThreads(String master) {
        if (master == null) return -1;
        Matcher m = LOCAL.matcher(master.trim());
        if (!m.matches()) return -1;
        if (m.group(1) == null) return 1;
        return m.group(1).equals("*")
                ? Runtime.getRuntime().availableProcessors()
                : Math.max(1, Integer.parseInt(m.group(1)));
    }
}
