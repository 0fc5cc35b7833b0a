package io.dialectic.toolchain.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.storage.OutputFolder;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A real campaign on the first programs of the shared test suite with mlir-opt-19. */
class CampaignRunnerTest {
    @Test
    void runsResumesAndSkipsDoneRuns(@TempDir Path tmp) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path corpus = SharedData.testsuite().resolve("custom");
        Path out = tmp.resolve("runs.jsonl");
        // fixed pipelines: no catalog probing in this test
        CampaignConfig cfg = CampaignConfig.builder(
                        corpus, "mlir-opt-19", "cse;func.func:canonicalize,no-such-pass", out)
                .jobs(2)
                .campaign("test")
                .cacheDir(tmp.resolve("cache"))
                .limit(6)
                .build();
        ToolDiscovery d = new ToolDiscovery();
        CampaignRunner runner = new CampaignRunner(new ToolRunner(d), d);
        CampaignRunner.Summary s = runner.run(cfg, null);
        assertEquals(6, s.programs());
        assertEquals(12, s.ran());
        List<RunRecord> rs = read(out);
        assertEquals(12, rs.size());
        assertEquals(12, new HashSet<>(rs.stream().map(RunRecord::runId).toList()).size());
        for (RunRecord r : rs) {
            if (r.pipeline().equals(List.of("cse")))
                assertEquals(Outcome.VALID, r.outcome(), r.programPath() + "\n" + r.stderr());
            else assertEquals(Outcome.INVALID_OPTIONS, r.outcome(), r.stderr());
            assertEquals("mlir-opt-19", r.tool());
            assertEquals("19.1.7", r.toolVersion());
        }
        // a torn last line, as after kill -9 mid-write: cut with a warning (never kept as a broken line) and its run
        // redone
        String text = Files.readString(out);
        int lastStart = text.lastIndexOf('\n', text.length() - 2) + 1;
        Files.writeString(out, text.substring(0, lastStart + 20));
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        CampaignRunner.Summary again = runner.run(cfg, new PrintStream(log, true, StandardCharsets.UTF_8));
        assertTrue(log.toString(StandardCharsets.UTF_8).contains("torn record (line 12"), log.toString());
        assertEquals(11, again.skipped());
        assertEquals(1, again.ran());
        List<RunRecord> after = read(out);
        assertEquals(12, after.size());
        assertEquals(
                rs.stream().map(RunRecord::runId).sorted().toList(),
                after.stream().map(RunRecord::runId).sorted().toList());
        List<String> broken = new ArrayList<>();
        RunRecordsJsonl.read(out, l -> {
            if (l.error() != null) broken.add(l.error());
        });
        assertEquals(List.of(), broken);
    }

    @Test
    void refusesAnOutputItDidNotWriteOrInsideTheCorpus(@TempDir Path tmp) throws Exception {
        Path corpus = Files.createDirectories(tmp.resolve("corpus"));
        Files.copy(SharedData.testsuite().resolve("custom").resolve("s0000.mlir"), corpus.resolve("s0000.mlir"));
        Path notes = tmp.resolve("notes.txt");
        Files.writeString(notes, "not run records\n");
        ToolDiscovery d = new ToolDiscovery();
        CampaignRunner runner = new CampaignRunner(new ToolRunner(d), d);
        for (Path out : List.of(notes, corpus.resolve("runs.jsonl"))) {
            CampaignConfig cfg = CampaignConfig.builder(corpus, "mlir-opt-19", "cse", out)
                    .campaign("test")
                    .cacheDir(tmp.resolve("cache"))
                    .build();
            assertThrows(OutputFolder.Refused.class, () -> runner.run(cfg, null), out.toString());
        }
        assertEquals("not run records\n", Files.readString(notes));
        assertFalse(Files.exists(corpus.resolve("runs.jsonl")));
    }

    @Test
    void indexFlagsAddAllowUnregisteredDialect() {
        var flags = Corpus.indexFlags(SharedData.testsuite().resolve("custom"));
        assertEquals(5781, flags.size());
        assertEquals(
                378,
                flags.values().stream()
                        .filter(f -> f.contains("--allow-unregistered-dialect"))
                        .count());
        assertTrue(flags.get("s0000").isEmpty());
    }

    private static List<RunRecord> read(Path out) throws Exception {
        List<RunRecord> rs = new ArrayList<>();
        RunRecordsJsonl.read(out, l -> {
            if (l.record() != null) rs.add(l.record());
        });
        return rs;
    }
}
