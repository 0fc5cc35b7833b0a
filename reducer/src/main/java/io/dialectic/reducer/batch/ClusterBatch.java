package io.dialectic.reducer.batch;

import io.dialectic.base.Json;
import io.dialectic.base.storage.OutputLock;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.reducer.ReduceProgress;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.reducer.Reducer;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ForeignArgs;
import io.dialectic.toolchain.RefusedInput;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.base.storage.OutputFolder;
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
 * report) after every cluster. A finished cluster folder (its {@code stats.json} exists) is not
 * redone, an unfinished one is resumed, so the batch can be restarted at
 * will; {@code cluster.json} names the run a folder holds, so an {@code --out} reused for another
 * analysis is refused per cluster rather than mixed. Every cluster gets a row whose status is one of
 * {@code reduced}, {@code reduced (signature changed)}, {@code reduced, but crashes with another key: K}
 * (the representative crashes today, but not with its cluster's key: keys are the toolchain Judge's, compared as they are),
 * {@code does not reproduce}, {@code program missing: WHY}, {@code tool not installed}, {@code error: WHY}.
 */
public final class ClusterBatch {
    /** The per-cluster settings, the same for every cluster; {@code maxClusters} 0 = all. */
    public record Options(Interestingness.Spec keep, Duration budget, int jobs, int confirmRuns, Duration runTimeout, boolean otherVersions, int maxClusters) {}

    /** One line of the index; {@code status} says what became of the cluster, never empty. */
    public record Row(String cluster, String clusterKey, String crashKey, String runId, String tool, String status, int opsBefore, int opsAfter,
                      int bytesBefore, int bytesAfter, String reproducesOn, String report) {
        public boolean reduced() {
            return status.equals("reduced");
        }
    }

    /** What the batch did. */
    public record Summary(List<Row> rows, Path index) {
        public String describe() {
            long ok = rows.stream().filter(Row::reduced).count();
            return rows.size() + " clusters: " + ok + " reduced with their key, " + (rows.size() - ok) + " not (see the status column); index: " + index;
        }
    }

    private static final ObjectMapper JSON = Json.MAPPER;
    /** The marker of a batch folder ({@link OutputFolder}); which analysis a cluster folder belongs to is checked per cluster ({@link #IDENTITY}). */
    public static final OutputFolder.Writer WRITER = OutputFolder.Writer.of("reduce --all-clusters");
    /** The batch's own note of which run a cluster folder holds, so a reused --out never mixes analyses. */
    static final String IDENTITY = "cluster.json";
    private final Reducer reducer;
    private final ToolDiscovery discovery;

    public ClusterBatch(Reducer reducer, ToolDiscovery discovery) {
        this.reducer = reducer;
        this.discovery = discovery;
    }

    public Summary run(Path analysisDir, Path outDir, Options o, Consumer<String> log) {
        return run(analysisDir, Path.of(""), outDir, o, log);
    }

    /** As {@link #run(Path, Path, Options, Consumer)}, with relative program paths also tried against {@code workingDir} (where analyze ran). */
    public Summary run(Path analysisDir, Path workingDir, Path outDir, Options o, Consumer<String> log) {
        try (OutputLock lock = OutputLock.acquire(outDir, "dialectic reduce --all-clusters")) {
            return runLocked(analysisDir, workingDir, outDir, o, log);
        }
    }

    private Summary runLocked(Path analysisDir, Path workingDir, Path outDir, Options o, Consumer<String> log) {
        List<ClusterRepresentatives.Representative> reps = ClusterRepresentatives.read(analysisDir, workingDir);
        // The batch folder holds cluster folders (each a reduction, marked as such) and the index: continued, never a user's folder nor the analysis.
        OutputFolder.claimContinue(outDir, WRITER, List.of(analysisDir));
        if (o.maxClusters() > 0 && reps.size() > o.maxClusters()) reps = reps.subList(0, o.maxClusters());
        List<Row> rows = new ArrayList<>();
        int n = 0;
        for (ClusterRepresentatives.Representative rep : reps) {
            n++;
            String folder = rep.clusterId();
            Path dir = outDir.resolve(folder);
            log.accept("[" + n + "/" + reps.size() + "] " + folder + ": " + rep.clusterKey());
            Row row = reduceOne(rep, dir, folder, o, log);
            log.accept("  " + row.status());
            rows.add(row);
            writeIndex(outDir, rows);
        }
        writeIndex(outDir, rows);
        return new Summary(rows, outDir.resolve("index.md"));
    }

    private Row reduceOne(ClusterRepresentatives.Representative rep, Path dir, String folder, Options o, Consumer<String> log) {
        Path stats = dir.resolve("stats.json");
        Optional<String> foreign = foreignFolder(dir, rep);
        if (foreign.isPresent()) return failed(folder, rep, "error: " + foreign.get());
        if (Files.isRegularFile(stats)) {
            log.accept("  finished in an earlier run, not redone");
            return rowFromStats(folder, rep, stats);
        }
        Optional<Tool> tool;
        try {
            // The analysis's records are data: its tool only says which discovered mlir-opt stands in, and its flags must pass.
            ForeignArgs.check("cluster " + rep.clusterId() + " (run " + rep.runId() + ")", rep.pipeline(), rep.extraArgs());
            tool = discovery.forData("cluster " + rep.clusterId() + " (run " + rep.runId() + ")", rep.tool(), rep.toolVersion());
        } catch (RefusedInput e) {
            log.accept("  " + e.getMessage());
            return failed(folder, rep, "refused: " + e.getMessage());
        }
        if (tool.isEmpty()) return failed(folder, rep, "tool not installed");
        if (rep.program() == null) return failed(folder, rep, "program missing: " + rep.programFrom());
        try {
            OutputFolder.claimContinue(dir, Reducer.writerFor(rep.program()), List.of());
            AtomicFiles.writeUnchecked(dir.resolve(IDENTITY), identity(rep));
            ReduceRequest req = new ReduceRequest(rep.program(), tool.get(), rep.pipeline(), rep.extraArgs(), o.keep(), o.budget(), o.jobs(),
                    true, dir, o.confirmRuns(), o.runTimeout(), o.otherVersions());
            ReduceResult res = reducer.reduce(req, ReduceProgress.Listener.silent());
            log.accept("  " + (res.reproduced() ? res.opsBefore() + " -> " + res.opsAfter() + " ops, " + res.versionSummary() : "does not reproduce"));
            return rowFromStats(folder, rep, stats);
        } catch (RuntimeException e) {
            // One broken cluster must not end the batch: it becomes a row with the error.
            return failed(folder, rep, "error: " + e.getMessage());
        }
    }

