package io.dialectic.fuzzer.seeds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.FuzzStats;
import io.dialectic.fuzzer.campaign.Fuzzer;
import io.dialectic.fuzzer.guidance.PoolEntry;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Seed preparation on the real mlir-opt-19 and real custom-form seeds of the shared test suite. */
class SeedPreparationTest {
    private static final ToolDiscovery DISCOVERY = new ToolDiscovery();

    private static Tool tool() {
        MlirRequirement.require("mlir-opt-19");
        return DISCOVERY.find("mlir-opt-19").orElseThrow();
    }

    /** Custom-form seeds s0400..: the test-suite loader gives them with their index flags. */
    private static List<PoolEntry> customSeeds(int from, int n) {
        List<PoolEntry> all = SeedLoader.load(
                        List.of(SharedData.testsuite().resolve("custom").toString()))
                .entries();
        return all.subList(from, from + n);
    }

    private static SeedNormalizer normalizer(Path cacheRoot, int batch) {
        Tool t = tool();
        return new SeedNormalizer(
                new ToolRunner(DISCOVERY),
                t,
                RunLimits.defaults(),
                2,
                cacheRoot == null ? Optional.empty() : SeedCache.of(cacheRoot, t),
                batch);
    }

    @Test
    void batchedPrintingEqualsOneRunPerSeedIncludingRejections() {
        List<PoolEntry> seeds = new ArrayList<>(customSeeds(400, 40));
        // Real rejections: seeds that need --allow-unregistered-dialect, given without it (the tool says why).
        List<PoolEntry> unregistered =
                SeedLoader.load(List.of(SharedData.testsuite().resolve("custom").toString())).entries().stream()
                        .filter(e -> e.flags().contains("--allow-unregistered-dialect"))
                        .limit(6)
                        .toList();
        for (PoolEntry e : unregistered) {
            seeds.add(e);
            seeds.add(new PoolEntry(e.id() + "-noflag", e.text(), List.of(), e.origin()));
        }
        List<String> problemsBatched = new ArrayList<>();
        List<String> problemsAlone = new ArrayList<>();
        SeedNormalizer.Prepared batched =
                normalizer(null, SeedNormalizer.BATCH).prepare(seeds, problemsBatched, l -> {});
        SeedNormalizer.Prepared alone = normalizer(null, 1).prepare(seeds, problemsAlone, l -> {});
        assertEquals(alone.entries(), batched.entries());
        assertEquals(problemsAlone, problemsBatched);
        assertTrue(problemsAlone.size() >= 6, "the seeds without their flag are rejected: " + problemsAlone);
        assertTrue(
                problemsAlone.stream().anyMatch(p -> p.contains("-noflag: mlir-opt-19 does not accept it")),
                problemsAlone.toString());
        assertTrue(batched.printed() >= 30, "custom-form seeds go to the tool: " + batched);
    }

