package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.fuzzer.seeds.SeedLoader;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.report.ReportTables;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code fuzz --seeds runs:REPORT:ID} on a report made with {@code analyze --no-csv}: the seed loader reads the
 * report's runs table through toolchain's {@link ReportTables}, as {@code reduce --all-clusters} and the app do, so a
 * report without CSV copies gives the same seeds. A real crash case of {@code ../shared/crashes} analyzed for real.
 */
class FuzzSeedsFromNoCsvReportTest {
    @TempDir
    Path tmp;

    @Test
    void aRunOfAReportWithoutCsvIsASeed() throws Exception {
        Path report = NoCsvReport.of(tmp, "v19_r1_c00014");
        String runId;
        try (ReportTables tables = ReportTables.open(report)) {
            runId = tables.rows("runs").get(0).get("run_id");
        }

        SeedLoader.Seeds seeds = SeedLoader.load(List.of("runs:" + report + ":" + runId));
        assertEquals(List.of(), seeds.problems());
        assertEquals(1, seeds.entries().size());
        assertEquals(
                Files.readString(SharedData.require("crashes/cases/v19_r1_c00014/input.mlir")),
                seeds.entries().get(0).text());
    }
}
