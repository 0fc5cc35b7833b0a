package io.dialectic.reducer.batch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.base.storage.OutputFolder;
import io.dialectic.reducer.Reducer;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dialectic reduce --all-clusters} end to end with the real mlir-opt-19 on a copy of the
 * committed reports/sample analysis: four real crash clusters, the fifth real cluster whose seed is
 * not in the copy (and neither is its run record), and a cluster whose representative is a run
 * that did not crash. The reduced programs are re-run here with the toolchain alone.
 */
class ClusterBatchTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A valid run in reports/sample: linalg_matmul.mlir through spirv-attach-target (outcome valid, checked by hand). */
    private static final String VALID_RUN = "05303ddc49045dc4";

    @TempDir
    Path tmp;

    @Test
    void reducesEveryClusterListsEveryOneAndResumesWithoutRedoingAny() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        // the sample's clusters by representative, in the order this test was written for (the table lists them by key)
        List<String> order = List.of(
                "7c039e2cba98bda7", "2c5f5f10ed297ebb", "57037536e0705da8", "f7dd062d64728c16", "105a06c97426f5ee");
        List<Map<String, String>> sample = SampleAnalysis.clusters().stream()
                .sorted(Comparator.comparing(r -> order.indexOf(r.get("representative_run_id"))))
                .toList();
        assertEquals(5, sample.size());
        assertTrue(sample.stream().allMatch(r -> order.contains(r.get("representative_run_id"))));
        List<Map<String, String>> clusters = new ArrayList<>(sample);
        Map<String, String> notCrashing = new LinkedHashMap<>(sample.get(2));
        notCrashing.put("representative_run_id", VALID_RUN);
        clusters.add(notCrashing);
        // cluster-002's seed scf_forall.mlir and seeds-random.jsonl.gz (its record) are left out: its program is
        // missing.
        SampleAnalysis a = SampleAnalysis.copy(tmp.resolve("repo"), clusters)
                .with("datasets/seeds/arith_float.mlir")
                .with("datasets/seeds/linalg_matmul.mlir")
                .with("datasets/seeds/affine_apply_if.mlir")
                .with("datasets/sample/lowered-random.jsonl.gz");
        Path out = tmp.resolve("out");
        ClusterBatch.Options o = new ClusterBatch.Options(
                Interestingness.Keep.parse("same-signature"),
                Duration.ofSeconds(30),
                2,
                3,
                Duration.ofSeconds(10),
                true,
                0);
        ClusterBatch batch = new ClusterBatch(Reducer.withDefaults(), new ToolDiscovery());

        long t0 = System.nanoTime();
        ClusterBatch.Summary first = batch.run(a.dir, a.root, out, o, line -> {});
        double firstSeconds = (System.nanoTime() - t0) / 1e9;

        List<Map<String, String>> index = SampleAnalysis.rows(out.resolve("index.csv"));
        assertEquals(6, index.size(), "every cluster is listed");
        assertEquals(
                List.of("cluster-001", "cluster-002", "cluster-003", "cluster-004", "cluster-005", "cluster-006"),
                index.stream().map(r -> r.get("cluster")).toList());
        for (int i = 0; i < 6; i++)
            assertEquals(clusters.get(i).get("crash_key"), index.get(i).get("crash_key"));

        Map<String, String> missing = index.get(1);
        assertEquals(
                "program missing: datasets/seeds/scf_forall.mlir (not found); datasets/sample/seeds-random.jsonl.gz (not found)",
                missing.get("status"));
        assertEquals("", missing.get("ops_before"));
        assertEquals("", missing.get("report"));
        assertFalse(Files.exists(out.resolve("cluster-002/stats.json")));

        Map<String, String> gone = index.get(5);
        assertEquals("does not reproduce", gone.get("status"));
        assertEquals("", gone.get("reproduces_on"));
        assertEquals("cluster-006/report.md", gone.get("report"));
        assertFalse(JSON.readTree(out.resolve("cluster-006/stats.json").toFile())
                .path("reproduced")
                .asBoolean());

        Map<String, Tool> versions = installedVersions();
        for (int i : new int[] {0, 2, 3, 4}) checkReduced(out, index.get(i), clusters.get(i), versions);

        String md = Files.readString(out.resolve("index.md"));
        for (Map<String, String> row : index) {
            String line = md.lines()
                    .filter(l -> l.startsWith("| " + row.get("cluster") + " |"))
                    .findFirst()
                    .orElseThrow();
            assertTrue(
                    line.contains(row.get("report").isEmpty() ? "| - |" : "[report](" + row.get("report") + ")"), line);
            assertTrue(line.contains(row.get("status").replace("|", "\\|")), line);
        }
        assertEquals(4, first.rows().stream().filter(CrashRow::reduced).count());

        // Resume: the same --out again redoes nothing that finished; a redone reduction would rewrite stats.json
        // (its seconds and oracle_calls), so byte-identical files mean no oracle call was spent on them.
        Map<String, byte[]> before = finishedFiles(out);
        assertEquals(5, before.size() / 2);
        List<String> log = new ArrayList<>();
        long t1 = System.nanoTime();
        batch.run(a.dir, a.root, out, o, log::add);
        double secondSeconds = (System.nanoTime() - t1) / 1e9;
        Map<String, byte[]> after = finishedFiles(out);
        assertEquals(before.keySet(), after.keySet());
        for (String f : before.keySet()) assertArrayEquals(before.get(f), after.get(f), f + " was rewritten");
        assertEquals(
                5,
                log.stream()
                        .filter(l -> l.contains("finished in an earlier run, not redone"))
                        .count(),
                String.join("\n", log));
        assertEquals(SampleAnalysis.rows(out.resolve("index.csv")), index);
        assertTrue(
                secondSeconds < 5 && secondSeconds * 5 < firstSeconds,
                "second run " + secondSeconds + " s after " + firstSeconds + " s");
        System.out.printf("ClusterBatchTest: first run %.1f s, resumed run %.2f s%n", firstSeconds, secondSeconds);
    }

    /** An --out that already holds another analysis's cluster-001 is not mixed with this one (no tool is run). */
    @Test
    void refusesAFolderThatHoldsAnotherAnalysissCluster() throws Exception {
        Path out = tmp.resolve("out");
        Files.createDirectories(out.resolve("cluster-001"));
        Files.writeString(
                out.resolve("cluster-001/cluster.json"),
                "{\"run_id\": \"ffff000011112222\", \"program_sha256\": \"00\"}\n");
        // an earlier batch's folder (a folder that is no batch's at all is refused as a whole: OutputFolder)
        OutputFolder.mark(out, ClusterBatch.WRITER);
        ClusterBatch.Options o = new ClusterBatch.Options(
                Interestingness.Keep.parse("same-signature"),
                Duration.ofSeconds(30),
                2,
                3,
                Duration.ofSeconds(10),
                true,
                1);
        ClusterBatch.Summary s = new ClusterBatch(Reducer.withDefaults(), new ToolDiscovery())
                .run(SampleAnalysis.committed(), out, o, line -> {});
        assertEquals(1, s.rows().size());
        assertEquals(
                "error: cluster-001 holds run ffff000011112222 of another analysis; give a new --out",
                s.rows().get(0).status());
        assertFalse(Files.exists(out.resolve("cluster-001/stats.json")));
        assertEquals(
                s.rows().get(0).status(),
                SampleAnalysis.rows(out.resolve("index.csv")).get(0).get("status"));
    }

    /**
     * The folder has the four outputs, the program is no larger than the representative, and a fresh
     * run of it (toolchain only) crashes with the cluster's key on the tool it came from; the index's
     * "reproduces on" lists exactly the installed versions on which such a run crashes with that key.
     */
    private static void checkReduced(
            Path out, Map<String, String> row, Map<String, String> cluster, Map<String, Tool> versions)
            throws Exception {
        String c = row.get("cluster");
        assertEquals("reduced", row.get("status"), c);
        Path dir = out.resolve(c);
        for (String f : List.of("reduced.mlir", "pipeline.txt", "stats.json", "report.md"))
            assertTrue(Files.isRegularFile(dir.resolve(f)), c + "/" + f);
        assertEquals(c + "/report.md", row.get("report"));
        JsonNode stats = JSON.readTree(dir.resolve("stats.json").toFile());
        String program = Files.readString(dir.resolve("reduced.mlir"));
        int bytes = program.getBytes(StandardCharsets.UTF_8).length;
        assertEquals(Integer.parseInt(row.get("bytes_after")), bytes, c);
        assertEquals(
                Integer.parseInt(cluster.get("representative_chars")),
                Integer.parseInt(row.get("bytes_before")),
                c + ": the seeds are ASCII");
        assertTrue(bytes <= Integer.parseInt(row.get("bytes_before")), c);
        assertTrue(Integer.parseInt(row.get("ops_after")) <= Integer.parseInt(row.get("ops_before")), c);

        List<String> pipeline = new ArrayList<>();
        stats.path("pipeline_after").forEach(p -> pipeline.add(p.asText()));
        List<String> args = new ArrayList<>();
        stats.path("extra_args").forEach(p -> args.add(p.asText()));
        String key = cluster.get("crash_key");
        boolean flaky = stats.path("flaky").asBoolean();
        List<String> on = new ArrayList<>();
        for (Map.Entry<String, Tool> v : versions.entrySet()) {
            if (crashesWith(v.getValue(), program, pipeline, args, key, flaky)) on.add(v.getKey());
        }
        Tool origin = new ToolDiscovery().find(row.get("tool")).orElseThrow();
        assertTrue(on.contains(origin.version()), c + " does not crash with " + key + " on " + origin.name());
        assertEquals(Set.copyOf(on), Set.of(row.get("reproduces_on").split(" ")), c);
    }

    /** One run, or for a flaky cluster the majority of three. */
    private static boolean crashesWith(
            Tool tool, String program, List<String> pipeline, List<String> args, String key, boolean flaky) {
        int runs = flaky ? 3 : 1;
        int hits = 0;
        for (int i = 0; i < runs; i++) {
            RunResult r = new ToolRunner(new ToolDiscovery())
                    .run(new RunRequest(
                            tool, program, pipeline, RunLimits.defaults().withTimeout(Duration.ofSeconds(10)), args));
            if (OutcomeClassifier.defaults().classify(r) != Outcome.CRASH) continue;
            // The sample's records ran through the mlir-opt-19 link, whose name unsymbolized frames carry;
            // the toolchain runs the real binary, named mlir-opt (ToolDiscovery.real).
            // keyed as every run is (toolchain Judge): the trace, and the build for an offset it names
            String got = Judge.defaults().judge(r, List.of()).crashKey();
            if (got.equals(key) || got.equals(key.replace("mlir-opt-19+", "mlir-opt+"))) hits++;
        }
        return hits * 2 > runs;
    }

    private static Map<String, Tool> installedVersions() {
        Map<String, Tool> out = new LinkedHashMap<>();
        for (Tool t : new ToolDiscovery().installed()) if (t.name().matches("mlir-opt-\\d+")) out.put(t.version(), t);
        return out;
    }

    /** stats.json and reduced.mlir of every cluster folder that has them. */
    private static Map<String, byte[]> finishedFiles(Path out) throws Exception {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (int i = 1; i <= 6; i++) {
            Path dir = out.resolve(String.format("cluster-%03d", i));
            for (String f : List.of("stats.json", "reduced.mlir")) {
                if (Files.isRegularFile(dir.resolve(f)))
                    files.put(dir.getFileName() + "/" + f, Files.readAllBytes(dir.resolve(f)));
            }
        }
        return files;
    }
}
