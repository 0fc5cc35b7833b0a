package io.dialectic.fuzzer.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.FuzzStats;
import io.dialectic.fuzzer.FuzzSummary;
import io.dialectic.fuzzer.FuzzTactics;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real campaign on mlir-opt-22 with the default tactics and trigger observation: pipelines fitted to the program are
 * drawn and recorded, options reach the tool, and programs the pipelines printed join the pool.
 */
class TacticsCampaignTest {
    @Test
    void fittedPipelinesOptionsAndPassOutputs(@TempDir Path dir) throws Exception {
        MlirRequirement.require("mlir-opt-22");
        Path out = dir.resolve("camp");
        List<String> steps = new ArrayList<>();
        FuzzSummary s = Fuzzer.run(
                FuzzConfig.of(List.of(SharedData.testsuite().toString()), "mlir-opt-22", new FuzzBudget(320, null), out)
                        .withSeed(5)
                        .withSeedLimits(40, 60)
                        .withBatch(8)
                        .withTactics(FuzzTactics.DEFAULT.withPassOutputs(true)),
                new FuzzListener() {
                    @Override
                    public void progress(FuzzStats stats) {}

                    @Override
                    public void step(String line) {
                        steps.add(line);
                    }
                },
                () -> false);
        assertEquals(320, s.stats().runs());
        Map<String, RunRecord> runs = new HashMap<>();
        RunRecordsJsonl.read(
                out.resolve(CampaignDirectory.RUNS), l -> runs.put(l.record().runId(), l.record()));
        List<String> draws = Files.readAllLines(out.resolve(CampaignDirectory.DRAWS));
        assertEquals("run_id\tfuzzed_ms\tdrawn\tpipeline", draws.get(0));
        assertEquals(321, draws.size());
        long fitted = 0;
        long withOptions = 0;
        for (String line : draws.subList(1, draws.size())) {
            String[] f = line.split("\t");
            RunRecord r = runs.get(f[0]);
            assertEquals(String.join(",", r.pipeline()), f[3], "the recorded pipeline is the drawn one");
            if (f[2].startsWith("fit:")) fitted++;
            else assertEquals("uniform", f[2]);
            if (f[3].contains("{")) {
                withOptions++;
                // the option reached the tool: it is on the command line the record ran with, and the tool did not
                // refuse it as an unknown option
                assertTrue(!r.stderr().contains("no such option") && !r.stderr().contains("failed to parse"), line);
            }
        }
        assertTrue(fitted > 0, "no fitted pipeline in 40 batches");
        assertTrue(withOptions > 0, "no option drawn in 40 batches");
        long outputs;
        try (Stream<Path> pool = Files.list(out.resolve("pool"))) {
            outputs = pool.filter(p -> p.getFileName().toString().endsWith(".out.mlir"))
                    .count();
        }
        assertTrue(outputs > 0, "no pass output joined the pool");
        assertTrue(steps.stream().anyMatch(l -> l.startsWith("pass outputs: ")), steps.toString());
    }
}
