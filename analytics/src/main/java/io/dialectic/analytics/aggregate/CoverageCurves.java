package io.dialectic.analytics.aggregate;

import io.dialectic.toolchain.report.SqlQuote;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;

/**
 * Coverage against the order of generation: for each campaign and kind,
 * the cumulative number of distinct items once every program up to
 * {@code seq} is counted (an item counts at the first seq of a program
 * holding it). The curves MLIRod (Fig. 6) and SynthFuzz plot over time.
 */
public final class CoverageCurves {
    private CoverageCurves() {}

    /** A point of a curve, for the report. */
    public record Point(String campaign, String kind, long seq, long cumulative) {}

    /** The curves of {@code kinds} from {@code items}: new items at each first seq, and the running total. */
    public static String sql(List<String> kinds) {
        List<String> quoted = new ArrayList<>();
        for (String k : kinds) quoted.add(SqlQuote.string(k));
        return "SELECT campaign, kind, seq, new_items, CAST(sum(new_items) OVER (PARTITION BY campaign, kind ORDER BY seq"
                + " ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS BIGINT) AS cumulative FROM"
                + " (SELECT campaign, kind, first_seq AS seq, count(1) AS new_items FROM items WHERE kind IN ("
                + String.join(", ", quoted)
                + ") GROUP BY campaign, kind, first_seq) c";
    }

    /** At most about {@code maxPoints} points per curve of {@code coverage_curve} (evenly spaced, first and last kept), for drawing. */
    public static String pointsSql(int maxPoints) {
        return "SELECT campaign, kind, seq, cumulative FROM (SELECT campaign, kind, seq, cumulative,"
                + " row_number() OVER (PARTITION BY campaign, kind ORDER BY seq) AS rn, count(1) OVER (PARTITION BY campaign, kind) AS n"
                + " FROM coverage_curve) t WHERE rn = 1 OR rn = n OR rn % CAST(ceil(n / " + maxPoints
                + ".0) AS BIGINT) = 0"
                + " ORDER BY campaign, kind, seq";
    }

    /** The rows of {@link #pointsSql}. */
    public static List<Point> points(List<Row> rows) {
        List<Point> out = new ArrayList<>();
        for (Row r : rows) out.add(new Point(r.getString(0), r.getString(1), r.getLong(2), r.getLong(3)));
        return out;
    }

    /**
     * The points of one curve kept for drawing: the first, the last and every ceil(n / maxPoints)-th (1-based), the
     * rule of {@link #pointsSql}, for the curves thinned in Java (the trigger curves).
     */
    public static <T> List<T> thin(List<T> curve, int maxPoints) {
        int n = curve.size();
        long step = (long) Math.ceil((double) n / maxPoints);
        List<T> out = new ArrayList<>();
        for (int i = 0; i < n; i++) if (i == 0 || i == n - 1 || (i + 1) % step == 0) out.add(curve.get(i));
        return out;
    }
}
