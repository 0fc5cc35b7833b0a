package io.dialectic.analytics.result;

import io.dialectic.analytics.aggregate.CoverageCurves;
import io.dialectic.analytics.aggregate.Overlap;
import io.dialectic.analytics.aggregate.TriggerReport;
import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.ir.ods.OpUniverse;
import io.dialectic.toolchain.cluster.ClusterCount;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * What an analysis found, as written to {@code summary.json} and drawn in
 * {@code report.html}; the tables in {@link #out()} hold the full detail.
 *
 * @param dialectPairPrograms programs holding each union dialect pair, all campaigns together (the heatmap)
 * @param crashClusters       crash clusters with evidence ({@link ClusterCount})
 * @param crashSites          distinct crash sites among them ({@link ClusterCount#sites}): the bugs, one per site
 * @param crashesWithoutEvidence the crashes without evidence (one cluster each), by what their trace lacks
 * @param crashesToRecover    crashes without a trace whose program the records hold: what {@code clusters
 *                            --recover-traces} can rerun to get their evidence
 * @param topClusters         the largest crash clusters (at most 100)
 * @param errorsByReason      error rows per reason prefix (text before the first ':')
 * @param opUniverse          all campaigns' ops against the catalogs of their runs' tool versions ({@link OpUniverse})
 * @param triggers            optimization-trigger coverage, empty lists when no run was observed
 * @param miscompileClusters  distinct miscompile keys over all campaigns (0 when nothing was executed)
 * @param topMiscompileClusters the largest miscompile clusters (at most 100)
 * @param miscompileClustersByCampaign distinct miscompile keys per campaign (campaigns with none are absent)
 * @param irBugClusters       distinct IR-bug keys over all campaigns by kind ({@code invalid-ir}, {@code roundtrip}; each
 *                            kind present, 0 when none), read from the records (analyze never reruns)
 * @param topIrBugClusters    the largest IR-bug clusters (at most 100)
 */
public record AnalysisResult(
        Path out,
        List<String> inputs,
        String baseline,
        int d,
        long runs,
        long programs,
        long errors,
        long crashClusters,
        long crashSites,
        Map<String, Long> crashesWithoutEvidence,
        long crashesToRecover,
        List<CampaignSummary> campaigns,
        List<Overlap.Row2> overlap,
        List<Cluster> topClusters,
        List<CoverageCurves.Point> curves,
        Map<String, Long> dialectPairPrograms,
        Map<String, Long> errorsByReason,
        List<OpUniverse.Entry> opUniverse,
        double seconds,
        TriggerReport triggers,
        long miscompileClusters,
        List<MiscompileCluster> topMiscompileClusters,
        Map<String, Long> miscompileClustersByCampaign,
        Map<String, Long> irBugClusters,
        List<IrBugCluster> topIrBugClusters) {

    /** The crash clusters as every view says them: with evidence, the crashes without apart. */
    public ClusterCount clusterCount() {
        return new ClusterCount(crashClusters, crashesWithoutEvidence, crashSites);
    }

    /** Error rows of JSON Lines lines that are no run record ({@link RunSchema#BROKEN_LINE}). */
    public long brokenJsonLines() {
        return errorsByReason.getOrDefault(RunSchema.BROKEN_LINE, 0L);
    }

    /**
     * One crash cluster as summarised for the report ({@code ClusterDefinition}).
     *
     * @param clusterKey the cluster key: the crash key, or {@code crash_key @ passes/site} when the key was split
     * @param crashKey   the members' crash key
     */
    public record Cluster(
            String clusterKey,
            String crashKey,
            long runs,
            long programs,
            List<String> fuzzers,
            List<String> campaigns,
            long firstSeq,
            String representativeRunId,
            String representativeProgramPath,
            long representativeChars,
            String pass,
            String bugLocation) {}

    /**
     * One IR-bug cluster as summarised for the report: kind, key, size, and its representative's pass, op, message and
     * invalid output (the custom form that does not read back, for a round trip).
     */
    public record IrBugCluster(
            String kind,
            String key,
            long runs,
            long programs,
            List<String> campaigns,
            List<String> tools,
            Long firstSeq,
            String representativeRunId,
            String representativeCampaign,
            Integer representativeChars,
            List<String> representativePipeline,
            String pass,
            String op,
            String message,
            String output) {}

    /** One miscompile cluster as summarised for the report: key, pass, size, and its representative's outputs. */
    public record MiscompileCluster(
            String miscompileKey,
            String pass,
            long runs,
            long programs,
            List<String> campaigns,
            List<String> tools,
            long firstSeq,
            String representativeRunId,
            String representativeCampaign,
            Integer representativeChars,
            List<String> representativePipeline,
            String expectedOutput,
            String actualOutput) {}
}
