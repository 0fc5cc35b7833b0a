package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.tables.RowOrder;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.semantics.verdict.MiscompileKey;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Miscompile clusters: the runs judged {@code miscompile} by the differential oracle, grouped by their
 * {@code miscompile_key} (the attributed pass + the sorted op names on the differing value's backward slice; semantics
 * {@code MiscompileKey}) as crash runs are grouped by {@code crash_key}. Each cluster's representative is its smallest
 * program (ties: smallest run id), the one to reduce first; its pipeline and its expected and actual output come along.
 */
public final class MiscompileClusters {
    private MiscompileClusters() {}

    /** Columns of the {@code miscompile_clusters} table, in order. */
    public static final List<String> COLUMNS = List.of(
            "miscompile_key",
            "pass",
            "runs",
            "programs",
            "fuzzers",
            "campaigns",
            "tools",
            "first_seq",
            "representative_run_id",
            "representative_campaign",
            "representative_chars",
            "representative_pipeline",
            "expected_output",
            "actual_output");

    /** The runs judged miscompiles, whole feature rows (few: each ran the differential oracle). */
    public static final String SQL =
            "SELECT * FROM features WHERE outcome = 'miscompile' AND miscompile_key IS NOT NULL";

    public static final StructType SCHEMA = TableWriter.schema("miscompile_key:s", "pass:s", "runs:l", "programs:l")
            .add("fuzzers", DataTypes.createArrayType(DataTypes.StringType))
            .add("campaigns", DataTypes.createArrayType(DataTypes.StringType))
            .add("tools", DataTypes.createArrayType(DataTypes.StringType))
            .merge(TableWriter.schema("first_seq:l", "representative_run_id:s", "representative_campaign:s"), false)
            .add("representative_chars", DataTypes.IntegerType)
            .add("representative_pipeline", DataTypes.createArrayType(DataTypes.StringType))
            .merge(TableWriter.schema("expected_output:s", "actual_output:s"), false);

    /** One row per miscompile key over all campaigns, from the rows of {@link #SQL}: the representative is the least (chars, run id, campaign). */
    public static List<Row> clusters(List<Row> features) {
        Map<String, List<Row>> byKey = new LinkedHashMap<>();
        for (Row r : features) {
            if ("miscompile".equals(r.getString(RunSchema.IDX_OUTCOME)) && !r.isNullAt(RunSchema.IDX_MISCOMPILE_KEY)) {
                byKey.computeIfAbsent(r.getString(RunSchema.IDX_MISCOMPILE_KEY), k -> new ArrayList<>())
                        .add(r);
            }
        }
        Comparator<Row> byRep = Comparator.<Row>comparingInt(MiscompileClusters::chars)
                .thenComparing((a, b) -> RowOrder.compare(a.get(RunSchema.IDX_RUN_ID), b.get(RunSchema.IDX_RUN_ID)))
                .thenComparing(
                        (a, b) -> RowOrder.compare(a.get(RunSchema.IDX_CAMPAIGN), b.get(RunSchema.IDX_CAMPAIGN)));
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
            out.add(RowFactory.create(
                    e.getKey(),
                    MiscompileKey.parse(e.getKey()).pass(),
                    (long) runs.size(),
                    (long) programs.size(),
                    RowOrder.sortedDistinct(fuzzers),
                    RowOrder.sortedDistinct(campaigns),
                    RowOrder.sortedDistinct(tools),
                    CrashClusters.minLong(runs, RunSchema.IDX_SEQ),
                    rep.get(RunSchema.IDX_RUN_ID),
                    rep.get(RunSchema.IDX_CAMPAIGN),
                    rep.isNullAt(RunSchema.IDX_TEXT) ? null : chars(rep),
                    rep.get(RunSchema.IDX_PIPELINE),
                    rep.get(RunSchema.IDX_EXPECTED),
                    rep.get(RunSchema.IDX_ACTUAL)));
        }
        return out;
    }

    /** A run's program length, a missing program last . */
    private static int chars(Row r) {
        String text = r.getString(RunSchema.IDX_TEXT);
        return text == null ? Integer.MAX_VALUE : text.codePointCount(0, text.length());
    }
}
