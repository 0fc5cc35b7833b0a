package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.tables.TableWriter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.StructType;

/**
 * IR-bug clusters: the runs a rerun proved an IR bug on ({@code ir_bug_kind}: {@code invalid-ir}, {@code roundtrip};
 * toolchain {@code irbug}), grouped by kind and {@code ir_bug_key} as crash runs are by {@code crash_key}. Read from the
 * records only: analyze never reruns. Each cluster's representative is its smallest program (ties: smallest run id),
 * with its pipeline, the bad pass, the op, the verifier's or parser's message and the invalid output.
 */
public final class IrBugClusters {
    private IrBugClusters() {}

    /** The fields of a run that its cluster reads, in the order of {@link #SQL}. */
    private static final List<String> RUN = RunCluster.columns(
            List.of("ir_bug_kind", "ir_bug_key"),
            List.of("ir_bug_pass", "ir_bug_op", "ir_bug_message", "ir_bug_output"));

    private static final int KIND = 0, KEY = 1;

    /** The runs with an IR-bug verdict, only the fields their clusters read, streamed. */
    public static final String SQL = "SELECT " + String.join(", ", RUN)
            + " FROM features WHERE ir_bug_kind IS NOT NULL AND ir_bug_key IS NOT NULL";

    public static final StructType SCHEMA = RunCluster.schema(
            TableWriter.schema("ir_bug_kind:s", "ir_bug_key:s"),
            List.of("campaign", "tool"),
            TableWriter.schema("pass:s", "op:s", "message:s", "output:s"));

    private static final RunCluster.Layout AT = RunCluster.Layout.of(
            RUN, List.of("campaign", "tool"), List.of("ir_bug_pass", "ir_bug_op", "ir_bug_message", "ir_bug_output"));

    /** One row per (kind, key) over all campaigns, from the rows of {@link #SQL} read one at a time. */
    public static List<Row> clusters(Iterator<Row> withBugs) {
        Map<List<String>, RunCluster> byKey = new LinkedHashMap<>();
        while (withBugs.hasNext()) {
            Row r = withBugs.next();
            byKey.computeIfAbsent(List.of(r.getString(KIND), r.getString(KEY)), k -> new RunCluster(AT))
                    .add(r);
        }
        List<Row> out = new ArrayList<>();
        for (var e : byKey.entrySet()) {
            List<Object> row = new ArrayList<>(e.getKey());
            row.addAll(e.getValue().columns());
            out.add(RowFactory.create(row.toArray()));
        }
        return out;
    }
}
