package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.tables.LocalRows;
import io.dialectic.analytics.tables.TableWriter;
import static org.apache.spark.sql.functions.*;

import io.dialectic.analytics.schema.RunSchema;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;

/**
 * The three wide tables derived from the featurized runs: {@code runs} (one
 * row per run), {@code programs} (one row per distinct program of a
 * campaign) and {@code items} (one row per distinct coverage item of a
 * campaign: a dialect, an op, an operation instance, a pair, an OD pattern),
 * plus {@code errors}. Everything else is aggregated from these.
 */
public final class FeatureTables {
    private FeatureTables() {}

    /** The kinds of coverage item, and the program column each is exploded from. */
    public static final List<String[]> ITEM_KINDS = List.of(
            new String[] {"dialect", "dialects"},
            new String[] {"op", "op_names"},
            new String[] {"op_instance", "op_instances"},
            new String[] {"control_pair", "control_pairs"},
            new String[] {"data_pair", "data_pairs"},
            new String[] {"union_pair", "union_pairs"},
            new String[] {"op_pair", "op_pairs"},
            new String[] {"pattern_d0", "patterns_d0"},
            new String[] {"pattern_d1", "patterns_d1"},
            new String[] {"pattern_d2", "patterns_d2"},
            new String[] {"pattern_d3", "patterns_d3"});

    public static final List<String> RUN_COLUMNS = List.of("run_id", "campaign", "fuzzer", "seq", "program_path",
            "program_sha256", "tool", "tool_version", "pipeline", "exit_code", "signal", "timed_out", "duration_ms",
            "outcome", "crash_key", "crash_pass", "bug_location", "crash_site", "crash_site_named", "parsed", "tokens", "ops", "dialects", "union_pairs",
            "stderr", "stderr_truncated", "parent_id", "source", "error",
            "passes_changed", "patterns_attempted", "patterns_fired", "miscompile_key", "expected_output", "actual_output");

    /** Feature rows that stand for a record (not a broken line or a missing file). */
    public static Dataset<Row> runs(Dataset<Row> features) {
        Dataset<Row> real = features.filter(col("error").isNull().or(col("program_text").isNotNull()).or(col("tool").isNotNull()));
        return real.select(cols(RUN_COLUMNS));
    }

    /**
     * One row per (campaign, program): features are a function of the text and of the catalog its custom form was
     * read with (the runs' tool version); a program run with tools of two MLIR versions in one campaign keeps the
     * reading of the tool whose name sorts first (the two differ only in custom-form ops whose definitions changed).
     */
    public static Dataset<Row> programs(Dataset<Row> features) {
        // The reading of the run whose tool name sorts first (never run first), so the choice is the same every time;
        // one min_by of the whole reading (not one per column: a single buffer and comparison per run).
        Column byTool = coalesce(col("tool"), lit(""));
        Column reading = struct(PROGRAM_FEATURES.stream().map(c -> col(c)).toArray(Column[]::new));
        List<Column> out = new ArrayList<>(List.of(col("campaign"), col("program_sha256"), col("first.program_path").as("program_path"),
                col("first.fuzzer").as("fuzzer"), col("first.seq").as("first_seq"), col("first.run_id").as("first_run_id"),
                col("runs"), col("outcomes")));
        for (String c : PROGRAM_FEATURES) out.add(col("reading." + c).as(c));
        return features.filter(col("program_text").isNotNull())
                .groupBy(col("campaign"), col("program_sha256"))
                .agg(min(struct(col("seq"), col("run_id"), col("program_path"), col("fuzzer"))).as("first"),
                        count(lit(1)).as("runs"), array_sort(collect_set(col("outcome"))).as("outcomes"), min_by(reading, byTool).as("reading"))
                .select(out.toArray(Column[]::new));
    }

    /** Distinct coverage items per campaign, with how many programs hold each and the first seq it appeared at. */
    public static Dataset<Row> items(Dataset<Row> programs) {
        Dataset<Row> all = null;
        for (String[] k : ITEM_KINDS) {
            Dataset<Row> one = programs.select(col("campaign"), lit(k[0]).as("kind"),
                    explode(col(k[1])).as("item"), col("first_seq")).withColumn("item", col("item").cast("string"));
            all = all == null ? one : all.union(one);
        }
        return all.groupBy(col("campaign"), col("kind"), col("item"))
                .agg(count(lit(1)).as("programs"), min(col("first_seq")).as("first_seq"));
    }

    /** Every reason a record was broken or partly unusable: the record's own error, then what the featurizer found. */
    public static Dataset<Row> errors(Dataset<Row> features) {
        Dataset<Row> own = features.filter(col("error").isNotNull())
                .select(col("source"), col("run_id"), col("campaign"), col("seq"), col("error").as("reason"));
        Dataset<Row> derived = features.filter(size(col("row_errors")).gt(0))
                .select(col("source"), col("run_id"), col("campaign"), col("seq"), explode(col("row_errors")).as("reason"));
        return own.union(derived);
    }

    // ---- the same tables computed in this JVM (the in-process engine); EnginesAgreeTest holds them equal ----

    public static final StructType RUNS = LocalRows.subSchema(RunSchema.FEATURES, RUN_COLUMNS);
    private static final List<String> PROGRAM_FEATURES = List.of("parsed", "parse_error", "tokens", "ops", "dialects", "op_names",
            "op_instances", "control_pairs", "data_pairs", "union_pairs", "op_pairs", "patterns_d0", "patterns_d1", "patterns_d2",
            "patterns_d3", "program_text");
    public static final StructType PROGRAMS = TableWriter.schema("campaign:s", "program_sha256:s", "program_path:s", "fuzzer:s",
                    "first_seq:l", "first_run_id:s", "runs:l")
            .add("outcomes", DataTypes.createArrayType(DataTypes.StringType))
            .merge(LocalRows.subSchema(RunSchema.FEATURES, PROGRAM_FEATURES), false);
    public static final StructType ITEMS = TableWriter.schema("campaign:s", "kind:s", "item:s", "programs:l", "first_seq:l");
    public static final StructType ERRORS = TableWriter.schema("source:s", "run_id:s", "campaign:s", "seq:l", "reason:s");

