package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.analytics.Analysis;
import io.dialectic.analytics.Progress;
import io.dialectic.analytics.SparkSessions;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.app.data.CampaignAnalysis;
import io.dialectic.app.data.ClusterQueries;
import io.dialectic.app.data.ClusterRow;
import io.dialectic.app.data.ResultsDb;
import io.dialectic.app.data.ResultsLocation;
import io.dialectic.app.data.RunRow;
import io.dialectic.cli.AppAnalytics;
import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.campaign.Fuzzer;
import io.dialectic.reducer.batch.ClusterRepresentatives;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cluster.Cluster;
import io.dialectic.toolchain.cluster.ClusterOptions;
import io.dialectic.toolchain.cluster.Clusters;
import io.dialectic.toolchain.importer.RunSources;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.verdict.Judge;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * (In cli: the one module that depends on the Spark job and the app both; the app itself no longer needs Spark.)
 * The three views of crash clusters agree (one cluster definition, {@code ClusterDefinition}): the
 * library call behind {@code dialectic clusters}, the Spark job's cluster table (members from its
 * cluster_members table), and the app's cluster query, both on the report Spark wrote and on the raw run records.
 * Same cluster keys, same crash keys, same members, same representative, pass and bug location; and
 * {@code reduce --all-clusters} reads one representative per cluster from the report. On ../shared/crashes
 * (three crash keys there are split, each into two clusters) and on a fuzz campaign made here by the real fuzzer
 * against mlir-opt-19. One Spark session for both.
 */
class ClusterViewsAgreeTest {
    static SparkSession spark;

    @TempDir
    static Path tmp;

    /** A cluster as a view shows it. */
    record View(String crashKey, List<String> members, String representative, String pass, String bugLocation) {}

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
    void crashCorpusHasTheSameClustersInEveryView() throws Exception {
        Path crashes = SharedData.crashes();
        // the keys name unnamed sites by their function in the installed builds (ClustersTest)
        MlirRequirement.require("mlir-opt-19");
        MlirRequirement.require("mlir-opt-22");
        List<RunRecord> records = RunSources.defaults(Judge.defaults()).readAll(List.of(crashes));
        Map<String, View> cli = cli(records);
        // 35 distinct crash keys, 121 crashes (ClustersTest); one key holds two bugs and is split (35 clusters with
        // evidence), and the 5 crashes of the key without evidence ("no trace") are 5 clusters, in every view
        assertEquals(40, cli.size());
        assertEquals(
                5,
                cli.keySet().stream()
                        .filter(k -> k.startsWith("signal SIGSEGV | no trace @ run "))
                        .count());
        assertEquals(35, cli.values().stream().map(View::crashKey).distinct().count());
        assertEquals(
                121, cli.values().stream().mapToInt(v -> v.members().size()).sum());
        String legal = "site: mlir::ConversionTarget::isLegal";
        assertEquals(
                List.of("v22_r2_c00027", "v22_r2_c00028", "v22_r2_c00031"),
                cli.get(legal + " @ math-extend-to-supported-types").members());
        assertEquals(13, cli.get(legal + " @ async-to-async-runtime").members().size());
        assertEquals(legal, cli.get(legal + " @ async-to-async-runtime").crashKey());
        // two bugs of libMLIR.so.22.1 creating an op with bad operands, and two passing a null attribute to
        // Attribute::getContext, each site named by its function (ClustersTest, read frame by frame)
        for (String site : List.of(
                "site: libMLIR.so.22.1!fn@0x4af7b90 [22.1.8]",
                "site: libMLIR.so.22.1!fn@0x29808f0 [22.1.8]",
                "site: libMLIR.so.22.1!fn@0x2af91f0 [22.1.8]",
                "site: libMLIR.so.22.1!fn@0x4aef4c0 [22.1.8]"))
            assertTrue(cli.containsKey(site), site + " in " + cli.keySet());

        Path report = analyze(new InputSpec("crashes", crashes), tmp.resolve("crashes-report"), true);
        assertEquals(cli, spark(report));
        assertEquals(cli, app(report));
        // reduce --all-clusters: one representative per cluster (the split ones too), with its program and crash key
        List<ClusterRepresentatives.Representative> reps = ClusterRepresentatives.read(report);
        assertEquals(cli.size(), reps.size());
        for (ClusterRepresentatives.Representative r : reps) {
            View v = cli.get(r.clusterKey());
            assertEquals(v.representative(), r.runId(), r.clusterKey());
            assertEquals(v.crashKey(), r.crashKey(), r.clusterKey());
            assertTrue(r.program() != null, r.clusterKey() + ": " + r.programFrom());
        }
        // the app on the run records themselves, written by an older version whose keys were other (one stale key
        // for every crash): it re-keys them from their stderr as `clusters` and `analyze` do
        Path raw = Files.createDirectories(tmp.resolve("crashes-raw"));
        try (Writer w = Files.newBufferedWriter(raw.resolve("runs.jsonl"), StandardCharsets.UTF_8)) {
            for (RunRecord r : records)
                RunRecordsJsonl.write(
                        w, r.outcome() == Outcome.CRASH ? r.withOutcome(Outcome.CRASH, "key of an older version") : r);
        }
        assertEquals(cli, app(raw));
    }

