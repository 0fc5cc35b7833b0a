package io.dialectic.analytics;

import static org.apache.spark.sql.functions.col;

import io.dialectic.analytics.aggregate.CoverageCurves;
import io.dialectic.analytics.aggregate.CrashClusters;
import io.dialectic.analytics.aggregate.FeatureTables;
import io.dialectic.analytics.aggregate.MiscompileClusters;
import io.dialectic.analytics.aggregate.OpUniverses;
import io.dialectic.analytics.aggregate.Overlap;
import io.dialectic.analytics.aggregate.RunStats;
import io.dialectic.analytics.aggregate.TriggerReport;
import io.dialectic.analytics.aggregate.TriggerTables;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.Engine;
import io.dialectic.analytics.config.InputSize;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.features.BatchFeaturizer;
import io.dialectic.analytics.features.RunFeaturizer;
import io.dialectic.analytics.output.ReportHtml;
import io.dialectic.analytics.output.SummaryJson;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.analytics.result.CampaignSummary;
import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.schema.WideRows;
import io.dialectic.analytics.source.Inputs;
import io.dialectic.analytics.sql.DuckDbSql;
import io.dialectic.analytics.sql.SparkSql;
import io.dialectic.analytics.sql.SqlEngine;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.base.Futures;
import io.dialectic.base.Trees;
import io.dialectic.base.storage.AtomicFolder;
import io.dialectic.base.storage.OutputFolder;
import io.dialectic.base.storage.OutputLock;
import io.dialectic.ir.metrics.PairConvention;
import io.dialectic.ir.metrics.richness.FrequencyCounts;
import io.dialectic.ir.metrics.richness.RichnessEstimate;
import io.dialectic.ir.ods.OpUniverse;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.passes.PassCatalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;

/**
 * The analysis, as one library call shared by {@code dialectic analyze},
 * {@code dialectic demo}, the desktop app and {@link AnalyzeJob} under
 * spark-submit:
 *
 * <ol>
 *   <li>read every input into run rows, tagged by campaign ({@link Inputs});</li>
 *   <li>featurize in executors, one parser per task ({@link RunFeaturizer});</li>
 *   <li>derive the runs, programs, items and errors tables ({@link FeatureTables});</li>
 *   <li>aggregate: per-campaign coverage and validity, curves, richness, crash clusters,
 *       overlap, new over baseline;</li>
 *   <li>write Parquet + CSV tables, {@code summary.json} and {@code report.html} into a
 *       temporary directory and move it into place ({@link AtomicFolder}), after checking that the
 *       output may be replaced at all ({@link OutputFolder}: empty, or an earlier analysis, never an input).</li>
 * </ol>
 * Only aggregates (a few thousand rows at most) ever reach the driver.
 */
public final class Analysis {
    /** Kinds whose richness is estimated; pattern_dD is added for the configured d. */
    static final List<String> RICHNESS_KINDS = List.of("union_pair", "control_pair", "data_pair", "op_instance");

    static final int CURVE_POINTS = 300;

    /** The marker of an analysis folder: {@code analyze} and {@code demo} (an analysis of the sample) replace each other's. */
    public static final OutputFolder.Writer WRITER = OutputFolder.Writer.of("analyze");

    private Analysis() {}

    /** Opens Spark as configured (unless the analysis runs embedded), runs, stops Spark. */
    public static AnalysisResult run(AnalyzeConfig config, Progress progress) {
        checkOutput(config); // before Spark starts: a refused --out costs nothing and touches nothing
        InputSize size = InputSize.of(config); // one walk of the input folders, for the partitions
        if (runsEmbedded(config)) return run(null, config, progress, size);
        SparkSession spark = SparkSessions.open(config);
        try {
            return run(spark, config, progress, size);
        } finally {
            spark.stop();
        }
    }

    /** Whether {@code config} runs on the embedded engine ({@link Engine}): AUTO does on a local master when no input needs Spark's reader. */
    public static boolean runsEmbedded(AnalyzeConfig config) {
        return switch (config.engine()) {
            case SPARK -> false;
            case EMBEDDED -> true;
            case AUTO -> Engine.localThreads(config.master()) > 0;
        };
    }

