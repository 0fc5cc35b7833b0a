package io.dialectic.analytics.result;

import io.dialectic.ir.metrics.richness.RichnessEstimate;
import io.dialectic.ir.ods.OpUniverse;
import java.util.List;
import java.util.Map;

/**
 * The numbers of one campaign (one fuzzer's night, or a seed corpus), as in
 * {@code summary.json} and the {@code campaigns} table.
 *
 * @param coverage        distinct items per kind: dialect, op, op_instance (MLIRod Def. 1), control_pair,
 *                        data_pair, union_pair (SynthFuzz), op_pair, pattern_d0..pattern_d3 (MLIRod Def. 6)
 * @param validity        runs per validity category (SynthFuzz Table IV, extended), every category present
 * @param validityPercent the same as a percentage of the runs that have an outcome
 * @param crashClusters   crash clusters with evidence that have a run of this campaign (ClusterCount)
 * @param crashesWithoutEvidence this campaign's crashes without evidence (one cluster each), by what their trace lacks
 * @param richness        estimated reachable items per kind (pattern_dD, union_pair...)
 * @param newOverBaseline distinct items per kind that the baseline campaign does not have; empty without baseline
 * @param opUniverse      registered ops and dialects covered, one entry per catalog of the runs' tool versions
 *                        ({@link OpUniverse}); ops the version does not register named apart
 */
public record CampaignSummary(
        String campaign,
        List<String> fuzzers,
        long runs,
        long executedRuns,
        long programs,
        long parsed,
        double meanTokens,
        long firstSeq,
        long lastSeq,
        Map<String, Long> coverage,
        Map<String, Long> validity,
        Map<String, Double> validityPercent,
        long crashRuns,
        long crashClusters,
        Map<String, Long> crashesWithoutEvidence,
        long errors,
        Map<String, RichnessEstimate> richness,
        Map<String, Long> newOverBaseline,
        List<OpUniverse.Entry> opUniverse) {

    public long covered(String kind) {
        return coverage.getOrDefault(kind, 0L);
    }
}
