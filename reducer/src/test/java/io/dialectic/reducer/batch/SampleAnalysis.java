package io.dialectic.reducer.batch;

import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

/**
 * A copy of the committed {@code reports/sample} analysis (made by {@code dialectic analyze} over
 * {@code datasets/sample}) laid out like the repository: {@code ROOT/reports/sample/csv/} plus only
 * the program files and record files a test chooses to copy under {@code ROOT/datasets/}. The
 * analysis names programs relative to the repository root, so what is not copied is missing.
 */
final class SampleAnalysis {
    static final String ANALYSIS = "reports/sample";

    final Path repo;
    final Path root;
    final Path dir;

    private SampleAnalysis(Path repo, Path root) {
        this.repo = repo;
        this.root = root;
        this.dir = root.resolve(ANALYSIS);
    }

    /** The committed analysis in the repository itself. */
    static Path committed() {
        return SharedData.committed(ANALYSIS + "/csv/clusters.csv").getParent().getParent();
    }

    /** runs.csv copied verbatim, clusters.csv from {@code clusterRows} (rows in clusters.csv's own format). */
    static SampleAnalysis copy(Path root, List<Map<String, String>> clusterRows) throws IOException {
        Path repo = committed().getParent().getParent();
        SampleAnalysis a = new SampleAnalysis(repo, root);
        Files.createDirectories(a.dir.resolve("csv"));
        Files.copy(repo.resolve(ANALYSIS).resolve("csv/runs.csv"), a.dir.resolve("csv/runs.csv"));
        a.writeClusters(clusterRows);
        return a;
    }

    /** The committed clusters.csv, one map per row, in file order. */
    static List<Map<String, String>> clusters() throws IOException {
        return rows(committed().resolve("csv/clusters.csv"));
    }

    /** The committed runs.csv row of one run. */
    static Map<String, String> run(String runId) throws IOException {
        return rows(committed().resolve("csv/runs.csv")).stream()
                .filter(r -> r.get("run_id").equals(runId))
                .findFirst()
                .orElseThrow();
    }

    static List<Map<String, String>> rows(Path csv) throws IOException {
        try (Reader r = Files.newBufferedReader(csv)) {
            return CSVFormat.DEFAULT
                    .builder()
                    .setHeader()
                    .setSkipHeaderRecord(true)
                    .get()
                    .parse(r)
                    .getRecords()
                    .stream()
                    .map(CSVRecord::toMap)
                    .map(m -> (Map<String, String>) new LinkedHashMap<>(m))
                    .toList();
        }
    }

    /** Copies a repository file (a seed, a record file) to the same relative place under the root. */
    SampleAnalysis with(String repoRelative) throws IOException {
        Path to = root.resolve(repoRelative);
        Files.createDirectories(to.getParent());
        Files.copy(repo.resolve(repoRelative), to);
        return this;
    }

    private void writeClusters(List<Map<String, String>> rows) throws IOException {
        List<String> header =
                List.copyOf(rows(committed().resolve("csv/clusters.csv")).get(0).keySet());
        StringWriter w = new StringWriter();
        try (CSVPrinter p = CSVFormat.DEFAULT
                .builder()
                .setHeader(header.toArray(String[]::new))
                .get()
                .print(w)) {
            for (Map<String, String> r : rows)
                p.printRecord(header.stream().map(r::get).toList());
        }
        Files.writeString(dir.resolve("csv/clusters.csv"), w.toString());
        CsvAsParquet.write(dir);
    }
}
