package io.dialectic.fuzzer.guidance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.fuzzer.exec.CatalogPipelineSampler;
import io.dialectic.fuzzer.mutate.Mutator;
import io.dialectic.fuzzer.seeds.SeedLoader;
import io.dialectic.ir.metrics.ProgramMetrics;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Same seed, seeds and results give the same candidates (texts, parents, rules, pipelines); another seed
 * gives others. No compiler: the results are made up the same way for both runs, which is the premise
 * of the reproducibility claim (the tool's verdicts are deterministic with --mlir-disable-threading).
 */
class DeterminismTest {
    private static final PipelineSampler PIPELINES = new CatalogPipelineSampler(
            List.of("cse", "canonicalize", "func.func:loop-invariant-code-motion", "symbol-dce"), 3);

    private static List<Candidate> campaign(long seed, List<PoolEntry> seeds, int n) {
        OdCoverageGuidance g = new OdCoverageGuidance(
                new OdCoverageGuidance.Settings("det", seed, 2), Mutator.mlirod(), PIPELINES, MlirReader::read);
        g.start(seeds);
        List<Candidate> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Candidate c = g.nextInput();
            out.add(c);
            // Every other candidate "valid": it may join the pool and change later choices.
            boolean valid = i % 2 == 0;
            ProgramMetrics m =
                    valid ? ProgramMetrics.of(MlirReader.read(c.text()), OdCoverageGuidance.metricsOptions(2)) : null;
            RunRecord r = RunRecord.builder()
                    .runId(c.runId())
                    .campaign("det")
                    .fuzzer("dialectic")
                    .seq(c.seq())
                    .programText(c.text())
                    .tool("t")
                    .toolVersion("1")
                    .pipeline(c.pipeline())
                    .exitCode(0)
                    .durationMs(1)
                    .stderr("")
                    .parentId(c.parentId())
                    .outcome(valid ? Outcome.VALID : Outcome.GENERAL_MLIR)
                    .build();
            g.handleResult(c, new CandidateRun(r, valid ? Outcome.VALID : Outcome.GENERAL_MLIR, m, null, null));
        }
        return out;
    }

    @Test
    void sameSeedSameMutantsOtherSeedOtherMutants() throws Exception {
        Path generic = SharedData.testsuite().resolve("generic");
        List<Path> all;
        try (var s = Files.list(generic)) {
            all = s.sorted().toList();
        }
        List<String> files = new ArrayList<>();
        for (int i = 0; i < 30; i++) files.add(all.get(100 + 7 * i).toString());
        List<PoolEntry> seeds = SeedLoader.load(files).entries();
        assertEquals(30, seeds.size(), SeedLoader.load(files).problems().toString());

        List<Candidate> a = campaign(42, seeds, 60);
        List<Candidate> b = campaign(42, seeds, 60);
        List<Candidate> c = campaign(43, seeds, 60);
        assertEquals(a, b);
        assertNotEquals(
                a.stream().map(Candidate::text).toList(),
                c.stream().map(Candidate::text).toList());
        // Mutants really are mutants: all four rules ran and changed the parent.
        for (String rule : List.of("R1", "R2", "R3", "R4")) {
            assertTrue(a.stream().anyMatch(x -> x.rule().equals(rule)), rule + " never applied");
        }
        // Seq numbers and run ids follow the call order.
        for (int i = 0; i < a.size(); i++)
            assertEquals(String.format("det-%06d", i), a.get(i).runId());
    }
}
