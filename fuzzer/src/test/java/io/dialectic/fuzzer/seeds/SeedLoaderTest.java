package io.dialectic.fuzzer.seeds;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.fuzzer.guidance.PoolEntry;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.record.ValidRuns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SeedLoaderTest {
    @Test
    void filesAreSplitAtMarkersAndDirectoriesReadInPathOrder(@TempDir Path dir) throws Exception {
        Files.writeString(
                dir.resolve("b.mlir"), "func.func @x() {\n  return\n}\n// -----\nfunc.func @y() {\n  return\n}\n");
        Files.createDirectories(dir.resolve("sub"));
        Files.writeString(dir.resolve("sub").resolve("a.mlir"), "func.func @z() {\n  return\n}\n");
        Files.writeString(dir.resolve("notes.txt"), "not a program");
        SeedLoader.Seeds s = SeedLoader.load(
                List.of(dir.toString(), dir.resolve("missing.mlir").toString()));
        assertEquals(
                List.of("b.mlir#0", "b.mlir#1", "sub/a.mlir"),
                s.entries().stream().map(PoolEntry::id).toList());
        assertEquals(1, s.problems().size());
    }

    @Test
    void theTestSuiteRootGivesItsGenericProgramsWithTheirFlags() {
        SeedLoader.Seeds s = SeedLoader.load(List.of(SharedData.testsuite().toString()));
        assertEquals(5781, s.entries().size());
        // index.json lists --allow-unregistered-dialect for 378 programs.
        assertEquals(
                378,
                s.entries().stream()
                        .filter(e -> e.flags().contains("--allow-unregistered-dialect"))
                        .count());
        assertEquals("s0000.mlir", s.entries().get(0).id());
        assertEquals(true, s.entries().get(0).text().startsWith("\"builtin.module\""));
    }

    /** A valid cse run of mlir-opt-19 on {@code text}, as a campaign records it. */
    private static RunRecord validRun(String id, String campaign, long seq, String text) {
        return ValidRuns.of(id, text)
                .campaign(campaign)
                .fuzzer("dialectic")
                .seq(seq)
                .build();
    }

    @Test
    void runIdsPickProgramsFromRunRecords(@TempDir Path dir) throws Exception {
        Path runs = dir.resolve("runs.jsonl");
        StringBuilder sb = new StringBuilder();
        for (String id : List.of("c-1", "c-2", "c-3")) {
            sb.append(RunRecordsJsonl.toLine(validRun(id, "c", 0, "// program " + id + "\n")))
                    .append('\n');
        }
        Files.writeString(runs, sb.toString());
        SeedLoader.Seeds s = SeedLoader.load(List.of("runs:" + dir + ":c-3,c-1,c-9"));
        assertEquals(
                List.of("c-3", "c-1"), s.entries().stream().map(PoolEntry::id).toList());
        assertEquals("// program c-3\n", s.entries().get(0).text());
        assertEquals(List.of("runs:" + dir + ": no run with id c-9"), s.problems());
    }

    @Test
    void runIdsOfAnAnalysisAreFoundThroughTheSourceColumnOfItsRunsTable(@TempDir Path dir) throws Exception {
        Path records = dir.resolve("camp").resolve("runs.jsonl");
        Files.createDirectories(records.getParent());
        Files.writeString(records, RunRecordsJsonl.toLine(validRun("camp-000007", "camp", 7, "// seven\n")) + "\n");
        // The columns dialectic analyze writes (a subset; stderr with a newline as in real output), as the report's
        // Parquet table: no csv/ folder, as analyze --no-csv leaves it.
        Path table = Files.createDirectories(dir.resolve("analysis").resolve("runs.parquet"));
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:");
                Statement st = c.createStatement()) {
            st.execute(
                    "COPY (SELECT 'camp-000007' AS run_id, 'camp' AS campaign, 'line 1' || chr(10) || 'line 2' AS stderr, '"
                            + records + "' AS source) TO '" + table.resolve("part-00000.parquet")
                            + "' (FORMAT PARQUET)");
        }
        SeedLoader.Seeds s = SeedLoader.load(List.of("runs:" + dir.resolve("analysis") + ":camp-000007"));
        assertEquals(List.of(), s.problems());
        assertEquals("// seven\n", s.entries().get(0).text());
    }
}