    /** Refuses an --out that is not an earlier analysis (a user's folder) or is, holds or lies inside an input ({@link OutputFolder}). */
    public static void checkOutput(AnalyzeConfig config) {
        OutputFolder.checkReplace(
                config.out(),
                WRITER.verb(),
                config.inputs().stream().map(InputSpec::path).toList());
    }

    /** Runs on an existing session (tests, the app), or embedded when the configuration says so ({@link Engine}; {@code spark} may then be null). */
    public static AnalysisResult run(SparkSession spark, AnalyzeConfig config, Progress progress) {
        return run(spark, config, progress, InputSize.of(config));
    }

    private static AnalysisResult run(SparkSession spark, AnalyzeConfig config, Progress progress, InputSize size) {
        SparkSessions.quietLogs(); // the embedded engine writes Parquet with Spark's classes too
        try (OutputLock lock = OutputLock.acquire(config.out(), "dialectic analyze")) {
            return runLocked(spark, config, progress, size);
        }
    }

    private static AnalysisResult runLocked(
            SparkSession spark, AnalyzeConfig config, Progress progress, InputSize size) {
        long t0 = System.nanoTime();
        checkOutput(config);
        AtomicFolder output = AtomicFolder.begin(config.out());
        try {
            OutputFolder.mark(output.dir(), WRITER);
            AnalysisResult r = analyze(spark, config, size, progress, output, t0);
            output.commit();
            progress.step("wrote " + config.out().toAbsolutePath().normalize());
            return r;
        } catch (RuntimeException e) {
            output.abort();
            throw e;
        }
    }

    private static AnalysisResult analyze(
            SparkSession spark, AnalyzeConfig cfg, InputSize size, Progress progress, AtomicFolder output, long t0) {
        TableWriter tables = new TableWriter(spark, output.dir(), cfg.csv());
        if (runsEmbedded(cfg)) return analyzeEmbedded(cfg, size, progress, output, t0, tables);
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
                .withColumn(RunSchema.ROW_ID, org.apache.spark.sql.functions.monotonically_increasing_id())
                .persist(StorageLevel.MEMORY_AND_DISK());
        try (SparkSql sql = new SparkSql(spark, tables);
                ActionLanes lanes = new ActionLanes(LANES)) {
            sql.view("features", features);
            progress.step("parsing programs and writing the runs table");
            return assemble(cfg, progress, output, t0, tables, aggregate(sql, cfg, progress, tables, lanes));
        } finally {
            features.unpersist();
        }
    }

    /**
     * DuckDB's memory before it spills to disk, beside the JVM's heap: the heap less 512 MB, at least 512 MB. 1M records
     * with a 1 GB heap peaked at 2.47 GB resident with 768 MB here (analytics/BENCH.md), so a 1 GB heap keeps 512 MB. A
     * larger heap is the user's word that the machine has room, and the SQL phase leaves it nearly idle (the
     * featurizing's batches, program cache and Parquet writers, under 512 MB, are gone by then): at 10M records
     * (-Xmx2g) the programs statement's hash join spilled its probe side (~20 GB of featurized runs, 300 of the 500 s
     * of SQL) because the 4.1M groups' keys did not fit in 512 MB, and still spilled with half the heap (910 MB).
     */
    static long duckDbMemoryMb() {
        return Math.max(512, (Runtime.getRuntime().maxMemory() >> 20) - 512);
    }

