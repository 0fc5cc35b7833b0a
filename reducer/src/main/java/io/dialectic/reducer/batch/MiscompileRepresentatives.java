package io.dialectic.reducer.batch;

import io.dialectic.toolchain.report.ReportRow;
import io.dialectic.toolchain.report.ReportTables;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Reads the representative run of each miscompile cluster from the output of {@code dialectic analyze}, as
 * {@link ClusterRepresentatives} does for crash clusters: the {@code miscompile_clusters} table is the one cluster
 * definition of miscompiles (analytics {@code MiscompileClusters}: the runs judged {@code miscompile} grouped by their
 * {@code miscompile_key}, the representative the smallest program, ties by run id), the {@code runs} table gives the
 * representative's tool, pipeline, program hash and source, and {@link ProgramLookup} finds its program (a
 * differential campaign's records hold {@code program_text}). Clusters are numbered {@code miscompile-001}, ... in
 * the order of that table. An analysis without the table (older than it, or of no executed program)
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
     * @param programSha256 the run's program hash from the runs table (empty when unknown): identifies the cluster folder's input
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

    /** The report's table of miscompile clusters. */
    public static final String TABLE = "miscompile_clusters";

    private MiscompileRepresentatives() {}

    /** Whether {@code analysisDir} has the miscompile table (it may still have no rows). */
    public static boolean present(Path analysisDir) {
        return ReportTables.source(analysisDir, TABLE).isPresent();
    }

    /** The representatives of {@code analysisDir}, none when it has no miscompile table; relative program paths are also tried against {@code workingDir}. */
    public static List<Representative> read(Path analysisDir, Path workingDir) {
        if (!present(analysisDir)) return List.of();
        try (ReportTables report = ReportTables.open(analysisDir)) {
            return read(report, analysisDir, workingDir);
        }
    }

    private static List<Representative> read(ReportTables report, Path analysisDir, Path workingDir) {
        if (!report.has("runs"))
            throw new IllegalArgumentException(
                    analysisDir + " has the table " + TABLE + " but no runs table: run `dialectic analyze` again");
        List<ReportRow> rows = report.rows(TABLE);
        Map<String, ReportRow> runById = ClusterRepresentatives.runsWithIds(report, rows);
        ProgramLookup lookup = new ProgramLookup(analysisDir, workingDir);
        List<Representative> out = new ArrayList<>();
        int i = 0;
        for (ReportRow c : rows) {
            i++;
            String id = String.format("miscompile-%03d", i);
            String runId = c.get("representative_run_id");
            ReportRow run = runById.get(runId);
            String tool = run != null && !run.get("tool").isBlank() ? run.get("tool") : firstOf(c.get("tools"));
            String items = run != null ? run.get("pipeline") : c.get("representative_pipeline");
            List<String> pipeline = items == null || items.isBlank() ? List.of() : Arrays.asList(items.split(";"));
            String sha = run != null ? run.get("program_sha256") : "";
            ProgramLookup.Found found = lookup.find(
                    runId,
                    run != null ? run.get("program_path") : null,
                    sha,
                    run != null && run.has("source") ? run.get("source") : null);
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
