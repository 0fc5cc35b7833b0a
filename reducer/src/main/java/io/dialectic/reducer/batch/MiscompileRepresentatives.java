package io.dialectic.reducer.batch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads the representative run of each miscompile cluster from the output of {@code dialectic analyze}, as
 * {@link ClusterRepresentatives} does for crash clusters: {@code csv/miscompile_clusters.csv} is the one cluster
 * definition of miscompiles (analytics {@code MiscompileClusters}: the runs judged {@code miscompile} grouped by their
 * {@code miscompile_key}, the representative the smallest program, ties by run id), {@code csv/runs.csv} gives the
 * representative's tool, pipeline, program hash and source, and {@link ProgramLookup} finds its program (a
 * differential campaign's records hold {@code program_text}). Clusters are numbered {@code miscompile-001}, ... in
 * the order of miscompile_clusters.csv. An analysis without the table (older than it, or of no executed program)
 * has no miscompile clusters.
 */
public final class MiscompileRepresentatives {
    /**
     * One miscompile cluster's representative.
     *
     * @param key           the cluster's {@code miscompile_key}
     * @param tool          the tool the run names (data: it must be mlir-opt-19 or -22 to be reduced)
     * @param pipeline      the run's pipeline items (no leading dashes), the cell it miscompiled in
     * @param program       the program text, null when it cannot be found (then {@code programFrom} says why)
     * @param programSha256 the run's program hash from runs.csv (empty when unknown): identifies the cluster folder's input
     */
    public record Representative(
            String clusterId,
            String key,
            String runId,
            String tool,
            List<String> pipeline,
            String program,
            String programSha256,
            String programFrom) {}

    /** The table's file inside an analysis. */
    public static final String TABLE = "miscompile_clusters.csv";

    private MiscompileRepresentatives() {}

    /** Whether {@code analysisDir} has the miscompile table (it may still have no rows). */
    public static boolean present(Path analysisDir) {
        return Files.isRegularFile(analysisDir.resolve("csv").resolve(TABLE));
    }

    /** The representatives of {@code analysisDir}, none when it has no miscompile table; relative program paths are also tried against {@code workingDir}. */
    public static List<Representative> read(Path analysisDir, Path workingDir) {
        Path clusters = analysisDir.resolve("csv").resolve(TABLE);
        Path runs = analysisDir.resolve("csv").resolve("runs.csv");
        if (!Files.isRegularFile(clusters)) return List.of();
        if (!Files.isRegularFile(runs))
            throw new IllegalArgumentException(
                    analysisDir + " has csv/" + TABLE + " but no csv/runs.csv: run `dialectic analyze` again");
        List<CSVRecord> rows = ClusterRepresentatives.rows(clusters);
        Set<String> wanted = new HashSet<>();
        for (CSVRecord c : rows) wanted.add(c.get("representative_run_id"));
        Map<String, CSVRecord> runById = ClusterRepresentatives.runsWithIds(runs, wanted);
        ProgramLookup lookup = new ProgramLookup(analysisDir, workingDir);
        List<Representative> out = new ArrayList<>();
        int i = 0;
        for (CSVRecord c : rows) {
            i++;
            String id = String.format("miscompile-%03d", i);
            String runId = c.get("representative_run_id");
            CSVRecord run = runById.get(runId);
            String tool = run != null && !run.get("tool").isBlank() ? run.get("tool") : firstOf(c.get("tools"));
            String items = run != null ? run.get("pipeline") : c.get("representative_pipeline");
            List<String> pipeline = items == null || items.isBlank() ? List.of() : Arrays.asList(items.split(";"));
            String sha = run != null ? run.get("program_sha256") : "";
            ProgramLookup.Found found = lookup.find(
                    runId,
                    run != null ? run.get("program_path") : null,
                    sha,
                    run != null && run.isMapped("source") ? run.get("source") : null);
            if (found.pipeline() != null && !found.pipeline().isEmpty()) pipeline = found.pipeline();
            out.add(new Representative(
                    id,
                    c.get("miscompile_key"),
                    runId,
                    tool,
                    List.copyOf(pipeline),
                    found.text(),
                    sha == null ? "" : sha,
                    found.from()));
        }
        return out;
    }

    private static String firstOf(String list) {
        return list == null ? "" : list.split(";")[0].strip();
    }
}