    private static Row failed(String folder, ClusterRepresentatives.Representative rep, String status) {
        return new Row(folder, rep.clusterKey(), rep.crashKey(), rep.runId(), rep.tool(), status, 0, 0, 0, 0, "", "");
    }

    private static String identity(ClusterRepresentatives.Representative rep) {
        ObjectNode id = JSON.createObjectNode();
        id.put("cluster", rep.clusterId());
        id.put("cluster_key", rep.clusterKey());
        id.put("crash_key", rep.crashKey());
        id.put("run_id", rep.runId());
        id.put("program_sha256", rep.programSha256());
        id.put("program_from", rep.programFrom());
        return id.toPrettyString() + "\n";
    }

    /** Why {@code dir} belongs to another run (an --out reused for a different analysis), empty when it is this cluster's or new. */
    private static Optional<String> foreignFolder(Path dir, ClusterRepresentatives.Representative rep) {
        Path file = dir.resolve(IDENTITY);
        if (!Files.isRegularFile(file)) return Optional.empty();
        try {
            JsonNode id = JSON.readTree(file.toFile());
            String run = id.path("run_id").asText();
            String sha = id.path("program_sha256").asText();
            if (run.equals(rep.runId()) && sha.equals(rep.programSha256())) return Optional.empty();
            return Optional.of(dir.getFileName() + " holds run " + run + " of another analysis; give a new --out");
        } catch (IOException e) {
            return Optional.of("unreadable " + file + ": " + e.getMessage());
        }
    }

    private static Row rowFromStats(String folder, ClusterRepresentatives.Representative r, Path stats) {
        try {
            JsonNode s = JSON.readTree(stats.toFile());
            boolean reproduced = s.path("reproduced").asBoolean();
            boolean same = s.path("same_signature").asBoolean();
            String key = s.path("crash_key").asText();
            List<String> on = new ArrayList<>();
            s.path("versions").forEach(v -> {
                if (v.path("same_signature").asBoolean()) on.add(v.path("version").asText());
            });
            // Without --other-versions the list is empty, but the crashing tool itself was just re-checked.
            if (on.isEmpty() && reproduced && same) on.add(s.path("tool_version").asText());
            String status;
            if (!reproduced) status = "does not reproduce";
            else if (!r.crashKey().equals(key)) status = "reduced, but crashes with another key: " + key;
            else if (!same) status = "reduced (signature changed)";
            else status = "reduced";
            return new Row(folder, r.clusterKey(), r.crashKey(), r.runId(), r.tool(), status,
                    s.path("ops_before").asInt(), s.path("ops_after").asInt(), s.path("bytes_before").asInt(), s.path("bytes_after").asInt(),
                    String.join(" ", on), folder + "/report.md");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** index.csv and index.md, rewritten atomically after every cluster. A row without a reduction has empty sizes, not zeros. */
    static void writeIndex(Path outDir, List<Row> rows) {
        StringBuilder csv = new StringBuilder("cluster,cluster_key,crash_key,run_id,tool,status,ops_before,ops_after,bytes_before,bytes_after,reproduces_on,report\n");
        StringBuilder md = new StringBuilder("# Reduced crash clusters\n\n| cluster | status | ops before | ops after | bytes before | bytes after | reproduces on | report | cluster key |\n|---|---|---|---|---|---|---|---|---|\n");
        for (Row r : rows) {
            boolean sized = !r.report().isEmpty();
            List<String> sizes = sized ? List.of("" + r.opsBefore(), "" + r.opsAfter(), "" + r.bytesBefore(), "" + r.bytesAfter()) : List.of("", "", "", "");
            csv.append(csvField(r.cluster())).append(',').append(csvField(r.clusterKey())).append(',').append(csvField(r.crashKey())).append(',').append(csvField(r.runId())).append(',')
                    .append(csvField(r.tool())).append(',').append(csvField(r.status())).append(',').append(String.join(",", sizes)).append(',')
                    .append(csvField(r.reproducesOn())).append(',').append(csvField(r.report())).append('\n');
            md.append("| ").append(r.cluster()).append(" | ").append(mdCell(r.status()));
            for (String size : sizes) md.append(" | ").append(size.isEmpty() ? "-" : size);
            md.append(" | ").append(r.reproducesOn().isEmpty() ? "-" : r.reproducesOn())
                    .append(" | ").append(sized ? "[report](" + r.report() + ")" : "-")
                    .append(" | `").append(mdCell(r.clusterKey()).replace("`", "'")).append("` |\n");
        }
        AtomicFiles.writeUnchecked(outDir.resolve("index.csv"), csv.toString());
        AtomicFiles.writeUnchecked(outDir.resolve("index.md"), md.toString());
    }

    private static String mdCell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }

    private static String csvField(String s) {
        if (s == null) return "";
        return s.contains(",") || s.contains("\"") || s.contains("\n") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
