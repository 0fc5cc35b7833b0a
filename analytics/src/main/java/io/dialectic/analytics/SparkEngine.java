package io.dialectic.analytics;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.monotonically_increasing_id;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSize;
import io.dialectic.analytics.features.RunFeaturizer;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.schema.WideRows;
import io.dialectic.analytics.source.Inputs;
import io.dialectic.analytics.sql.SparkSql;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.base.storage.AtomicFolder;
import io.dialectic.ir.metrics.PairConvention;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;

/**
 * The analysis on Spark: the inputs read and featurized in executors, one parser per task ({@link RunFeaturizer}), the
 * features cached as the view {@code features} of {@link SparkSql}, then the engines' one aggregation
 * ({@link Aggregation}) and assembly ({@link Assembly}), a few Spark actions at once ({@link ActionLanes}).
 */
final class SparkEngine {
    /** Reading tasks per core (see {@code spark.sql.files.minPartitionNum} below). */
    static final int INPUT_TASKS_PER_CORE = 4;

    /** Spark actions at once (see {@link ActionLanes}): more than the cores of a 2-core box keeps one planning, one running. */
    static final int LANES = 3;

    private SparkEngine() {}

    /** Analyzes into {@code output} on {@code spark}; {@code t0} is when the analysis started. */
    static AnalysisResult analyze(
            SparkSession spark,
            AnalyzeConfig cfg,
            InputSize size,
            Progress progress,
            AtomicFolder output,
            long t0,
            TableWriter tables) {
        if (spark == null)
            throw new IllegalArgumentException("an analysis on Spark needs a session (--engine "
                    + cfg.engine().label() + ")");
        // Shuffles sized to the input (AQE coalesces further): a demo needs one or two partitions, not eight.
        int cores = spark.sparkContext().defaultParallelism();
        int partitions = size.shufflePartitions(cfg.shufflePartitions(), cores);
        spark.conf().set("spark.sql.shuffle.partitions", String.valueOf(partitions));
        // Adaptive execution re-plans at every shuffle (a job per stage); one partition has nothing to coalesce or
        // balance, so a small input runs each query as one job.
        spark.conf().set("spark.sql.adaptive.enabled", String.valueOf(partitions > 1));
        // Featurizing is most of the work and runs in the reading's tasks. Spark packs input files into a task per
        // 128 MB: the 1M-record bench (16 gzip parts of 35 MB) became 6 tasks, 3 rounds on 2 cores, the last half
        // idle. Asking for INPUT_TASKS_PER_CORE tasks per core keeps each part its own task: rounds of equal tasks.
        spark.conf().set("spark.sql.files.minPartitionNum", String.valueOf(INPUT_TASKS_PER_CORE * cores));
        progress.step("reading " + cfg.inputs().size() + " input(s) on "
                + spark.sparkContext().master() + ", " + partitions + " shuffle partition(s)");
        PairConvention pairs = cfg.pairs();
        boolean results = cfg.withResultTypes();
        int maxStderr = cfg.maxStderrChars();
        // Featurized once: every table and aggregate below reads this cache.
        Dataset<Row> raw = Inputs.load(spark, cfg);
        // A gzip file is one partition (not splittable): a campaign's records.jsonl.gz would be featurized, the
        // costliest step, on one core. Fewer input files than cores are spread first (a shuffle of the raw records),
        // by program, so that the runs of one program still meet in one featurizer's cache. (Asking Spark for the
        // partitions instead plans the input query once more: 3 s of a cold start.)
        if (size.files() < cores) raw = raw.repartition(cores, col("program_text"));
        Dataset<Row> features = WideRows.mapPartitions(
                        raw, it -> RunFeaturizer.featurize(it, pairs, results, maxStderr), RunSchema.FEATURES)
                .withColumn(RunSchema.ROW_ID, monotonically_increasing_id())
                .persist(StorageLevel.MEMORY_AND_DISK());
        try (SparkSql sql = new SparkSql(spark, tables);
                ActionLanes lanes = new ActionLanes(LANES)) {
            sql.view("features", features);
            progress.step("parsing programs and writing the runs table");
            return Assembly.assemble(
                    cfg, progress, output, t0, tables, Aggregation.of(sql, cfg, progress, tables, lanes));
        } finally {
            features.unpersist();
        }
    }
}