    /** {@link #runs(Dataset)} in this JVM. */
    public static List<Row> runs(List<Row> features) {
        int[] at = LocalRows.indexes(RunSchema.FEATURES, RUN_COLUMNS);
        List<Row> out = new ArrayList<>();
        for (Row r : features) {
            if (r.isNullAt(RunSchema.IDX_ERROR) || !r.isNullAt(RunSchema.IDX_TEXT) || !r.isNullAt(RunSchema.IDX_TOOL)) {
                out.add(LocalRows.select(r, at));
            }
        }
        return out;
    }

    /** {@link #programs(Dataset)} in this JVM: the first run by (seq, run id, path, fuzzer), the reading of the first tool by name. */
    public static List<Row> programs(List<Row> features) {
        Map<List<String>, List<Row>> groups = new LinkedHashMap<>();
        for (Row r : features) {
            if (r.isNullAt(RunSchema.IDX_TEXT)) continue;
            groups.computeIfAbsent(Arrays.asList(r.getString(RunSchema.IDX_CAMPAIGN), r.getString(RunSchema.IDX_SHA)),
                    k -> new ArrayList<>()).add(r);
        }
        int[] reading = LocalRows.indexes(RunSchema.FEATURES, PROGRAM_FEATURES);
        // min of the struct (seq, run id, path, fuzzer)
        Comparator<Row> byFirst = LocalRows.order(RunSchema.FEATURES, "seq", "run_id", "program_path", "fuzzer");
        // min_by keeps the first row of the least tool; a null tool counts as ""
        Comparator<Row> byTool = Comparator.comparing(r -> r.isNullAt(RunSchema.IDX_TOOL) ? "" : r.getString(RunSchema.IDX_TOOL),
                LocalRows.STRINGS);
        List<Row> out = new ArrayList<>(groups.size());
        for (var e : groups.entrySet()) {
            List<Row> runs = e.getValue();
            Row f = Collections.min(runs, byFirst);
            Row t = Collections.min(runs, byTool);
            List<String> outcomes = new ArrayList<>();
            for (Row r : runs) outcomes.add(r.getString(RunSchema.IDX_OUTCOME));
            Object[] v = new Object[PROGRAMS.size()];
            int j = 0;
            v[j++] = e.getKey().get(0);
            v[j++] = e.getKey().get(1);
            v[j++] = f.get(RunSchema.IDX_PROGRAM_PATH);
            v[j++] = f.get(RunSchema.IDX_FUZZER);
            v[j++] = f.get(RunSchema.IDX_SEQ);
            v[j++] = f.get(RunSchema.IDX_RUN_ID);
            v[j++] = (long) runs.size();
            v[j++] = LocalRows.sortedDistinct(outcomes);
            for (int i : reading) v[j++] = t.get(i);
            out.add(RowFactory.create(v));
        }
        return out;
    }

    /** {@link #items(Dataset)} in this JVM, from {@link #programs(List)}'s rows. */
    public static List<Row> items(List<Row> programs) {
        int campaign = PROGRAMS.fieldIndex("campaign"), firstSeq = PROGRAMS.fieldIndex("first_seq");
        Map<List<String>, long[]> agg = new LinkedHashMap<>(); // (campaign, kind, item) -> programs, first seq (or null seq seen)
        Map<List<String>, Long> firsts = new HashMap<>();
        for (String[] k : ITEM_KINDS) {
            int col = PROGRAMS.fieldIndex(k[1]);
            for (Row p : programs) {
                Long seq = p.isNullAt(firstSeq) ? null : p.getLong(firstSeq);
                for (Object item : LocalRows.list(p, col)) {
                    List<String> key = Arrays.asList(p.getString(campaign), k[0], item == null ? null : String.valueOf(item));
                    agg.computeIfAbsent(key, x -> new long[1])[0]++;
                    // min ignores nulls
                    if (seq != null) firsts.merge(key, seq, Math::min);
                }
            }
        }
        List<Row> out = new ArrayList<>(agg.size());
        for (var e : agg.entrySet()) {
            List<String> k = e.getKey();
            out.add(RowFactory.create(k.get(0), k.get(1), k.get(2), e.getValue()[0], firsts.get(k)));
        }
        return out;
    }

    /** {@link #errors(Dataset)} in this JVM. */
    public static List<Row> errors(List<Row> features) {
        List<Row> own = new ArrayList<>(), derived = new ArrayList<>();
        int rowErrors = RunSchema.FEATURES.fieldIndex("row_errors");
        for (Row r : features) {
            Object source = r.get(RunSchema.IDX_SOURCE), id = r.get(RunSchema.IDX_RUN_ID), c = r.get(RunSchema.IDX_CAMPAIGN),
                    seq = r.get(RunSchema.IDX_SEQ);
            if (!r.isNullAt(RunSchema.IDX_ERROR)) own.add(RowFactory.create(source, id, c, seq, r.get(RunSchema.IDX_ERROR)));
            for (Object reason : LocalRows.list(r, rowErrors)) derived.add(RowFactory.create(source, id, c, seq, reason));
        }
        own.addAll(derived);
        return own;
    }

    static Column[] cols(List<String> names) {
        return names.stream().map(n -> col(n)).toArray(Column[]::new);
    }
}
