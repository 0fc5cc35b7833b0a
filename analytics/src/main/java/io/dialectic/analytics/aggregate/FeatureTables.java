package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.sql.SqlEngine;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecordColumns;
import io.dialectic.toolchain.report.SqlQuote;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The wide tables derived from the featurized runs (the view {@code features}), each defined once as SQL that both
 * engines run ({@link io.dialectic.analytics.sql.Dialect}): {@code runs} (one row per run), {@code programs} (one
 * row per distinct program of a campaign), {@code items} (one row per distinct coverage item of a campaign: a
 * dialect, an op, an operation instance, a pair, an OD pattern) and {@code errors}. Everything else is aggregated
 * from these.
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

    public static final List<String> RUN_COLUMNS = Stream.concat(
                    RunRecordColumns.LEADING.stream(),
                    Stream.of(
                            "timed_out",
                            "duration_ms",
                            "outcome",
                            "crash_key",
                            "crash_pass",
                            "bug_location",
                            "crash_site",
                            "crash_site_named",
                            "parsed",
                            "tokens",
                            "ops",
                            "dialects",
                            "union_pairs",
                            "stderr",
                            "stderr_truncated",
                            "parent_id",
                            "source",
                            "error",
                            "passes_changed",
                            "patterns_attempted",
                            "patterns_fired",
                            "miscompile_key",
                            "expected_output",
                            "actual_output",
                            "ir_bug_kind",
                            "ir_bug_key",
                            "ir_bug_pass",
                            "ir_bug_op",
                            "ir_bug_message",
                            "ir_bug_output"))
            .toList();

    /** What a program's reading holds (its features), copied into the programs table. */
    private static final List<String> PROGRAM_FEATURES = List.of(
            "parsed",
            "parse_error",
            "tokens",
            "ops",
            "dialects",
            "op_names",
            "op_instances",
            "control_pairs",
            "data_pairs",
            "union_pairs",
            "op_pairs",
            "patterns_d0",
            "patterns_d1",
            "patterns_d2",
            "patterns_d3",
            "program_text");

    /** Feature rows that stand for a record (not a broken line or a missing file). */
    public static final String RUNS = "SELECT " + String.join(", ", RUN_COLUMNS)
            + " FROM features WHERE error IS NULL OR program_chars IS NOT NULL OR tool IS NOT NULL";

    /** The view's row identity ({@link io.dialectic.analytics.schema.RunSchema#ROW_ID}). */
    private static final String ROW_ID = RunSchema.ROW_ID;

    /**
     * One row per (campaign, program) of the runs ({@code program_groups}): its first run by (seq, run id, path,
     * fuzzer), its runs and outcomes, and which run's reading the programs table copies. Features are a function of the
     * text and of the catalog its custom form was read with (the runs' tool version): a program run with tools of two
     * MLIR versions in one campaign keeps the reading of the tool whose name sorts first, of its least run id (the two
     * readings differ only in custom-form ops whose definitions changed). Only keys and small values: a million runs'
     * readings carried through the aggregation held DuckDB's hash table far past its memory limit.
     */
    public static final String PROGRAM_GROUPS;

    /**
     * The outcome labels, sorted: a program's outcomes are kept as one bit per label ({@code outcomes}, bit {@code i}
     * for {@code OUTCOMES.get(i)}), not as a list per group (DuckDB cannot spill a {@code list()} aggregate:
     * {@code sorted_set(outcome)} here runs a large input out of its memory), nor as a flag column per label (eight
     * integers a group in the programs join's hash table).
     */
    private static final List<String> OUTCOMES =
            Arrays.stream(Outcome.values()).map(Outcome::label).sorted().toList();

    static {
        if (OUTCOMES.size() > 31) throw new IllegalStateException("outcomes are bits of an int: " + OUTCOMES);
        StringBuilder bits = new StringBuilder("bit_or(CASE");
        for (int i = 0; i < OUTCOMES.size(); i++)
            bits.append(" WHEN outcome = '")
                    .append(OUTCOMES.get(i))
                    .append("' THEN ")
                    .append(1 << i);
        bits.append(" ELSE 0 END) AS outcomes, ");
        PROGRAM_GROUPS = "SELECT campaign, program_sha256, "
                + "min(named_struct('seq', seq, 'run_id', run_id, 'program_path', program_path, 'fuzzer', fuzzer)) AS first, "
                + "count(1) AS runs, " + bits
                + "min(named_struct('tool', coalesce(tool, ''), 'run_id', run_id, 'reading', reading)) AS reading"
                + " FROM features WHERE program_chars IS NOT NULL GROUP BY campaign, program_sha256";
    }

    /**
     * One row per reading ({@code reading_carriers}): which of the runs that carry it ({@link
     * io.dialectic.analytics.schema.RunSchema#READING_COLUMNS}) the programs table copies, the least by (campaign,
     * run id, seq). A reading is carried more than once when a featurizer's cache let its program go and met it again
     * (or by each Spark task that met it); every carrier holds the same features, so which one is a matter of
     * reproducible rows only. Keys only, like the groups.
     */
    public static final String READING_CARRIERS = "SELECT program_sha256, reading,"
            + " min(named_struct('campaign', campaign, 'run_id', run_id, 'seq', seq, '" + ROW_ID + "', " + ROW_ID
            + ")) AS carrier"
            + " FROM features WHERE carries_reading GROUP BY program_sha256, reading";

    /**
     * {@code program_groups} with the run that carries each group's reading ({@code program_readings}), and only what
     * the programs table keeps of a group: the build side of its join (a row per program and campaign), held in DuckDB's
     * memory or spilled with the probe side. The program's sha is the carrier's (its reading was carried under that
     * sha), so the programs table takes it from the run.
     */
    public static final String PROGRAM_READINGS =
            "SELECT g.campaign, g.first, g.runs, g.outcomes, c.carrier." + ROW_ID + " AS carrier_row"
                    + " FROM program_groups g JOIN reading_carriers c ON c.program_sha256 = g.program_sha256 AND c.reading = g.reading.reading";

    /**
     * Keeps the keys {@link #PROGRAMS} joins the features to: the groups, the carriers, the two joined. Each a table
     * of its own: the engine then knows their sizes, and the join of the groups to the carriers is not reordered
     * after the features' (DuckDB did, and built its hash table on the carriers' runs, texts and lists).
     */
    public static void keepProgramKeys(SqlEngine sql) {
        sql.materialize("program_groups", PROGRAM_GROUPS);
        sql.materialize("reading_carriers", READING_CARRIERS);
        sql.materialize("program_readings", PROGRAM_READINGS);
    }

    /**
     * One row per (campaign, program): {@code program_groups} with the chosen run's reading (the text, the lists) joined
     * from the run that carries it ({@code program_readings}, {@link #keepProgramKeys}). A statement of its own after the
     * keys are kept: as one query (the aggregation feeding the join's hash table) DuckDB runs out of its memory limit on a
     * large input instead of spilling. The keys are the join's build side, the features (read once, streamed) its
     * probe, matched by the carrier's row identity alone: with the carrier's (sha, reading, campaign, run id, seq) and
     * eight outcome flags per group a large input's build side passes DuckDB's memory limit and the join spills the
     * runs' texts and lists (analytics/BENCH.md).
     */
    public static final String PROGRAMS;

    static {
        List<String> out = new ArrayList<>();
        for (String c : PROGRAM_FEATURES) out.add("f." + c + " AS " + c);
        List<String> outcomes = new ArrayList<>();
        for (int i = 0; i < OUTCOMES.size(); i++)
            outcomes.add("CASE WHEN (g.outcomes & " + (1 << i) + ") <> 0 THEN '" + OUTCOMES.get(i) + "' END");
        PROGRAMS =
                "SELECT g.campaign, f.program_sha256, g.first.program_path AS program_path, g.first.fuzzer AS fuzzer, "
                        + "g.first.seq AS first_seq, g.first.run_id AS first_run_id, g.runs, compact("
                        + String.join(", ", outcomes)
                        + ") AS outcomes, " + String.join(", ", out)
                        + " FROM program_readings g JOIN features f ON f." + ROW_ID + " = g.carrier_row";
    }

    /**
     * Distinct coverage items per campaign, with how many programs hold each and the first seq it appeared at. Each kind
     * is grouped on its own and in its own type, the item turned into text only once it is distinct: an OD pattern is a
     * 64-bit hash, and the programs of a heavy corpus hold many of them, so grouping all kinds at once on the items' text
     * made a string of every pattern of every program and hashed those.
     */
    public static final String ITEMS;

    static {
        List<String> kinds = new ArrayList<>();
        for (String[] k : ITEM_KINDS) {
            kinds.add("SELECT campaign, '" + k[0] + "' AS kind, CAST(item AS STRING) AS item, programs, first_seq FROM"
                    + " (SELECT campaign, item, count(1) AS programs, min(first_seq) AS first_seq FROM"
                    + " (SELECT campaign, explode(" + k[1] + ") AS item, first_seq FROM programs) e" + k[0]
                    + " GROUP BY campaign, item) " + k[0]);
        }
        ITEMS = String.join(" UNION ALL ", kinds);
    }

    /** Every reason a record was broken or partly unusable: the record's own error, then what the featurizer found. */
    public static final String ERRORS =
            "SELECT source, run_id, campaign, seq, error AS reason FROM features WHERE error IS NOT NULL"
                    + " UNION ALL SELECT source, run_id, campaign, seq, reason FROM"
                    + " (SELECT source, run_id, campaign, seq, explode(row_errors) AS reason FROM features) e";

    /** (campaign, reason up to its first ':', count) from {@code errors}. */
    public static final String ERROR_COUNTS =
            "SELECT campaign, substring_index(reason, ':', 1) AS head, count(1) AS n FROM errors"
                    + " GROUP BY campaign, substring_index(reason, ':', 1)";

    /** (campaign, kind, programs, items): how many items are held by so many programs (coverage, richness frequencies). */
    public static final String ITEM_COUNTS =
            "SELECT campaign, kind, programs, count(1) AS n FROM items GROUP BY campaign, kind, programs";

    /** (campaign, programs, parsed, token sum, programs with tokens): the mean is taken in Java, the same for both engines. */
    public static final String PROGRAM_STATS =
            "SELECT campaign, count(1) AS programs, CAST(sum(CASE WHEN parsed THEN 1 ELSE 0 END) AS BIGINT),"
                    + " CAST(sum(tokens) AS BIGINT), count(tokens) FROM programs GROUP BY campaign";

    /** Programs holding each union pair over all campaigns (the report's heat map). */
    public static final String HEAT =
            "SELECT item, CAST(sum(programs) AS BIGINT) FROM items WHERE kind = 'union_pair' GROUP BY item";

    /** The items of a campaign not in the baseline's, join keys first (the columns of an anti-join on (kind, item)). */
    public static String newItems(String baseline) {
        String b = SqlQuote.string(baseline);
        return "SELECT i.kind, i.item, i.campaign, i.programs, i.first_seq FROM items i WHERE i.campaign <> " + b
                + " AND NOT EXISTS (SELECT 1 FROM items b WHERE b.campaign = " + b
                + " AND b.kind = i.kind AND b.item = i.item)";
    }

    /** (campaign, kind, items) of {@code new_items}. */
    public static final String NEW_COUNTS = "SELECT campaign, kind, count(1) FROM new_items GROUP BY campaign, kind";
}
