package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.sql.SqlEngine;
import io.dialectic.analytics.tables.RowOrder;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.toolchain.cluster.ClusterDefinition;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Crash clusters by the toolchain's one cluster definition ({@link ClusterDefinition}, the one
 * {@code dialectic clusters} and the app use): the crashing runs, streamed in key order, are
 * gathered one {@code crash_key} at a time (without their text) and handed to
 * {@link ClusterDefinition#clusters}, which splits a key whose names cannot tell its crash sites apart
 * and picks each cluster's pass and representative (the smallest program among the members that ran
 * that pass, ties: smallest run id, the one to reduce first). Each cluster then gets its size, the
 * fuzzers and campaigns that hit it and its first seq.
 */
public final class CrashClusters {
    /** The member's fields, in order (what {@link #member} reads by position), after the crash key. */
    private static final List<String> MEMBER = List.of(
            "run_id",
            "chars",
            "crash_pass",
            "pipeline",
            "bug_location",
            "tool",
            "crash_site",
            "crash_site_named",
            "program_path",
            "campaign",
            "fuzzer",
            "seq",
            "program_sha256");

    /**
     * The crashing runs, each as (crash_key, the {@link #MEMBER} fields): few next to the corpus, and without their text;
     * in one order whichever engine reads them, so the definition sees each key's members the same way.
     */
    public static final String MEMBERS_SQL =
            "SELECT crash_key, " + String.join(", ", MEMBER).replace("chars", "program_chars AS chars")
                    + " FROM features WHERE outcome = 'crash' ORDER BY crash_key, run_id, campaign";

    private CrashClusters() {}

    /** The definition's view of one member row. */
    private static ClusterDefinition.Member member(Row m) {
        List<String> pipeline = m.isNullAt(3) ? List.of() : m.getList(3);
        // a row without a site (not judged a crash here) has no site to split by
        boolean named = m.isNullAt(7) || m.getBoolean(7);
        return new ClusterDefinition.Member(
                m.getString(0),
                m.isNullAt(1) ? -1 : m.getInt(1),
                m.getString(2),
                pipeline,
                m.getString(4),
                m.getString(5),
                m.getString(6),
                named);
    }

    public static final StructType CLUSTERS = TableWriter.schema("cluster_key:s", "crash_key:s", "runs:l", "programs:l")
            .add("fuzzers", DataTypes.createArrayType(DataTypes.StringType))
            .add("campaigns", DataTypes.createArrayType(DataTypes.StringType))
            .merge(
                    TableWriter.schema(
                            "first_seq:l",
                            "representative_run_id:s",
                            "representative_program_path:s",
                            "representative_campaign:s"),
                    false)
            .add("representative_chars", DataTypes.IntegerType)
            .merge(TableWriter.schema("pass:s", "bug_location:s"), false)
            .add("tools", DataTypes.createArrayType(DataTypes.StringType))
            .add("evidence", DataTypes.BooleanType);
    public static final StructType PER_CAMPAIGN = TableWriter.schema(
            "cluster_key:s", "crash_key:s", "campaign:s", "runs:l", "first_seq:l", "representative_run_id:s");
    public static final StructType MEMBERS =
            TableWriter.schema("cluster_key:s", "crash_key:s", "run_id:s", "campaign:s");

    /** The {@code clusters} and {@code cluster_campaigns} rows (the members went to the engine as they were made). */
    public record Tables(List<Row> clusters, List<Row> perCampaign) {}

    /**
     * The three tables on either engine: the crashing runs streamed in key order ({@link #MEMBERS_SQL}), one crash key's
     * members held at a time, its {@code cluster_members} rows handed to the engine as they are made (table {@code name}:
     * a row per crashing run, more than a modest heap can hold with their inputs); the clusters and their
     * per-campaign rows, one per cluster, returned.
     */
    public static Tables tables(SqlEngine sql, String name) {
        return sql.stream(MEMBERS_SQL, crashes -> {
            Clustering c = new Clustering(crashes);
            sql.register(name, MEMBERS, c);
            return c.tables();
        });
    }

    /**
     * The {@code cluster_members} rows of crash rows in key order (the rows of {@link #MEMBERS_SQL}), made one crash key at
     * a time as they are taken: each key's members handed to {@link ClusterDefinition#clusters} once, then each cluster's
     * size, fuzzers, campaigns, first seq and representative, overall and per campaign ({@link #tables()}, complete once
     * every member has been taken).
     */
    public static final class Clustering implements Iterator<Row> {
        private final Iterator<Row> crashes;
        private final List<Row> clusters = new ArrayList<>(), perCampaign = new ArrayList<>();
        private final ArrayDeque<Row> ready = new ArrayDeque<>();
        private final Set<String> seen = new HashSet<>();
        private Row next;

