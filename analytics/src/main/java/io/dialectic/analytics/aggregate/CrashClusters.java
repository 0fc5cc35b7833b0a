package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.tables.RowOrder;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.toolchain.cluster.ClusterDefinition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Crash clusters by the toolchain's one cluster definition ({@link ClusterDefinition}, the one
 * {@code dialectic clusters} and the app use): the crashing runs of each {@code crash_key} are
 * collected (a key's members are few next to the corpus, and carry no text) and handed to
 * {@link ClusterDefinition#clusters}, which splits a key whose names cannot tell its crash sites apart
 * and picks each cluster's pass and representative (the smallest program among the members that ran
 * that pass, ties: smallest run id, the one to reduce first). Each cluster then gets its size, the
 * fuzzers and campaigns that hit it and its first seq.
 */
public final class CrashClusters {
    /** The member's fields, in order (what {@link #member} reads by position), after the crash key. */
    private static final List<String> MEMBER = List.of("run_id", "chars", "crash_pass", "pipeline", "bug_location", "tool",
            "crash_site", "crash_site_named", "program_path", "campaign", "fuzzer", "seq", "program_sha256");

    /**
     * The crashing runs, each as (crash_key, the {@link #MEMBER} fields): few next to the corpus, and without their text;
     * in one order whichever engine reads them, so the definition sees each key's members the same way.
     */
    public static final String MEMBERS_SQL = "SELECT crash_key, " + String.join(", ", MEMBER).replace("chars", "CAST(length(program_text) AS INT) AS chars")
            + " FROM features WHERE outcome = 'crash' ORDER BY crash_key, run_id";

    private CrashClusters() {}

    /** The definition's view of one member row. */
    private static ClusterDefinition.Member member(Row m) {
        List<String> pipeline = m.isNullAt(3) ? List.of() : m.getList(3);
        // a row without a site (not judged a crash here) has no site to split by
        boolean named = m.isNullAt(7) || m.getBoolean(7);
        return new ClusterDefinition.Member(m.getString(0), m.isNullAt(1) ? -1 : m.getInt(1), m.getString(2), pipeline, m.getString(4),
                m.getString(5), m.getString(6), named);
    }

    public static final StructType CLUSTERS = TableWriter.schema("cluster_key:s", "crash_key:s", "runs:l", "programs:l")
            .add("fuzzers", DataTypes.createArrayType(DataTypes.StringType)).add("campaigns", DataTypes.createArrayType(DataTypes.StringType))
            .merge(TableWriter.schema("first_seq:l", "representative_run_id:s", "representative_program_path:s", "representative_campaign:s"), false)
            .add("representative_chars", DataTypes.IntegerType).merge(TableWriter.schema("pass:s", "bug_location:s"), false)
            .add("tools", DataTypes.createArrayType(DataTypes.StringType)).add("evidence", DataTypes.BooleanType);
    public static final StructType PER_CAMPAIGN = TableWriter.schema("cluster_key:s", "crash_key:s", "campaign:s", "runs:l", "first_seq:l",
            "representative_run_id:s");
    public static final StructType MEMBERS = TableWriter.schema("cluster_key:s", "crash_key:s", "run_id:s", "campaign:s");

    /** The {@code clusters}, {@code cluster_campaigns} and {@code cluster_members} rows. */
    public record Tables(List<Row> clusters, List<Row> perCampaign, List<Row> members) {}

    /**
     * The three tables from the rows of {@link #MEMBERS_SQL}, whichever engine ran it: each crash key's members handed to
     * {@link ClusterDefinition#clusters} once, then each cluster's size, fuzzers, campaigns, first seq and representative,
     * overall and per campaign.
     */
    public static Tables tables(List<Row> crashes) {
        // one order whichever engine listed them: by key, run id, then campaign (a run id can recur across campaigns,
        // the same records given twice; the definition sorts members by run id only, so ties kept the engine's order)
        int keyRunId = MEMBER.indexOf("run_id") + 1, keyCampaign = MEMBER.indexOf("campaign") + 1;
        List<Row> ordered = new ArrayList<>(crashes);
        java.util.Comparator<String> text = java.util.Comparator.nullsFirst(java.util.Comparator.naturalOrder());
        ordered.sort(java.util.Comparator.comparing((Row r) -> r.getString(0), text).thenComparing(r -> r.getString(keyRunId), text)
                .thenComparing(r -> r.getString(keyCampaign), text));
        Map<String, List<Row>> byKey = new LinkedHashMap<>();
        for (Row r : ordered) {
            Object[] m = new Object[MEMBER.size()];
            for (int i = 0; i < m.length; i++) m[i] = r.get(i + 1);
            byKey.computeIfAbsent(r.getString(0), k -> new ArrayList<>()).add(RowFactory.create(m));
        }
        int runId = MEMBER.indexOf("run_id"), chars = MEMBER.indexOf("chars"), path = MEMBER.indexOf("program_path"),
                campaign = MEMBER.indexOf("campaign"), fuzzer = MEMBER.indexOf("fuzzer"), seq = MEMBER.indexOf("seq"),
                sha = MEMBER.indexOf("program_sha256"), tool = MEMBER.indexOf("tool");
        List<Row> clusters = new ArrayList<>(), perCampaign = new ArrayList<>(), members = new ArrayList<>();
        for (var e : byKey.entrySet()) {
            List<Row> all = e.getValue();
            List<ClusterDefinition.Member> defined = new ArrayList<>();
            Map<ClusterDefinition.Member, Row> rowOf = new IdentityHashMap<>();
            for (Row r : all) {
                ClusterDefinition.Member m = member(r);
                defined.add(m);
                rowOf.put(m, r);
            }
            for (ClusterDefinition.Group g : ClusterDefinition.clusters(e.getKey(), defined)) {
                List<Row> ms = new ArrayList<>();
                Row rep = null;
                for (ClusterDefinition.Member m : g.members()) {
                    Row r = rowOf.get(m);
                    if (rep == null && m.runId().equals(g.summary().representative())) rep = r;
                    ms.add(r);
                }
                String clusterKey = g.key();
                clusters.add(RowFactory.create(clusterKey, e.getKey(), (long) ms.size(), (long) distinct(ms, sha).size(),
                        RowOrder.sortedDistinct(distinct(ms, fuzzer)), RowOrder.sortedDistinct(distinct(ms, campaign)), minLong(ms, seq),
                        rep.get(runId), rep.get(path), rep.get(campaign), rep.get(chars), g.summary().pass(), g.summary().bugLocation(),
                        RowOrder.sortedDistinct(distinct(ms, tool)), g.evidence()));
                Map<String, List<Row>> byCampaign = new LinkedHashMap<>();
                for (Row m : ms) {
                    byCampaign.computeIfAbsent(m.getString(campaign), k -> new ArrayList<>()).add(m);
                    members.add(RowFactory.create(clusterKey, e.getKey(), m.get(runId), m.get(campaign)));
                }
                for (var c : byCampaign.entrySet()) {
                    List<ClusterDefinition.Member> inCampaign = new ArrayList<>();
                    for (Row m : c.getValue()) inCampaign.add(member(m));
                    perCampaign.add(RowFactory.create(clusterKey, e.getKey(), c.getKey(), (long) c.getValue().size(),
                            minLong(c.getValue(), seq), ClusterDefinition.summarize(inCampaign).representative()));
                }
            }
        }
        return new Tables(clusters, perCampaign, members);
    }

    /** The non-null values of one member field. */
    private static List<String> distinct(List<Row> members, int field) {
        Set<String> out = new HashSet<>();
        for (Row m : members) if (!m.isNullAt(field)) out.add(m.getString(field));
        return new ArrayList<>(out);
    }

    /** The least non-null long of column {@code i}, or null (SQL's min). */
    static Long minLong(List<Row> rows, int i) {
        Long min = null;
        for (Row r : rows) if (!r.isNullAt(i)) min = min == null ? r.getLong(i) : Math.min(min, r.getLong(i));
        return min;
    }
}
