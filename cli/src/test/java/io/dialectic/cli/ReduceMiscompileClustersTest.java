package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.base.Sha256;
import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.semantics.verdict.DifferentialExecution;
import io.dialectic.semantics.verdict.DifferentialVerdict;
import io.dialectic.semantics.verdict.ExecOptions;
import io.dialectic.semantics.verdict.Judgement;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code reduce --all-clusters} on the miscompile clusters of a differential campaign, from the command line, with the
 * real mlir-opt-19 and its JIT runner: {@code analyze} on datasets/sample/differential-19 (a real `fuzz --oracle
 * differential` campaign: canonicalize folds an index_cast pair wrongly) plus two records edited from its miscompiles,
 * one whose pipeline would load a plugin and one whose program computes right; then the batch, an interruption (the
 * finished marker of a cluster removed, its best program kept) and the same command with {@code --resume}.
 */
class ReduceMiscompileClustersTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String RIGHT =
            """
            func.func @main() {
              %c = arith.constant 100 : index
              %a = arith.index_cast %c : index to i8
              %b = arith.index_cast %a : i8 to index
              vector.print %b : index
              return
            }
            """;

    @TempDir
    Path tmp;

    private static List<ObjectNode> sampleMiscompiles(Path gz) throws Exception {
        List<ObjectNode> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(
                new InputStreamReader(new GZIPInputStream(Files.newInputStream(gz)), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                JsonNode n = JSON.readTree(line);
                if ("miscompile".equals(n.path("outcome").asText())) out.add((ObjectNode) n);
            }
        }
        return out;
    }

    private static Map<String, CSVRecord> byKey(Path csv) throws Exception {
        Map<String, CSVRecord> out = new LinkedHashMap<>();
        try (Reader r = Files.newBufferedReader(csv)) {
            for (CSVRecord c : CSVFormat.DEFAULT
                    .builder()
                    .setHeader()
                    .setSkipHeaderRecord(true)
                    .get()
                    .parse(r)) out.put(c.get("miscompile_key"), c);
        }
        return out;
    }

    @Test
    void everyMiscompileClusterIsARowTheRealOneReducedAndTheBatchResumes() throws Exception {
        MlirRequirement.requireJit(
                ToolVersion.V19.optBinary, ToolVersion.V19.runnerBinary, JitExecutor.available(ToolVersion.V19));
        Path sample = SharedData.committed("datasets/sample/differential-19.jsonl.gz");
        Path data = Files.createDirectories(tmp.resolve("data"));
        Files.copy(sample, data.resolve("differential-19.jsonl.gz"));
        List<ObjectNode> ms = sampleMiscompiles(sample);
        assertEquals(
                1,
                ms.stream()
                        .map(n -> n.get("miscompile_key").asText())
                        .distinct()
                        .count(),
                "the sample has one miscompile key");
        String realKey = ms.get(0).get("miscompile_key").asText();

        // two edited records: a pipeline that would load code (refused), and a program that computes right (does not
        // reproduce)
        ObjectNode plugin = ms.get(0).deepCopy();
        plugin.put("run_id", "edited-plugin")
                .put("campaign", "edited")
                .put("miscompile_key", "--canonicalize | edited.plugin");
        plugin.putArray("pipeline").add("load-pass-plugin=evil.so").add("canonicalize");
        ObjectNode right = ms.get(0).deepCopy();
        right.put("run_id", "edited-right")
                .put("campaign", "edited")
                .put("miscompile_key", "--canonicalize | edited.right")
                .put("program_text", RIGHT)
                .put("program_sha256", Sha256.ofProgram(RIGHT));
        Files.writeString(
                data.resolve("edited.jsonl"),
                JSON.writeValueAsString(plugin) + "\n" + JSON.writeValueAsString(right) + "\n");

        Path analysis = tmp.resolve("analysis");
        CapturedRun.dialectic(
                0,
                "analyze",
                data.resolve("differential-19.jsonl.gz").toString(),
                data.resolve("edited.jsonl").toString(),
                "--quiet",
                "--out",
                analysis.toString());
        Path out = tmp.resolve("reduced");
        long t0 = System.nanoTime();
        CapturedRun first = CapturedRun.dialectic(
                0,
                "reduce",
                "--all-clusters",
                analysis.toString(),
                "--budget",
                "90s",
                "--jobs",
                "2",
                "--out",
                out.toString());
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertTrue(first.out().contains("3 miscompile clusters: 1 reduced, 2 not"), first.out());

        Map<String, CSVRecord> rows = byKey(out.resolve("miscompiles.csv"));
        assertEquals(3, rows.size(), "every miscompile cluster is a row: " + rows.keySet());
        CSVRecord real = rows.get(realKey);
        System.out.printf(
                "reduce --all-clusters, miscompile: %s -> %s ops, %s -> %s bytes, %.1f s for the batch; %s%n",
                real.get("ops_before"),
                real.get("ops_after"),
                real.get("bytes_before"),
                real.get("bytes_after"),
                seconds,
                real.get("status"));
        assertTrue(real.get("status").startsWith("reduced"), real.get("status"));
        assertTrue(Integer.parseInt(real.get("ops_after")) < Integer.parseInt(real.get("ops_before")), real.toString());
        assertTrue(real.get("reproduces_on").contains("mlir-opt-19"), real.get("reproduces_on"));
        assertTrue(real.get("key_after").startsWith("--canonicalize | "), real.get("key_after"));
        assertTrue(
                rows.get("--canonicalize | edited.plugin").get("status").startsWith("refused: "),
                rows.get("--canonicalize | edited.plugin").get("status"));
        assertEquals("", rows.get("--canonicalize | edited.plugin").get("report"));
        assertEquals(
                "does not reproduce", rows.get("--canonicalize | edited.right").get("status"));
        String index = Files.readString(out.resolve("index.md"));
        assertTrue(
                index.contains("# Reduced miscompile clusters")
                        && index.contains("[report](" + real.get("report") + ")"),
                index);

        // the report of the real cluster: expected beside actual, the commands, the versions; the result judged again
        // here
        Path dir = out.resolve(real.get("cluster"));
        String report = Files.readString(dir.resolve("report.md"));
        assertTrue(
                report.contains("## Expected vs actual output")
                        && report.contains("**differs**")
                        && report.contains("mlir-cpu-runner-19")
                        && report.contains("| mlir-opt-19 | miscompile | yes |"),
                report);
        String reduced = Files.readString(dir.resolve("reduced.mlir"));
        Cell cell = new Cell(ToolVersion.V19, JitPipelines.parse("canonicalize"));
        Judgement j = new DifferentialExecution(
                        new ExecOptions(List.of(cell), Limits.DEFAULT, JitExecutor.Timeouts.DEFAULT, true))
                .run(reduced);
        assertEquals(DifferentialVerdict.MISCOMPILE, j.verdict(), j.reason());
        assertEquals("--canonicalize", j.suspectPass());

        // interrupted: the real cluster's finished marker is gone, its best program kept; --resume redoes it from
        // there, nothing else
        Files.delete(dir.resolve("stats.json"));
        CapturedRun again = CapturedRun.dialectic(
                0,
                "reduce",
                "--all-clusters",
                analysis.toString(),
                "--resume",
                "--budget",
                "90s",
                "--jobs",
                "2",
                "--out",
                out.toString());
        assertEquals(1, again.err().split("finished in an earlier run, not redone", -1).length - 1, again.err());
        JsonNode stats = JSON.readTree(dir.resolve("stats.json").toFile());
        assertTrue(stats.path("note").asText().contains("resumed from the best program saved"), stats.toPrettyString());
        Map<String, CSVRecord> after = byKey(out.resolve("miscompiles.csv"));
        assertEquals(3, after.size());
        assertTrue(
                after.get(realKey).get("status").startsWith("reduced"),
                after.get(realKey).get("status"));
        assertTrue(Integer.parseInt(after.get(realKey).get("ops_after")) <= Integer.parseInt(real.get("ops_after")));
        assertFalse(Files.exists(out.resolve("cluster-001")), "the analysis has no crash cluster");
    }
}