    /** The embedded engine: featurized on every core into Parquet parts, then the same SQL on DuckDB. */
    private static AnalysisResult analyzeEmbedded(
            AnalyzeConfig cfg, InputSize size, Progress progress, AtomicFolder output, long t0, TableWriter tables) {
        // the local master's threads; all cores when the master names a cluster (--engine embedded on a cluster's
        // master)
        int threads = Engine.localThreads(cfg.master());
        if (threads < 1) threads = Runtime.getRuntime().availableProcessors();
        // the featurized parts and DuckDB's spill files (as large as the input) go on the output's disk, not in a /tmp
        // that may be RAM; inside the output's temporary folder, whatever a kill -9 leaves is cleared with it
        // (AtomicFolder)
        Path work = output.dir().resolve(".work");
        try {
            String warning =
                    size.scratchWarning(Files.getFileStore(output.dir()).getUsableSpace(), "the output's disk");
            if (warning != null) progress.step(warning);
        } catch (IOException e) {
            // no figure for the disk: nothing to warn about
        }
        // DuckDB starts (its native library unpacked and loaded: most of a second) beside the featurizing
        int duckThreads = threads;
        long duckMemoryMb = duckDbMemoryMb();
        CompletableFuture<DuckDbSql> opened = CompletableFuture.supplyAsync(
                () -> new DuckDbSql(work.resolve("db"), duckThreads, duckMemoryMb, tables));
        try (ActionLanes lanes = new ActionLanes(1)) {
            progress.step("reading and featurizing " + cfg.inputs().size() + " input(s) on " + threads + " thread(s), "
                    + IN_PROCESS_STEP + " (DuckDB, spilling past " + duckMemoryMb
                    + " MB; --engine spark to use Spark)");
            long records = BatchFeaturizer.write(cfg, work.resolve("features"), threads, progress::step);
            progress.step("featurized " + records + " record(s); writing the runs table");
            try (DuckDbSql sql = Futures.get(opened)) {
                sql.parquetView("features", work.resolve("features").resolve("*.parquet"));
                return assemble(cfg, progress, output, t0, tables, aggregate(sql, cfg, progress, tables, lanes));
            }
        } finally {
            // a failed featurizing leaves the opened database to close before its folder goes
            opened.thenAccept(DuckDbSql::close).exceptionally(e -> null).join();
            Trees.deleteQuietly(work);
        }
    }

    /** How the progress line names the embedded engine (bench analyze looks for it in the demo's output). */
    public static final String IN_PROCESS_STEP = "in this JVM, without Spark";

    /** Reading tasks per core (see {@code spark.sql.files.minPartitionNum} above). */
    static final int INPUT_TASKS_PER_CORE = 4;

    /** Spark actions at once (see {@link ActionLanes}): more than the cores of a 2-core box keeps one planning, one running. */
    static final int LANES = 3;

