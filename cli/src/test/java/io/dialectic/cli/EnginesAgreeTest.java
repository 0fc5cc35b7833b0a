package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.analytics.output.SummaryJson;
import io.dialectic.bench.analyze.BenchCorpus;
import io.dialectic.testing.SharedData;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code analyze --engine embedded} (DuckDB, the default) writes what {@code --engine spark} writes: every table
 * (Parquet read back: same columns, same types, same rows), every CSV copy byte for byte, and summary.json bar the
 * wall time. Two analyses cover every table and every source: (1) the bundled sample with its baseline (coverage,
 * curves, richness, new items, miscompiles), the real crash cases of ../shared (clusters split by site), a folder of
 * real test-suite programs never run, records the real mlir-opt-19 wrote with {@code run --triggers} (trigger tables),
 * a JSON Lines file with a broken line (errors), in a folder and under names with a space; (2) a corpus made by the
 * bench's generator ({@link BenchCorpus}, fixed seed), 20,000 records; (3) Parquet records (the sample's committed
 * runs table). The 1M comparison (summary.json and every CSV copy) is {@code bench analyze}'s.
 */
class EnginesAgreeTest {

    @Test
    void embeddedWritesWhatSparkWritesOnTheSampleCrashesSuiteAndTriggers(@TempDir Path dir) throws Exception {
        Path root = SharedData.repoRoot();
        Path canon = TriggerRecords.canon(dir, 6);
        Path suite = SharedData.testsuite().resolve("custom");
        // in a folder, under a name a URI escapes: its source is "<folder>/mixed part.jsonl" in both (Spark's file URI
        // said "mixed%20part.jsonl")
        Path mixedDir = Files.createDirectories(dir.resolve("night 1"));
        Path mixed = mixedDir.resolve("mixed part.jsonl");
        List<String> lines = new ArrayList<>(Files.readAllLines(canon).subList(0, 3));
        lines.add(1, "{\"run_id\": \"cut-off\", \"program_text\": \"func.func @f(");
        Files.write(mixed, lines, StandardCharsets.UTF_8);
        Path tests = Files.createDirectories(dir.resolve("suite"));
        for (int i = 10; i < 40; i++) {
            String name = String.format("s%04d.mlir", i);
            Files.copy(suite.resolve(name), tests.resolve(name));
        }
        List<String> inputs = new ArrayList<>(
                List.of("canon=" + canon, "crashes=" + SharedData.crashes(), "suite=" + tests, "mixed=" + mixedDir));
        inputs.add("seeds=" + root.resolve("datasets/seeds"));
        try (Stream<Path> s = Files.list(root.resolve("datasets/sample"))) {
            s.sorted().forEach(p -> inputs.add(p.toString()));
        }

        List<String> common = new ArrayList<>(inputs);
        common.addAll(List.of("--baseline", "seeds"));
        Path local = assertEnginesAgree(dir, common);
        assertTrue(
                Files.readString(local.resolve("csv/errors.csv")).contains(mixedDir + "/mixed part.jsonl"),
                "the broken line's source");
        for (String t : List.of("trigger_passes.csv", "new_items.csv", "errors.csv")) {
            assertTrue(
                    Files.readAllLines(local.resolve("csv").resolve(t)).size() > 1,
                    t + " has rows: the comparison compares something");
        }
    }

    @Test
    void embeddedReadsParquetRecordsAsSparkDoes(@TempDir Path dir) throws Exception {
        // the committed example's runs table (real Parquet written by the job: lists, a map, nulls; no program texts),
        // as a folder with its _SUCCESS and as a single file
        Path runs = SharedData.repoRoot().resolve("reports/sample/runs.parquet");
        Path part;
        try (Stream<Path> s = Files.list(runs)) {
            part = s.filter(p -> p.getFileName().toString().endsWith(".parquet"))
                    .findFirst()
                    .orElseThrow();
        }
        Path file = Files.copy(part, dir.resolve("one file.parquet"));
        Path local = assertEnginesAgree(dir, List.of("table=" + runs, "file=" + file));
        assertEquals(
                2 * 3406,
                SummaryJson.read(local.resolve("summary.json")).get("runs").asLong(),
                "every record of the sample's runs, twice");
    }

