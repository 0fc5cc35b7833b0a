package io.dialectic.analytics;

import io.dialectic.analytics.aggregate.CoverageCurves;
import io.dialectic.analytics.aggregate.FeatureTables;
import io.dialectic.analytics.aggregate.OpUniverses;
import io.dialectic.analytics.aggregate.Overlap;
import io.dialectic.analytics.aggregate.RunStats;
import io.dialectic.analytics.aggregate.TriggerReport;
import io.dialectic.analytics.aggregate.TriggerTables;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.output.ReportHtml;
import io.dialectic.analytics.output.SummaryJson;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.analytics.result.CampaignSummary;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.base.Futures;
import io.dialectic.base.storage.AtomicFolder;
import io.dialectic.ir.metrics.richness.FrequencyCounts;
import io.dialectic.ir.metrics.richness.RichnessEstimate;
import io.dialectic.ir.ods.OpUniverse;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cluster.ClusterCount;
import io.dialectic.toolchain.cluster.ClusterDefinition;
import io.dialectic.toolchain.irbug.IrBugKind;
import io.dialectic.toolchain.passes.PassCatalog;
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
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * The result of an analysis from an engine's {@link Aggregates}, the same for both engines: the per-campaign summaries
 * (coverage, validity, richness, clusters, new over baseline, op universe), the overlap between campaigns, the
 * optimization-trigger tables, the small tables ({@link SmallTables}), {@code summary.json} and {@code report.html}.
 */
final class Assembly {
    /** Kinds whose richness is estimated; pattern_dD is added for the configured d. */
    static final List<String> RICHNESS_KINDS = List.of("union_pair", "control_pair", "data_pair", "op_instance");

    static final int CURVE_POINTS = 300;

    private Assembly() {}

    /** Per "campaign\tkind": distinct items, and for the richness kinds how many items so many programs hold. */
    private record ItemCounts(Map<String, Long> coverage, Map<String, Map<Integer, Long>> frequencies) {}

    /** Per campaign: its errors; over all campaigns: errors by reason (up to its first ':'). */
    private record ErrorCounts(Map<String, Long> perCampaign, Map<String, Long> byReason) {}

