package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.bench.fuzz.BareLoop;
import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.campaign.Fuzzer;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench fuzz}'s baseline on the real mlir-opt-19: the bare loop runs what the fuzzer ran. */
class BenchFuzzTest {
    @Test
    void theBareLoopRunsEachMutantAsTheFuzzerDidSameExitCode(@TempDir Path dir) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path camp = dir.resolve("camp");
        FuzzConfig config = FuzzConfig.of(
                        List.of(SharedData.testsuite().toString()), "mlir-opt-19", new FuzzBudget(24, null), camp)
                .withSeed(5)
                .withSeedLimits(30, 40)
                .withGuidance(false, null);
        Fuzzer.run(config, FuzzListener.NONE, () -> false);
        List<RunRecord> records = new ArrayList<>();
        RunRecordsJsonl.read(camp.resolve("runs.jsonl"), l -> records.add(l.record()));
        assertEquals(24, records.size());
        Tool tool = new ToolDiscovery().find("mlir-opt-19").orElseThrow();
        RunLimits limits = RunLimits.defaults().withTimeout(config.timeout());
        List<ProcessSpec> commands = BareLoop.commands(records, tool, List.of("--allow-unregistered-dialect"), limits);
        assertEquals(24, commands.size());
        int compared = 0;
        ProcessRunner runner = new ProcessRunner();
        for (int i = 0; i < records.size(); i++) {
            RunRecord r = records.get(i);
            if (r.timedOut() || r.exitCode() == null) continue;
            // the same exit status, in the one convention (-N for signal N) the records keep
            assertEquals(
                    r.exitCode(),
                    runner.run(commands.get(i)).exitCode(),
                    r.runId() + " " + commands.get(i).argv());
            compared++;
        }
        assertTrue(compared >= 20, "compared " + compared);
        BareLoop.Result bare = BareLoop.run(commands, 2);
        assertEquals(24, bare.runs());
        assertTrue(bare.millis() > 0);
    }

    @Test
    void benchFuzzPrintsBatchedAloneAndBareLoopOfEachRoundAndTheirRatios(@TempDir Path dir) throws Exception {
        MlirRequirement.require("mlir-opt-19");
        PrintStream old = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int rc;
        System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
        try {
            rc = Dialectic.execute(
                    "bench",
                    "fuzz",
                    "--corpus",
                    SharedData.testsuite().toString(),
                    "--max-seeds",
                    "20",
                    "--max-seed-lines",
                    "40",
                    "--minutes",
                    "0.1",
                    "--rounds",
                    "2",
                    "--no-triggers",
                    "--out",
                    dir.resolve("b").toString());
        } finally {
            System.setOut(old);
        }
        assertEquals(0, rc);
        String out = buf.toString(StandardCharsets.UTF_8);
        for (int k = 1; k <= 2; k++) {
            Matcher m = Pattern.compile("round " + k
                            + "  batched +(\\d+) runs .*\\| alone +(\\d+) runs .*\\| bare loop +(\\d+) runs")
                    .matcher(out);
            assertTrue(m.find(), out);
            long records = Files.readAllLines(
                            dir.resolve("b").resolve("round-" + k).resolve("runs.jsonl"))
                    .size();
            long alone = Files.readAllLines(
                            dir.resolve("b").resolve("round-" + k + "-alone").resolve("runs.jsonl"))
                    .size();
            assertEquals(records, Long.parseLong(m.group(1)), out);
            assertEquals(alone, Long.parseLong(m.group(2)), out);
            assertEquals(records, Long.parseLong(m.group(3)), "the bare loop runs the batched round's mutants: " + out);
        }
        assertTrue(
                out.matches(
                        "(?s).*total +batched +[0-9.]+ runs/s \\| alone +[0-9.]+ runs/s \\| bare loop +[0-9.]+ runs/s.*"),
                out);
        assertTrue(out.matches("(?s).*ratio +batched / bare loop [0-9.]+x \\(goal >= 5x\\) (met|NOT met).*"), out);
    }
}
