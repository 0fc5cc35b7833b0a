package io.dialectic.analytics.aggregate;

import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.spark.sql.Row;

/**
 * The run figures of one campaign (runs, executed runs, fuzzers, first and
 * last seq, runs per validity category), from a single aggregation of the
 * runs table by (campaign, outcome): a handful of rows the driver sums up,
 * instead of one Spark job per figure.
 */
public record RunStats(
        long runs, long executed, SortedSet<String> fuzzers, long firstSeq, long lastSeq, Map<String, Long> outcomes) {

    public static final RunStats NONE = new RunStats(0, 0, Collections.emptySortedSet(), 0, 0, Map.of());

    /** Runs whose outcome is a crash. */
    public long crashRuns() {
        return outcomes.getOrDefault("crash", 0L);
    }

    /** (campaign, outcome, runs, executed runs, fuzzers, min seq, max seq) of the runs table: a handful of rows. */
    public static final String SQL =
            "SELECT campaign, outcome, count(1), CAST(sum(CASE WHEN tool IS NOT NULL THEN 1 ELSE 0 END) AS BIGINT),"
                    + " sorted_set(fuzzer), min(seq), max(seq) FROM runs GROUP BY campaign, outcome";

    /** Per campaign, from the rows of {@link #SQL}; outcomes only for runs that have one (a static program has none). */
    public static Map<String, RunStats> of(List<Row> rows) {
        return summed(rows);
    }

    /** The per-campaign figures from rows (campaign, outcome, runs, executed runs, fuzzers, min seq, max seq). */
    private static Map<String, RunStats> summed(List<Row> rows) {
        Map<String, long[]> sums = new HashMap<>();
        Map<String, SortedSet<String>> fuzzers = new HashMap<>();
        Map<String, Map<String, Long>> outcomes = new HashMap<>();
        for (Row r : rows) {
            String c = r.getString(0);
            long[] s = sums.computeIfAbsent(c, k -> new long[] {0, 0, Long.MAX_VALUE, Long.MIN_VALUE});
            s[0] += r.getLong(2);
            s[1] += r.getLong(3);
            if (!r.isNullAt(5)) s[2] = Math.min(s[2], r.getLong(5));
            if (!r.isNullAt(6)) s[3] = Math.max(s[3], r.getLong(6));
            fuzzers.computeIfAbsent(c, k -> new TreeSet<>()).addAll(r.getList(4));
            Map<String, Long> o = outcomes.computeIfAbsent(c, k -> new TreeMap<>());
            if (!r.isNullAt(1)) o.merge(r.getString(1), r.getLong(2), Long::sum);
        }
        Map<String, RunStats> out = new HashMap<>();
        for (var e : sums.entrySet()) {
            long[] s = e.getValue();
            out.put(
                    e.getKey(),
                    new RunStats(
                            s[0],
                            s[1],
                            fuzzers.get(e.getKey()),
                            s[2] == Long.MAX_VALUE ? 0 : s[2],
                            s[3] == Long.MIN_VALUE ? 0 : s[3],
                            outcomes.get(e.getKey())));
        }
        return out;
    }
}
