package io.dialectic.bench.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.bench.measure.CpuTime;
import io.dialectic.fuzzer.FuzzTactics;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The protocol end to end on mlir-opt-22: two configurations side by side, and what the tables say of them. */
class YieldBenchmarkTest {
    @Test
    void sideBySideCampaignsFillTheTablesOfBothConfigurations(@TempDir Path tmp) throws IOException {
        MlirRequirement.require("mlir-opt-22");
        Tool tool = new ToolDiscovery().find("mlir-opt-22").orElseThrow();
        List<YieldBenchmark.Configuration> configs = List.of(
                new YieldBenchmark.Configuration("uniform", FuzzTactics.UNIFORM, true),
                new YieldBenchmark.Configuration("default", FuzzTactics.DEFAULT, true));
        Path out = tmp.resolve("yield");
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        YieldBenchmark.run(
                new YieldBenchmark.Options(
                        SharedData.testsuite(), tool, 0.25, 1, 7, 1, 40, 120, null, configs, true, out),
                new PrintStream(printed, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));

        List<String> summary = Files.readAllLines(out.resolve("yield-summary.csv"));
        assertEquals(3, summary.size(), "a header and one row per campaign: " + summary);
        Map<String, String[]> byConfig =
                summary.stream().skip(1).map(l -> l.split(",")).collect(Collectors.toMap(f -> f[0], f -> f));
        for (YieldBenchmark.Configuration c : configs) {
            String[] row = byConfig.get(c.name());
            long runs = Long.parseLong(row[3]);
            Path records = out.resolve(c.name()).resolve("rep-1").resolve("runs.jsonl");
            assertTrue(runs > 0, c.name() + " recorded no run");
            try (var lines = Files.lines(records)) {
                assertEquals(runs, lines.count(), c.name() + ": the summary's runs are the campaign's records");
            }
            // every cluster of the campaign is counted at its last checkpoint, even one first seen in a batch in flight
            List<String> curve = Files.readAllLines(out.resolve("yield-curves.csv")).stream()
                    .filter(l -> l.startsWith(c.name() + ","))
                    .toList();
            assertEquals(10, curve.size(), c.name() + ": ten checkpoints");
            assertEquals(row[5], curve.get(9).split(",")[4], c.name() + ": clusters at the end");
            // distinct bugs by kind, each key once: the keys the campaign's records carry
            List<RunRecord> recs = new ArrayList<>();
            RunRecordsJsonl.read(records, l -> recs.add(l.record()));
            assertTrue(
                    Long.parseLong(row[11]) <= Long.parseLong(row[5]), c.name() + ": a site is one or more clusters");
            assertEquals(
                    Long.toString(distinct(recs, r -> "invalid-ir".equals(r.irBugKind()) ? r.irBugKey() : null)),
                    row[12]);
            assertEquals(
                    Long.toString(distinct(recs, r -> "roundtrip".equals(r.irBugKind()) ? r.irBugKey() : null)),
                    row[13]);
            assertEquals(
                    Long.toString(distinct(recs, r -> r.outcome() == Outcome.MISCOMPILE ? r.miscompileKey() : null)),
                    row[14]);
        }
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("uniform: "), printed.toString());
        assertTrue(printed.toString(StandardCharsets.UTF_8).contains("distinct bugs: "), printed.toString());
        // one process ran both: its tools' CPU is the repetition's, the same on both rows
        String[] u = byConfig.get("uniform");
        String[] d = byConfig.get("default");
        assertEquals(u[8], d[8]);
        assertEquals("repetition", u[10]);
    }

    private static long distinct(List<RunRecord> records, Function<RunRecord, String> key) {
        return records.stream().map(key).filter(Objects::nonNull).distinct().count();
    }

    @Test
    void sideBySideCampaignsShareTheirRepetitionsCpu() {
        YieldBenchmark.Campaign a = campaign(1, 100, 1000, 9000);
        YieldBenchmark.Campaign b = campaign(1, 200, 1100, 9500);
        YieldBenchmark.Campaign c = campaign(2, 300, 2000, 6000);
        // alone: a campaign's own CPU over its runs
        assertEquals(90.0, YieldBenchmark.perRun(List.of(a), false).childMs(), 1e-9);
        assertEquals(
                (9000 + 9500) / 300.0,
                YieldBenchmark.perRun(List.of(a, b), false).childMs(),
                1e-9);
        // side by side: a and b each saw both; the repetition's CPU once, over both campaigns' runs
        assertEquals(9500 / 300.0, YieldBenchmark.perRun(List.of(a, b), true).childMs(), 1e-9);
        assertEquals(1100 / 300.0, YieldBenchmark.perRun(List.of(a, b), true).jvmMs(), 1e-9);
        assertEquals(
                (9500 + 6000) / 600.0,
                YieldBenchmark.perRun(List.of(a, b, c), true).childMs(),
                1e-9);
    }

    private static YieldBenchmark.Campaign campaign(int repetition, long runs, double jvmMs, double childMs) {
        return new YieldBenchmark.Campaign(
                new YieldBenchmark.Configuration("x" + runs, FuzzTactics.DEFAULT, true),
                repetition,
                repetition,
                runs,
                60_000,
                new CpuTime(jvmMs, childMs),
                List.of(),
                List.of(),
                DistinctBugs.none(),
                List.of());
    }
}
