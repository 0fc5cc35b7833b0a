package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.tables.LocalRows;
import io.dialectic.analytics.tables.TableWriter;
import static org.apache.spark.sql.functions.*;

import io.dialectic.toolchain.cluster.ClusterDefinition;
import io.dialectic.analytics.schema.RunSchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.api.java.UDF2;
import org.apache.spark.sql.expressions.UserDefinedFunction;
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
    /** What the definition says about one crash key: its clusters, each with its members' places in the key's member list. */
    private static final StructType PART = new StructType()
            .add("cluster_key", DataTypes.StringType).add("indexes", DataTypes.createArrayType(DataTypes.IntegerType))
            .add("representative", DataTypes.IntegerType).add("pass", DataTypes.StringType).add("bug_location", DataTypes.StringType);
    private static final UserDefinedFunction SPLIT =
            udf((UDF2<String, scala.collection.Seq<Row>, List<Row>>) CrashClusters::split, DataTypes.createArrayType(PART));
    private static final StructType SUMMARY = new StructType()
            .add("index", DataTypes.IntegerType).add("pass", DataTypes.StringType).add("bug_location", DataTypes.StringType);
    private static final UserDefinedFunction SUMMARIZE = udf((UDF1<scala.collection.Seq<Row>, Row>) CrashClusters::summarize, SUMMARY);

    /** The member struct's fields, in order (what {@link #member} reads by position). */
    private static final List<String> MEMBER = List.of("run_id", "chars", "crash_pass", "pipeline", "bug_location", "tool",
            "crash_site", "crash_site_named", "program_path", "campaign", "fuzzer", "seq", "program_sha256");

    private CrashClusters() {}

    private static Dataset<Row> crashes(Dataset<Row> features) {
        return features.filter(col("outcome").equalTo("crash"))
                .withColumn("member", struct(MEMBER.stream().map(f -> f.equals("chars") ? length(col("program_text")).as(f) : col(f))
                        .toArray(Column[]::new)));
    }

    /** The definition's view of one member row. */
    private static ClusterDefinition.Member member(Row m) {
        List<String> pipeline = m.isNullAt(3) ? List.of() : scala.jdk.javaapi.CollectionConverters.asJava(m.<scala.collection.Seq<String>>getAs(3));
        // a row without a site (not judged a crash here) has no site to split by
        boolean named = m.isNullAt(7) || m.getBoolean(7);
        return new ClusterDefinition.Member(m.getString(0), m.isNullAt(1) ? -1 : m.getInt(1), m.getString(2), pipeline, m.getString(4),
                m.getString(5), m.getString(6), named);
    }

    /** The clusters of one crash key's members ({@link ClusterDefinition#clusters}), as positions in {@code members}. */
    static List<Row> split(String crashKey, scala.collection.Seq<Row> members) {
        List<Row> rows = scala.jdk.javaapi.CollectionConverters.asJava(members);
        List<ClusterDefinition.Member> ms = new ArrayList<>();
        Map<ClusterDefinition.Member, Integer> index = new IdentityHashMap<>();
        for (Row r : rows) {
            ClusterDefinition.Member m = member(r);
            index.put(m, ms.size());
            ms.add(m);
        }
        List<Row> out = new ArrayList<>();
        for (ClusterDefinition.Group g : ClusterDefinition.clusters(crashKey, ms)) {
            List<Integer> at = new ArrayList<>();
            int rep = -1;
            for (ClusterDefinition.Member m : g.members()) {
                if (rep < 0 && m.runId().equals(g.summary().representative())) rep = at.size();
                at.add(index.get(m));
            }
            out.add(RowFactory.create(g.key(), scala.jdk.javaapi.CollectionConverters.asScala(at).toSeq(), rep,
                    g.summary().pass(), g.summary().bugLocation()));
        }
        return out;
    }

    /** Picks the representative of one cluster's members: its index in {@code members}, the cluster's pass and bug location. */
    static Row summarize(scala.collection.Seq<Row> members) {
        List<ClusterDefinition.Member> ms = new ArrayList<>();
        List<Row> rows = scala.jdk.javaapi.CollectionConverters.asJava(members);
        for (Row m : rows) ms.add(member(m));
        ClusterDefinition.Summary s = ClusterDefinition.summarize(ms);
        int index = 0;
        while (!rows.get(index).getString(0).equals(s.representative())) index++;
        return RowFactory.create(index, s.pass(), s.bugLocation());
    }

    /**
     * One row per cluster: {@code cluster_key}, {@code crash_key}, {@code members} (the member structs, by run id),
     * the representative's place among them ({@code rep}, 0-based), {@code pass}, {@code bug_location}. Small (a
     * row per cluster, no texts): every cluster table below reads it, so persist it.
     */
    public static Dataset<Row> clustered(Dataset<Row> features) {
        return crashes(features).groupBy(col("crash_key")).agg(collect_list(col("member")).as("all"))
                .withColumn("part", explode(SPLIT.apply(col("crash_key"), col("all"))))
                .select(col("part.cluster_key").as("cluster_key"), col("crash_key"),
                        transform(col("part.indexes"), i -> element_at(col("all"), i.plus(1))).as("members"),
                        col("part.representative").as("rep"), col("part.pass").as("pass"), col("part.bug_location").as("bug_location"));
    }

    /** The distinct non-null values of one member field, sorted. */
    private static Column distinctOf(String field) {
        return array_sort(array_distinct(array_compact(col("members").getField(field))));
    }

    /** One row per cluster over all campaigns. */
    public static Dataset<Row> clusters(Dataset<Row> clustered) {
        Column rep = element_at(col("members"), col("rep").plus(1));
        return clustered.select(col("cluster_key"), col("crash_key"), size(col("members")).cast("long").as("runs"),
                size(distinctOf("program_sha256")).cast("long").as("programs"), distinctOf("fuzzer").as("fuzzers"),
                distinctOf("campaign").as("campaigns"), array_min(col("members").getField("seq")).as("first_seq"),
                rep.getField("run_id").as("representative_run_id"), rep.getField("program_path").as("representative_program_path"),
                rep.getField("campaign").as("representative_campaign"), rep.getField("chars").as("representative_chars"),
                col("pass"), col("bug_location"), distinctOf("tool").as("tools"));
    }

    /** One row per crash run: the cluster it is in. */
    public static Dataset<Row> members(Dataset<Row> clustered) {
        return clustered.select(col("cluster_key"), col("crash_key"), explode(col("members")).as("m"))
                .select(col("cluster_key"), col("crash_key"), col("m.run_id").as("run_id"), col("m.campaign").as("campaign"));
    }

    /** One row per (cluster, campaign): how often and from when each campaign hit it, and its representative there. */
    public static Dataset<Row> perCampaign(Dataset<Row> clustered) {
        return clustered.select(col("cluster_key"), col("crash_key"), explode(col("members")).as("m"))
                .groupBy(col("cluster_key"), col("crash_key"), col("m.campaign").as("campaign"))
                .agg(count(lit(1)).as("runs"), min(col("m.seq")).as("first_seq"), collect_list(col("m")).as("members"))
                .withColumn("summary", SUMMARIZE.apply(col("members")))
                .select(col("cluster_key"), col("crash_key"), col("campaign"), col("runs"), col("first_seq"),
                        element_at(col("members"), col("summary.index").plus(1)).getField("run_id").as("representative_run_id"));
    }

    // ---- the same three tables computed in this JVM (the in-process engine) ----

    public static final StructType CLUSTERS = TableWriter.schema("cluster_key:s", "crash_key:s", "runs:l", "programs:l")
            .add("fuzzers", DataTypes.createArrayType(DataTypes.StringType)).add("campaigns", DataTypes.createArrayType(DataTypes.StringType))
            .merge(TableWriter.schema("first_seq:l", "representative_run_id:s", "representative_program_path:s", "representative_campaign:s"), false)
            .add("representative_chars", DataTypes.IntegerType).merge(TableWriter.schema("pass:s", "bug_location:s"), false)
            .add("tools", DataTypes.createArrayType(DataTypes.StringType));
    public static final StructType PER_CAMPAIGN = TableWriter.schema("cluster_key:s", "crash_key:s", "campaign:s", "runs:l", "first_seq:l",
            "representative_run_id:s");
    public static final StructType MEMBERS = TableWriter.schema("cluster_key:s", "crash_key:s", "run_id:s", "campaign:s");

    /** The {@code clusters}, {@code cluster_campaigns} and {@code cluster_members} rows. */
    public record Tables(List<Row> clusters, List<Row> perCampaign, List<Row> members) {}

    /** {@link #clusters}, {@link #perCampaign} and {@link #members} of {@link #clustered} in this JVM. */
    public static Tables tables(List<Row> features) {
        int[] at = new int[MEMBER.size()];
        for (int i = 0; i < at.length; i++) at[i] = MEMBER.get(i).equals("chars") ? -1 : RunSchema.FEATURES.fieldIndex(MEMBER.get(i));
        Map<String, List<Row>> byKey = new LinkedHashMap<>();
        for (Row r : features) {
            if (!"crash".equals(r.getString(RunSchema.IDX_OUTCOME))) continue;
            Object[] m = new Object[at.length];
            for (int i = 0; i < at.length; i++) m[i] = at[i] < 0 ? LocalRows.length(r.getString(RunSchema.IDX_TEXT)) : r.get(at[i]);
            byKey.computeIfAbsent(r.getString(RunSchema.IDX_CRASH_KEY), k -> new ArrayList<>()).add(RowFactory.create(m));
        }
        int runId = MEMBER.indexOf("run_id"), chars = MEMBER.indexOf("chars"), path = MEMBER.indexOf("program_path"),
                campaign = MEMBER.indexOf("campaign"), fuzzer = MEMBER.indexOf("fuzzer"), seq = MEMBER.indexOf("seq"),
                sha = MEMBER.indexOf("program_sha256"), tool = MEMBER.indexOf("tool");
        List<Row> clusters = new ArrayList<>(), perCampaign = new ArrayList<>(), members = new ArrayList<>();
        for (var e : byKey.entrySet()) {
            List<Row> all = e.getValue();
            for (Row part : split(e.getKey(), LocalRows.seq(all))) {
                List<Row> ms = new ArrayList<>();
                for (Object i : part.getList(1)) ms.add(all.get((Integer) i));
                Row rep = ms.get(part.getInt(2));
                String clusterKey = part.getString(0);
                clusters.add(RowFactory.create(clusterKey, e.getKey(), (long) ms.size(), (long) distinct(ms, sha).size(),
                        LocalRows.sortedDistinct(distinct(ms, fuzzer)), LocalRows.sortedDistinct(distinct(ms, campaign)), LocalRows.minLong(ms, seq),
                        rep.get(runId), rep.get(path), rep.get(campaign), rep.get(chars), part.get(3), part.get(4),
                        LocalRows.sortedDistinct(distinct(ms, tool))));
                Map<String, List<Row>> byCampaign = new LinkedHashMap<>();
                for (Row m : ms) {
                    byCampaign.computeIfAbsent(m.getString(campaign), k -> new ArrayList<>()).add(m);
                    members.add(RowFactory.create(clusterKey, e.getKey(), m.get(runId), m.get(campaign)));
                }
                for (var c : byCampaign.entrySet()) {
                    List<ClusterDefinition.Member> defined = new ArrayList<>();
                    for (Row m : c.getValue()) defined.add(member(m));
                    perCampaign.add(RowFactory.create(clusterKey, e.getKey(), c.getKey(), (long) c.getValue().size(),
                            LocalRows.minLong(c.getValue(), seq), ClusterDefinition.summarize(defined).representative()));
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
}
