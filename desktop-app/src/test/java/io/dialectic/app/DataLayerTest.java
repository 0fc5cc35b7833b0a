package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.ClusterQueries;
import io.dialectic.app.data.ClusterRow;
import io.dialectic.app.data.OverviewQueries;
import io.dialectic.app.data.ProgramFeatureRow;
import io.dialectic.app.data.ProgramFilter;
import io.dialectic.app.data.ProgramQueries;
import io.dialectic.app.data.ProgramRow;
import io.dialectic.app.data.ResultsDb;
import io.dialectic.app.data.RunRow;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cluster.Cluster;
import io.dialectic.toolchain.cluster.ClusterCount;
import io.dialectic.toolchain.cluster.ClusterOptions;
import io.dialectic.toolchain.cluster.Clusters;
import io.dialectic.toolchain.record.RunRecord;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The DuckDB layer on a real campaign (the shared crash cases as run records), opened as the app opens a
 * raw folder (analyzed by the analytics module): every number is recomputed here independently from the
 * records themselves (toolchain outcome and key per record, ir features per program).
 */
class DataLayerTest {
    @TempDir
    static Path tmp;

    static CrashCampaign campaign;
    static ResultsDb db;

    @BeforeAll
    static void open() throws Exception {
        campaign = CrashCampaign.write(tmp.resolve("camp"), 0);
        // what the app opens for a raw campaign: its analysis by the analytics module
        db = ResultsDb.open(TestAnalysis.report(AppConfig.of(campaign.dir)));
    }

    @AfterAll
    static void close() throws Exception {
        if (db != null) db.close();
    }

    @Test
    void clustersGroupCrashRunsByKeyWithTheToolchainsRepresentative() throws Exception {
        // the expected clusters: `dialectic clusters` on the same records (ClusterDefinition; keys of ../shared/crashes
        // split there)
        Map<String, Cluster> toolchain = new HashMap<>();
        for (var c : Clusters.of(campaign.records, ClusterOptions.defaults())) {
            toolchain.put(c.key().isEmpty() ? ClusterQueries.NO_KEY : c.key(), c);
        }
        Map<String, RunRecord> byId = campaign.records.stream().collect(Collectors.toMap(RunRecord::runId, r -> r));
        try (ClusterQueries q = new ClusterQueries(db)) {
            List<ClusterRow> clusters = q.clusters();
            assertEquals(toolchain.size(), clusters.size());
            assertTrue(clusters.stream().anyMatch(c -> c.key().contains(" @ ")), "a split key among ../shared/crashes");
            assertEquals(
                    campaign.count("crash"),
                    clusters.stream().mapToLong(ClusterRow::size).sum());
            for (ClusterRow c : clusters) {
                List<RunRecord> members =
                        toolchain.get(c.key()).members().stream().map(byId::get).toList();
                assertEquals(members.size(), c.size(), c.key());
                assertEquals(toolchain.get(c.key()).crashKey(), c.crashKey(), c.key());
                assertEquals(
                        toolchain.get(c.key()).members(),
                        q.members(c.key(), Integer.MAX_VALUE).stream()
                                .map(RunRow::runId)
                                .sorted()
                                .toList());
                // representative and pass by the one cluster definition (ClusterDefinition), as `dialectic clusters`
                // has them
                assertEquals(
                        toolchain.get(c.key()).representative(), c.representative(), "representative of " + c.key());
                assertEquals(toolchain.get(c.key()).pass(), c.pass(), "pass of " + c.key());
                assertEquals(
                        members.stream().map(RunRecord::campaign).collect(Collectors.toCollection(TreeSet::new)),
                        new TreeSet<>(List.of(c.fuzzers().split(", "))));
            }
            // Largest first.
            assertTrue(
                    clusters.get(0).size() >= clusters.get(clusters.size() - 1).size());
            ClusterRow first = clusters.get(0);
            assertEquals(
                    Math.min(first.size(), 2000), q.members(first.key(), 2000).size());
        }
    }

