package io.dialectic.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.features.ProgramFeatures;
import io.dialectic.analytics.output.SummaryJson;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.analytics.result.CampaignSummary;
import io.dialectic.ir.metrics.CorpusCoverage;
import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.ProgramMetrics;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.ods.OpUniverse;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cluster.Cluster;
import io.dialectic.toolchain.cluster.ClusterOptions;
import io.dialectic.toolchain.cluster.Clusters;
import io.dialectic.toolchain.importer.CaseDirectorySource;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.verdict.Judge;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The numbers of {@code summary.json} on real data, checked against an
 * independent count made without Spark: the ir module's per-program metrics
 * unioned by {@link CorpusCoverage}, the toolchain's outcome and crash key
 * per record ({@link Judge}).
 */
class AnalysisAgreementTest {
    static SparkSession spark;

    @TempDir
    Path tmp;

    @BeforeAll
    static void start() {
        spark = SparkSessions.open(AnalyzeConfig.of(List.of(new InputSpec(null, Path.of("."))), Path.of("unused"))
                .withMaster("local[2]"));
    }

    @AfterAll
    static void stop() {
        if (spark != null) spark.stop();
    }

    @Test
    void crashCorpusAgreesWithToolchainAndIr() throws IOException {
        Path crashes = SharedData.crashes();
        // the keys name unnamed sites by their function in the installed builds (toolchain ClustersTest)
        MlirRequirement.require("mlir-opt-19");
        MlirRequirement.require("mlir-opt-22");
        AnalysisResult r = Analysis.run(
                spark,
                AnalyzeConfig.of(List.of(new InputSpec("crashes", crashes)), tmp.resolve("out"))
                        .withCsv(false)
                        .withQuiet(true),
                Progress.none());

        List<RunRecord> records = new ArrayList<>();
        new CaseDirectorySource().read(crashes, records::add);
        Judge judge = Judge.defaults();
        Map<String, Long> validity = new TreeMap<>();
        Set<String> keys = new HashSet<>();
        Map<String, String> texts = new HashMap<>();
        List<RunRecord> stamped = new ArrayList<>();
        Map<Integer, Set<String>> textsByVersion = new TreeMap<>();
        // Custom form is read with the catalog of the run's tool; a text run by both keeps mlir-opt-19's reading.
        Map<String, Integer> readWith = new HashMap<>();
        for (RunRecord rec : records) {
            assertTrue(Set.of("mlir-opt-19", "mlir-opt-22").contains(rec.tool()), rec.tool());
            int version = rec.tool().endsWith("-22") ? 22 : 19;
            textsByVersion.computeIfAbsent(version, k -> new HashSet<>()).add(rec.programText());
            readWith.merge(rec.programText(), version, Math::min);
            RunRecord c = judge.stamp(rec);
            stamped.add(c);
            validity.merge(c.outcome() == null ? null : c.outcome().label(), 1L, Long::sum);
            if (c.outcome() == Outcome.CRASH) keys.add(c.crashKey());
            texts.put(c.programSha256(), c.programText());
        }
        CampaignSummary s = only(r);
        assertEquals(311, records.size());
        assertEquals(records.size(), s.runs());
        assertEquals(records.size(), r.runs());
        for (var e : validity.entrySet())
            assertEquals(e.getValue(), s.validity().get(e.getKey()), "validity " + e.getKey());
        // the toolchain's clusters of those runs (ClusterDefinition; ClustersTest): 35 crash keys, one per crash site,
        // one of them split (35 clusters with evidence, 35 sites), and the 5 crashes of the key without evidence
        // ("no trace") one cluster each, counted apart
        List<Cluster> all = Clusters.of(stamped, ClusterOptions.defaults());
        assertEquals(35, keys.size());
        assertEquals(40, all.size());
        long clusters = all.stream().filter(Cluster::evidence).count();
        assertEquals(35, clusters);
        assertEquals(clusters, s.crashClusters());
        assertEquals(clusters, r.crashClusters());
        assertEquals(35, r.crashSites());
        assertEquals(Map.of("no trace", 5L), r.crashesWithoutEvidence());
        assertEquals(Map.of("no trace", 5L), s.crashesWithoutEvidence());
        assertEquals(validity.get("crash"), s.crashRuns());
        assertCoverage(texts.values(), readWith, s);
        assertTrue(readWith.containsValue(22) && readWith.containsValue(19));

        // The same numbers are what summary.json says.
        ObjectNode json = SummaryJson.read(tmp.resolve("out").resolve("summary.json"));
        JsonNode c0 = json.get("campaigns").get(0);
        assertEquals(
                s.covered("pattern_d2"), c0.get("coverage").get("pattern_d2").asLong());
        assertEquals(s.validity().get("crash"), c0.get("validity").get("crash").asLong());
        assertEquals(clusters, json.get("crash_clusters").asLong());
        assertEquals(5, json.get("crashes_without_evidence").get("no trace").asLong());

        // Op universe: each program's ops against the catalog of the version it ran on (204 runs of 19, 107 of 22).
        assertEquals(2, s.opUniverse().size());
        for (OpUniverse.Entry e : s.opUniverse()) {
            OpCatalog catalog = OpCatalog.of(e.catalog());
            // the universe counts each run's own reading: texts read with this catalog
            Map<String, Integer> thisCatalog = new HashMap<>();
            for (String t : textsByVersion.get(e.catalog())) thisCatalog.put(t, e.catalog());
            CorpusCoverage cov = coverage(textsByVersion.get(e.catalog()), thisCatalog);
            Set<String> registered = new TreeSet<>(cov.opNames());
            registered.retainAll(catalog.opNames());
            Set<String> unregistered = new TreeSet<>(cov.opNames());
            unregistered.removeAll(catalog.opNames());
            assertEquals(OpUniverse.BY_TOOL, e.catalogBasis());
            assertEquals(List.of("mlir-opt-" + e.catalog()), e.tools());
            assertEquals(registered.size(), e.coveredOps(), "MLIR " + e.catalog());
            assertEquals(catalog.opCount(), e.registeredOps());
            assertEquals(List.copyOf(unregistered), e.unregisteredOps());
            assertTrue(e.coveredOps() > 50, e.toString());
        }
        assertEquals(s.opUniverse(), r.opUniverse(), "one campaign: the total is the campaign's");
        JsonNode u0 = c0.get("op_universe").get(0);
        assertEquals(s.opUniverse().get(0).coveredOps(), u0.get("covered_ops").asInt());
        assertEquals(
                s.opUniverse().get(0).registeredDialects(),
                u0.get("registered_dialects").asInt());
        assertEquals(19, u0.get("catalog").asInt());
        assertTrue(Files.readString(tmp.resolve("out").resolve("report.html"))
                .contains(s.opUniverse().get(1).coveredOps() + " of "
                        + OpCatalog.of(22).opCount() + " registered ops"));
    }

