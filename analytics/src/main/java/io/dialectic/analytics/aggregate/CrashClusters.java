package io.dialectic.analytics.aggregate;

import static org.apache.spark.sql.functions.*;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * Crash clusters: crashing runs grouped by the toolchain's cluster key
 * (DESIGN.md "Crash signature"), each with its size, the fuzzers and
 * campaigns that hit it, the first seq, and a representative run: the one
 * with the smallest program (ties: smallest run id), the one to reduce first.
 */
public final class CrashClusters {
    private CrashClusters() {}

    private static Dataset<Row> crashes(Dataset<Row> features) {
        return features.filter(col("outcome").equalTo("crash"))
                .withColumn("rep", struct(length(col("program_text")).as("size"), col("run_id"), col("program_path"),
                        col("campaign"), col("seq")));
    }

    /** One row per cluster key over all campaigns. */
    public static Dataset<Row> clusters(Dataset<Row> features) {
        return crashes(features).groupBy(col("crash_key"))
                .agg(count(lit(1)).as("runs"), countDistinct(col("program_sha256")).as("programs"),
                        array_sort(collect_set(col("fuzzer"))).as("fuzzers"),
                        array_sort(collect_set(col("campaign"))).as("campaigns"), min(col("seq")).as("first_seq"),
                        min(col("rep")).as("rep"), min(col("crash_pass")).as("pass"),
                        min(col("bug_location")).as("bug_location"), array_sort(collect_set(col("tool"))).as("tools"))
                .select(col("crash_key"), col("runs"), col("programs"), col("fuzzers"), col("campaigns"), col("first_seq"),
                        col("rep.run_id").as("representative_run_id"), col("rep.program_path").as("representative_program_path"),
                        col("rep.campaign").as("representative_campaign"), col("rep.size").as("representative_chars"),
                        col("pass"), col("bug_location"), col("tools"));
    }

    /** One row per (cluster, campaign): how often and from when each campaign hit it. */
    public static Dataset<Row> perCampaign(Dataset<Row> features) {
        return crashes(features).groupBy(col("crash_key"), col("campaign"))
                .agg(count(lit(1)).as("runs"), min(col("seq")).as("first_seq"), min(col("rep")).as("rep"))
                .select(col("crash_key"), col("campaign"), col("runs"), col("first_seq"),
                        col("rep.run_id").as("representative_run_id"));
    }
}
