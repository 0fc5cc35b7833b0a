package io.dialectic.analytics.aggregate;

import static org.apache.spark.sql.functions.*;

import java.util.ArrayList;
import java.util.List;
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
}
