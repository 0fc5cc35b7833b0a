package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.semantics.verdict.MiscompileKey;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
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

    /** The fields of a miscompiled run that its cluster reads, in the order of {@link #SQL}. */
    private static final List<String> RUN =
            RunCluster.columns(List.of("miscompile_key"), List.of("fuzzer", "expected_output", "actual_output"));

    private static final int KEY = 0;

    /**
     * The runs judged miscompiles, only the fields their clusters read: streamed ({@link #clusters}), so that a campaign
     * of many miscompiles is never held whole.
     */
    public static final String SQL = "SELECT " + String.join(", ", RUN)
            + " FROM features WHERE outcome = 'miscompile' AND miscompile_key IS NOT NULL";

    public static final StructType SCHEMA = RunCluster.schema(
            TableWriter.schema("miscompile_key:s", "pass:s"),
            List.of("fuzzer", "campaign", "tool"),
            TableWriter.schema("expected_output:s", "actual_output:s"));

    private static final RunCluster.Layout AT = RunCluster.Layout.of(
            RUN, List.of("fuzzer", "campaign", "tool"), List.of("expected_output", "actual_output"));

    /** One row per miscompile key over all campaigns, from the rows of {@link #SQL} read one at a time. */
    public static List<Row> clusters(Iterator<Row> miscompiled) {
        Map<String, RunCluster> byKey = new LinkedHashMap<>();
        while (miscompiled.hasNext()) {
            Row r = miscompiled.next();
            if (r.isNullAt(KEY)) continue;
            byKey.computeIfAbsent(r.getString(KEY), k -> new RunCluster(AT)).add(r);
        }
        List<Row> out = new ArrayList<>();
        for (var e : byKey.entrySet()) {
            List<Object> row = new ArrayList<>();
            row.add(e.getKey());
            row.add(MiscompileKey.parse(e.getKey()).pass());
            row.addAll(e.getValue().columns());
            out.add(RowFactory.create(row.toArray()));
        }
        return out;
    }
}