    /**
     * Every table from the view {@code features}, on either engine: the same statements ({@link FeatureTables},
     * {@link RunStats#SQL}...) and the same Java for what is finished in Java (crash clusters, miscompile clusters,
     * triggers, op universes), a few parts at once ({@link ActionLanes}).
     */
    private static Aggregates aggregate(
            SqlEngine sql, AnalyzeConfig cfg, Progress progress, TableWriter tables, ActionLanes lanes) {
        sql.view("runs", FeatureTables.RUNS);
        sql.view("errors", FeatureTables.ERRORS);
        sql.write("runs", "SELECT * FROM runs", "campaign", "seq", "run_id");
        progress.step(
                "building the programs, items and errors tables; aggregating coverage, validity, crash and miscompile clusters");
        // programs then items: the chain most of the rest waits for, so it goes first
        CompletableFuture<Void> programsDone = lanes.run(() -> {
            FeatureTables.keepProgramKeys(sql);
            sql.writeKept("programs", FeatureTables.PROGRAMS, "campaign", "first_seq", "program_sha256");
        });
        CompletableFuture<Void> itemsDone = lanes.after(programsDone, () -> {
            sql.writeKept("items", FeatureTables.ITEMS, "campaign", "kind", "item");
            return null;
        });
        CompletableFuture<Map<String, RunStats>> runStatsF = lanes.supply(() -> RunStats.of(sql.collect(RunStats.SQL)));
        CompletableFuture<List<Row>> errorRowsF = lanes.supply(() -> {
            sql.write("errors", "SELECT * FROM errors", "campaign", "source", "run_id", "reason");
            return sql.collect(FeatureTables.ERROR_COUNTS);
        });
        CompletableFuture<List<Row>> itemCountsF = lanes.after(itemsDone, () -> sql.collect(FeatureTables.ITEM_COUNTS));
        // each crash key's members handed to the toolchain's cluster definition once; the three cluster tables read it
        CompletableFuture<List<List<Row>>> clustersF = lanes.supply(() -> {
            CrashClusters.Tables ct = CrashClusters.tables(sql, "cluster_members");
            sql.write("cluster_members", "SELECT * FROM cluster_members", "cluster_key", "run_id", "campaign");
            return List.of(
                    tables.writeLocal("clusters", ct.clusters(), CrashClusters.CLUSTERS, "cluster_key"),
                    tables.writeLocal(
                            "cluster_campaigns",
                            ct.perCampaign(),
                            CrashClusters.PER_CAMPAIGN,
                            "cluster_key",
                            "campaign"));
        });
        // Miscompile clusters (issue 15): runs of executed programs grouped by miscompile_key, as crashes by crash_key.
        CompletableFuture<List<Row>> miscompileF = lanes.supply(() -> tables.writeLocal(
                "miscompile_clusters",
                MiscompileClusters.clusters(sql.collect(MiscompileClusters.SQL)),
                MiscompileClusters.SCHEMA,
                "miscompile_key"));
        CompletableFuture<Map<String, Row>> programStatsF =
                lanes.after(programsDone, () -> programStats(sql.collect(FeatureTables.PROGRAM_STATS)));
        String patternKind = "pattern_d" + cfg.d();
        CompletableFuture<List<CoverageCurves.Point>> pointsF = lanes.after(itemsDone, () -> {
            sql.view("coverage_curve", CoverageCurves.sql(List.of(patternKind, "union_pair")));
            sql.write("coverage_curve", "SELECT * FROM coverage_curve", "campaign", "kind", "seq");
            return CoverageCurves.points(sql.collect(CoverageCurves.pointsSql(CURVE_POINTS)));
        });
        CompletableFuture<Map<String, Long>> newOverF = cfg.baseline() == null
                ? CompletableFuture.completedFuture(Map.of())
                : lanes.after(itemsDone, () -> {
                    sql.view("new_items", FeatureTables.newItems(cfg.baseline()));
                    sql.write("new_items", "SELECT * FROM new_items", "campaign", "kind", "item");
                    return pairCounts(sql.collect(FeatureTables.NEW_COUNTS));
                });
        CompletableFuture<Map<String, Long>> heatF = lanes.after(itemsDone, () -> {
            Map<String, Long> heat = new TreeMap<>();
            for (Row r : sql.collect(FeatureTables.HEAT)) heat.put(r.getString(0), r.getLong(1));
            return heat;
        });
        CompletableFuture<OpUniverses> universeF = lanes.supply(() -> OpUniverses.of(sql.collect(OpUniverses.SQL)));
        CompletableFuture<List<Row>> triggerRowsF =
                lanes.supply(() -> TriggerTables.aggregate(sql.collect(TriggerTables.SQL)));
        Aggregates.SharedItems shared = (kinds, clusterItems) -> lanes.after(itemsDone, () -> {
            sql.register("cluster_items", TableWriter.schema("campaign:s", "kind:s", "item:s"), clusterItems);
            List<String> quoted = kinds.stream().map(SqlEngine::literal).toList();
            sql.view(
                    "shared_items",
                    "SELECT campaign, kind, item FROM items WHERE kind IN (" + String.join(", ", quoted)
                            + ") UNION ALL SELECT campaign, kind, item FROM cluster_items");
            return Overlap.shared(sql.collect(Overlap.SHARED));
        });
        return new Aggregates(
                runStatsF,
                errorRowsF,
                itemCountsF,
                clustersF,
                miscompileF,
                programStatsF,
                pointsF,
                newOverF,
                heatF,
                universeF,
                triggerRowsF,
                shared,
                CompletableFuture.allOf(itemsDone));
    }

