package io.dialectic.reducer.batch;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads the representative run of each crash cluster from the output of
 * {@code dialectic analyze}: {@code csv/clusters.csv} names, per cluster key,
 * the representative run (the smallest crashing program of the cluster) and
 * {@code csv/runs.csv} gives that run's tool and pipeline (items separated by
 * {@code ;}); the program is read from the run's {@code program_path}.
 * Clusters are numbered {@code cluster-001}, ... in the order of clusters.csv.
 */
public final class ClusterRepresentatives {
    /**
     * One cluster's representative.
     *
     * @param program the program text, null when its file is gone (the cluster is then listed with that reason)
     */
    public record Representative(String clusterId, String crashKey, String runId, String tool, List<String> pipeline, String program) {}

    private ClusterRepresentatives() {}

    public static List<Representative> read(Path analysisDir) {
        Path clusters = analysisDir.resolve("csv").resolve("clusters.csv");
        Path runs = analysisDir.resolve("csv").resolve("runs.csv");
        if (!Files.isRegularFile(clusters) || !Files.isRegularFile(runs)) {
            throw new IllegalArgumentException(analysisDir + " has no csv/clusters.csv and csv/runs.csv: run `dialectic analyze` on the crashing runs first");
        }
        Map<String, CSVRecord> runById = new HashMap<>();
        for (CSVRecord r : rows(runs)) runById.put(r.get("run_id"), r);
        List<Representative> out = new ArrayList<>();
        int i = 0;
        for (CSVRecord c : rows(clusters)) {
            i++;
            String id = String.format("cluster-%03d", i);
            CSVRecord run = runById.get(c.get("representative_run_id"));
            String tool = run == null ? firstTool(c.get("tools")) : run.get("tool");
            List<String> pipeline = run == null || run.get("pipeline").isBlank() ? List.of() : Arrays.asList(run.get("pipeline").split(";"));
            String path = run != null ? run.get("program_path") : c.get("representative_program_path");
            out.add(new Representative(id, c.get("crash_key"), c.get("representative_run_id"), tool, pipeline, programAt(path, analysisDir)));
        }
        return out;
    }

    private static List<CSVRecord> rows(Path csv) {
        try (Reader r = Files.newBufferedReader(csv)) {
            return CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get().parse(r).getRecords();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + csv, e);
        }
    }

    private static String firstTool(String tools) {
        String t = tools == null ? "" : tools.split("[;,]")[0].strip();
        return t.isEmpty() ? "mlir-opt-19" : t;
    }

    private static String programAt(String path, Path base) {
        if (path == null || path.isBlank()) return null;
        Path p = Path.of(path);
        if (!p.isAbsolute()) p = base.resolve(p);
        try {
            return Files.isRegularFile(p) ? Files.readString(p) : null;
        } catch (IOException e) {
            return null;
        }
    }
}
