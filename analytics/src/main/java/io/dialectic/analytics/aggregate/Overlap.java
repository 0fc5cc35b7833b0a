package io.dialectic.analytics.aggregate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;

/**
 * Pairwise overlap between campaigns (FLEX Fig. 3-4 style): for each kind
 * (crash clusters, dialect pairs, OD patterns...) the items each side has,
 * the items both have and the Jaccard index |A n B| / |A u B|.
 */
public final class Overlap {
    private Overlap() {}

    public record Row2(
            String kind, String campaignA, String campaignB, long itemsA, long itemsB, long shared, double jaccard) {}

    /**
     * Items two campaigns share, by a self-join of {@code shared_items} (campaign, kind, item), one row per distinct
     * item of a campaign: rows (kind, campaign A, campaign B, shared), A before B.
     */
    public static final String SHARED =
            "SELECT a.kind, a.campaign, b.campaign, count(1) FROM shared_items a JOIN shared_items b"
                    + " ON a.kind = b.kind AND a.item = b.item AND a.campaign < b.campaign GROUP BY a.kind, a.campaign, b.campaign";

    /** The rows of {@link #SHARED} as "kind\tcampaignA\tcampaignB" -> shared items. */
    public static Map<String, Long> shared(List<Row> rows) {
        Map<String, Long> shared = new HashMap<>();
        for (Row r : rows) shared.put(r.getString(0) + "\t" + r.getString(1) + "\t" + r.getString(2), r.getLong(3));
        return shared;
    }

    /**
     * @param shared  {@link #shared} items
     * @param totals  distinct items per campaign and kind ("campaign\tkind" -> count)
     */
    public static List<Row2> compute(
            Map<String, Long> shared, Map<String, Long> totals, List<String> campaigns, List<String> kinds) {
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
