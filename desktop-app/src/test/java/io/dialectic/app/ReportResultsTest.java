package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.app.data.ClusterQueries;
import io.dialectic.app.data.ClusterRow;
import io.dialectic.app.data.FuzzerSummary;
import io.dialectic.app.data.OverviewQueries;
import io.dialectic.app.data.ProgramFilter;
import io.dialectic.app.data.ProgramQueries;
import io.dialectic.app.data.ResultsDb;
import io.dialectic.app.data.ResultsLocation;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.cluster.ClusterCount;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The app on the committed analytics report of the sample corpus
 * (reports/sample, Parquet tables written by Spark): every figure the views show
 * is the analytics job's (summary.json, its clusters table), and program texts
 * come from its programs table.
 * Read-only: the report is opened in place.
 */
class ReportResultsTest {
    @TempDir
    Path tmp;

    static Path report() {
        return SharedData.committed("reports/sample/summary.json").getParent();
    }

    @Test
    void appNumbersAgreeWithTheAnalyticsReport() throws Exception {
        check(report());
    }

    /**
     * The crashes of ../shared/crashes analyzed as a campaign: 5 of them (worker-thread crashes that printed no frame)
     * have no evidence. The report and the app say 35 crash clusters (toolchain ClustersTest) and count those 5 apart, per campaign too.
     */
    @Test
    void crashesWithoutEvidenceAreCountedApartInSummaryReportAndApp(@TempDir Path tmp) throws Exception {
        // the corpus's unnamed sites are named by the installed builds' functions (toolchain ClustersTest)
        MlirRequirement.require("mlir-opt-19");
        MlirRequirement.require("mlir-opt-22");
        CrashCampaign.write(tmp.resolve("campaign"), 0);
        Path report = tmp.resolve("report");
        TestAnalysis.ANALYZER.analyze(List.of(tmp.resolve("campaign")), report, m -> {});
        JsonNode summary =
                new ObjectMapper().readTree(report.resolve("summary.json").toFile());
        assertEquals(35, summary.get("crash_clusters").asLong());
        assertEquals(35, summary.get("crash_sites").asLong());
        assertEquals(5, summary.get("crashes_without_evidence").get("no trace").asLong());
        assertEquals(1, summary.get("crashes_without_evidence").size());
        // their programs are in the records: the report says --recover-traces can get their traces
        assertEquals(5, summary.get("crashes_to_recover").asLong());
        String html = Files.readString(report.resolve("report.html"));
        assertTrue(html.contains("35 crash clusters (+5 crashes without evidence: 5 no trace)"), html);
        assertTrue(html.contains("--recover-traces"));
        check(report);
    }