    @Test
    void overviewCountsMatchTheRecords() throws Exception {
        try (OverviewQueries q = new OverviewQueries(db)) {
            var summaries = q.summaries();
            assertEquals(2, summaries.size());
            for (var s : summaries) {
                // The app compares campaigns (here crashes-v19, crashes-v22).
                List<RunRecord> mine = campaign.records.stream()
                        .filter(r -> r.campaign().equals(s.fuzzer()))
                        .toList();
                assertEquals(mine.size(), s.runs());
                assertEquals(
                        mine.stream().filter(r -> r.outcome() == Outcome.CRASH).count(), s.crashes());
                // clusters with a member in the campaign, by the one cluster definition (as the cluster list has them)
                Set<String> ids = mine.stream().map(RunRecord::runId).collect(Collectors.toSet());
                // (with evidence, the crashes without apart: crashes-v19 holds the 5 no-trace crashes)
                assertEquals(
                        ClusterCount.of(Clusters.of(campaign.records, ClusterOptions.defaults()).stream()
                                .filter(c -> c.members().stream().anyMatch(ids::contains))
                                .map(Cluster::key)
                                .toList()),
                        s.clusters(),
                        s.fuzzer());
                assertEquals(
                        mine.stream().filter(r -> r.outcome() == Outcome.VALID).count(), s.valid());
                assertEquals(
                        mine.stream().map(RunRecord::programSha256).distinct().count(), s.programs());
                // Distinct union pairs of the fuzzer's programs, from the ir metrics directly.
                var f = TestAnalysis.FEATURES;
                Set<String> pairs = new TreeSet<>();
                Map<String, RunRecord> first = new HashMap<>();
                for (RunRecord r : mine) first.putIfAbsent(r.programSha256(), r);
                first.forEach((sha, r) -> pairs.addAll(
                        f.of(sha, r.programText(), r.tool(), r.toolVersion()).unionPairs()));
                assertEquals(pairs.size(), s.unionPairs(), s.fuzzer());
            }
            var validity = q.validity();
            assertEquals(
                    campaign.count("crash"),
                    validity.values().stream()
                            .mapToLong(m -> m.getOrDefault("crash", 0L))
                            .sum());
            // The last point of each curve is the fuzzer's distinct pattern count.
            var curves = q.curves(OverviewQueries.Item.PATTERNS_D2, 50);
            for (var s : summaries) {
                var pts = curves.get(s.fuzzer());
                assertEquals(s.patterns(), pts.get(pts.size() - 1).cumulative());
                assertTrue(pts.size() <= 51);
            }
        }
    }

    @Test
    void programSearchByDialectOpPairAndPattern() throws Exception {
        var f = TestAnalysis.FEATURES;
        // one row per campaign and program, as the report's programs table has them, each read with its campaign's
        // tool's catalog
        Map<String, ProgramFeatureRow> byCampaignSha = new HashMap<>();
        for (RunRecord r : campaign.records) {
            byCampaignSha.computeIfAbsent(
                    r.campaign() + " " + r.programSha256(),
                    k -> f.of(r.programSha256(), r.programText(), r.tool(), r.toolVersion()));
        }
        try (ProgramQueries q = new ProgramQueries(db)) {
            List<ProgramFeatureRow> rows = List.copyOf(byCampaignSha.values());
            assertEquals(rows.size(), q.select(ProgramFilter.ALL));
            assertEquals(
                    rows.stream().filter(p -> p.dialects().contains("scf")).count(),
                    q.select(new ProgramFilter(ProgramFilter.Kind.DIALECT, "scf")));
            assertEquals(
                    rows.stream()
                            .filter(p -> p.opNames().stream().anyMatch(o -> o.contains("linalg.gen")))
                            .count(),
                    q.select(new ProgramFilter(ProgramFilter.Kind.OP, "linalg.gen")));
            long scfArith = rows.stream()
                    .filter(p -> p.unionPairs().contains("arith|scf"))
                    .count();
            assertTrue(scfArith > 0);
            assertEquals(scfArith, q.select(new ProgramFilter(ProgramFilter.Kind.PAIR, "scf arith")));
            ProgramFeatureRow some = rows.stream()
                    .filter(p -> !p.patternsD2().isEmpty())
                    .max(Comparator.comparingInt(ProgramFeatureRow::ops))
                    .orElseThrow();
            long pattern = some.patternsD2().get(0);
            assertEquals(
                    rows.stream().filter(p -> p.patternsD2().contains(pattern)).count(),
                    q.select(new ProgramFilter(ProgramFilter.Kind.PATTERN, Long.toString(pattern))));
            // Pages are contiguous and numbered.
            long n = q.select(new ProgramFilter(ProgramFilter.Kind.DIALECT, "func"));
            List<ProgramRow> p0 = q.page(0, 10), p1 = q.page(10, 10);
            assertEquals(Math.min(10, n), p0.size());
            if (n > 10) assertEquals(10, p1.get(0).index());
            assertTrue(p0.stream().allMatch(r -> byCampaignSha
                    .get(r.fuzzer() + " " + r.programSha256())
                    .dialects()
                    .contains("func")));
            assertTrue(q.programText(p0.get(0).firstRunId()).contains("func"));
        }
    }
}
