package io.dialectic.fuzzer.campaign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.fuzzer.FuzzConfig;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The campaign's budget survives a resume: kept in campaign.json, its fuzzing time in stats.json; no silent "unlimited". */
class CampaignBudgetTest {
    @Test
    void zeroOrNegativeIsRefusedAndTheTextReadsBack() {
        for (String b : List.of("0", "-3", "0s", "-1m"))
            assertThrows(IllegalArgumentException.class, () -> FuzzBudget.parse(b), b);
        assertEquals(
                new FuzzBudget(2000, null),
                FuzzBudget.parse(FuzzBudget.parse("2000").text()));
        assertEquals(
                new FuzzBudget(0, Duration.ofMinutes(10)),
                FuzzBudget.parse(FuzzBudget.parse("10m").text()));
    }

    @Test
    void resumeWithoutABudgetKeepsTheRecordedOneAndAGivenOneWins(@TempDir Path dir) {
        FuzzConfig started = FuzzConfig.of(List.of("seeds"), "mlir-opt-19", FuzzBudget.parse("2000"), dir);
        CampaignManifest m = CampaignManifest.of(started, "19.1.7");
        FuzzConfig resumed = new FuzzConfig(
                List.of(),
                "mlir-opt-19",
                null,
                2,
                1,
                3,
                dir,
                true,
                2,
                16,
                Duration.ofSeconds(10),
                0,
                0,
                null,
                true,
                null);
        assertEquals(new FuzzBudget(2000, null), m.applyTo(resumed).budget());
        assertEquals(
                new FuzzBudget(50, null),
                m.applyTo(resumed.withBudget(new FuzzBudget(50, null))).budget());
        // a manifest written before budgets were kept: the default
        CampaignManifest old = new CampaignManifest(
                m.campaign(),
                m.fuzzer(),
                m.tool(),
                m.toolVersion(),
                m.seed(),
                m.seeds(),
                m.maxPasses(),
                m.depth(),
                m.window(),
                m.maxSeeds(),
                m.maxSeedLines(),
                m.timeoutMs(),
                null,
                null,
                null,
                null);
        assertEquals(FuzzBudget.DEFAULT, old.applyTo(resumed).budget());
    }

    @Test
    void fuzzingTimeAccumulatesOverSessions(@TempDir Path dir) throws Exception {
        Path camp = dir.resolve("camp");
        try (CampaignDirectory c = CampaignDirectory.open(camp, false)) {
            c.writeManifest(CampaignManifest.of(
                    FuzzConfig.of(List.of("seeds"), "mlir-opt-19", FuzzBudget.parse("10m"), camp), "19.1.7"));
            assertEquals(0, c.fuzzedMs());
            c.writeStats(Map.of("runs", 10), 61_000);
            assertEquals(61_000, c.fuzzedMs());
        }
        try (CampaignDirectory c = CampaignDirectory.open(camp, true)) {
            assertEquals(61_000, c.fuzzedMs());
        }
        // 10 minutes of budget, 61 s fuzzed before: 539 s left, not 600
        FuzzBudget b = FuzzBudget.parse("10m");
        assertEquals(true, b.timeLeft(61_000 + 538_000));
        assertEquals(false, b.timeLeft(61_000 + 539_000));
    }
}