    /**
     * Records the bench's generator made: mutants of the test-suite programs paired with real runs of ../shared/crashes.
     * Enough for every table to have rows of every kind and both engines to split the work into several parts; the
     * comparison at scale (summary.json and every CSV copy of 1,000,000 records) is {@code bench analyze}'s.
     */
    static final long GENERATED_RECORDS = 20_000;

    @Test
    void embeddedWritesWhatSparkWritesOnAGeneratedCorpus(@TempDir Path dir) throws Exception {
        Path corpus = dir.resolve("generated");
        new BenchCorpus(SharedData.testsuite(), SharedData.crashes(), GENERATED_RECORDS, 2, 3, 7).write(corpus);
        Path local = assertEnginesAgree(dir, List.of(corpus.toString()));
        assertEquals(
                GENERATED_RECORDS,
                SummaryJson.read(local.resolve("summary.json")).get("runs").asLong(),
                "every record a run");
    }

    /** Both engines on {@code inputs}; returns the embedded engine's output. */
    private static Path assertEnginesAgree(Path dir, List<String> inputs) throws Exception {
        Path spark = dir.resolve("spark"), local = dir.resolve("local");
        List<String> common = new ArrayList<>(inputs);
        common.addAll(List.of("--quiet", "--master", "local[2]"));
        assertEquals(0, Dialectic.execute(args(common, "--out", spark.toString(), "--engine", "spark")));
        assertEquals(0, Dialectic.execute(args(common, "--out", local.toString(), "--engine", "embedded")));

        assertEquals(summary(spark), summary(local));
        assertEquals(files(spark.resolve("csv")), files(local.resolve("csv")));
        for (String csv : files(spark.resolve("csv"))) {
            assertEquals(
                    Files.readString(spark.resolve("csv").resolve(csv)),
                    Files.readString(local.resolve("csv").resolve(csv)),
                    csv);
        }
        List<String> tables =
                files(spark).stream().filter(f -> f.endsWith(".parquet")).toList();
        assertEquals(
                tables,
                files(local).stream().filter(f -> f.endsWith(".parquet")).toList());
        assertTrue(
                tables.containsAll(List.of(
                        "runs.parquet",
                        "clusters.parquet",
                        "errors.parquet",
                        "miscompile_clusters.parquet",
                        "overlap.parquet")),
                tables.toString());
        SparkSession s = SparkSession.builder()
                .master("local[1]")
                .appName("engines-agree")
                .config("spark.ui.enabled", "false")
                .getOrCreate();
        try {
            for (String t : tables) {
                Dataset<Row> a = s.read().parquet(spark.resolve(t).toString()),
                        b = s.read().parquet(local.resolve(t).toString());
                assertEquals(types(a), types(b), t);
                List<String> ra = rows(a), rb = rows(b);
                assertEquals(ra, rb, t);
                if (List.of("runs.parquet", "clusters.parquet").contains(t)) {
                    assertFalse(ra.isEmpty(), t + " has rows: the comparison compares something");
                }
            }
        } finally {
            s.stop();
        }
        return local;
    }

    private static String[] args(List<String> common, String... more) {
        List<String> all = new ArrayList<>(List.of("analyze"));
        all.addAll(common);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    private static ObjectNode summary(Path out) {
        ObjectNode s = SummaryJson.read(out.resolve("summary.json"));
        s.remove("seconds");
        return s;
    }

    private static List<String> files(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n -> !n.startsWith("."))
                    .sorted()
                    .toList();
        }
    }

    /** Column names and types (nullability aside: Spark marks a count non-null, a table built from rows does not). */
    private static List<String> types(Dataset<Row> d) {
        List<String> out = new ArrayList<>();
        for (StructField f : d.schema().fields())
            out.add(f.name() + ":" + f.dataType().simpleString());
        return out;
    }

    /** The rows as text, sorted (Parquet part files carry no order). */
    private static List<String> rows(Dataset<Row> d) {
        List<String> out = new ArrayList<>();
        for (Row r : d.collectAsList()) out.add(r.toString());
        Collections.sort(out);
        return out;
    }
}