    @Test
    void testsuiteSliceAgreesWithIrUnion() throws IOException {
        Path custom = SharedData.testsuite().resolve("custom");
        List<Path> slice;
        try (Stream<Path> s = Files.list(custom)) {
            slice = s.filter(p -> p.toString().endsWith(".mlir"))
                    .sorted()
                    .limit(60)
                    .toList();
        }
        Path dir = tmp.resolve("slice");
        Files.createDirectories(dir);
        List<String> texts = new ArrayList<>();
        for (Path p : slice) {
            Files.copy(p, dir.resolve(p.getFileName()));
            texts.add(Files.readString(p));
        }
        AnalysisResult r = Analysis.run(
                spark,
                AnalyzeConfig.of(List.of(new InputSpec("testsuite", dir)), tmp.resolve("out2"))
                        .withCsv(false)
                        .withQuiet(true),
                Progress.none());
        CampaignSummary s = only(r);
        assertEquals(60, s.runs());
        assertEquals(0, s.executedRuns(), "static programs have no tool");
        assertCoverage(texts, Map.of(), s);
        // Never run: counted against the reader's catalog, and said so.
        assertEquals(1, s.opUniverse().size());
        OpUniverse.Entry u = s.opUniverse().get(0);
        assertEquals(OpCatalog.READER_VERSION, u.catalog());
        assertEquals(OpUniverse.NO_TOOL, u.catalogBasis());
        Set<String> registered = new TreeSet<>(coverage(texts, Map.of()).opNames());
        registered.retainAll(OpCatalog.of(OpCatalog.READER_VERSION).opNames());
        assertEquals(registered.size(), u.coveredOps());
    }

