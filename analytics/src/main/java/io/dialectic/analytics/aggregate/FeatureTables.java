package io.dialectic.analytics.aggregate;

import static org.apache.spark.sql.functions.*;

import java.util.ArrayList;
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
        List<Column> aggs = new ArrayList<>();
        aggs.add(count(lit(1)).as("runs"));
        aggs.add(array_sort(collect_set(col("outcome"))).as("outcomes"));
        // The reading of the run whose tool name sorts first (never run first), so the choice is the same every time.
        Column byTool = coalesce(col("tool"), lit(""));
        for (String c : List.of("parsed", "parse_error", "tokens", "ops", "dialects", "op_names", "op_instances",
                "control_pairs", "data_pairs", "union_pairs", "op_pairs", "patterns_d0", "patterns_d1", "patterns_d2",
                "patterns_d3", "program_text")) {
            aggs.add(min_by(col(c), byTool).as(c));
        }
        return features.filter(col("program_text").isNotNull())
                .groupBy(col("campaign"), col("program_sha256"))
                .agg(min(struct(col("seq"), col("run_id"), col("program_path"), col("fuzzer"))).as("first"),
                        aggs.toArray(Column[]::new))
                .select(col("campaign"), col("program_sha256"), col("first.program_path").as("program_path"),
                        col("first.fuzzer").as("fuzzer"), col("first.seq").as("first_seq"),
                        col("first.run_id").as("first_run_id"), col("runs"), col("outcomes"), col("parsed"),
                        col("parse_error"), col("tokens"), col("ops"), col("dialects"), col("op_names"),
                        col("op_instances"), col("control_pairs"), col("data_pairs"), col("union_pairs"), col("op_pairs"),
                        col("patterns_d0"), col("patterns_d1"), col("patterns_d2"), col("patterns_d3"), col("program_text"));
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

    static Column[] cols(List<String> names) {
        return names.stream().map(n -> col(n)).toArray(Column[]::new);
    }
}
