package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.tables.LocalRows;
import static org.apache.spark.sql.functions.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
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
     * Items two campaigns share, by a self-join.
     *
     * @param members (campaign, kind, item) rows, one per distinct item of a campaign
     * @return "kind\tcampaignA\tcampaignB" (A before B) -> shared items
     */
    public static Map<String, Long> shared(Dataset<Row> members) {
        Dataset<Row> a = members.select(col("campaign").as("ca"), col("kind").as("ka"), col("item").as("ia"));
        Dataset<Row> b = members.select(col("campaign").as("cb"), col("kind").as("kb"), col("item").as("ib"));
        Map<String, Long> shared = new HashMap<>();
        for (Row r : a.join(b, col("ka").equalTo(col("kb")).and(col("ia").equalTo(col("ib"))).and(col("ca").lt(col("cb"))))
                .groupBy(col("ka"), col("ca"), col("cb")).count().collectAsList()) {
            shared.put(r.getString(0) + "\t" + r.getString(1) + "\t" + r.getString(2), r.getLong(3));
        }
        return shared;
    }

    /** {@link #shared(Dataset)} in this JVM: each item's campaigns, counted per pair (a null never matches, as in the join). */
    public static Map<String, Long> shared(List<Row> members) {
        Map<List<String>, TreeSet<String>> holders = new HashMap<>();
        for (Row r : members) {
            if (r.isNullAt(0) || r.isNullAt(1) || r.isNullAt(2)) continue;
            holders.computeIfAbsent(List.of(r.getString(1), r.getString(2)), k -> new TreeSet<>()).add(r.getString(0));
        }
        Map<String, Long> shared = new HashMap<>();
        for (var e : holders.entrySet()) {
            List<String> cs = new ArrayList<>(e.getValue());
            cs.sort(LocalRows.STRINGS);
            for (int i = 0; i < cs.size(); i++) {
                for (int j = i + 1; j < cs.size(); j++) shared.merge(e.getKey().get(0) + "\t" + cs.get(i) + "\t" + cs.get(j), 1L, Long::sum);
            }
        }
        return shared;
    }

    /**
     * @param shared  {@link #shared} items
     * @param totals  distinct items per campaign and kind ("campaign\tkind" -> count)
     */
    public static List<Row2> compute(Map<String, Long> shared, Map<String, Long> totals, List<String> campaigns, List<String> kinds) {
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
