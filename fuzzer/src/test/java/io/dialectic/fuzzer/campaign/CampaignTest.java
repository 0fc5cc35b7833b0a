package io.dialectic.fuzzer.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.FuzzSummary;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cases.CommandLineParser;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Short real campaigns against mlir-opt-19 from test-suite seeds. */
class CampaignTest {
    private static FuzzConfig config(Path out, long runs) {
        MlirRequirement.require("mlir-opt-19");
        return FuzzConfig.of(List.of(SharedData.testsuite().toString()), "mlir-opt-19", new FuzzBudget(runs, null), out)
                .withSeed(11)
                .withSeedLimits(25, 40);
    }

    private static Map<Long, RunRecord> read(Path runs) throws IOException {
        Map<Long, RunRecord> out = new TreeMap<>();
        List<String> broken = new ArrayList<>();
        RunRecordsJsonl.read(runs, l -> {
            if (l.record() == null) broken.add(l.error());
            else
                assertNull(
                        out.put(l.record().seq(), l.record()),
                        "seq " + l.record().seq() + " twice");
        });
        assertEquals(List.of(), broken);
        return out;
    }

    @Test
    void sixtyRunsWriteReadableRecordsAndCrashCases(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("camp");
        FuzzSummary s = Fuzzer.run(config(out, 60), FuzzListener.NONE, () -> false);
        assertEquals(25, s.seeds());
        assertEquals(60, s.stats().runs());
        Map<Long, RunRecord> runs = read(out.resolve("runs.jsonl"));
        assertEquals(60, runs.size());
        assertEquals(0L, runs.keySet().iterator().next());
        long crashes = 0;
        for (RunRecord r : runs.values()) {
            assertEquals("camp", r.campaign());
            assertEquals("dialectic", r.fuzzer());
            assertEquals("mlir-opt-19", r.tool());
            assertEquals("19.1.7", r.toolVersion());
            assertNotNull(r.parentId());
            assertNotNull(r.outcome(), r.runId() + ": " + r.error());
            assertTrue(r.pipeline().size() >= 1 && r.pipeline().size() <= 3);
            assertFalse(r.programText().isBlank());
            if (r.outcome() == Outcome.CRASH) {
                crashes++;
                assertFalse(r.crashKey().isEmpty());
                Path c = out.resolve("crashes").resolve("cases").resolve(r.runId());
                for (String f :
                        List.of("input.mlir", "cmd.txt", "stderr.txt", "exit_code.txt", "tool.txt", "meta.json")) {
                    assertTrue(Files.exists(c.resolve(f)), c.resolve(f) + " missing");
                }
                assertEquals(r.programText(), Files.readString(c.resolve("input.mlir")));
                // the command a person pastes reads back as the run's own pipeline
                CommandLineParser.Parsed cmd = CommandLineParser.parse(
                        Files.readAllLines(c.resolve("cmd.txt")).get(0));
                assertEquals("mlir-opt-19", cmd.tool());
                assertEquals(r.pipeline(), cmd.pipeline(), r.runId());
            } else {
                assertEquals("", r.crashKey());
            }
        }
        assertEquals(s.stats().crashes(), crashes);
        assertEquals(
                crashes + 1,
                Files.readAllLines(out.resolve("crashes").resolve("index.csv")).size());
        // The seeds are in seeds.jsonl in the same shape, never run.
        List<RunRecord> seeds = new ArrayList<>();
        RunRecordsJsonl.read(out.resolve(CampaignDirectory.SEEDS), l -> seeds.add(l.record()));
        assertEquals(25, seeds.size());
        assertNull(seeds.get(0).tool());
        // Mutants mostly parse and verify (the target is general-mlir <= 10% of mutants).
        assertTrue(
                s.stats().mutantPercent("general-mlir") <= 20,
                "general-mlir " + s.stats().mutantPercent("general-mlir") + "%");
        assertTrue(s.stats().patterns() > s.stats().patternsStart(), "no pattern added in 60 runs");
        // Every pool addition is on disk.
        try (var p = Files.list(out.resolve("pool"))) {
            assertEquals(s.stats().poolSize() - 25, p.count());
        }
        // A second campaign may not reuse the directory by mistake.
        assertThrows(IOException.class, () -> Fuzzer.run(config(out, 10), FuzzListener.NONE, () -> false));
    }

    @Test
    void aResumedCampaignContinuesTheSameSequence(@TempDir Path dir) throws Exception {
        Path whole = dir.resolve("whole");
        Fuzzer.run(config(whole, 36), FuzzListener.NONE, () -> false);
        Path parts = dir.resolve("parts");
        Fuzzer.run(config(parts, 18), FuzzListener.NONE, () -> false);
        // A kill -9 in the middle of an append leaves half a line: resume must cope.
        Files.writeString(parts.resolve("runs.jsonl"), "{\"run_id\":\"parts-0000", StandardOpenOption.APPEND);
        FuzzSummary s = Fuzzer.run(config(parts, 36).withResume(true), FuzzListener.NONE, () -> false);
        assertEquals(36, s.stats().runs());
        assertEquals(18, s.stats().newRuns());
        Map<Long, RunRecord> a = read(whole.resolve("runs.jsonl"));
        Map<Long, RunRecord> b = read(parts.resolve("runs.jsonl"));
        assertEquals(36, b.size());
        for (long i = 0; i < 36; i++) {
            assertEquals(a.get(i).programText(), b.get(i).programText(), "mutant " + i);
            assertEquals(a.get(i).pipeline(), b.get(i).pipeline(), "pipeline " + i);
            assertEquals(
                    a.get(i).parentId().replace("whole-", ""),
                    b.get(i).parentId().replace("parts-", ""),
                    "parent " + i);
        }
    }
}
