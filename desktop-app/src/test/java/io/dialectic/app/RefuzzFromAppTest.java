package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.ProgramRow;
import io.dialectic.app.work.FuzzerModule;
import io.dialectic.app.work.RefuzzSession;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Re-fuzz from selected" on the sample results with the real mlir-opt-19:
 * new runs appear in the open views without a restart, and Cancel stops a
 * campaign cleanly (what it wrote stays readable).
 */
class RefuzzFromAppTest {
    @TempDir
    Path tmp;

    @Test
    void aShortRefuzzAddsRunsLiveAndCancelStopsIt() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        SampleResults sample = SampleResults.copy(tmp);
        AppConfig config = AppConfig.of(sample.dir).withSize(1300, 850);
        try (AppHarness h = AppHarness.open(config, FuzzerModule.refuzzer())) {
            h.select(AppConfig.View.PROGRAMS);
            var programs = h.window.programs();
            List<ProgramRow> seeds = h.fxGet(() -> List.of(
                    programs.table().getItems().get(0),
                    programs.table().getItems().get(1)));
            long before = h.wb.overview().runCount();
            assertEquals(sample.records.size(), before);
            int cardsBefore =
                    h.fxGet(() -> h.window.overview().cards().getChildren().size());

            // 1. A short campaign of 24 runs from two selected programs.
            var done = h.fxGet(() -> programs.refuzz(
                    seeds, new RefuzzSession.Budget(24, Duration.ofSeconds(120), 2, 7, 2, "mlir-opt-19")));
            done.get(180, TimeUnit.SECONDS);
            h.idle();
            Path campaign = onlyCampaign(config.workDir());
            List<RunRecord> written = read(campaign.resolve("runs.jsonl"));
            assertEquals(24, written.size());
            long after = h.wb.overview().runCount();
            assertEquals(before + written.size(), after, "every run the fuzzer wrote is in the app");
            // The new campaign is a new card in the Overview, and the progress line shows the live numbers.
            assertEquals(cardsBefore + 1, (int)
                    h.fxGet(() -> h.window.overview().cards().getChildren().size()));
            String line = h.fxGet(() -> programs.refuzzProgress().getText());
            assertTrue(line.contains("runs/s") && line.contains("new patterns") && line.contains("crashes"), line);
            // Crashes found join the cluster table without a restart.
            long crashes =
                    written.stream().filter(r -> r.outcome() == Outcome.CRASH).count();
            long sampleCrashes = sample.crashes().size();
            h.select(AppConfig.View.CLUSTERS);
            h.select(AppConfig.View.PROGRAMS);
            assertEquals(sampleCrashes + crashes, (long) h.fxGet(() -> h.window.clusters().allItems().stream()
                    .mapToLong(i -> i.row().size())
                    .sum()));

            // 2. Cancel: an unlimited campaign stops soon after Cancel, keeping its runs.
            var second = h.fxGet(() ->
                    programs.refuzz(seeds.subList(0, 1), new RefuzzSession.Budget(0, null, 2, 8, 2, "mlir-opt-19")));
            long t0 = System.nanoTime();
            while (h.wb.overview().runCount() == after && System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(60))
                Thread.sleep(200);
            h.fx(programs::cancelRefuzz);
            long cancelAt = System.nanoTime();
            second.get(60, TimeUnit.SECONDS);
            double stopSeconds = (System.nanoTime() - cancelAt) / 1e9;
            h.idle();
            assertTrue(stopSeconds < 30, "stopped " + stopSeconds + " s after Cancel");
            long total = 0;
            for (Path c : campaigns(config.workDir()))
                total += read(c.resolve("runs.jsonl")).size();
            assertEquals(before + total, h.wb.overview().runCount());
            assertTrue(total > written.size(), "the cancelled campaign wrote runs before stopping");
            System.out.printf(
                    "re-fuzz from the app: %d runs in the first campaign (%d crashes); cancelled campaign stopped %.1f s after Cancel%n",
                    written.size(), crashes, stopSeconds);
        }
    }

    private static List<Path> campaigns(Path dir) throws Exception {
        try (var s = Files.list(dir.resolve("refuzz"))) {
            return s.filter(p ->
                            Files.isDirectory(p) && !p.getFileName().toString().endsWith("-seeds"))
                    .sorted()
                    .toList();
        }
    }

    private static Path onlyCampaign(Path dir) throws Exception {
        List<Path> c = campaigns(dir);
        assertEquals(1, c.size(), c.toString());
        return c.get(0);
    }

    private static List<RunRecord> read(Path runs) throws Exception {
        List<RunRecord> out = new ArrayList<>();
        RunRecordsJsonl.read(runs, l -> {
            if (l.record() != null) out.add(l.record());
        });
        return out;
    }
}