    private static void check(Path report) throws Exception {
        JsonNode summary =
                new ObjectMapper().readTree(report.resolve("summary.json").toFile());
        ResultsLocation loc = ResultsLocation.of(report);
        assertTrue(loc.isReport() && loc.programs().isPresent());
        try (ResultsDb db = ResultsDb.open(loc)) {
            try (OverviewQueries o = new OverviewQueries(db);
                    ClusterQueries c = new ClusterQueries(db);
                    ProgramQueries p = new ProgramQueries(db)) {
                assertEquals(summary.get("runs").asLong(), o.runCount());
                Map<String, FuzzerSummary> byCampaign = new HashMap<>();
                o.summaries().forEach(s -> byCampaign.put(s.fuzzer(), s));
                for (JsonNode camp : summary.get("campaigns")) {
                    FuzzerSummary s = byCampaign.get(camp.get("campaign").asText());
                    assertEquals(
                            camp.get("runs").asLong(),
                            s.runs(),
                            camp.get("campaign").asText());
                    assertEquals(camp.get("programs").asLong(), s.programs());
                    assertEquals(camp.get("crash_runs").asLong(), s.crashes());
                    assertEquals(
                            camp.get("crash_clusters").asLong(),
                            s.clusters().withEvidence(),
                            "clusters of " + camp.get("campaign").asText());
                    JsonNode without = camp.get("crashes_without_evidence");
                    assertEquals(without.size(), s.clusters().withoutEvidence().size());
                    without.fields()
                            .forEachRemaining(e -> assertEquals(
                                    e.getValue().asLong(),
                                    s.clusters().withoutEvidence().get(e.getKey())));
                    // a campaign whose programs never ran says so, never "valid 0.0%"
                    assertEquals(
                            camp.get("executed_runs").asLong() == 0,
                            s.validity().equals("not run"),
                            s.validity());
                    assertEquals(camp.get("validity").path("valid").asLong(), s.valid());
                    assertEquals(camp.get("coverage").path("union_pair").asLong(), s.unionPairs());
                    assertEquals(camp.get("coverage").path("dialect").asLong(), s.dialects());
                    assertEquals(camp.get("coverage").path("pattern_d2").asLong(), s.patterns());
                }
                // Op universe per campaign and catalog: the same as the analysis's (seeds never ran: the reader's
                // catalog).
                var universe = o.opUniverse();
                for (JsonNode camp : summary.get("campaigns")) {
                    var entries =
                            universe.perCampaign().get(camp.get("campaign").asText());
                    JsonNode expected = camp.get("op_universe");
                    assertEquals(
                            expected.size(),
                            entries.size(),
                            camp.get("campaign").asText());
                    for (int i = 0; i < entries.size(); i++) {
                        var e = entries.get(i);
                        assertEquals(expected.get(i).get("catalog").asInt(), e.catalog());
                        assertEquals(expected.get(i).get("catalog_basis").asText(), e.catalogBasis());
                        assertEquals(
                                expected.get(i).get("covered_ops").asInt(),
                                e.coveredOps(),
                                camp.get("campaign").asText());
                        assertEquals(expected.get(i).get("covered_dialects").asInt(), e.coveredDialects());
                        assertEquals(
                                expected.get(i).get("unregistered_ops").size(),
                                e.unregisteredOps().size());
                    }
                }
                assertEquals(
                        summary.get("op_universe").get(0).get("covered_ops").asInt(),
                        universe.all().get(0).coveredOps());
                // Richness per campaign: the report's estimators on the same frequency counts.
                for (var r : o.richness()) {
                    for (JsonNode camp : summary.get("campaigns")) {
                        if (!camp.get("campaign").asText().equals(r.fuzzer())) continue;
                        JsonNode k = camp.get("richness").get(r.item().startsWith("OD") ? "pattern_d2" : "union_pair");
                        assertEquals(k.get("observed").asLong(), r.observed(), r.toString());
                        assertEquals(k.get("f1").asLong(), r.f1(), r.toString());
                        assertEquals(k.get("chao1").asDouble(), r.chao1(), 1e-6, r.toString());
                    }
                }
                // The last point of each curve is the campaign's distinct count.
                var curves = o.curves(OverviewQueries.Item.PATTERNS_D2, 300);
                for (JsonNode camp : summary.get("campaigns")) {
                    var pts = curves.get(camp.get("campaign").asText());
                    if (camp.get("coverage").path("pattern_d2").asLong() > 0) {
                        assertEquals(
                                camp.get("coverage").path("pattern_d2").asLong(),
                                pts.get(pts.size() - 1).cumulative());
                    }
                }
                // Clusters: the same cluster keys, sizes and representatives as the analytics job's clusters table.
                List<ClusterRow> clusters = c.clusters();
                ClusterCount count = ClusterCount.of(
                        clusters.stream().map(ClusterRow::crashKey).toList());
                assertEquals(summary.get("crash_clusters").asLong(), count.withEvidence());
                long without = 0;
                for (JsonNode n : summary.get("crashes_without_evidence")) without += n.asLong();
                assertEquals(without, count.without());
                Map<String, long[]> spark = new HashMap<>();
                Map<String, String> rep = new HashMap<>();
                try (Connection conn = db.connect();
                        Statement st = conn.createStatement();
                        ResultSet rs = st.executeQuery("SELECT cluster_key, runs, programs, representative_run_id FROM "
                                + "read_parquet('" + report.resolve("clusters.parquet") + "/*.parquet')")) {
                    while (rs.next()) {
                        spark.put(rs.getString(1), new long[] {rs.getLong(2), rs.getLong(3)});
                        rep.put(rs.getString(1), rs.getString(4));
                    }
                }
                for (ClusterRow r : clusters) {
                    assertEquals(spark.get(r.key())[0], r.size(), r.key());
                    assertEquals(spark.get(r.key())[1], r.programs(), r.key());
                    assertEquals(rep.get(r.key()), r.representative(), r.key());
                    assertTrue(!r.bugLocation().isEmpty(), "bug location from the report: " + r.key());
                    assertTrue(
                            c.texts(r.representative()).programText().length() > 0,
                            "program text through the programs table");
                }
                // Program search over the report's per-program features.
                long all = p.select(ProgramFilter.ALL);
                long perCampaign = 0;
                for (JsonNode camp : summary.get("campaigns"))
                    perCampaign += camp.get("programs").asLong();
                assertEquals(perCampaign, all, "one row per campaign and program, as the programs table has them");
                long scf = p.select(new ProgramFilter(ProgramFilter.Kind.DIALECT, "scf"));
                assertTrue(scf > 0 && scf < all);
            }
        }
    }
}
