package io.dialectic.analytics;

import io.dialectic.analytics.config.Engine;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.aggregate.CoverageCurves;
import io.dialectic.analytics.aggregate.CrashClusters;
import io.dialectic.analytics.aggregate.FeatureTables;
import io.dialectic.analytics.aggregate.MiscompileClusters;
import io.dialectic.analytics.aggregate.OpUniverses;
import io.dialectic.analytics.aggregate.Overlap;
import io.dialectic.analytics.aggregate.RunStats;
import io.dialectic.analytics.aggregate.TriggerTables;
import io.dialectic.analytics.features.RunFeaturizer;
import io.dialectic.analytics.tables.ParquetFiles;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.analytics.source.Inputs;
import io.dialectic.toolchain.Futures;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * The in-process engine ({@link Engine}): the analysis of a small input in this JVM, without Spark. It reads the
 * same rows ({@link Inputs#read}), featurizes them with the same {@link RunFeaturizer} on the master's threads
 * (runs of one program on one thread, as Spark's spreading puts them in one task), and computes each table with
 * the in-process form its aggregate class keeps beside its Spark form ({@link FeatureTables#programs(List)}...).
 * The tables are written as one Parquet file each ({@link TableWriter#writeLocal}).
 */
final class InProcessAnalysis {
    private InProcessAnalysis() {}

    /** The items of a campaign not in the baseline, join keys first (as Spark's anti-join on (kind, item) writes them). */
    static final org.apache.spark.sql.types.StructType NEW_ITEMS = TableWriter.schema("kind:s", "item:s", "campaign:s", "programs:l", "first_seq:l");

    static Aggregates aggregates(AnalyzeConfig cfg, Progress progress, TableWriter tables, ActionLanes lanes, int threads) {
        // beside the reading, which runs on this thread; awaited with the writes, so the JVM never exits in the middle
        // of it and leaves its temporary folder behind
        CompletableFuture<Void> warmUp = lanes.run(ParquetFiles::warmUp);
        List<Row> raw = Inputs.read(cfg);
        progress.step("featurizing " + raw.size() + " record(s) and writing the runs table");
        List<Row> features = featurize(raw, cfg, lanes, threads, progress);
        List<CompletableFuture<?>> written = new ArrayList<>();
        written.add(warmUp);
        List<Row> runs = FeatureTables.runs(features);
        written.add(lanes.run(() -> tables.writeLocal("runs", runs, FeatureTables.RUNS, "campaign", "seq", "run_id")));

        progress.step("building the programs, items and errors tables; aggregating coverage, validity, crash and miscompile clusters");
        // What does not need the programs goes to the lanes; this thread builds programs -> items -> curves, the longest chain.
        // (Lane tasks never wait on each other, so a full pool cannot stall.)
        CompletableFuture<List<Row>> errorCounts = lanes.supply(() -> {
            List<Row> errors = FeatureTables.errors(features);
            tables.writeLocal("errors", errors, FeatureTables.ERRORS, "campaign", "source", "run_id", "reason");
            return errorCounts(errors);
        });
        CompletableFuture<List<List<Row>>> clusters = lanes.supply(() -> {
            CrashClusters.Tables ct = CrashClusters.tables(features);
            tables.writeLocal("cluster_members", ct.members(), CrashClusters.MEMBERS, "cluster_key", "run_id");
            return List.of(tables.writeLocal("clusters", ct.clusters(), CrashClusters.CLUSTERS, "cluster_key"),
                    tables.writeLocal("cluster_campaigns", ct.perCampaign(), CrashClusters.PER_CAMPAIGN, "cluster_key", "campaign"));
        });
        CompletableFuture<List<Row>> miscompiles = lanes.supply(() -> tables.writeLocal("miscompile_clusters",
                MiscompileClusters.clusters(features), MiscompileClusters.SCHEMA, "miscompile_key"));
        CompletableFuture<Map<String, RunStats>> runStats = lanes.supply(() -> RunStats.of(runs));
        CompletableFuture<OpUniverses> universe = lanes.supply(() -> OpUniverses.of(features));
        CompletableFuture<List<Row>> triggers = lanes.supply(() -> TriggerTables.aggregate(features));

        List<Row> programs = FeatureTables.programs(features);
        written.add(lanes.run(() -> tables.writeLocal("programs", programs, FeatureTables.PROGRAMS, "campaign", "first_seq", "program_sha256")));
        List<Row> items = FeatureTables.items(programs);
        written.add(lanes.run(() -> tables.writeLocal("items", items, FeatureTables.ITEMS, "campaign", "kind", "item")));
        String patternKind = "pattern_d" + cfg.d();
        List<Row> curves = CoverageCurves.curves(items, List.of(patternKind, "union_pair"));
        written.add(lanes.run(() -> tables.writeLocal("coverage_curve", curves, CoverageCurves.CURVES, "campaign", "kind", "seq")));

        Map<String, Long> newOver = new HashMap<>();
        String baseline = cfg.baseline();
        if (baseline != null) {
            Set<List<String>> base = new HashSet<>();
            for (Row r : items) if (baseline.equals(r.getString(0))) base.add(Arrays.asList(r.getString(1), r.getString(2)));
            List<Row> fresh = new ArrayList<>();
            for (Row r : items) {
                // campaign <> baseline drops a null campaign; a null item never matches the anti-join
                if (r.isNullAt(0) || baseline.equals(r.getString(0))) continue;
                if (r.isNullAt(2) || !base.contains(Arrays.asList(r.getString(1), r.getString(2)))) {
                    fresh.add(RowFactory.create(r.get(1), r.get(2), r.get(0), r.get(3), r.get(4)));
                    newOver.merge(r.getString(0) + "\t" + r.getString(1), 1L, Long::sum);
                }
            }
            written.add(lanes.run(() -> tables.writeLocal("new_items", fresh, NEW_ITEMS, "campaign", "kind", "item")));
        }
        Map<String, Long> heat = new TreeMap<>();
        for (Row r : items) if ("union_pair".equals(r.getString(1))) heat.merge(r.getString(2), r.getLong(3), Long::sum);

        return new Aggregates(runStats, errorCounts, done(itemCounts(items)), clusters, miscompiles, done(programStats(programs)),
                done(CoverageCurves.points(curves, Analysis.CURVE_POINTS)), done(newOver), done(heat), universe, triggers,
                (kinds, clusterItems) -> {
                    List<Row> members = new ArrayList<>(clusterItems);
                    for (Row r : items) if (kinds.contains(r.getString(1))) members.add(RowFactory.create(r.get(0), r.get(1), r.get(2)));
                    return done(Overlap.shared(members));
                }, CompletableFuture.allOf(written.toArray(CompletableFuture[]::new)), () -> {});
    }

    /** Records between progress lines while featurizing (a few seconds of work each). */
    static final int PROGRESS_EVERY = 20_000;

    /** Featurized on {@code threads} threads, the runs of one program text on one (its featurizer's cache). */
    private static List<Row> featurize(List<Row> raw, AnalyzeConfig cfg, ActionLanes lanes, int threads, Progress progress) {
        java.util.concurrent.atomic.AtomicLong featurized = new java.util.concurrent.atomic.AtomicLong();
        List<List<Row>> parts = new ArrayList<>();
        for (int i = 0; i < threads; i++) parts.add(new ArrayList<>());
        for (Row r : raw) parts.get(Math.floorMod(Objects.hashCode(r.get(RunSchema.IDX_TEXT)), threads)).add(r);
        List<CompletableFuture<List<Row>>> done = new ArrayList<>();
        for (List<Row> part : parts) {
            done.add(lanes.supply(() -> {
                List<Row> out = new ArrayList<>(part.size());
                RunFeaturizer.featurize(part.iterator(), cfg.pairs(), cfg.withResultTypes(), cfg.maxStderrChars()).forEachRemaining(r -> {
                    out.add(r);
                    long n = featurized.incrementAndGet();
                    if (n % PROGRESS_EVERY == 0) progress.step("  featurized " + n + " of " + raw.size() + " records");
                });
                return out;
            }));
        }
        List<Row> all = new ArrayList<>(raw.size());
        for (CompletableFuture<List<Row>> f : done) all.addAll(Futures.get(f));
        return all;
    }

    /** (campaign, reason up to its first ':', count), as the Spark form's {@code substring_index(reason, ":", 1)}. */
    private static List<Row> errorCounts(List<Row> errors) {
        Map<List<String>, Long> n = new LinkedHashMap<>();
        for (Row r : errors) {
            String reason = r.getString(4);
            String head = reason == null ? null : reason.contains(":") ? reason.substring(0, reason.indexOf(':')) : reason;
            n.merge(Arrays.asList(r.getString(2), head), 1L, Long::sum);
        }
        List<Row> out = new ArrayList<>();
        n.forEach((k, v) -> out.add(RowFactory.create(k.get(0), k.get(1), v)));
        return out;
    }

    /** (campaign, kind, programs, items): how many items are held by so many programs. */
    private static List<Row> itemCounts(List<Row> items) {
        Map<List<Object>, Long> n = new LinkedHashMap<>();
        for (Row r : items) n.merge(Arrays.asList(r.get(0), r.get(1), r.get(3)), 1L, Long::sum);
        List<Row> out = new ArrayList<>();
        n.forEach((k, v) -> out.add(RowFactory.create(k.get(0), k.get(1), k.get(2), v)));
        return out;
    }

    /** campaign -> (campaign, programs, parsed, mean tokens or null). */
    private static Map<String, Row> programStats(List<Row> programs) {
        int campaign = FeatureTables.PROGRAMS.fieldIndex("campaign"), parsed = FeatureTables.PROGRAMS.fieldIndex("parsed"),
                tokens = FeatureTables.PROGRAMS.fieldIndex("tokens");
        Map<String, long[]> n = new LinkedHashMap<>(); // programs, parsed, token sum, programs with tokens
        for (Row r : programs) {
            long[] s = n.computeIfAbsent(r.getString(campaign), k -> new long[4]);
            s[0]++;
            if (!r.isNullAt(parsed) && r.getBoolean(parsed)) s[1]++;
            if (!r.isNullAt(tokens)) {
                s[2] += r.getInt(tokens);
                s[3]++;
            }
        }
        Map<String, Row> out = new HashMap<>();
        n.forEach((c, s) -> out.put(c, RowFactory.create(c, s[0], s[1], s[3] == 0 ? null : (double) s[2] / s[3])));
        return out;
    }

    private static <T> CompletableFuture<T> done(T value) {
        return CompletableFuture.completedFuture(value);
    }
}
