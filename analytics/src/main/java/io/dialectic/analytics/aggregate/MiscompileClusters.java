package io.dialectic.analytics.aggregate;

import static org.apache.spark.sql.functions.*;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * Miscompile clusters (issue 15): the runs judged {@code miscompile} by the differential oracle, grouped by their
 * {@code miscompile_key} (the attributed pass + the sorted op names on the differing value's backward slice; semantics
 * {@code MiscompileKey}) as crash runs are grouped by {@code crash_key}. Each cluster's representative is its smallest
 * program (ties: smallest run id), the one to reduce first; its pipeline and its expected and actual output come along.
 */
public final class MiscompileClusters {
    private MiscompileClusters() {}

    /** Columns of the {@code miscompile_clusters} table, in order. */
    public static final List<String> COLUMNS = List.of("miscompile_key", "pass", "runs", "programs", "fuzzers", "campaigns", "tools",
            "first_seq", "representative_run_id", "representative_campaign", "representative_chars", "representative_pipeline",
            "expected_output", "actual_output");

    private static Dataset<Row> miscompiles(Dataset<Row> features) {
        return features.filter(col("outcome").equalTo("miscompile").and(col("miscompile_key").isNotNull()))
                .withColumn("member", struct(coalesce(length(col("program_text")), lit(Integer.MAX_VALUE)).as("chars"), col("run_id"),
                        col("campaign"), col("pipeline"), col("expected_output"), col("actual_output")));
    }

    /** The pass of a key: what stands before {@code " | "} (a stage, or {@code runtime-crash}, when no pass was found). */
    private static org.apache.spark.sql.Column pass() {
        return substring_index(col("miscompile_key"), " | ", 1);
    }

    /** One row per miscompile key over all campaigns. */
    public static Dataset<Row> clusters(Dataset<Row> features) {
        return miscompiles(features).groupBy(col("miscompile_key"))
                .agg(count(lit(1)).as("runs"), countDistinct(col("program_sha256")).as("programs"),
                        array_sort(collect_set(col("fuzzer"))).as("fuzzers"), array_sort(collect_set(col("campaign"))).as("campaigns"),
                        array_sort(collect_set(col("tool"))).as("tools"), min(col("seq")).as("first_seq"), min(col("member")).as("rep"))
                .select(col("miscompile_key"), pass().as("pass"), col("runs"), col("programs"), col("fuzzers"), col("campaigns"),
                        col("tools"), col("first_seq"), col("rep.run_id").as("representative_run_id"),
                        col("rep.campaign").as("representative_campaign"),
                        when(col("rep.chars").equalTo(Integer.MAX_VALUE), lit(null)).otherwise(col("rep.chars")).as("representative_chars"),
                        col("rep.pipeline").as("representative_pipeline"), col("rep.expected_output").as("expected_output"),
                        col("rep.actual_output").as("actual_output"));
    }
}
