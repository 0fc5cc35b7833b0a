package io.dialectic.fuzzer.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.dialectic.base.Json;
import io.dialectic.fuzzer.exec.CandidateExecutor;
import io.dialectic.fuzzer.exec.CheckingExecutor;
import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.testing.IrBugPrograms;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.cases.CaseFolder;
import io.dialectic.toolchain.cases.CommandLineParser;
import io.dialectic.toolchain.importer.CaseDirectorySource;
import io.dialectic.toolchain.irbug.InvalidIrRerun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The case folder of an IR bug, on a fuzz batch of the real mlir-opt-19: two runs of the llvm/llvm-project#121091
 * program through {@code normalize-memrefs} (one key) and a program the verifier rejects give one folder, of the key's
 * first run, with the key's two runs counted; its command, read back from {@code cmd.txt}, gives the verifier's error
 * again.
 */
class IrBugCaseTest {
    @Test
    void theFirstRunOfEachKeyGetsACaseAUserCanFile(@TempDir Path tmp) throws Exception {
        String program = IrBugPrograms.text(IrBugPrograms.NORMALIZE_MEMREFS);
        CheckingExecutor checking = CheckingExecutor.onMlirOpt19(false);
        CandidateExecutor exec = checking.executor();
        ToolRunner runner = checking.runner();
        Tool tool = checking.tool();
        List<String> pipeline = List.of("normalize-memrefs");
        List<Candidate> batch = List.of(
                CheckingExecutor.candidate(0, "c-0", program, pipeline),
                CheckingExecutor.candidate(1, "c-1", program + "\n", pipeline),
                CheckingExecutor.candidate(2, "c-2", CheckingExecutor.REJECTED, pipeline));
        List<CandidateRun> runs = checking.run(batch);

        Path out = tmp.resolve("camp");
        IrBugCases cases = new IrBugCases();
        try (CampaignDirectory dir = CampaignDirectory.open(out, false)) {
            for (int i = 0; i < batch.size(); i++) {
                if (cases.count(runs.get(i).record()))
                    dir.writeIrBugCase(
                            runs.get(i).record(),
                            ToolRunner.toolArgs(exec.request(batch.get(i)), "input.mlir"),
                            batch.get(i).rule());
            }
            dir.writeIrBugIndex(cases.tallies());
        }
        Path caseDir = out.resolve("crashes").resolve("cases").resolve("c-0");
        assertTrue(Files.isDirectory(caseDir));
        assertFalse(Files.exists(out.resolve("crashes").resolve("cases").resolve("c-1")), "one folder per key");
        assertFalse(Files.exists(out.resolve("crashes").resolve("cases").resolve("c-2")), "no verdict, no folder");
        assertEquals(
                List.of(
                        "kind,key,case,runs",
                        "invalid-ir,\"normalize-memrefs | memref.* | expected N size values, got N\",c-0,2"),
                Files.readAllLines(out.resolve(CampaignDirectory.IR_BUGS)));

        CaseFolder c = CaseFolder.read(caseDir);
        assertEquals(program, c.program());
        assertEquals(pipeline, c.pipeline());
        assertEquals(Integer.valueOf(1), c.exitCode());
        // the one case reader gives the verdict back (clusters and analyze read case folders through it)
        assertEquals(runs.get(0).record().irBugKey(), c.irBug().key());
        assertEquals(runs.get(0).record().irBugOutput(), c.irBug().output());
        assertEquals("normalize-memrefs", CaseDirectorySource.readCase(caseDir).irBugPass());
        JsonNode meta = Json.MAPPER.readTree(caseDir.resolve("meta.json").toFile());
        assertEquals("invalid-ir", meta.path("ir_bug_kind").asText());
        assertEquals("normalize-memrefs", meta.path("ir_bug_pass").asText());
        assertEquals(
                "expected 1 size values, got 2", meta.path("ir_bug_message").asText());
        assertTrue(Files.readString(caseDir.resolve(CaseFolder.IR_BUG_OUTPUT)).contains("\"memref.reinterpret_cast\""));

        // the command as a user pastes it: the same tool, pass and flags give the verifier's error again
        CommandLineParser.Parsed cmd = CommandLineParser.parse(c.command());
        assertEquals(pipeline, cmd.pipeline());
        RunResult again =
                runner.run(new RunRequest(tool, c.program(), cmd.pipeline(), RunLimits.defaults(), cmd.extraArgs()));
        assertEquals(Integer.valueOf(1), again.exitCode());
        assertTrue(again.stderr().contains("error: expected 1 size values, got 2"), again.stderr());
        // and `rerun CASE`'s check of the verdict holds on it
        assertTrue(InvalidIrRerun.of(
                        CaseDirectorySource.readCase(caseDir), tool, cmd.extraArgs(), RunLimits.defaults(), runner)
                .holds());
    }
}