    /** campaign -> (campaign, programs, parsed, mean tokens or null) from the rows of {@link FeatureTables#PROGRAM_STATS}. */
    private static Map<String, Row> programStats(List<Row> rows) {
        Map<String, Row> out = new HashMap<>();
        for (Row r : rows) {
            long withTokens = r.getLong(4);
            Double mean = withTokens == 0 || r.isNullAt(3) ? null : (double) r.getLong(3) / withTokens;
            out.put(
                    r.getString(0),
                    RowFactory.create(r.getString(0), r.getLong(1), r.isNullAt(2) ? 0L : r.getLong(2), mean));
        }
        return out;
    }

    /** From the engine's aggregates: the per-campaign summaries, the small tables, summary.json and the report. */
    private static AnalysisResult assemble(
            AnalyzeConfig cfg, Progress progress, AtomicFolder output, long t0, TableWriter tables, Aggregates a) {
        String patternKind = "pattern_d" + cfg.d();
        Map<String, RunStats> runStats = Futures.get(a.runStats());
        Map<String, Long> validityCounts = new HashMap<>();
        for (var e : runStats.entrySet()) {
            for (var o : e.getValue().outcomes().entrySet())
                validityCounts.put(e.getKey() + "\t" + o.getKey(), o.getValue());
        }
        Map<String, Long> errorCounts = new HashMap<>();
        Map<String, Long> byReason = new TreeMap<>();
        for (Row r : Futures.get(a.errorCounts())) {
            errorCounts.merge(r.getString(0), r.getLong(2), Long::sum);
            byReason.merge(r.getString(1), r.getLong(2), Long::sum);
        }
        TreeSet<String> names = new TreeSet<>(runStats.keySet());
        for (String c : errorCounts.keySet()) if (c != null) names.add(c);
        List<String> campaignNames = new ArrayList<>(names);

        List<String> richKinds = new ArrayList<>(RICHNESS_KINDS);
        richKinds.add(0, patternKind);
        Map<String, Long> coverage = new HashMap<>();
        Map<String, Map<Integer, Long>> frequencies = new TreeMap<>();
        for (Row r : Futures.get(a.itemCounts())) {
            String ck = r.getString(0) + "\t" + r.getString(1);
            coverage.merge(ck, r.getLong(3), Long::sum);
            if (richKinds.contains(r.getString(1)))
                frequencies.computeIfAbsent(ck, k -> new TreeMap<>()).put((int) r.getLong(2), r.getLong(3));
        }

        List<List<Row>> clusterTables = Futures.get(a.clusters());
        List<Row> clusters = clusterTables.get(0);
        List<Row> clusterCampaigns = clusterTables.get(1);
        Map<String, Long> clustersPerCampaign = new HashMap<>();
        for (Row r : clusterCampaigns) clustersPerCampaign.merge(r.<String>getAs("campaign"), 1L, Long::sum);
        for (var e : clustersPerCampaign.entrySet()) coverage.put(e.getKey() + "\tcrash_cluster", e.getValue());

        List<Row> miscompileRows = Futures.get(a.miscompiles());
        Map<String, Long> miscompilesPerCampaign = new TreeMap<>();
        for (Row r : miscompileRows)
            for (Object c : r.getList(5)) miscompilesPerCampaign.merge((String) c, 1L, Long::sum); // no extra job

        Map<String, Row> programStats = Futures.get(a.programStats());
        List<CoverageCurves.Point> points = Futures.get(a.points());
        Map<String, Map<String, RichnessEstimate>> richness = richness(frequencies, programStats);

        Map<String, Map<String, Long>> newOver = new HashMap<>();
        if (cfg.baseline() != null) {
            if (!campaignNames.contains(cfg.baseline())) {
                progress.step(
                        "warning: baseline '" + cfg.baseline() + "' is not one of the campaigns " + campaignNames);
            }
            for (var e : Futures.get(a.newOver()).entrySet()) {
                String[] ck = e.getKey().split("\t");
                newOver.computeIfAbsent(ck[0], k -> new TreeMap<>()).put(ck[1], e.getValue());
            }
        }
        Map<String, Long> heat = Futures.get(a.heat());

        List<String> overlapKinds = List.of("crash_cluster", "union_pair", patternKind, "dialect", "op_instance");
        CompletableFuture<List<Overlap.Row2>> overlapF = CompletableFuture.completedFuture(List.of());
        if (campaignNames.size() > 1) {
            // One campaign has no pair to compare: the join is skipped.
            progress.step("overlap between campaigns, optimization triggers, op universe");
            List<Row> clusterItems = new ArrayList<>();
            for (Row r : clusterCampaigns)
                clusterItems.add(RowFactory.create(
                        r.<String>getAs("campaign"), "crash_cluster", r.<String>getAs("cluster_key")));
            overlapF = a.sharedItems()
                    .of(overlapKinds, clusterItems)
                    .thenApply(shared -> Overlap.compute(shared, coverage, campaignNames, overlapKinds));
        }
        // Optimization-trigger coverage (issue 16): the engine's aggregate of the observed runs, then the tables
        // from the driver. The denominator of the passes is each tool version's pass catalog as probed earlier
        // on this machine (PassCatalog.cached); the analysis never runs a tool.
        Path passCache = PassCatalog.defaultCacheDir();
        TriggerReport triggers = TriggerTables.report(
                Futures.get(a.triggerRows()),
                campaignNames,
                (tool, version) -> PassCatalog.cached(passCache, tool, version),
                cfg.baseline());
        TriggerTables.write(tables, triggers);

        OpUniverses universe = Futures.get(a.universe());
        List<Overlap.Row2> overlap = Futures.get(overlapF);
        List<CampaignSummary> summaries = new ArrayList<>();
        for (String c : campaignNames) {
            summaries.add(summary(
                    c,
                    runStats.get(c),
                    programStats.get(c),
                    coverage,
                    validityCounts,
                    clustersPerCampaign.getOrDefault(c, 0L),
                    errorCounts.getOrDefault(c, 0L),
                    richness.getOrDefault(c, Map.of()),
                    newOverFor(c, cfg.baseline(), newOver),
                    universe.of(c)));
        }
        writeSmallTables(tables, summaries, overlap, richness);
        Futures.get(a.written());

        List<Row> byRuns = new ArrayList<>(clusters);
        byRuns.sort(Comparator.<Row>comparingLong(r -> -r.<Long>getAs("runs"))
                .thenComparing(r -> r.<String>getAs("cluster_key")));
        List<AnalysisResult.Cluster> top = new ArrayList<>();
        for (Row r : byRuns.subList(0, Math.min(100, byRuns.size()))) {
            Integer chars = r.getAs("representative_chars");
            top.add(new AnalysisResult.Cluster(
                    r.getAs("cluster_key"),
                    r.getAs("crash_key"),
                    r.<Long>getAs("runs"),
                    r.<Long>getAs("programs"),
                    r.getList(r.fieldIndex("fuzzers")),
                    r.getList(r.fieldIndex("campaigns")),
                    r.<Long>getAs("first_seq"),
                    r.getAs("representative_run_id"),
                    r.getAs("representative_program_path"),
                    chars == null ? 0 : chars,
                    r.getAs("pass"),
                    r.getAs("bug_location")));
        }
        long runCount = runStats.values().stream().mapToLong(RunStats::runs).sum();
        long totalErrors = byReason.values().stream().mapToLong(Long::longValue).sum();
        long totalPrograms =
                summaries.stream().mapToLong(CampaignSummary::programs).sum();
        List<String> inputs = cfg.inputs().stream().map(InputSpec::toString).toList();
        AnalysisResult result = new AnalysisResult(
                cfg.out().toAbsolutePath().normalize(),
                inputs,
                cfg.baseline(),
                cfg.d(),
                runCount,
                totalPrograms,
                totalErrors,
                clusters.size(),
                summaries,
                overlap,
                top,
                points,
                heat,
                byReason,
                universe.all().entries(),
                (System.nanoTime() - t0) / 1e9,
                TriggerTables.thinned(triggers, CURVE_POINTS),
                miscompileRows.size(),
                topMiscompileClusters(miscompileRows),
                miscompilesPerCampaign);
        SummaryJson.write(result, cfg.pairs(), output.dir().resolve("summary.json"));
        ReportHtml.write(result, output.dir().resolve("report.html"));
        return result;
    }

