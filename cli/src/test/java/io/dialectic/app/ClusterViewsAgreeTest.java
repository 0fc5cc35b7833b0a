package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.analytics.Analysis;
import io.dialectic.analytics.AnalyzeConfig;
import io.dialectic.analytics.InputSpec;
import io.dialectic.analytics.Progress;
import io.dialectic.analytics.SparkSessions;
import io.dialectic.app.data.ClusterQueries;
import io.dialectic.app.data.ClusterRow;
import io.dialectic.app.data.ResultsDb;
import io.dialectic.app.data.ResultsLocation;
import io.dialectic.app.data.RunRow;
import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.Fuzzer;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
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
 * runs table), and the app's cluster query, both on the report Spark wrote and on the raw run records.
 * Same keys, same members, same representative, pass and bug location. On ../shared/crashes and on a fuzz campaign
 * made here by the real fuzzer against mlir-opt-19. One Spark session for both.
 */
class ClusterViewsAgreeTest {
    static SparkSession spark;

    @TempDir
    static Path tmp;

    /** A cluster as a view shows it. */
    record View(List<String> members, String representative, String pass, String bugLocation) {}

    @BeforeAll
    static void start() {
        spark = SparkSessions.open(AnalyzeConfig.of(List.of(new InputSpec(null, Path.of("."))), Path.of("unused")).withMaster("local[2]"));
    }

    @AfterAll
    static void stop() {
        if (spark != null) spark.stop();
    }

    @Test
    void crashCorpusHasTheSameClustersInEveryView() throws Exception {
        Path crashes = SharedData.crashes();
        List<RunRecord> records = RunSources.defaults(Judge.defaults()).readAll(List.of(crashes));
        Map<String, View> cli = cli(records);
        // 32 distinct crash keys, 121 crashes (ClustersTest); `clusters` said 35 and `analyze` 32 before one definition
        assertEquals(32, cli.size());
        assertEquals(121, cli.values().stream().mapToInt(v -> v.members().size()).sum());

        Path report = analyze(new InputSpec("crashes", crashes), tmp.resolve("crashes-report"));
        assertEquals(cli, spark(report));
        assertEquals(cli, app(report));
        // the app on the run records themselves, written by an older version whose keys were other (one stale key
        // for every crash): it re-keys them from their stderr as `clusters` and `analyze` do
        Path raw = Files.createDirectories(tmp.resolve("crashes-raw"));
        try (Writer w = Files.newBufferedWriter(raw.resolve("runs.jsonl"), StandardCharsets.UTF_8)) {
            for (RunRecord r : records) RunRecordsJsonl.write(w, "crash".equals(r.outcome()) ? r.withOutcome("crash", "key of an older version") : r);
        }
        assertEquals(cli, app(raw));
    }

    @Test
    void fuzzCampaignHasTheSameClustersInEveryView() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path camp = tmp.resolve("fuzz");
        // crash inputs of ../shared/crashes as seeds, random pipelines of up to 5 passes
        Fuzzer.run(FuzzConfig.of(List.of(SharedData.crashes().resolve("cases").toString()), "mlir-opt-19", new FuzzBudget(FUZZ_RUNS, null), camp)
                .withSeed(FUZZ_SEED).withSeedLimits(20, 0).withMaxPasses(5), FuzzListener.NONE, () -> false);
        List<RunRecord> records = RunSources.defaults(Judge.defaults()).readAll(List.of(camp.resolve("runs.jsonl")));
        assertEquals(FUZZ_RUNS, records.size());
        Map<String, View> cli = cli(records);
        assertTrue(!cli.isEmpty(), "the campaign found no crash: nothing compared");

        Path report = analyze(new InputSpec("fuzz", camp), tmp.resolve("fuzz-report"));
        assertEquals(cli, spark(report));
        assertEquals(cli, app(report));
        assertEquals(cli, app(camp)); // the campaign as the fuzzer wrote it: its stored crash_key
    }

    static final long FUZZ_RUNS = 60;
    static final long FUZZ_SEED = 6; // 2 crashes in 2 clusters in 60 runs (seeds 1-11 tried: 0 to 2)

    private static Map<String, View> cli(List<RunRecord> records) {
        Map<String, View> out = new TreeMap<>();
        for (Cluster c : Clusters.of(records, ClusterOptions.defaults())) out.put(c.key(), new View(c.members(), c.representative(), c.pass(), c.bugLocation()));
        return out;
    }

    private static Path analyze(InputSpec input, Path out) {
        Analysis.run(spark, AnalyzeConfig.of(List.of(input), out).withCsv(false).withQuiet(true), Progress.none());
        return out;
    }

    /** The Spark job's clusters table, members from its runs table. */
    private static Map<String, View> spark(Path report) {
        Map<String, List<String>> members = new TreeMap<>();
        for (Row r : spark.read().parquet(report.resolve("runs.parquet").toString()).filter("outcome = 'crash'")
                .select("crash_key", "run_id").collectAsList()) {
            members.computeIfAbsent(r.getString(0), k -> new ArrayList<>()).add(r.getString(1));
        }
        Map<String, View> out = new TreeMap<>();
        for (Row r : spark.read().parquet(report.resolve("clusters.parquet").toString())
                .select("crash_key", "representative_run_id", "pass", "bug_location").collectAsList()) {
            List<String> ms = members.get(r.getString(0));
            ms.sort(null);
            out.put(r.getString(0), new View(ms, r.getString(1), r.isNullAt(2) ? "" : r.getString(2), r.isNullAt(3) ? "" : r.getString(3)));
        }
        return out;
    }

    /** The app's cluster list and member query over {@code dir} (a report or a folder of run records). */
    private static Map<String, View> app(Path dir) throws Exception {
        Map<String, View> out = new TreeMap<>();
        try (ResultsDb db = ResultsDb.open(ResultsLocation.of(dir)); ClusterQueries q = new ClusterQueries(db)) {
            for (ClusterRow c : q.clusters()) {
                List<String> ms = new ArrayList<>(q.members(c.key(), Integer.MAX_VALUE).stream().map(RunRow::runId).toList());
                ms.sort(null);
                out.put(ClusterQueries.NO_KEY.equals(c.key()) ? "" : c.key(), new View(ms, c.representative(), c.pass(), c.bugLocation()));
            }
        }
        return out;
    }
}
