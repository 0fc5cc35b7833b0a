package io.dialectic.analytics;

import io.dialectic.analytics.aggregate.CoverageCurves;
import io.dialectic.analytics.aggregate.CrashClusters;
import io.dialectic.analytics.aggregate.FeatureTables;
import io.dialectic.analytics.aggregate.IrBugClusters;
import io.dialectic.analytics.aggregate.MiscompileClusters;
import io.dialectic.analytics.aggregate.OpUniverses;
import io.dialectic.analytics.aggregate.Overlap;
import io.dialectic.analytics.aggregate.RunStats;
import io.dialectic.analytics.aggregate.TriggerTables;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.sql.SqlEngine;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.toolchain.report.SqlQuote;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * What either engine computes from its view {@code features}: the wide tables it writes itself (runs, programs, items,
 * errors, the cluster tables, the curves) and the small aggregates it hands to {@link Assembly} ({@link Aggregates}).
 */
final class Aggregation {
    private Aggregation() {}

    /**
     * Every table from the view {@code features}, on either engine: the same statements ({@link FeatureTables},
     * {@link RunStats#SQL}...) and the same Java for what is finished in Java (crash clusters, miscompile clusters,
     * triggers, op universes), a few parts at once ({@link ActionLanes}).
     */
    static Aggregates of(SqlEngine sql, AnalyzeConfig cfg, Progress progress, TableWriter tables, ActionLanes lanes) {
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
        // Miscompile clusters: runs of executed programs grouped by miscompile_key, as crashes by crash_key.
        CompletableFuture<List<Row>> miscompileF = lanes.supply(() -> tables.writeLocal(
                "miscompile_clusters",
                sql.stream(MiscompileClusters.SQL, MiscompileClusters::clusters),
                MiscompileClusters.SCHEMA,
                "miscompile_key"));
        // IR-bug clusters: runs a rerun proved an IR bug on (invalid-ir, roundtrip), by kind and key, as read from the
        // records
        CompletableFuture<List<Row>> irBugF = lanes.supply(() -> tables.writeLocal(
                "ir_bug_clusters",
                sql.stream(IrBugClusters.SQL, IrBugClusters::clusters),
                IrBugClusters.SCHEMA,
                "ir_bug_kind",
                "ir_bug_key"));
        CompletableFuture<Map<String, Row>> programStatsF =
                lanes.after(programsDone, () -> programStats(sql.collect(FeatureTables.PROGRAM_STATS)));
        String patternKind = "pattern_d" + cfg.d();
        CompletableFuture<List<CoverageCurves.Point>> pointsF = lanes.after(itemsDone, () -> {
            sql.view("coverage_curve", CoverageCurves.sql(List.of(patternKind, "union_pair")));
            sql.write("coverage_curve", "SELECT * FROM coverage_curve", "campaign", "kind", "seq");
            return CoverageCurves.points(sql.collect(CoverageCurves.pointsSql(Assembly.CURVE_POINTS)));
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
                lanes.supply(() -> sql.stream(TriggerTables.SQL, TriggerTables::aggregate));
        Aggregates.SharedItems shared = (kinds, clusterItems) -> lanes.after(itemsDone, () -> {
            sql.register("cluster_items", TableWriter.schema("campaign:s", "kind:s", "item:s"), clusterItems);
            List<String> quoted = kinds.stream().map(SqlQuote::string).toList();
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
                irBugF,
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

    /** (a, b, count) rows as "a\tb" -> count. */
    private static Map<String, Long> pairCounts(List<Row> abCount) {
        Map<String, Long> out = new HashMap<>();
        for (Row r : abCount) out.put(r.getString(0) + "\t" + r.getString(1), r.getLong(2));
        return out;
    }
}