    /** The 100 largest miscompile clusters (most runs, then key). */
    private static List<AnalysisResult.MiscompileCluster> topMiscompileClusters(List<Row> rows) {
        List<Row> byRuns = new ArrayList<>(rows);
        byRuns.sort(Comparator.<Row>comparingLong(r -> -r.getLong(2)).thenComparing(r -> r.getString(0)));
        List<AnalysisResult.MiscompileCluster> out = new ArrayList<>();
        for (Row r : byRuns.subList(0, Math.min(100, byRuns.size()))) {
            out.add(new AnalysisResult.MiscompileCluster(
                    r.getString(0),
                    r.getString(1),
                    r.getLong(2),
                    r.getLong(3),
                    r.getList(5),
                    r.getList(6),
                    r.getLong(7),
                    r.getString(8),
                    r.getString(9),
                    r.isNullAt(10) ? null : r.getInt(10),
                    r.isNullAt(11) ? List.of() : r.getList(11),
                    r.getString(12),
                    r.getString(13)));
        }
        return out;
    }

    /** Every kind, zeros included, for each campaign other than the baseline; nothing without one. */
    private static Map<String, Long> newOverFor(
            String campaign, String baseline, Map<String, Map<String, Long>> newOver) {
        Map<String, Long> out = new TreeMap<>();
        if (baseline == null || baseline.equals(campaign)) return out;
        for (String[] k : FeatureTables.ITEM_KINDS)
            out.put(k[0], newOver.getOrDefault(campaign, Map.of()).getOrDefault(k[0], 0L));
        return out;
    }

