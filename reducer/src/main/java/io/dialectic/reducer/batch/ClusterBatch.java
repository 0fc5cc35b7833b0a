package io.dialectic.reducer.batch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.reducer.ReduceProgress;
import io.dialectic.reducer.ReduceRequest;
import io.dialectic.reducer.ReduceResult;
import io.dialectic.reducer.Reducer;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.store.AtomicFiles;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * {@code dialectic reduce --all-clusters}: reduces the representative run of
 * every crash cluster of an analysed corpus ({@link ClusterRepresentatives}), one folder per cluster
 * ({@code cluster-007/}), and writes {@code index.csv} and {@code index.md}
 * (cluster, sizes before/after, versions it reproduces on, link to the
 * report). A finished cluster folder (its {@code stats.json} exists) is not
 * redone, an unfinished one is resumed, so the batch can be restarted at
 * will. A cluster whose crash no longer reproduces is listed as such.
 */
public final class ClusterBatch {
    /** The per-cluster settings, the same for every cluster; {@code maxClusters} 0 = all. */
    public record Options(Interestingness.Spec keep, Duration budget, int jobs, int confirmRuns, Duration runTimeout, boolean otherVersions, int maxClusters) {}

    /** One line of the index. */
    public record Row(String cluster, String crashKey, String tool, String status, int opsBefore, int opsAfter,
                      int bytesBefore, int bytesAfter, String reproducesOn, String report) {}

    /** What the batch did. */
    public record Summary(List<Row> rows, Path index) {
        public String describe() {
            long ok = rows.stream().filter(r -> r.status().equals("reduced")).count();
            return rows.size() + " clusters: " + ok + " reduced, " + (rows.size() - ok) + " not reproducing or failed; index: " + index;
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private final Reducer reducer;
    private final ToolDiscovery discovery;

    public ClusterBatch(Reducer reducer, ToolDiscovery discovery) {
        this.reducer = reducer;
        this.discovery = discovery;
    }

    public Summary run(Path analysisDir, Path outDir, Options o, Consumer<String> log) {
        List<ClusterRepresentatives.Representative> reps = ClusterRepresentatives.read(analysisDir);
        if (o.maxClusters() > 0 && reps.size() > o.maxClusters()) reps = reps.subList(0, o.maxClusters());
        List<Row> rows = new ArrayList<>();
        int n = 0;
        for (ClusterRepresentatives.Representative rep : reps) {
            n++;
            String folder = rep.clusterId();
            Path dir = outDir.resolve(folder);
            log.accept("[" + n + "/" + reps.size() + "] " + folder + ": " + rep.crashKey());
            rows.add(reduceOne(rep, dir, folder, o, log));
            writeIndex(outDir, rows);
        }
        writeIndex(outDir, rows);
        return new Summary(rows, outDir.resolve("index.md"));
    }

    private Row reduceOne(ClusterRepresentatives.Representative rep, Path dir, String folder, Options o, Consumer<String> log) {
        Path stats = dir.resolve("stats.json");
        if (Files.isRegularFile(stats)) return rowFromStats(folder, rep, stats);
        Optional<Tool> tool = discovery.find(rep.tool());
        if (tool.isEmpty()) return new Row(folder, rep.crashKey(), rep.tool(), "tool not installed", 0, 0, 0, 0, "", "");
        if (rep.program() == null) return new Row(folder, rep.crashKey(), rep.tool(), "program file missing", 0, 0, 0, 0, "", "");
        try {
            ReduceRequest req = new ReduceRequest(rep.program(), tool.get(), rep.pipeline(), List.of(), o.keep(), o.budget(), o.jobs(),
                    true, dir, o.confirmRuns(), o.runTimeout(), o.otherVersions());
            ReduceResult res = reducer.reduce(req, ReduceProgress.Listener.silent());
            log.accept("  " + (res.reproduced() ? res.opsBefore() + " -> " + res.opsAfter() + " ops, " + res.versionSummary() : "does not reproduce"));
            return rowFromStats(folder, rep, stats);
        } catch (RuntimeException e) {
            // One broken cluster must not end the batch: it becomes a row with the error.
            return new Row(folder, rep.crashKey(), rep.tool(), "error: " + e.getMessage(), 0, 0, 0, 0, "", "");
        }
    }

    private static Row rowFromStats(String folder, ClusterRepresentatives.Representative r, Path stats) {
        try {
            JsonNode s = JSON.readTree(stats.toFile());
            boolean reproduced = s.path("reproduced").asBoolean();
            List<String> on = new ArrayList<>();
            s.path("versions").forEach(v -> {
                if (v.path("same_signature").asBoolean()) on.add(v.path("version").asText());
            });
            return new Row(folder, r.crashKey(), r.tool(), reproduced ? (s.path("same_signature").asBoolean() ? "reduced" : "reduced (signature changed)") : "does not reproduce",
                    s.path("ops_before").asInt(), s.path("ops_after").asInt(), s.path("bytes_before").asInt(), s.path("bytes_after").asInt(),
                    String.join(" ", on), folder + "/report.md");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void writeIndex(Path outDir, List<Row> rows) {
        StringBuilder csv = new StringBuilder("cluster,crash_key,tool,status,ops_before,ops_after,bytes_before,bytes_after,reproduces_on,report\n");
        StringBuilder md = new StringBuilder("# Reduced crash clusters\n\n| cluster | status | ops before | ops after | bytes before | bytes after | reproduces on | report | signature |\n|---|---|---|---|---|---|---|---|---|\n");
        for (Row r : rows) {
            csv.append(String.join(",", csvField(r.cluster()), csvField(r.crashKey()), csvField(r.tool()), csvField(r.status()),
                    "" + r.opsBefore(), "" + r.opsAfter(), "" + r.bytesBefore(), "" + r.bytesAfter(), csvField(r.reproducesOn()), csvField(r.report()))).append('\n');
            md.append("| ").append(r.cluster()).append(" | ").append(r.status()).append(" | ").append(r.opsBefore()).append(" | ").append(r.opsAfter())
                    .append(" | ").append(r.bytesBefore()).append(" | ").append(r.bytesAfter()).append(" | ").append(r.reproducesOn().isEmpty() ? "-" : r.reproducesOn())
                    .append(" | ").append(r.report().isEmpty() ? "-" : "[report](" + r.report() + ")").append(" | `")
                    .append(r.crashKey().replace("|", "\\|").replace("`", "'")).append("` |\n");
        }
        AtomicFiles.write(outDir.resolve("index.csv"), csv.toString());
        AtomicFiles.write(outDir.resolve("index.md"), md.toString());
    }

    private static String csvField(String s) {
        if (s == null) return "";
        return s.contains(",") || s.contains("\"") || s.contains("\n") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