    /** From the engine's aggregates: the per-campaign summaries, the small tables, summary.json and the report. */
    static AnalysisResult assemble(
            AnalyzeConfig cfg, Progress progress, AtomicFolder output, long t0, TableWriter tables, Aggregates a) {
        String patternKind = "pattern_d" + cfg.d();
        Map<String, RunStats> runStats = Futures.get(a.runStats());
        Map<String, Long> validityCounts = validityCounts(runStats);
        ErrorCounts errors = errorCounts(Futures.get(a.errorCounts()));
        List<String> campaignNames = campaignNames(runStats, errors);
        ItemCounts items = itemCounts(Futures.get(a.itemCounts()), patternKind);
        Map<String, Long> coverage = items.coverage();

        List<List<Row>> clusterTables = Futures.get(a.clusters());
        List<Row> clusters = clusterTables.get(0);
        List<Row> clusterCampaigns = clusterTables.get(1);
        // counted as every view counts them (ClusterCount): the clusters with evidence, the crashes without apart
        Map<String, List<String>> clusterKeysPerCampaign = new HashMap<>();
        for (Row r : clusterCampaigns)
            clusterKeysPerCampaign
                    .computeIfAbsent(r.<String>getAs("campaign"), k -> new ArrayList<>())
                    .add(r.<String>getAs("cluster_key"));
        Map<String, ClusterCount> clustersPerCampaign = new HashMap<>();
        clusterKeysPerCampaign.forEach((c, keys) -> clustersPerCampaign.put(c, ClusterCount.of(keys)));
        for (var e : clustersPerCampaign.entrySet())
            if (e.getValue().withEvidence() > 0)
                coverage.put(e.getKey() + "\tcrash_cluster", e.getValue().withEvidence());
        ClusterCount clusterCount = ClusterCount.of(
                clusters.stream().map(r -> r.<String>getAs("cluster_key")).toList());

        List<Row> miscompileRows = Futures.get(a.miscompiles());
        Map<String, Long> miscompilesPerCampaign = new TreeMap<>();
        for (Row r : miscompileRows)
            for (Object c : r.getList(5)) miscompilesPerCampaign.merge((String) c, 1L, Long::sum); // no extra job

        List<Row> irBugRows = Futures.get(a.irBugs());
        Map<String, Row> programStats = Futures.get(a.programStats());
        List<CoverageCurves.Point> points = Futures.get(a.points());
        Map<String, Map<String, RichnessEstimate>> richness = richness(items.frequencies(), programStats);
        Map<String, Map<String, Long>> newOver = newOver(cfg, campaignNames, a, progress);
        Map<String, Long> heat = Futures.get(a.heat());
        CompletableFuture<List<Overlap.Row2>> overlapF =
                overlap(campaignNames, clusterCampaigns, coverage, patternKind, a, progress);
        TriggerReport triggers = triggers(a, campaignNames, cfg.baseline(), tables);

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
                    clustersPerCampaign.getOrDefault(c, ClusterCount.none()),
                    errors.perCampaign().getOrDefault(c, 0L),
                    richness.getOrDefault(c, Map.of()),
                    newOverFor(c, cfg.baseline(), newOver),
                    universe.of(c)));
        }
        SmallTables.write(tables, summaries, overlap, richness);
        Futures.get(a.written());

        long runCount = runStats.values().stream().mapToLong(RunStats::runs).sum();
        long totalErrors =
                errors.byReason().values().stream().mapToLong(Long::longValue).sum();
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
                clusterCount.withEvidence(),
                clusterCount.sites(),
                clusterCount.withoutEvidence(),
                crashesToRecover(clusters),
                summaries,
                overlap,
                topClusters(clusters),
                points,
                heat,
                errors.byReason(),
                universe.all().entries(),
                (System.nanoTime() - t0) / 1e9,
                TriggerTables.thinned(triggers, CURVE_POINTS),
                miscompileRows.size(),
                topMiscompileClusters(miscompileRows),
                miscompilesPerCampaign,
                irBugCounts(irBugRows),
                topIrBugClusters(irBugRows));
        SummaryJson.write(result, cfg.pairs(), output.dir().resolve("summary.json"));
        ReportHtml.write(result, output.dir().resolve("report.html"));
        return result;
    }

    /** "campaign\toutcome" -> runs. */
    private static Map<String, Long> validityCounts(Map<String, RunStats> runStats) {
        Map<String, Long> validityCounts = new HashMap<>();
        for (var e : runStats.entrySet()) {
            for (var o : e.getValue().outcomes().entrySet())
                validityCounts.put(e.getKey() + "\t" + o.getKey(), o.getValue());
        }
        return validityCounts;
    }

    /** From the rows (campaign, reason up to its first ':', count). */
    private static ErrorCounts errorCounts(List<Row> rows) {
        Map<String, Long> errorCounts = new HashMap<>();
        Map<String, Long> byReason = new TreeMap<>();
        for (Row r : rows) {
            errorCounts.merge(r.getString(0), r.getLong(2), Long::sum);
            byReason.merge(r.getString(1), r.getLong(2), Long::sum);
        }
        return new ErrorCounts(errorCounts, byReason);
    }

    /** The campaigns with runs or errors, sorted. */
    private static List<String> campaignNames(Map<String, RunStats> runStats, ErrorCounts errors) {
        TreeSet<String> names = new TreeSet<>(runStats.keySet());
        for (String c : errors.perCampaign().keySet()) if (c != null) names.add(c);
        return new ArrayList<>(names);
    }

    /** From the rows (campaign, kind, programs holding an item, items). */
    private static ItemCounts itemCounts(List<Row> rows, String patternKind) {
        List<String> richKinds = new ArrayList<>(RICHNESS_KINDS);
        richKinds.add(0, patternKind);
        Map<String, Long> coverage = new HashMap<>();
        Map<String, Map<Integer, Long>> frequencies = new TreeMap<>();
        for (Row r : rows) {
            String ck = r.getString(0) + "\t" + r.getString(1);
            coverage.merge(ck, r.getLong(3), Long::sum);
            if (richKinds.contains(r.getString(1)))
                frequencies.computeIfAbsent(ck, k -> new TreeMap<>()).put((int) r.getLong(2), r.getLong(3));
        }
        return new ItemCounts(coverage, frequencies);
    }

    /** campaign -> kind -> items the baseline does not have; empty without a baseline (a missing one is warned about). */
    private static Map<String, Map<String, Long>> newOver(
            AnalyzeConfig cfg, List<String> campaignNames, Aggregates a, Progress progress) {
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
        return newOver;
    }

    /** The overlap between every two campaigns, crash clusters included; none for one campaign (no pair to compare). */
    private static CompletableFuture<List<Overlap.Row2>> overlap(
            List<String> campaignNames,
            List<Row> clusterCampaigns,
            Map<String, Long> coverage,
            String patternKind,
            Aggregates a,
            Progress progress) {
        if (campaignNames.size() <= 1) return CompletableFuture.completedFuture(List.of());
        List<String> overlapKinds = List.of("crash_cluster", "union_pair", patternKind, "dialect", "op_instance");
        progress.step("overlap between campaigns, optimization triggers, op universe");
        List<Row> clusterItems = new ArrayList<>();
        for (Row r : clusterCampaigns)
            if (ClusterDefinition.hasEvidence(r.<String>getAs("crash_key")))
                clusterItems.add(RowFactory.create(
                        r.<String>getAs("campaign"), "crash_cluster", r.<String>getAs("cluster_key")));
        return a.sharedItems()
                .of(overlapKinds, clusterItems)
                .thenApply(shared -> Overlap.compute(shared, coverage, campaignNames, overlapKinds));
    }

    /**
     * Optimization-trigger coverage: the engine's aggregate of the observed runs, then its tables written from here. The
     * denominator of the passes is each tool version's pass catalog as probed earlier on this machine
     * ({@link PassCatalog#cached}); the analysis never runs a tool.
     */
    private static TriggerReport triggers(
            Aggregates a, List<String> campaignNames, String baseline, TableWriter tables) {
        Path passCache = PassCatalog.defaultCacheDir();
        TriggerReport triggers = TriggerTables.report(
                Futures.get(a.triggerRows()),
                campaignNames,
                (tool, version) -> PassCatalog.cached(passCache, tool, version),
                baseline);
        TriggerTables.write(tables, triggers);
        return triggers;
    }

    /** The 100 largest crash clusters (most runs, then key). */
    private static List<AnalysisResult.Cluster> topClusters(List<Row> clusters) {
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
        return top;
    }

    /** Distinct IR-bug keys by kind, every kind present. */
    private static Map<String, Long> irBugCounts(List<Row> rows) {
        Map<String, Long> out = new TreeMap<>();
        for (IrBugKind k : IrBugKind.values()) out.put(k.label(), 0L);
        for (Row r : rows) out.merge(r.getString(0), 1L, Long::sum);
        return out;
    }

    /** The 100 largest IR-bug clusters (most runs, then kind and key). */
    private static List<AnalysisResult.IrBugCluster> topIrBugClusters(List<Row> rows) {
        List<Row> byRuns = new ArrayList<>(rows);
        byRuns.sort(Comparator.<Row>comparingLong(r -> -r.getLong(2))
                .thenComparing(r -> r.getString(0))
                .thenComparing(r -> r.getString(1)));
        List<AnalysisResult.IrBugCluster> out = new ArrayList<>();
        for (Row r : byRuns.subList(0, Math.min(100, byRuns.size()))) {
            out.add(new AnalysisResult.IrBugCluster(
                    r.getString(0),
                    r.getString(1),
                    r.getLong(2),
                    r.getLong(3),
                    r.getList(4),
                    r.getList(5),
                    r.isNullAt(6) ? null : r.getLong(6),
                    r.getString(7),
                    r.getString(8),
                    r.isNullAt(9) ? null : r.getInt(9),
                    r.isNullAt(10) ? List.of() : r.getList(10),
                    r.getString(11),
                    r.getString(12),
                    r.getString(13),
                    r.getString(14)));
        }
        return out;
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

    /**
     * Crashes that printed no trace and whose program the records hold ({@code representative_chars}): a cluster of one
     * each, which {@code clusters --recover-traces} can rerun single-threaded to get a trace.
     */
    private static long crashesToRecover(List<Row> clusters) {
        long n = 0;
        for (Row r : clusters) {
            Integer chars = r.getAs("representative_chars");
            if (ClusterDefinition.NO_TRACE.equals(ClusterDefinition.lack(r.<String>getAs("crash_key")))
                    && chars != null
                    && chars > 0) n += r.<Long>getAs("runs");
        }
        return n;
    }

    private static CampaignSummary summary(
            String c,
            RunStats run,
            Row prog,
            Map<String, Long> coverage,
            Map<String, Long> validityCounts,
            ClusterCount clusters,
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
                clusters.withEvidence(),
                clusters.withoutEvidence(),
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
}