    @Test
    void aSecondPreparationTakesEverythingFromTheCacheAndACorruptEntryIsRedone(@TempDir Path dir) throws Exception {
        List<PoolEntry> seeds = customSeeds(1200, 12);
        Path cache = dir.resolve("cache");
        SeedNormalizer.Prepared first =
                normalizer(cache, SeedNormalizer.BATCH).prepare(seeds, new ArrayList<>(), l -> {});
        assertEquals(12, first.printed() + first.asIs());
        assertTrue(first.printed() > 0, first.toString());
        SeedNormalizer.Prepared second =
                normalizer(cache, SeedNormalizer.BATCH).prepare(seeds, new ArrayList<>(), l -> {});
        assertEquals(0, second.printed());
        assertEquals(first.printed(), second.fromCache());
        assertEquals(first.entries(), second.entries());

        // Damage one entry: a byte of its program changed (the header's SHA-256 no longer matches).
        PoolEntry victim = seeds.stream()
                .filter(s -> !SeedNormalizer.isMutable(s.text()))
                .findFirst()
                .orElseThrow();
        Path entry = SeedCache.of(cache, tool()).orElseThrow().entryFile(victim.text(), victim.flags());
        byte[] good = Files.readAllBytes(entry);
        byte[] bad = good.clone();
        bad[bad.length - 10] ^= 0x01;
        Files.write(entry, bad);
        SeedNormalizer.Prepared third =
                normalizer(cache, SeedNormalizer.BATCH).prepare(seeds, new ArrayList<>(), l -> {});
        assertEquals(1, third.printed());
        assertEquals(first.printed() - 1, third.fromCache());
        assertEquals(first.entries(), third.entries());
        assertEquals(new String(good, StandardCharsets.UTF_8), Files.readString(entry), "the entry is written again");

        // A torn entry (cut inside its header) is ignored the same way.
        Files.write(entry, Arrays.copyOf(good, 20));
        SeedNormalizer.Prepared fourth =
                normalizer(cache, SeedNormalizer.BATCH).prepare(seeds, new ArrayList<>(), l -> {});
        assertEquals(1, fourth.printed());
        assertEquals(first.entries(), fourth.entries());
    }

    @Test
    void aSecondCampaignFromTheSameSeedsPreparesNothingAnew(@TempDir Path dir) throws Exception {
        tool();
        // Eight custom-form seeds of the shared test suite, copied with their index.json (so their flags hold).
        Path corpus = dir.resolve("corpus");
        Path custom = Files.createDirectories(corpus.resolve("custom"));
        Files.copy(SharedData.testsuite().resolve("index.json"), corpus.resolve("index.json"));
        try (Stream<Path> s = Files.list(SharedData.testsuite().resolve("custom"))) {
            for (Path p : s.sorted().skip(2000).limit(8).toList()) Files.copy(p, custom.resolve(p.getFileName()));
        }
        Path cache = dir.resolve("cache");
        List<String> firstSteps = new ArrayList<>();
        List<String> secondSteps = new ArrayList<>();
        FuzzConfig c1 = FuzzConfig.of(
                        List.of(custom.toString()), "mlir-opt-19", new FuzzBudget(4, null), dir.resolve("camp1"))
                .withGuidance(false, null);
        Fuzzer.run(c1, listener(firstSteps), () -> false, cache);
        FuzzConfig c2 = FuzzConfig.of(
                        List.of(custom.toString()), "mlir-opt-19", new FuzzBudget(4, null), dir.resolve("camp2"))
                .withGuidance(false, null);
        Fuzzer.run(c2, listener(secondSteps), () -> false, cache);
        assertTrue(
                firstSteps.stream()
                        .anyMatch(
                                l -> l.matches(
                                        "seeds prepared in .*: 0 already generic, 0 from the cache, 8 printed by mlir-opt-19 now; 0 unusable")),
                firstSteps.toString());
        assertTrue(
                secondSteps.stream()
                        .anyMatch(
                                l -> l.matches(
                                        "seeds prepared in .*: 0 already generic, 8 from the cache, 0 printed by mlir-opt-19 now; 0 unusable")),
                secondSteps.toString());
        // Both campaigns start from the same generic programs.
        assertEquals(seedTexts(dir.resolve("camp1")), seedTexts(dir.resolve("camp2")));
    }

    private static FuzzListener listener(List<String> steps) {
        return new FuzzListener() {
            @Override
            public void progress(FuzzStats stats) {}

            @Override
            public void step(String line) {
                steps.add(line);
            }
        };
    }

    private static List<String> seedTexts(Path campaign) throws Exception {
        List<String> out = new ArrayList<>();
        RunRecordsJsonl.read(campaign.resolve("seeds").resolve("seeds.jsonl"), l -> {
            RunRecord r = l.record();
            out.add(r.runId() + "\n" + r.programText());
        });
        assertEquals(8, out.size());
        assertTrue(out.get(0).contains("\"func.func\"") || out.get(0).contains("\"builtin.module\""), out.get(0));
        return out;
    }
}