    private static CampaignSummary summary(
            String c,
            RunStats run,
            Row prog,
            Map<String, Long> coverage,
            Map<String, Long> validityCounts,
            long clusters,
            long errors,
            Map<String, RichnessEstimate> rich,
            Map<String, Long> newOver,
            List<OpUniverse.Entry> opUniverse) {
        Map<String, Long> cov = new LinkedHashMap<>();
        for (String[] k : FeatureTables.ITEM_KINDS) cov.put(k[0], coverage.getOrDefault(c + "\t" + k[0], 0L));
        Map<String, Long> val = new LinkedHashMap<>();
        long withOutcome = 0;
        for (Outcome o : Outcome.values()) {
            long n = validityCounts.getOrDefault(c + "\t" + o.label(), 0L);
            val.put(o.label(), n);
            withOutcome += n;
        }
        Map<String, Double> pct = new LinkedHashMap<>();
        for (var e : val.entrySet()) pct.put(e.getKey(), withOutcome == 0 ? 0.0 : 100.0 * e.getValue() / withOutcome);
        if (run == null) run = RunStats.NONE;
        return new CampaignSummary(
                c,
                List.copyOf(run.fuzzers()),
                run.runs(),
                run.executed(),
                prog == null ? 0 : prog.getLong(1),
                prog == null ? 0 : prog.getLong(2),
                prog == null || prog.isNullAt(3) ? 0 : prog.getDouble(3),
                run.firstSeq(),
                run.lastSeq(),
                cov,
                val,
                pct,
                run.crashRuns(),
                clusters,
                errors,
                new TreeMap<>(rich),
                new TreeMap<>(newOver),
                opUniverse);
    }

    /** Richness per campaign and kind from the frequency counts ("campaign\tkind" -> programs holding an item -> items). */
    private static Map<String, Map<String, RichnessEstimate>> richness(
            Map<String, Map<Integer, Long>> freq, Map<String, Row> programStats) {
        Map<String, Map<String, RichnessEstimate>> out = new TreeMap<>();
        for (var e : freq.entrySet()) {
            String[] ck = e.getKey().split("\t");
            Row prog = programStats.get(ck[0]);
            long units = prog == null ? 0 : prog.getLong(2);
            out.computeIfAbsent(ck[0], k -> new TreeMap<>())
                    .put(ck[1], RichnessEstimate.of(new FrequencyCounts(e.getValue(), units)));
        }
        return out;
    }

