package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.tables.LocalRows;
import io.dialectic.analytics.tables.TableWriter;
import static org.apache.spark.sql.functions.*;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.expressions.WindowSpec;

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

    public static Dataset<Row> curves(Dataset<Row> items, List<String> kinds) {
        WindowSpec upTo = Window.partitionBy(col("campaign"), col("kind")).orderBy(col("seq"))
                .rowsBetween(Window.unboundedPreceding(), Window.currentRow());
        return items.filter(col("kind").isin(kinds.toArray()))
                .groupBy(col("campaign"), col("kind"), col("first_seq").as("seq"))
                .agg(count(lit(1)).as("new_items"))
                .withColumn("cumulative", sum(col("new_items")).over(upTo));
    }

    /** At most about {@code maxPoints} points per curve (evenly spaced, first and last kept) for drawing. */
    public static List<Point> points(Dataset<Row> curves, int maxPoints) {
        WindowSpec bySeq = Window.partitionBy(col("campaign"), col("kind")).orderBy(col("seq"));
        WindowSpec whole = Window.partitionBy(col("campaign"), col("kind"));
        Dataset<Row> thin = curves.withColumn("rn", row_number().over(bySeq)).withColumn("n", count(lit(1)).over(whole))
                .filter(col("rn").equalTo(1).or(col("rn").equalTo(col("n")))
                        .or(col("rn").mod(ceil(col("n").divide(maxPoints))).equalTo(0)))
                .orderBy(col("campaign"), col("kind"), col("seq"));
        List<Point> out = new ArrayList<>();
        for (Row r : thin.collectAsList()) {
            out.add(new Point(r.getString(0), r.getString(1), r.getLong(2), r.getLong(4)));
        }
        return out;
    }

    public static final StructType CURVES = TableWriter.schema("campaign:s", "kind:s", "seq:l", "new_items:l", "cumulative:l");

    /** {@link #curves(Dataset, List)} in this JVM, from rows of {@link FeatureTables#ITEMS}, in (campaign, kind, seq) order. */
    public static List<Row> curves(List<Row> items, List<String> kinds) {
        Map<List<Object>, long[]> newAt = new HashMap<>();
        for (Row r : items) {
            if (!kinds.contains(r.getString(1))) continue;
            newAt.computeIfAbsent(Arrays.asList(r.get(0), r.get(1), r.get(4)), k -> new long[1])[0]++;
        }
        List<Row> grouped = new ArrayList<>();
        for (var e : newAt.entrySet()) grouped.add(RowFactory.create(e.getKey().get(0), e.getKey().get(1), e.getKey().get(2), e.getValue()[0]));
        grouped.sort(LocalRows.order(CURVES, "campaign", "kind", "seq"));
        List<Row> out = new ArrayList<>(grouped.size());
        long cumulative = 0;
        Row prev = null;
        for (Row r : grouped) {
            if (prev == null || !Objects.equals(prev.get(0), r.get(0)) || !Objects.equals(prev.get(1), r.get(1))) cumulative = 0;
            cumulative += r.getLong(3);
            out.add(RowFactory.create(r.get(0), r.get(1), r.get(2), r.get(3), cumulative));
            prev = r;
        }
        return out;
    }

    /** {@link #points(Dataset, int)} from rows of {@link #curves(List, List)} (in their order). */
    public static List<Point> points(List<Row> curves, int maxPoints) {
        Map<List<Object>, List<Row>> byCurve = new LinkedHashMap<>();
        for (Row r : curves) byCurve.computeIfAbsent(Arrays.asList(r.get(0), r.get(1)), k -> new ArrayList<>()).add(r);
        List<Point> out = new ArrayList<>();
        for (List<Row> curve : byCurve.values()) {
            for (Row r : thin(curve, maxPoints)) out.add(new Point(r.getString(0), r.getString(1), r.getLong(2), r.getLong(4)));
        }
        return out;
    }

    /**
     * The points of one curve kept for drawing: the first, the last and every ceil(n / maxPoints)-th (1-based), the
     * rule of {@link #points(Dataset, int)}'s window, for the curves thinned on the driver (this one's in-process form,
     * the trigger curves).
     */
    public static <T> List<T> thin(List<T> curve, int maxPoints) {
        int n = curve.size();
        long step = (long) Math.ceil((double) n / maxPoints);
        List<T> out = new ArrayList<>();
        for (int i = 0; i < n; i++) if (i == 0 || i == n - 1 || (i + 1) % step == 0) out.add(curve.get(i));
        return out;
    }
}