    @Test
    void fuzzCampaignHasTheSameClustersInEveryView() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path camp = tmp.resolve("fuzz");
        // crash inputs of ../shared/crashes as seeds, random pipelines of up to 5 passes. How many runs find a crash
        // depends on the draws (seeds 1-11 of 60 runs found 0 to 2), so the campaign is resumed, 60 runs at a time,
        // until it has one: the test compares views of crashes, not the fuzzer's luck.
        List<RunRecord> records = List.of();
        Map<String, View> cli = Map.of();
        for (long runs = FUZZ_RUNS; cli.isEmpty() && runs <= 10 * FUZZ_RUNS; runs += FUZZ_RUNS) {
            Fuzzer.run(
                    FuzzConfig.of(
                                    List.of(SharedData.crashes()
                                            .resolve("cases")
                                            .toString()),
                                    "mlir-opt-19",
                                    new FuzzBudget(runs, null),
                                    camp)
                            .withSeed(FUZZ_SEED)
                            .withSeedLimits(20, 0)
                            .withMaxPasses(5)
                            .withBatch(1)
                            .withResume(runs > FUZZ_RUNS),
                    FuzzListener.NONE,
                    () -> false);
            records = RunSources.defaults(Judge.defaults()).readAll(List.of(camp.resolve("runs.jsonl")));
            assertEquals(runs, records.size());
            cli = cli(records);
        }
        assertTrue(!cli.isEmpty(), "the campaign found no crash in " + records.size() + " runs: nothing compared");

        Path report = analyze(new InputSpec("fuzz", camp), tmp.resolve("fuzz-report"), false);
        assertEquals(cli, spark(report));
        assertEquals(cli, app(report));
        assertEquals(cli, app(camp)); // the campaign as the fuzzer wrote it: its stored crash_key
    }

    static final long FUZZ_RUNS = 60;
    // a pipeline per mutant (--batch 1): batched, the mutants would share one or two pipelines and find fewer kinds of
    // crash
    static final long FUZZ_SEED = 6;

    private static Map<String, View> cli(List<RunRecord> records) {
        Map<String, View> out = new TreeMap<>();
        for (Cluster c : Clusters.of(records, ClusterOptions.defaults())) {
            out.put(c.key(), new View(c.crashKey(), c.members(), c.representative(), c.pass(), c.bugLocation()));
        }
        return out;
    }

    /** {@code csv}: also the CSV copies, which {@code reduce --all-clusters} reads. */
    private static Path analyze(InputSpec input, Path out, boolean csv) {
        Analysis.run(spark, AnalyzeConfig.of(List.of(input), out).withCsv(csv).withQuiet(true), Progress.none());
        return out;
    }

    /** The Spark job's clusters table, members from its cluster_members table (each of the runs table's crashes once). */
    private static Map<String, View> spark(Path report) {
        Map<String, List<String>> members = new TreeMap<>();
        for (Row r : spark.read()
                .parquet(report.resolve("cluster_members.parquet").toString())
                .select("cluster_key", "run_id")
                .collectAsList()) {
            members.computeIfAbsent(r.getString(0), k -> new ArrayList<>()).add(r.getString(1));
        }
        assertEquals(
                spark.read()
                        .parquet(report.resolve("runs.parquet").toString())
                        .filter("outcome = 'crash'")
                        .count(),
                members.values().stream().mapToLong(List::size).sum());
        Map<String, View> out = new TreeMap<>();
        for (Row r : spark.read()
                .parquet(report.resolve("clusters.parquet").toString())
                .select("cluster_key", "crash_key", "representative_run_id", "pass", "bug_location", "runs")
                .collectAsList()) {
            List<String> ms = members.get(r.getString(0));
            ms.sort(null);
            assertEquals(ms.size(), r.getLong(5), r.getString(0));
            out.put(
                    r.getString(0),
                    new View(
                            r.getString(1),
                            ms,
                            r.getString(2),
                            r.isNullAt(3) ? "" : r.getString(3),
                            r.isNullAt(4) ? "" : r.getString(4)));
        }
        return out;
    }

    /**
     * The app's cluster list and member query over {@code dir}: a report, or a folder of run records, which the app
     * analyzes first as it does when it opens one (CampaignAnalysis, with the analytics the CLI gives it).
     */
    private static Map<String, View> app(Path dir) throws Exception {
        Map<String, View> out = new TreeMap<>();
        ResultsLocation report = CampaignAnalysis.open(
                dir,
                dir.resolveSibling(dir.getFileName() + ".app"),
                AppAnalytics.of().analyzer(),
                m -> {});
        try (ResultsDb db = ResultsDb.open(report);
                ClusterQueries q = new ClusterQueries(db)) {
            for (ClusterRow c : q.clusters()) {
                List<String> ms = new ArrayList<>(q.members(c.key(), Integer.MAX_VALUE).stream()
                        .map(RunRow::runId)
                        .toList());
                ms.sort(null);
                out.put(
                        ClusterQueries.NO_KEY.equals(c.key()) ? "" : c.key(),
                        new View(c.crashKey(), ms, c.representative(), c.pass(), c.bugLocation()));
                assertEquals(ms.size(), c.size(), c.key());
            }
        }
        return out;
    }
}
