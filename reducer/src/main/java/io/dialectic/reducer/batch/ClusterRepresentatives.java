package io.dialectic.reducer.batch;

import io.dialectic.toolchain.report.ReportRow;
import io.dialectic.toolchain.report.ReportTables;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the representative run of each crash cluster from the output of
 * {@code dialectic analyze}, through {@link ReportTables} (the Parquet tables the app reads too, so a report made
 * with {@code --no-csv} reads the same): the {@code clusters} table names, per cluster (the toolchain's
 * {@code ClusterDefinition}: a crash key, split when its names cannot tell crash sites apart, so one
 * crash key may have several rows), the representative run (the smallest crashing program of the
 * cluster that ran its pass) and
 * the {@code runs} table gives that run's tool, pipeline (items separated by
 * {@code ;}), program path, program hash and source; {@link ProgramLookup}
 * finds the program itself. Clusters are numbered {@code cluster-001}, ... in
 * the order of the clusters table.
 */
public final class ClusterRepresentatives {
    /**
     * One cluster's representative.
     *
     * @param clusterKey    the analysis' cluster key ({@code cluster_key}; the crash key in an analysis older than the column)
     * @param crashKey      the members' crash key, what the reduced program must still show
     * @param program       the program text, null when it cannot be found (the cluster is then listed with {@code programFrom})
     * @param programSha256 the run's program hash from the runs table (empty when unknown): identifies the cluster folder's input
     * @param tool          the tool the run names (data: {@code ClusterBatch} runs the discovered one that stands in for it)
     * @param toolVersion   the run's {@code tool_version}, null when unknown
     * @param extraArgs     tool arguments beyond the pipeline (a crash case's {@code --allow-unregistered-dialect})
     * @param programFrom   the file the program was read from, or why it was not found
     */
    public record Representative(
            String clusterId,
            String clusterKey,
            String crashKey,
            String runId,
            String tool,
            String toolVersion,
            List<String> pipeline,
            List<String> extraArgs,
            String program,
            String programSha256,
            String programFrom) {}

    private ClusterRepresentatives() {}

    /** Representatives of {@code analysisDir}; relative program paths are also tried against the working directory. */
    public static List<Representative> read(Path analysisDir) {
        return read(analysisDir, Path.of(""));
    }

    public static List<Representative> read(Path analysisDir, Path workingDir) {
        try (ReportTables report = ReportTables.open(analysisDir)) {
            return read(report, analysisDir, workingDir);
        }
    }

    private static List<Representative> read(ReportTables report, Path analysisDir, Path workingDir) {
        if (!report.has("clusters") || !report.has("runs")) {
            throw new IllegalArgumentException(analysisDir
                    + " has no clusters and runs tables: run `dialectic analyze` on the crashing runs first");
        }
        List<ReportRow> clusterRows = report.rows("clusters");
        Map<String, ReportRow> runById = runsWithIds(report, clusterRows);
        ProgramLookup lookup = new ProgramLookup(analysisDir, workingDir);
        List<Representative> out = new ArrayList<>();
        int i = 0;
        for (ReportRow c : clusterRows) {
            i++;
            String id = String.format("cluster-%03d", i);
            String runId = c.get("representative_run_id");
            ReportRow run = runById.get(runId);
            String tool = run == null || run.get("tool").isBlank() ? firstTool(c.get("tools")) : run.get("tool");
            String toolVersion = run != null
                            && run.has("tool_version")
                            && !run.get("tool_version").isBlank()
                    ? run.get("tool_version")
                    : null;
            List<String> pipeline = run == null || run.get("pipeline").isBlank()
                    ? List.of()
                    : Arrays.asList(run.get("pipeline").split(";"));
            String path = run != null ? run.get("program_path") : c.get("representative_program_path");
            String sha = run != null ? run.get("program_sha256") : "";
            ProgramLookup.Found found =
                    lookup.find(runId, path, sha, run != null && run.has("source") ? run.get("source") : null);
            if (found.pipeline() != null) pipeline = found.pipeline();
            String clusterKey = c.has("cluster_key") ? c.get("cluster_key") : c.get("crash_key");
            out.add(new Representative(
                    id,
                    clusterKey,
                    c.get("crash_key"),
                    runId,
                    tool,
                    toolVersion,
                    List.copyOf(pipeline),
                    found.extraArgs(),
                    found.text(),
                    sha == null ? "" : sha,
                    found.from()));
        }
        return out;
    }

    /** The runs table's rows of the clusters' representatives (it has a row, with stderr, per run of the corpus). */
    static Map<String, ReportRow> runsWithIds(ReportTables report, List<ReportRow> clusters) {
        Set<String> wanted = new HashSet<>();
        for (ReportRow c : clusters) wanted.add(c.get("representative_run_id"));
        Map<String, ReportRow> out = new HashMap<>();
        for (ReportRow r : report.rowsWhere("runs", "run_id", wanted)) out.put(r.get("run_id"), r);
        return out;
    }

    private static String firstTool(String tools) {
        String t = tools == null ? "" : tools.split("[;,]")[0].strip();
        return t.isEmpty() ? "mlir-opt-19" : t;
    }
}
