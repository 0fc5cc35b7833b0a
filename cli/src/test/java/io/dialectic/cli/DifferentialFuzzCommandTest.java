package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dialectic fuzz --oracle differential} on mlir-opt-19 from the command line: a campaign, then a resume after a torn record. */
class DifferentialFuzzCommandTest {
    private static List<RunRecord> runs(Path campaign) throws Exception {
        List<RunRecord> out = new ArrayList<>();
        RunRecordsJsonl.read(campaign.resolve("runs.jsonl"), l -> {
            if (l.record() != null) out.add(l.record());
        });
        return out;
    }

    @Test
    void aCampaignThenAResumeThatFindsItsOracleInTheFolder(@TempDir Path dir) throws Exception {
        MlirRequirement.requireJit(
                ToolVersion.V19.optBinary, ToolVersion.V19.runnerBinary, JitExecutor.available(ToolVersion.V19));
        Path out = dir.resolve("mc");
        assertEquals(
                0,
                Dialectic.execute(
                        "fuzz",
                        "--oracle",
                        "differential",
                        "--tool",
                        "mlir-opt-19",
                        "--budget",
                        "20",
                        "--batch",
                        "10",
                        "--pipelines",
                        "O0,--canonicalize",
                        "--seed",
                        "4",
                        "--out",
                        out.toString(),
                        "--quiet"));
        var manifest = new ObjectMapper().readTree(out.resolve("campaign.json").toFile());
        assertEquals("differential", manifest.get("oracle").asText());
        assertEquals(4, manifest.get("seed").asInt());
        List<RunRecord> first = runs(out);
        Set<Long> programs = new HashSet<>();
        for (RunRecord r : first) programs.add(r.seq());
        assertEquals(20, programs.size());
        assertTrue(first.size() >= 20 && first.size() <= 40, first.size() + " records");

        // a kill -9 in the middle of a line: the resume (no --oracle, no --pipelines: the folder says) cuts it and goes
        // on
        Files.writeString(
                out.resolve("runs.jsonl"), "{\"run_id\":\"mc-0000", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        assertEquals(0, Dialectic.execute("fuzz", "--out", out.toString(), "--resume", "--budget", "30", "--quiet"));
        List<RunRecord> all = runs(out);
        assertEquals(first, all.subList(0, first.size()));
        Set<String> ids = new HashSet<>();
        programs.clear();
        for (RunRecord r : all) {
            assertTrue(ids.add(r.runId()), "twice: " + r.runId());
            programs.add(r.seq());
            assertTrue(
                    r.runId().endsWith("-o0")
                            || r.runId().endsWith("-canonicalize")
                            || r.runId().endsWith("-verify"),
                    r.runId());
        }
        assertEquals(30, programs.size());

        // seeds belong to the crash oracle; --pipelines to the differential one
        assertEquals(
                ErrorReport.EXIT,
                Dialectic.execute(
                        "fuzz",
                        "--oracle",
                        "differential",
                        "--seeds",
                        out.resolve("runs.jsonl").toString(),
                        "--out",
                        dir.resolve("x").toString()));
        assertEquals(
                ErrorReport.EXIT,
                Dialectic.execute(
                        "fuzz",
                        "--pipelines",
                        "O0",
                        "--seeds",
                        out.resolve("runs.jsonl").toString(),
                        "--out",
                        dir.resolve("y").toString()));
    }
}