    private static void writeSmallTables(
            TableWriter tables,
            List<CampaignSummary> summaries,
            List<Overlap.Row2> overlap,
            Map<String, Map<String, RichnessEstimate>> richness) {
        List<Row> camp = new ArrayList<>();
        List<Row> val = new ArrayList<>();
        List<Row> cov = new ArrayList<>();
        for (CampaignSummary s : summaries) {
            camp.add(RowFactory.create(
                    s.campaign(),
                    String.join(";", s.fuzzers()),
                    s.runs(),
                    s.executedRuns(),
                    s.programs(),
                    s.parsed(),
                    s.meanTokens(),
                    s.firstSeq(),
                    s.lastSeq(),
                    s.crashRuns(),
                    s.crashClusters(),
                    s.errors()));
            for (var e : s.validity().entrySet()) {
                val.add(RowFactory.create(
                        s.campaign(),
                        e.getKey(),
                        e.getValue(),
                        s.validityPercent().get(e.getKey())));
            }
            for (var e : s.coverage().entrySet()) {
                cov.add(RowFactory.create(
                        s.campaign(),
                        e.getKey(),
                        e.getValue(),
                        s.newOverBaseline().get(e.getKey())));
            }
        }
        tables.writeLocal(
                "campaigns",
                camp,
                TableWriter.schema(
                        "campaign:s",
                        "fuzzers:s",
                        "runs:l",
                        "executed_runs:l",
                        "programs:l",
                        "parsed:l",
                        "mean_tokens:d",
                        "first_seq:l",
                        "last_seq:l",
                        "crash_runs:l",
                        "crash_clusters:l",
                        "errors:l"),
                "campaign");
        tables.writeLocal(
                "validity",
                val,
                TableWriter.schema("campaign:s", "outcome:s", "runs:l", "percent:d"),
                "campaign",
                "outcome");
        tables.writeLocal(
                "coverage",
                cov,
                TableWriter.schema("campaign:s", "kind:s", "distinct_items:l", "new_over_baseline:l"),
                "campaign",
                "kind");
        List<Row> ov = new ArrayList<>();
        for (Overlap.Row2 o : overlap) {
            ov.add(RowFactory.create(
                    o.kind(), o.campaignA(), o.campaignB(), o.itemsA(), o.itemsB(), o.shared(), o.jaccard()));
        }
        tables.writeLocal(
                "overlap",
                ov,
                TableWriter.schema(
                        "kind:s", "campaign_a:s", "campaign_b:s", "items_a:l", "items_b:l", "shared:l", "jaccard:d"),
                "kind",
                "campaign_a",
                "campaign_b");
        List<Row> rich = new ArrayList<>();
        for (var c : richness.entrySet()) {
            for (var k : c.getValue().entrySet()) {
                RichnessEstimate e = k.getValue();
                rich.add(RowFactory.create(
                        c.getKey(),
                        k.getKey(),
                        e.observed(),
                        e.units(),
                        e.f1(),
                        e.f2(),
                        e.chao1(),
                        e.chao1Lower(),
                        e.chao1Upper(),
                        e.iChao1(),
                        e.ace(),
                        e.coveragePercent()));
            }
        }
        tables.writeLocal(
                "richness",
                rich,
                TableWriter.schema(
                        "campaign:s",
                        "kind:s",
                        "observed:l",
                        "programs:l",
                        "f1:l",
                        "f2:l",
                        "chao1:d",
                        "chao1_lower95:d",
                        "chao1_upper95:d",
                        "ichao1:d",
                        "ace:d",
                        "estimated_coverage_pct:d"),
                "campaign",
                "kind");
    }

    /** (a, b, count) rows as "a\tb" -> count. */
    private static Map<String, Long> pairCounts(List<Row> abCount) {
        Map<String, Long> out = new HashMap<>();
        for (Row r : abCount) out.put(r.getString(0) + "\t" + r.getString(1), r.getLong(2));
        return out;
    }
}