        public Clustering(Iterator<Row> crashes) {
            this.crashes = crashes;
            this.next = crashes.hasNext() ? crashes.next() : null;
        }

        @Override
        public boolean hasNext() {
            while (ready.isEmpty() && next != null) clusterNextKey();
            return !ready.isEmpty();
        }

        @Override
        public Row next() {
            if (!hasNext()) throw new NoSuchElementException();
            return ready.poll();
        }

        /** The clusters and per-campaign rows: complete once {@link #hasNext} has said false. */
        public Tables tables() {
            if (hasNext()) throw new IllegalStateException("members not all taken yet");
            return new Tables(clusters, perCampaign);
        }

        /** The rows of the next crash key, as members (without the key), clustered. */
        private void clusterNextKey() {
            String key = next.getString(0);
            // the key order is what lets one key be held at a time: a key seen again means the rows were not in that
            // order
            if (!seen.add(String.valueOf(key)))
                throw new IllegalStateException("crash rows not in key order: " + key + " again");
            List<Row> all = new ArrayList<>();
            while (next != null && Objects.equals(next.getString(0), key)) {
                Object[] m = new Object[MEMBER.size()];
                for (int i = 0; i < m.length; i++) m[i] = next.get(i + 1);
                all.add(RowFactory.create(m));
                next = crashes.hasNext() ? crashes.next() : null;
            }
            List<ClusterDefinition.Member> defined = new ArrayList<>();
            Map<ClusterDefinition.Member, Row> rowOf = new IdentityHashMap<>();
            for (Row r : all) {
                ClusterDefinition.Member m = member(r);
                defined.add(m);
                rowOf.put(m, r);
            }
            for (ClusterDefinition.Group g : ClusterDefinition.clusters(key, defined)) {
                List<Row> ms = new ArrayList<>();
                Row rep = null;
                for (ClusterDefinition.Member m : g.members()) {
                    Row r = rowOf.get(m);
                    if (rep == null && m.runId().equals(g.summary().representative())) rep = r;
                    ms.add(r);
                }
                String clusterKey = g.key();
                clusters.add(RowFactory.create(
                        clusterKey,
                        key,
                        (long) ms.size(),
                        (long) distinct(ms, SHA).size(),
                        RowOrder.sortedDistinct(distinct(ms, FUZZER)),
                        RowOrder.sortedDistinct(distinct(ms, CAMPAIGN)),
                        minLong(ms, SEQ),
                        rep.get(RUN_ID),
                        rep.get(PATH),
                        rep.get(CAMPAIGN),
                        rep.get(CHARS),
                        g.summary().pass(),
                        g.summary().bugLocation(),
                        RowOrder.sortedDistinct(distinct(ms, TOOL)),
                        g.evidence()));
                Map<String, List<Row>> byCampaign = new LinkedHashMap<>();
                for (Row m : ms) {
                    byCampaign
                            .computeIfAbsent(m.getString(CAMPAIGN), k -> new ArrayList<>())
                            .add(m);
                    ready.add(RowFactory.create(clusterKey, key, m.get(RUN_ID), m.get(CAMPAIGN)));
                }
                for (var c : byCampaign.entrySet()) {
                    List<ClusterDefinition.Member> inCampaign = new ArrayList<>();
                    for (Row m : c.getValue()) inCampaign.add(member(m));
                    perCampaign.add(RowFactory.create(
                            clusterKey,
                            key,
                            c.getKey(),
                            (long) c.getValue().size(),
                            minLong(c.getValue(), SEQ),
                            ClusterDefinition.summarize(inCampaign).representative()));
                }
            }
        }
    }

    private static final int RUN_ID = MEMBER.indexOf("run_id"),
            CHARS = MEMBER.indexOf("chars"),
            PATH = MEMBER.indexOf("program_path"),
            CAMPAIGN = MEMBER.indexOf("campaign"),
            FUZZER = MEMBER.indexOf("fuzzer"),
            SEQ = MEMBER.indexOf("seq"),
            SHA = MEMBER.indexOf("program_sha256"),
            TOOL = MEMBER.indexOf("tool");

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
