package io.dialectic.analytics.aggregate;

import io.dialectic.semantics.verdict.MiscompileKey;
import io.dialectic.analytics.tables.LocalRows;
import io.dialectic.analytics.tables.TableWriter;
import static org.apache.spark.sql.functions.*;

import io.dialectic.analytics.schema.RunSchema;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
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
        return substring_index(col("miscompile_key"), MiscompileKey.SEPARATOR, 1);
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

    public static final StructType SCHEMA = TableWriter.schema("miscompile_key:s", "pass:s", "runs:l", "programs:l")
            .add("fuzzers", DataTypes.createArrayType(DataTypes.StringType)).add("campaigns", DataTypes.createArrayType(DataTypes.StringType))
            .add("tools", DataTypes.createArrayType(DataTypes.StringType))
            .merge(TableWriter.schema("first_seq:l", "representative_run_id:s", "representative_campaign:s"), false)
            .add("representative_chars", DataTypes.IntegerType).add("representative_pipeline", DataTypes.createArrayType(DataTypes.StringType))
            .merge(TableWriter.schema("expected_output:s", "actual_output:s"), false);

    /** {@link #clusters(Dataset)} in this JVM: the representative is the least (chars, run id, campaign) as Spark's min of the struct. */
    public static List<Row> clusters(List<Row> features) {
        Map<String, List<Row>> byKey = new LinkedHashMap<>();
        for (Row r : features) {
            if ("miscompile".equals(r.getString(RunSchema.IDX_OUTCOME)) && !r.isNullAt(RunSchema.IDX_MISCOMPILE_KEY)) {
                byKey.computeIfAbsent(r.getString(RunSchema.IDX_MISCOMPILE_KEY), k -> new ArrayList<>()).add(r);
            }
        }
        Comparator<Row> byRep = Comparator.<Row>comparingInt(MiscompileClusters::chars)
                .thenComparing((a, b) -> LocalRows.compare(a.get(RunSchema.IDX_RUN_ID), b.get(RunSchema.IDX_RUN_ID)))
                .thenComparing((a, b) -> LocalRows.compare(a.get(RunSchema.IDX_CAMPAIGN), b.get(RunSchema.IDX_CAMPAIGN)));
        List<Row> out = new ArrayList<>();
        for (var e : byKey.entrySet()) {
            List<Row> runs = e.getValue();
            Set<String> programs = new HashSet<>();
            List<String> fuzzers = new ArrayList<>(), campaigns = new ArrayList<>(), tools = new ArrayList<>();
            for (Row r : runs) {
                if (!r.isNullAt(RunSchema.IDX_SHA)) programs.add(r.getString(RunSchema.IDX_SHA));
                fuzzers.add(r.getString(RunSchema.IDX_FUZZER));
                campaigns.add(r.getString(RunSchema.IDX_CAMPAIGN));
                tools.add(r.getString(RunSchema.IDX_TOOL));
            }
            Row rep = Collections.min(runs, byRep);
            out.add(RowFactory.create(e.getKey(), MiscompileKey.parse(e.getKey()).pass(), (long) runs.size(), (long) programs.size(),
                    LocalRows.sortedDistinct(fuzzers), LocalRows.sortedDistinct(campaigns), LocalRows.sortedDistinct(tools), LocalRows.minLong(runs, RunSchema.IDX_SEQ),
                    rep.get(RunSchema.IDX_RUN_ID), rep.get(RunSchema.IDX_CAMPAIGN), rep.isNullAt(RunSchema.IDX_TEXT) ? null : chars(rep),
                    rep.get(RunSchema.IDX_PIPELINE), rep.get(RunSchema.IDX_EXPECTED), rep.get(RunSchema.IDX_ACTUAL)));
        }
        return out;
    }

    /** A run's program length, a missing program last (as the Spark form's {@code coalesce(length, MAX_VALUE)}). */
    private static int chars(Row r) {
        Integer n = LocalRows.length(r.getString(RunSchema.IDX_TEXT));
        return n == null ? Integer.MAX_VALUE : n;
    }
}
