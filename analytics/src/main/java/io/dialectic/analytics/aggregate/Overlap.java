package io.dialectic.analytics.aggregate;

import static org.apache.spark.sql.functions.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * Pairwise overlap between campaigns (FLEX Fig. 3-4 style): for each kind
 * (crash clusters, dialect pairs, OD patterns...) the items each side has,
 * the items both have and the Jaccard index |A n B| / |A u B|.
 */
public final class Overlap {
    private Overlap() {}

    public record Row2(String kind, String campaignA, String campaignB, long itemsA, long itemsB, long shared, double jaccard) {}

    /**
     * @param members (campaign, kind, item) rows, one per distinct item of a campaign
     * @param totals  distinct items per campaign and kind ("campaign\tkind" -> count)
     */
    public static List<Row2> compute(Dataset<Row> members, Map<String, Long> totals, List<String> campaigns, List<String> kinds) {
        Dataset<Row> a = members.select(col("campaign").as("ca"), col("kind").as("ka"), col("item").as("ia"));
        Dataset<Row> b = members.select(col("campaign").as("cb"), col("kind").as("kb"), col("item").as("ib"));
        Map<String, Long> shared = new HashMap<>();
        for (Row r : a.join(b, col("ka").equalTo(col("kb")).and(col("ia").equalTo(col("ib"))).and(col("ca").lt(col("cb"))))
                .groupBy(col("ka"), col("ca"), col("cb")).count().collectAsList()) {
            shared.put(r.getString(0) + "\t" + r.getString(1) + "\t" + r.getString(2), r.getLong(3));
        }
        List<Row2> out = new ArrayList<>();
        for (String kind : kinds) {
            for (int i = 0; i < campaigns.size(); i++) {
                for (int j = i + 1; j < campaigns.size(); j++) {
                    String ca = campaigns.get(i), cb = campaigns.get(j);
                    long na = totals.getOrDefault(ca + "\t" + kind, 0L), nb = totals.getOrDefault(cb + "\t" + kind, 0L);
                    long s = shared.getOrDefault(kind + "\t" + ca + "\t" + cb, 0L);
                    long union = na + nb - s;
                    out.add(new Row2(kind, ca, cb, na, nb, s, union == 0 ? 0.0 : (double) s / union));
                }
            }
        }
        return out;
    }
}
