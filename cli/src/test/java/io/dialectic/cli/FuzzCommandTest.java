package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dialectic fuzz} end to end on mlir-opt-19 from one custom-form seed (printed in generic form by the tool first). */
class FuzzCommandTest {
    @Test
    void twelveRunsFromACustomFormSeed(@TempDir Path dir) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path seed = dir.resolve("seed.mlir");
        Files.writeString(seed, """
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
        int rc = Dialectic.execute("fuzz", "--seeds", seed.toString(), "--budget", "12", "--seed", "3", "--out", out.toString(), "--quiet");
        assertEquals(0, rc);
        assertEquals(3, new ObjectMapper().readTree(out.resolve("campaign.json").toFile()).get("seed").asInt());
        List<RunRecord> runs = new ArrayList<>();
        RunRecordsJsonl.read(out.resolve("runs.jsonl"), l -> runs.add(l.record()));
        assertEquals(12, runs.size());
        assertTrue(runs.stream().allMatch(r -> r.parentId() != null && r.outcome() != null));
        List<RunRecord> seeds = new ArrayList<>();
        RunRecordsJsonl.read(out.resolve("seeds").resolve("seeds.jsonl"), l -> seeds.add(l.record()));
        assertEquals(1, seeds.size());
        assertTrue(seeds.get(0).programText().startsWith("\"builtin.module\"() ({"), seeds.get(0).programText());
        // Without seeds and without --resume there is nothing to do: a usage error, not a crash.
        assertEquals(ErrorReport.EXIT, Dialectic.execute("fuzz", "--out", dir.resolve("other").toString()));
    }
}
