package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.app.data.ClusterQueries;
import io.dialectic.app.data.ClusterRow;
import io.dialectic.app.data.FuzzerSummary;
import io.dialectic.app.data.OverviewQueries;
import io.dialectic.app.data.ProgramFilter;
import io.dialectic.app.data.ProgramMetricsTable;
import io.dialectic.app.data.ProgramQueries;
import io.dialectic.app.data.ResultsDb;
import io.dialectic.app.data.ResultsLocation;
import io.dialectic.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The app on the committed analytics report of the sample corpus
 * (reports/sample, Parquet tables written by Spark): what DuckDB recomputes
 * from the runs agrees with what the analytics job computed (summary.json,
 * its clusters table), and program texts come from its programs table.
 * Read-only: the report is opened in place.
 */
class ReportResultsTest {
    @Test
    void appNumbersAgreeWithTheAnalyticsReport() throws Exception {
        Path report = SharedData.repoRoot().resolve("reports").resolve("sample");
        assumeTrue(Files.isRegularFile(report.resolve("summary.json")), "reports/sample not present: test skipped");
        JsonNode summary = new ObjectMapper().readTree(report.resolve("summary.json").toFile());
        ResultsLocation loc = ResultsLocation.of(report);
        assertTrue(loc.isReport() && loc.programs().isPresent());
        try (ResultsDb db = ResultsDb.open(loc)) {
            assertTrue(ProgramMetricsTable.materialize(db), "the report brings program features");
            try (OverviewQueries o = new OverviewQueries(db); ClusterQueries c = new ClusterQueries(db); ProgramQueries p = new ProgramQueries(db)) {
                assertEquals(summary.get("runs").asLong(), o.runCount());
                Map<String, FuzzerSummary> byCampaign = new HashMap<>();
                o.summaries().forEach(s -> byCampaign.put(s.fuzzer(), s));
                for (JsonNode camp : summary.get("campaigns")) {
                    FuzzerSummary s = byCampaign.get(camp.get("campaign").asText());
                    assertEquals(camp.get("runs").asLong(), s.runs(), camp.get("campaign").asText());
                    assertEquals(camp.get("programs").asLong(), s.programs());
                    assertEquals(camp.get("crash_runs").asLong(), s.crashes());
                    assertEquals(camp.get("validity").path("valid").asLong(), s.valid());
                    assertEquals(camp.get("coverage").path("union_pair").asLong(), s.unionPairs());
                    assertEquals(camp.get("coverage").path("dialect").asLong(), s.dialects());
                }
                // Clusters: the same keys, sizes and representatives as the analytics job's clusters table.
                List<ClusterRow> clusters = c.clusters();
                assertEquals(summary.get("crash_clusters").asLong(), clusters.size());
                Map<String, long[]> spark = new HashMap<>();
                Map<String, String> rep = new HashMap<>();
                try (Connection conn = db.connect(); Statement st = conn.createStatement();
                     ResultSet rs = st.executeQuery("SELECT crash_key, runs, programs, representative_run_id FROM "
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
                    assertTrue(c.texts(r.representative()).programText().length() > 0, "program text through the programs table");
                }
                // Program search over the report's per-program features.
                long all = p.select(ProgramFilter.ALL);
                assertTrue(all > 0 && all <= summary.get("programs").asLong(), all + " distinct programs");
                long scf = p.select(new ProgramFilter(ProgramFilter.Kind.DIALECT, "scf"));
                assertTrue(scf > 0 && scf < all);
            }
        }
    }
}
