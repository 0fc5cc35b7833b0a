package io.dialectic.analytics;

import io.dialectic.analytics.aggregate.Overlap;
import io.dialectic.analytics.result.CampaignSummary;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.ir.metrics.richness.RichnessEstimate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/** The tables made from the assembled summaries rather than by an engine: one row per campaign, kind or pair. */
final class SmallTables {
    private SmallTables() {}

    /** Writes {@code campaigns}, {@code validity}, {@code coverage}, {@code overlap} and {@code richness} (analytics/OUTPUTS.md). */
    static void write(
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
}
