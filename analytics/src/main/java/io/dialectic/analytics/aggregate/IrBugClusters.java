package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.tables.RowOrder;
import io.dialectic.analytics.tables.TableWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
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
    private static final List<String> RUN = List.of(
            "ir_bug_kind",
            "ir_bug_key",
            "program_sha256",
            "campaign",
            "tool",
            "seq",
            "run_id",
            "program_text",
            "pipeline",
            "ir_bug_pass",
            "ir_bug_op",
            "ir_bug_message",
            "ir_bug_output");

    private static final int KIND = 0,
            KEY = 1,
            SHA = 2,
            CAMPAIGN = 3,
            TOOL = 4,
            SEQ = 5,
            RUN_ID = 6,
            TEXT = 7,
            PIPELINE = 8,
            PASS = 9,
            OP = 10,
            MESSAGE = 11,
            OUTPUT = 12;

    /** The runs with an IR-bug verdict, only the fields their clusters read, streamed. */
    public static final String SQL = "SELECT " + String.join(", ", RUN)
            + " FROM features WHERE ir_bug_kind IS NOT NULL AND ir_bug_key IS NOT NULL";

    public static final StructType SCHEMA = TableWriter.schema("ir_bug_kind:s", "ir_bug_key:s", "runs:l", "programs:l")
            .add("campaigns", DataTypes.createArrayType(DataTypes.StringType))
            .add("tools", DataTypes.createArrayType(DataTypes.StringType))
            .merge(TableWriter.schema("first_seq:l", "representative_run_id:s", "representative_campaign:s"), false)
            .add("representative_chars", DataTypes.IntegerType)
            .add("representative_pipeline", DataTypes.createArrayType(DataTypes.StringType))
            .merge(TableWriter.schema("pass:s", "op:s", "message:s", "output:s"), false);

    private static final class Cluster {
        long runs;
        final Set<String> programs = new HashSet<>(), campaigns = new HashSet<>(), tools = new HashSet<>();
        Long firstSeq;
        Row rep;
        int repChars;

        void add(Row r) {
            runs++;
            if (!r.isNullAt(SHA)) programs.add(r.getString(SHA));
            campaigns.add(r.getString(CAMPAIGN));
            tools.add(r.getString(TOOL));
            if (!r.isNullAt(SEQ)) firstSeq = firstSeq == null ? r.getLong(SEQ) : Math.min(firstSeq, r.getLong(SEQ));
            int chars = chars(r);
            if (rep == null || compare(chars, r, repChars, rep) < 0) {
                rep = RowFactory.create(
                        r.get(RUN_ID),
                        r.get(CAMPAIGN),
                        r.isNullAt(TEXT),
                        r.get(PIPELINE),
                        r.get(PASS),
                        r.get(OP),
                        r.get(MESSAGE),
                        r.get(OUTPUT));
                repChars = chars;
            }
        }
    }

    /** (chars, run id, campaign) of a candidate row against the kept representative's. */
    private static int compare(int chars, Row r, int repChars, Row rep) {
        int c = Integer.compare(chars, repChars);
        if (c != 0) return c;
        c = RowOrder.compare(r.get(RUN_ID), rep.get(0));
        return c != 0 ? c : RowOrder.compare(r.get(CAMPAIGN), rep.get(1));
    }

    /** One row per (kind, key) over all campaigns, from the rows of {@link #SQL} read one at a time. */
    public static List<Row> clusters(Iterator<Row> withBugs) {
        Map<List<String>, Cluster> byKey = new LinkedHashMap<>();
        while (withBugs.hasNext()) {
            Row r = withBugs.next();
            byKey.computeIfAbsent(List.of(r.getString(KIND), r.getString(KEY)), k -> new Cluster())
                    .add(r);
        }
        List<Row> out = new ArrayList<>();
        for (var e : byKey.entrySet()) {
            Cluster c = e.getValue();
            Row rep = c.rep;
            out.add(RowFactory.create(
                    e.getKey().get(0),
                    e.getKey().get(1),
                    c.runs,
                    (long) c.programs.size(),
                    RowOrder.sortedDistinct(c.campaigns),
                    RowOrder.sortedDistinct(c.tools),
                    c.firstSeq,
                    rep.get(0),
                    rep.get(1),
                    rep.getBoolean(2) ? null : c.repChars,
                    rep.get(3),
                    rep.get(4),
                    rep.get(5),
                    rep.get(6),
                    rep.get(7)));
        }
        return out;
    }

    private static int chars(Row r) {
        String text = r.getString(TEXT);
        return text == null ? Integer.MAX_VALUE : text.codePointCount(0, text.length());
    }
}