    @Test
    void badRecordsBecomeErrorRowsAndTheJobGoesOn() throws IOException {
        Path seed = SharedData.testsuite().resolve("custom").resolve("s0001.mlir");
        String good = Files.readString(seed);
        Path jsonl = tmp.resolve("mixed.jsonl");
        try (Writer w = Files.newBufferedWriter(jsonl)) {
            RunRecordsJsonl.write(w, rec("ok", good, "", 0));
            w.write("{\"run_id\": \"broken\", \"seq\": \n");
            RunRecordsJsonl.write(w, rec("garbage", "func.func @f( {{{ %x = ", "", 0));
            RunRecordsJsonl.write(w, rec("huge", good, "x".repeat(300_000), 1));
        }
        Path missing = tmp.resolve("no-such-dir");
        AnalysisResult r = Analysis.run(
                spark,
                AnalyzeConfig.of(
                                List.of(new InputSpec("mixed", jsonl), new InputSpec("gone", missing)),
                                tmp.resolve("out3"))
                        .withQuiet(true),
                Progress.none());
        assertEquals(3, r.runs(), "the three records that are records are runs");
        List<Row> errors = spark.read()
                .parquet(tmp.resolve("out3").resolve("errors.parquet").toString())
                .collectAsList();
        List<String> reasons = errors.stream()
                .map(e -> e.getString(e.fieldIndex("reason")))
                .sorted()
                .toList();
        assertEquals(4, reasons.size(), reasons.toString());
        assertTrue(reasons.get(0).startsWith("broken JSON line"), reasons.toString());
        assertTrue(reasons.get(1).startsWith("huge stderr: 300000 chars"), reasons.toString());
        assertTrue(reasons.get(2).startsWith("missing input"), reasons.toString());
        assertTrue(reasons.get(3).startsWith("unparseable program"), reasons.toString());
        assertEquals(4, r.errors());
        assertTrue(Files.isRegularFile(tmp.resolve("out3").resolve("csv").resolve("errors.csv")));
        assertTrue(Files.readString(tmp.resolve("out3").resolve("report.html")).contains("<svg"));
    }

    private static RunRecord rec(String id, String text, String stderr, int exit) {
        return RunRecord.builder()
                .runId(id)
                .programPath(id + ".mlir")
                .programText(text)
                .tool("mlir-opt-19")
                .toolVersion("19.1.7")
                .pipeline(List.of("cse"))
                .exitCode(exit)
                .durationMs(5)
                .stderr(stderr)
                .build();
    }

    private static CampaignSummary only(AnalysisResult r) {
        assertEquals(1, r.campaigns().size());
        return r.campaigns().get(0);
    }

    /** The ir module's coverage of the programs it reads cleanly, each with the catalog {@code readWith} names (else 19). */
    private static CorpusCoverage coverage(Iterable<String> texts, Map<String, Integer> readWith) {
        CorpusCoverage cov = new CorpusCoverage(ProgramFeatures.options(false, false));
        for (String t : texts) {
            Program p = MlirReader.read(t, OpCatalog.of(readWith.getOrDefault(t, 19)));
            if (p.isClean()) cov.add(ProgramMetrics.of(p, ProgramFeatures.options(false, false)));
        }
        return cov;
    }

    /** Distinct programs, parsed programs and every coverage kind, recounted with the ir module alone. */
    private static void assertCoverage(Iterable<String> texts, Map<String, Integer> readWith, CampaignSummary s) {
        MetricsOptions options = ProgramFeatures.options(false, false);
        CorpusCoverage cov = new CorpusCoverage(options);
        Set<String> distinct = new HashSet<>();
        int parsed = 0;
        for (String t : texts) {
            if (!distinct.add(t)) continue;
            Program p = MlirReader.read(t, OpCatalog.of(readWith.getOrDefault(t, 19)));
            if (!p.isClean()) continue;
            parsed++;
            cov.add(ProgramMetrics.of(p, options));
        }
        assertEquals(distinct.size(), s.programs());
        assertEquals(parsed, s.parsed());
        assertTrue(parsed > 0);
        assertEquals(cov.dialects().size(), s.covered("dialect"));
        assertEquals(cov.opNames().size(), s.covered("op"));
        assertEquals(cov.opInstances().size(), s.covered("op_instance"));
        assertEquals(cov.controlPairs().size(), s.covered("control_pair"));
        assertEquals(cov.dataPairs().size(), s.covered("data_pair"));
        assertEquals(cov.unionPairs().size(), s.covered("union_pair"));
        assertEquals(cov.opPairs().size(), s.covered("op_pair"));
        for (int d = 0; d <= 3; d++) assertEquals(cov.patterns(d).size(), s.covered("pattern_d" + d), "pattern_d" + d);
    }
}
