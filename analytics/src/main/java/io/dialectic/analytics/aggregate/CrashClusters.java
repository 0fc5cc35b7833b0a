package io.dialectic.analytics.aggregate;

import static org.apache.spark.sql.functions.*;

import io.dialectic.toolchain.cluster.ClusterDefinition;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Crash clusters by the toolchain's one cluster definition ({@link ClusterDefinition}, the one
 * {@code dialectic clusters} and the app use): the crashing runs with one {@code crash_key}, each
 * cluster with its size, the fuzzers and campaigns that hit it, the first seq, its pass, and its
 * representative: the smallest program among the members that ran that pass (ties: smallest run id),
 * the one to reduce first. The pass and representative are chosen by the toolchain's own function,
 * called on each cluster's member list.
 */
public final class CrashClusters {
    private static final StructType SUMMARY = new StructType()
            .add("index", DataTypes.IntegerType).add("pass", DataTypes.StringType).add("bug_location", DataTypes.StringType);
    private static final UserDefinedFunction SUMMARIZE = udf((UDF1<scala.collection.Seq<Row>, Row>) CrashClusters::summarize, SUMMARY);

    private CrashClusters() {}

    private static Dataset<Row> crashes(Dataset<Row> features) {
        return features.filter(col("outcome").equalTo("crash"))
                .withColumn("member", struct(col("run_id"), length(col("program_text")).as("chars"),
                        col("crash_pass"), col("pipeline"), col("bug_location"), col("program_path"), col("campaign")));
    }

    /** Picks the representative of one cluster: its index in {@code members}, the cluster's pass and bug location. */
    static Row summarize(scala.collection.Seq<Row> members) {
        List<ClusterDefinition.Member> ms = new ArrayList<>();
        List<Row> rows = scala.jdk.javaapi.CollectionConverters.asJava(members);
        for (Row m : rows) {
            List<String> pipeline = m.isNullAt(3) ? List.of() : scala.jdk.javaapi.CollectionConverters.asJava(m.<scala.collection.Seq<String>>getAs(3));
            ms.add(new ClusterDefinition.Member(m.getString(0), m.isNullAt(1) ? -1 : m.getInt(1), m.getString(2), pipeline, m.getString(4)));
        }
        ClusterDefinition.Summary s = ClusterDefinition.summarize(ms);
        int index = 0;
        while (!rows.get(index).getString(0).equals(s.representative())) index++;
        return RowFactory.create(index, s.pass(), s.bugLocation());
    }

    private static Column representative() {
        return element_at(col("members"), col("summary.index").plus(1));
    }

    /** One row per cluster key over all campaigns. */
    public static Dataset<Row> clusters(Dataset<Row> features) {
        return crashes(features).groupBy(col("crash_key"))
                .agg(count(lit(1)).as("runs"), countDistinct(col("program_sha256")).as("programs"),
                        array_sort(collect_set(col("fuzzer"))).as("fuzzers"),
                        array_sort(collect_set(col("campaign"))).as("campaigns"), min(col("seq")).as("first_seq"),
                        collect_list(col("member")).as("members"), array_sort(collect_set(col("tool"))).as("tools"))
                .withColumn("summary", SUMMARIZE.apply(col("members")))
                .withColumn("rep", representative())
                .select(col("crash_key"), col("runs"), col("programs"), col("fuzzers"), col("campaigns"), col("first_seq"),
                        col("rep.run_id").as("representative_run_id"), col("rep.program_path").as("representative_program_path"),
                        col("rep.campaign").as("representative_campaign"), col("rep.chars").as("representative_chars"),
                        col("summary.pass").as("pass"), col("summary.bug_location").as("bug_location"), col("tools"));
    }

    /** One row per (cluster, campaign): how often and from when each campaign hit it, and its representative there. */
    public static Dataset<Row> perCampaign(Dataset<Row> features) {
        return crashes(features).groupBy(col("crash_key"), col("campaign"))
                .agg(count(lit(1)).as("runs"), min(col("seq")).as("first_seq"), collect_list(col("member")).as("members"))
                .withColumn("summary", SUMMARIZE.apply(col("members")))
                .select(col("crash_key"), col("campaign"), col("runs"), col("first_seq"),
                        representative().getField("run_id").as("representative_run_id"));
    }
}
