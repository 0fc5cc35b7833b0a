package io.dialectic.analytics;

import io.dialectic.analytics.aggregate.CoverageCurves;
import io.dialectic.analytics.aggregate.OpUniverses;
import io.dialectic.analytics.aggregate.RunStats;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.apache.spark.sql.Row;

/**
 * What an engine (DuckDB or Spark, {@link io.dialectic.analytics.sql.SqlEngine}) computes from the featurized runs, each part possibly still
 * being computed; {@link Assembly} assembles the summaries, the small tables, summary.json and the report from it,
 * the same way for both. The wide tables (runs, programs, items, errors, clusters...) the engine has written itself.
 *
 * @param runStats     per campaign ({@link RunStats})
 * @param errorCounts  rows (campaign, reason up to its first ':', count)
 * @param itemCounts   rows (campaign, kind, programs holding an item, items): coverage and richness frequencies
 * @param clusters     the {@code clusters} and {@code cluster_campaigns} rows, each sorted as written
 * @param miscompiles  the {@code miscompile_clusters} rows, sorted
 * @param irBugs       the {@code ir_bug_clusters} rows, sorted
 * @param programStats campaign -> row (campaign, programs, parsed, mean tokens)
 * @param points       the coverage curves thinned for drawing
 * @param newOver      "campaign\tkind" -> items not in the baseline (empty without one)
 * @param heat         union pair -> programs holding it, over all campaigns
 * @param universe     the op universes
 * @param triggerRows  the optimization-trigger aggregate ({@link io.dialectic.analytics.aggregate.TriggerTables#aggregate})
 * @param sharedItems  the items campaigns share, asked once the crash clusters per campaign are known
 * @param written      done when every table the engine writes is written
 */
record Aggregates(
        CompletableFuture<Map<String, RunStats>> runStats,
        CompletableFuture<List<Row>> errorCounts,
        CompletableFuture<List<Row>> itemCounts,
        CompletableFuture<List<List<Row>>> clusters,
        CompletableFuture<List<Row>> miscompiles,
        CompletableFuture<List<Row>> irBugs,
        CompletableFuture<Map<String, Row>> programStats,
        CompletableFuture<List<CoverageCurves.Point>> points,
        CompletableFuture<Map<String, Long>> newOver,
        CompletableFuture<Map<String, Long>> heat,
        CompletableFuture<OpUniverses> universe,
        CompletableFuture<List<Row>> triggerRows,
        SharedItems sharedItems,
        CompletableFuture<Void> written) {

    /** The overlap's shared items ({@link io.dialectic.analytics.aggregate.Overlap#shared}) of these kinds plus the crash clusters. */
    interface SharedItems {
        /**
         * @param kinds        the item kinds to compare
         * @param clusterItems (campaign, "crash_cluster", cluster key) rows
         */
        CompletableFuture<Map<String, Long>> of(List<String> kinds, List<Row> clusterItems);
    }
}
