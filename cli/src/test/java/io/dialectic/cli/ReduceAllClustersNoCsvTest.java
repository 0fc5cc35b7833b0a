package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code reduce --all-clusters} on a report made with {@code analyze --no-csv}: the batch reads the report's Parquet
 * tables, as the app does, so a report without CSV copies is reduced like any other. A real crash case of
 * {@code ../shared/crashes} (v19_r1_c00014, the README's example) analyzed and reduced with the real mlir-opt-19; the
 * reducer's fresh re-check of the result shows the cluster's key.
 */
class ReduceAllClustersNoCsvTest {
    @TempDir
    Path tmp;

    @Test
    void aReportWithoutCsvIsReducedFromItsParquetTables() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        Path report = NoCsvReport.of(tmp, "v19_r1_c00014");
        Path source = SharedData.require("crashes/cases/v19_r1_c00014");

        Path out = tmp.resolve("reduced");
        CapturedRun run = CapturedRun.dialectic(
                0,
                "reduce",
                "--all-clusters",
                report.toString(),
                "--budget",
                "60s",
                "--jobs",
                "2",
                "--out",
                out.toString());
        assertTrue(run.out().contains("1 clusters: 1 reduced with their key"), run.out() + run.err());
        List<String> index = Files.readAllLines(out.resolve("index.csv"));
        assertEquals(2, index.size(), String.join("\n", index));
        assertTrue(index.get(1).contains(",reduced,"), index.get(1));
        // the reducer re-checked the result with fresh runs of the real tool: it shows the cluster's key
        JsonNode stats = new ObjectMapper()
                .readTree(out.resolve("cluster-001/stats.json").toFile());
        assertTrue(stats.get("same_signature").asBoolean(), stats.toString());
        long before = Files.size(source.resolve("input.mlir"));
        long after = Files.size(out.resolve("cluster-001/reduced.mlir"));
        assertTrue(after < before, before + " -> " + after + " bytes");
    }
}
