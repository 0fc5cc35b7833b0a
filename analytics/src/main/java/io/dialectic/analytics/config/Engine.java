package io.dialectic.analytics.config;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where an analysis runs. Spark's cost is mostly fixed: each of the ~40 queries of an analysis costs 0.3-1.2 s of
 * planning and scheduling whatever its input (analytics/BENCH.md), so a demo or last night's 500 crashes waited
 * close to a minute for work that takes a second or two in plain Java. Below {@link #IN_PROCESS_MAX_BYTES} of input
 * on an embedded master, {@link #AUTO} computes the same tables in this JVM ({@code InProcessAnalysis}); larger
 * inputs and clusters go to Spark. {@code EnginesAgreeTest} holds the two equal, table by table.
 */
public enum Engine {
    /** In-process for a small input on an embedded master, Spark otherwise. */
    AUTO,
    /** Always Spark (the master of the configuration). */
    SPARK,
    /** Always in this JVM (an input too large for the heap fails; Parquet input needs Spark). */
    IN_PROCESS;

    /**
     * Input bytes on disk (gzip JSON Lines: about 0.6 KB a record) up to which AUTO stays in process. Measured on the
     * bench corpus (analytics/BENCH.md): 100,000 records (56 MB) took 52 s in process on one thread against 73 s on
     * Spark local[2]; the in-process engine holds every record, so the limit is set by the heap, not by speed.
     */
    public static final long IN_PROCESS_MAX_BYTES = 64L << 20;
    /** Heap per input byte the in-process engine may need: 100,000 records (56 MB) peaked at 3.4 GB resident, about 60. */
    public static final long HEAP_PER_INPUT_BYTE = 64;

    private static final Pattern LOCAL = Pattern.compile("local(?:\\[(\\*|\\d+)(?:,\\d+)?])?");

    public static Engine parse(String s) {
        return switch (s.toLowerCase(Locale.ROOT).replace('_', '-')) {
            case "auto" -> AUTO;
            case "spark" -> SPARK;
            case "in-process", "local", "java" -> IN_PROCESS;
            default -> throw new IllegalArgumentException("--engine must be auto, spark or in-process, got " + s);
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
        return m.group(1).equals("*") ? Runtime.getRuntime().availableProcessors() : Math.max(1, Integer.parseInt(m.group(1)));
    }
}
