package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dialectic fuzz} end to end on mlir-opt-19 from one custom-form seed (printed in generic form by the tool first). */
class FuzzCommandTest {
    @Test
    void twelveRunsFromACustomFormSeed(@TempDir Path dir) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path seed = dir.resolve("seed.mlir");
        Files.writeString(
                seed,
                """
                func.func @f(%a: i32, %b: i32) -> i32 {
                  %0 = arith.addi %a, %b : i32
                  %1 = arith.muli %0, %a : i32
                  %c0 = arith.constant 0 : index
                  %c4 = arith.constant 4 : index
                  %c1 = arith.constant 1 : index
                  scf.for %i = %c0 to %c4 step %c1 {
                    %2 = arith.subi %1, %b : i32
                  }
                  return %1 : i32
                }
                """);
        Path out = dir.resolve("camp");
        int rc = Dialectic.execute(
                "fuzz",
                "--seeds",
                seed.toString(),
                "--budget",
                "12",
                "--seed",
                "3",
                "--out",
                out.toString(),
                "--quiet");
        assertEquals(0, rc);
        assertEquals(
                3,
                new ObjectMapper()
                        .readTree(out.resolve("campaign.json").toFile())
                        .get("seed")
                        .asInt());
        List<RunRecord> runs = new ArrayList<>();
        RunRecordsJsonl.read(out.resolve("runs.jsonl"), l -> runs.add(l.record()));
        assertEquals(12, runs.size());
        assertTrue(runs.stream().allMatch(r -> r.parentId() != null && r.outcome() != null));
        List<RunRecord> seeds = new ArrayList<>();
        RunRecordsJsonl.read(out.resolve("seeds").resolve("seeds.jsonl"), l -> seeds.add(l.record()));
        assertEquals(1, seeds.size());
        assertTrue(
                seeds.get(0).programText().startsWith("\"builtin.module\"() ({"),
                seeds.get(0).programText());
        // Without seeds and without --resume there is nothing to do: a usage error, not a crash.
        assertEquals(
                ErrorReport.EXIT,
                Dialectic.execute("fuzz", "--out", dir.resolve("other").toString()));
    }

    /**
     * after a kill -9, {@code fuzz --resume} (no --budget) kept running the 10-minute default instead of
     * the campaign's 10 runs, and the torn last record stayed as a broken line. Now the budget is the campaign's
     * (campaign.json), the torn record is cut with a warning and its run done again: 10 records, seq 0..9, once each.
     */
    @Test
    void resumeAfterAKillKeepsTheBudgetAndCutsTheTornRecord(@TempDir Path dir) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path seed = dir.resolve("seed.mlir");
        Files.writeString(
                seed,
                "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  %1 = arith.muli %0, %a : i32\n  return %1 : i32\n}\n");
        Path out = dir.resolve("camp");
        assertEquals(
                0,
                Dialectic.execute(
                        "fuzz", "--seeds", seed.toString(), "--budget", "10", "--out", out.toString(), "--quiet"));
        assertEquals(
                "10",
                new ObjectMapper()
                        .readTree(out.resolve("campaign.json").toFile())
                        .get("budget")
                        .asText());
        Path runs = out.resolve("runs.jsonl");
        List<String> lines = Files.readAllLines(runs);
        assertEquals(10, lines.size());
        // what a kill -9 in the middle of the 7th append leaves
        Files.writeString(
                runs,
                String.join("\n", lines.subList(0, 6)) + "\n"
                        + lines.get(6).substring(0, lines.get(6).length() / 2));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream saved = System.err;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            int rc = Assertions.assertTimeoutPreemptively(
                    Duration.ofSeconds(120),
                    () -> Dialectic.execute("fuzz", "--out", out.toString(), "--resume", "--quiet"));
            assertEquals(0, rc);
        } finally {
            System.setErr(saved);
        }
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("torn record (line 7"), err.toString());
        List<RunRecord> after = new ArrayList<>();
        List<String> broken = new ArrayList<>();
        RunRecordsJsonl.read(runs, l -> {
            if (l.record() != null) after.add(l.record());
            else broken.add(l.error());
        });
        assertEquals(List.of(), broken);
        assertEquals(
                LongStream.range(0, 10).boxed().toList(),
                after.stream().map(RunRecord::seq).sorted().toList());
        assertEquals(lines.subList(0, 6), Files.readAllLines(runs).subList(0, 6));
    }
}
