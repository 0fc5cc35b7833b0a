package io.dialectic.analytics.schema;

import static org.apache.spark.sql.types.DataTypes.BooleanType;
import static org.apache.spark.sql.types.DataTypes.IntegerType;
import static org.apache.spark.sql.types.DataTypes.LongType;
import static org.apache.spark.sql.types.DataTypes.StringType;
import static org.apache.spark.sql.types.DataTypes.createArrayType;
import static org.apache.spark.sql.types.DataTypes.createMapType;

import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordColumns;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * The Spark row shapes of the job. {@link #RAW} is a {@link RunRecord} as a
 * row (its columns from {@link RunRecordColumns}, the one list) plus {@code source}, the input it came from;
 * {@link #FEATURES} adds what is derived from the program and the stderr.
 * The column names are the contract documented in {@code analytics/OUTPUTS.md}.
 */
public final class RunSchema {
    private RunSchema() {}

    /** {@code source}, then every column of a run record ({@link RunRecordColumns}, derived from {@link RunRecord}). */
    public static final StructType RAW = raw();

    private static StructType raw() {
        List<StructField> fields = new ArrayList<>(List.of(f("source", StringType)));
        for (RunRecordColumns.Column c : RunRecordColumns.ALL) fields.add(f(c.name(), spark(c.kind())));
        return new StructType(fields.toArray(StructField[]::new));
    }

    /** The Spark type of a run record column. */
    public static DataType spark(RunRecordColumns.Kind kind) {
        return switch (kind) {
            case STRING -> StringType;
            case LONG -> LongType;
            case INT -> IntegerType;
            case BOOLEAN -> BooleanType;
            case STRINGS -> strings();
            case STRING_TO_INT -> createMapType(StringType, IntegerType);
        };
    }

    /** Columns of {@link #RAW}, in order. */
    public static final List<String> RAW_COLUMNS = List.of(RAW.fieldNames());

    private static final StructField[] DERIVED = {
        f("crash_pass", StringType),
        f("bug_location", StringType),
        f("crash_site", StringType),
        f("crash_site_named", BooleanType),
        f("parsed", BooleanType),
        f("parse_error", StringType),
        f("tokens", IntegerType),
        f("ops", IntegerType),
        f("dialects", strings()),
        f("op_names", strings()),
        f("op_instances", strings()),
        f("control_pairs", strings()),
        f("data_pairs", strings()),
        f("union_pairs", strings()),
        f("op_pairs", strings()),
        f("patterns_d0", longs()),
        f("patterns_d1", longs()),
        f("patterns_d2", longs()),
        f("patterns_d3", longs()),
        // the text's length, null without a text: what the SQL asks of the text, without reading it (the text is a
        // large part of the features' bytes, which every statement that tested it for null would decompress)
        f("program_chars", IntegerType),
        // which reading of the text this run has (its catalog's version, the text's length and hash; beside the
        // program's sha, the key of a reading), and whether this row carries it (READING_COLUMNS filled)
        f("reading", LongType),
        f("carries_reading", BooleanType),
        f("row_errors", strings()),
    };

    /**
     * What a reading holds that the runs do not need: filled only on the run that carries its reading (the first run
     * of that reading a featurizer met, again after its cache let the program go), null on the others. The runs of a
     * night repeat their programs, and these columns are most of the featurized bytes: written once per reading, they
     * are not spilled and read again for every run.
     */
    public static final List<String> READING_COLUMNS = List.of(
            "program_text",
            "op_instances",
            "control_pairs",
            "data_pairs",
            "op_pairs",
            "patterns_d0",
            "patterns_d1",
            "patterns_d2",
            "patterns_d3");

    public static final StructType FEATURES = concat(RAW, DERIVED);

    /**
     * A featurized run's identity among the runs of the view {@code features}: not a column of {@link #FEATURES} (no
     * featurizer knows where its rows land) but the one each engine adds as the view's last column, unique and fixed
     * for the analysis (DuckDB: the part file's index and the row's place in it; Spark: {@code
     * monotonically_increasing_id} of the cached features). The programs table finds the run that carries a reading by
     * it ({@code FeatureTables.PROGRAMS}).
     */
    public static final String ROW_ID = "row_id";

    public static final int IDX_SOURCE = 0,
            IDX_RUN_ID = 1,
            IDX_CAMPAIGN = 2,
            IDX_FUZZER = 3,
            IDX_SEQ = 4,
            IDX_PROGRAM_PATH = 5,
            IDX_SHA = 6,
            IDX_TEXT = 7,
            IDX_TOOL = 8,
            IDX_TOOL_VERSION = 9,
            IDX_PIPELINE = 10,
            IDX_EXIT = 11,
            IDX_SIGNAL = 12,
            IDX_TIMED_OUT = 13,
            IDX_DURATION = 14,
            IDX_STDERR = 15,
            IDX_STDERR_TRUNC = 16,
            IDX_PARENT = 17,
            IDX_OUTCOME = 18,
            IDX_CRASH_KEY = 19,
            IDX_ERROR = 20,
            IDX_PASSES_CHANGED = 21,
            IDX_PATTERNS_ATTEMPTED = 22,
            IDX_PATTERNS_FIRED = 23,
            IDX_MISCOMPILE_KEY = 24,
            IDX_EXPECTED = 25,
            IDX_ACTUAL = 26,
            IDX_IR_BUG_KIND = 27,
            IDX_IR_BUG_KEY = 28,
            IDX_IR_BUG_PASS = 29,
            IDX_IR_BUG_OP = 30,
            IDX_IR_BUG_MESSAGE = 31,
            IDX_IR_BUG_OUTPUT = 32;

    /** A record read from disk as a {@link #RAW} row. */
    public static Row raw(String source, RunRecord r) {
        return RowFactory.create(
                source,
                r.runId(),
                r.campaign(),
                r.fuzzer(),
                r.seq(),
                r.programPath(),
                r.programSha256(),
                r.programText(),
                r.tool(),
                r.toolVersion(),
                SparkValues.seq(r.pipeline()),
                r.exitCode(),
                r.signal(),
                r.timedOut(),
                r.durationMs(),
                r.stderr(),
                r.stderrTruncated(),
                r.parentId(),
                r.outcome() == null ? null : r.outcome().label(),
                r.crashKey(),
                r.error(),
                r.passesChanged() == null ? null : SparkValues.seq(r.passesChanged()),
                r.patternsAttempted() == null ? null : SparkValues.map(r.patternsAttempted()),
                r.patternsFired() == null ? null : SparkValues.seq(r.patternsFired()),
                r.miscompileKey(),
                r.expectedOutput(),
                r.actualOutput(),
                r.irBugKind(),
                r.irBugKey(),
                r.irBugPass(),
                r.irBugOp(),
                r.irBugMessage(),
                r.irBugOutput());
    }

    /** The reason of a JSON Lines line that is no run record, as the errors table and {@code errors_by_reason} name it. */
    public static final String BROKEN_LINE = "broken JSON line";

    /** A {@link #RAW} row standing for input that is not a record at all (broken line, missing file). */
    public static Row broken(String source, String runId, String campaign, long seq, String error) {
        // by index, so that a field added to RAW is null here without touching this (a positional list broke once)
        Object[] v = new Object[RAW.size()];
        v[IDX_SOURCE] = source;
        v[IDX_RUN_ID] = runId;
        v[IDX_CAMPAIGN] = campaign;
        v[IDX_SEQ] = seq;
        v[IDX_PIPELINE] = SparkValues.seq(List.of());
        v[IDX_TIMED_OUT] = false;
        v[IDX_DURATION] = 0L;
        v[IDX_STDERR_TRUNC] = false;
        v[IDX_CRASH_KEY] = "";
        v[IDX_ERROR] = error;
        return RowFactory.create(v);
    }

    private static StructField f(String name, DataType t) {
        return new StructField(name, t, true, Metadata.empty());
    }

    private static DataType strings() {
        return createArrayType(StringType);
    }

    private static DataType longs() {
        return createArrayType(LongType);
    }

    private static StructType concat(StructType a, StructField[] more) {
        StructField[] all = new StructField[a.fields().length + more.length];
        System.arraycopy(a.fields(), 0, all, 0, a.fields().length);
        System.arraycopy(more, 0, all, a.fields().length, more.length);
        return new StructType(all);
    }
}
