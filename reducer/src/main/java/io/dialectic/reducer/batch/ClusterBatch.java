package io.dialectic.reducer.batch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.base.Json;
import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.base.storage.OutputFolder;
import io.dialectic.base.storage.OutputLock;
import io.dialectic.reducer.MiscompileReducer;
import io.dialectic.reducer.Reducer;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.result.MiscompileRequest;
import io.dialectic.reducer.result.MiscompileResult;
import io.dialectic.reducer.result.ReduceProgress;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.toolchain.ForeignArgs;
import io.dialectic.toolchain.RefusedInput;
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
 * report) after every cluster. A finished cluster folder (its {@code stats.json} exists) is not
 * redone, an unfinished one is resumed, so the batch can be restarted at
 * will; {@code cluster.json} names the run a folder holds, so an {@code --out} reused for another
 * analysis is refused per cluster rather than mixed. Every cluster gets a row whose status is one of
 * {@code reduced}, {@code reduced (signature changed)}, {@code reduced, but crashes with another key: K}
 * (the representative crashes today, but not with its cluster's key: keys are the toolchain Judge's, compared as they are),
 * {@code does not reproduce}, {@code program missing: WHY}, {@code tool not installed}, {@code error: WHY}.
 *
 * <p>Then the miscompile clusters of the analysis ({@link MiscompileRepresentatives}: the {@code miscompile_clusters} table,
 * the runs of {@code fuzz --oracle differential} judged {@code miscompile}, grouped by {@code miscompile_key}), each
 * representative reduced by the {@link MiscompileReducer} ({@code --keep same-miscompile}: still miscompiles in its cell,
 * UB-free, attributed to the same pass) into {@code miscompile-001/}, ... with the same rules: a finished folder
 * ({@code stats.json}) is not redone, an unfinished one continues from its best program, {@code cluster.json} names the
 * run it holds, and every cluster is a row of {@code miscompiles.csv} and of the second table of {@code index.md}, its status
 * one of {@code reduced}, {@code reduced (key changed)} (the result shows the same pass, with other ops on the differing
 * value's slice: its key is in {@code key_after}), {@code reduced, but miscompiles with another key: K} (a key recorded
 * before the rewrite key, pass + op names, is compared with the original's key in that form),
 * {@code no longer miscompiles on a fresh check}, {@code does not reproduce}, {@code does not reproduce as a miscompile: VERDICT}
 * (e.g. {@code runtime-divergence}: a {@code runtime-crash} key, whose compiled program dies; the reducer keeps printed
 * values only), {@code program missing: WHY},
 * {@code tool not installed}, {@code JIT runner not available: WHY}, {@code refused: WHY}, {@code error: WHY}.
 * {@code --keep same-miscompile} reduces the miscompile clusters alone; any other keep applies to the crash clusters,
 * and the miscompile clusters follow them.
 */
public final class ClusterBatch {
    /** The per-cluster settings, the same for every cluster; {@code maxClusters} 0 = all. */
    public record Options(
            Interestingness.Spec keep,
            Duration budget,
            int jobs,
            int confirmRuns,
            Duration runTimeout,
            boolean otherVersions,
            int maxClusters) {}

    /** One line of the index; {@code status} says what became of the cluster, never empty. */
    public record Row(
            String cluster,
            String clusterKey,
            String crashKey,
            String runId,
            String tool,
            String status,
            int opsBefore,
            int opsAfter,
            int bytesBefore,
            int bytesAfter,
            String reproducesOn,
            String report) {
        public boolean reduced() {
            return status.equals("reduced");
        }
    }

    /** One miscompile cluster's line of the index; {@code keyAfter} is the reduced program's key on a fresh check ("" when none). */
    public record MiscompileRow(
            String cluster,
            String miscompileKey,
            String runId,
            String tool,
            String cell,
            String status,
            int opsBefore,
            int opsAfter,
            int bytesBefore,
            int bytesAfter,
            String reproducesOn,
            String keyAfter,
            String report) {
        /** Reduced, still the same miscompile (its key may have changed: {@link #keyAfter}). */
        public boolean reduced() {
            return status.equals("reduced") || status.equals("reduced (key changed)");
        }
    }

    /** What the batch did: crash clusters ({@code rows}) and miscompile clusters. */
    public record Summary(List<Row> rows, List<MiscompileRow> miscompiles, Path index) {
        public String describe() {
            long ok = rows.stream().filter(Row::reduced).count();
            long mok = miscompiles.stream().filter(MiscompileRow::reduced).count();
            String crashes =
                    rows.size() + " clusters: " + ok + " reduced with their key, " + (rows.size() - ok) + " not";
            String mis = miscompiles.size() + " miscompile clusters: " + mok + " reduced, " + (miscompiles.size() - mok)
                    + " not";
            return (miscompiles.isEmpty() ? crashes : rows.isEmpty() ? mis : crashes + "; " + mis)
                    + " (see the status column); index: " + index;
        }
    }

    private static final ObjectMapper JSON = Json.MAPPER;
    /** The marker of a batch folder ({@link OutputFolder}); which analysis a cluster folder belongs to is checked per cluster ({@link #IDENTITY}). */
    public static final OutputFolder.Writer WRITER = OutputFolder.Writer.of("reduce --all-clusters");
    /** The batch's own note of which run a cluster folder holds, so a reused --out never mixes analyses. */
    static final String IDENTITY = "cluster.json";

    private final Reducer reducer;
    private final ToolDiscovery discovery;
    private final MiscompileReducer miscompiles;

    public ClusterBatch(Reducer reducer, ToolDiscovery discovery) {
        this.reducer = reducer;
        this.discovery = discovery;
        this.miscompiles = new MiscompileReducer(discovery);
    }

    public Summary run(Path analysisDir, Path outDir, Options o, Consumer<String> log) {
        return run(analysisDir, Path.of(""), outDir, o, log);
    }

    /** As {@link #run(Path, Path, Options, Consumer)}, with relative program paths also tried against {@code workingDir} (where analyze ran). */
    @SuppressWarnings("try") // the lock is held for the body, never read
    public Summary run(Path analysisDir, Path workingDir, Path outDir, Options o, Consumer<String> log) {
        try (OutputLock lock = OutputLock.acquire(outDir, "dialectic reduce --all-clusters")) {
            return runLocked(analysisDir, workingDir, outDir, o, log);
        }
    }

    private Summary runLocked(Path analysisDir, Path workingDir, Path outDir, Options o, Consumer<String> log) {
        boolean crashes = o.keep().keep() != Interestingness.Keep.SAME_MISCOMPILE;
        if (!crashes && !MiscompileRepresentatives.present(analysisDir)) {
            throw new IllegalArgumentException(analysisDir + " has no table " + MiscompileRepresentatives.TABLE
                    + ": run `dialectic analyze` on the runs of a `fuzz --oracle differential` campaign first");
        }
        List<ClusterRepresentatives.Representative> reps =
                crashes ? ClusterRepresentatives.read(analysisDir, workingDir) : List.of();
        List<MiscompileRepresentatives.Representative> mreps = MiscompileRepresentatives.read(analysisDir, workingDir);
        // The batch folder holds cluster folders (each a reduction, marked as such) and the index: continued, never a
        // user's folder nor the analysis.
        OutputFolder.claimContinue(outDir, WRITER, List.of(analysisDir));
        if (o.maxClusters() > 0 && reps.size() > o.maxClusters()) reps = reps.subList(0, o.maxClusters());
        if (o.maxClusters() > 0 && mreps.size() > o.maxClusters()) mreps = mreps.subList(0, o.maxClusters());
        List<Row> rows = new ArrayList<>();
        List<MiscompileRow> mrows = new ArrayList<>();
        int n = 0;
        for (ClusterRepresentatives.Representative rep : reps) {
            n++;
            String folder = rep.clusterId();
            Path dir = outDir.resolve(folder);
            log.accept("[" + n + "/" + reps.size() + "] " + folder + ": " + rep.clusterKey());
            Row row = reduceOne(rep, dir, folder, o, log);
            log.accept("  " + row.status());
            rows.add(row);
            writeIndex(outDir, rows, mrows);
        }
        n = 0;
        for (MiscompileRepresentatives.Representative rep : mreps) {
            n++;
            log.accept("[" + n + "/" + mreps.size() + "] " + rep.clusterId() + ": " + rep.key());
            MiscompileRow row = reduceMiscompile(rep, outDir.resolve(rep.clusterId()), o, log);
            log.accept("  " + row.status());
            mrows.add(row);
            writeIndex(outDir, rows, mrows);
        }
        writeIndex(outDir, rows, mrows);
        return new Summary(rows, mrows, outDir.resolve("index.md"));
    }

    private MiscompileRow reduceMiscompile(
            MiscompileRepresentatives.Representative rep, Path dir, Options o, Consumer<String> log) {
        Optional<String> foreign = foreignFolder(dir, rep.runId(), rep.programSha256());
        if (foreign.isPresent()) return failed(rep, "error: " + foreign.get());
        Path stats = dir.resolve(MiscompileReducer.STATS);
        if (Files.isRegularFile(stats)) {
            log.accept("  finished in an earlier run, not redone");
            return rowFromMiscompileStats(rep, stats);
        }
        Cell cell;
        try {
            // The analysis's records are data: the tool must be a version the JIT runs, the pipeline may not load code
            // or write files.
            cell = MiscompileReducer.cellOf(rep.runId(), rep.tool(), rep.pipeline());
        } catch (RefusedInput e) {
            log.accept("  " + e.getMessage());
            return failed(rep, "refused: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            return failed(rep, "error: " + e.getMessage());
        }
        if (discovery.find(cell.tool().optBinary).isEmpty()) return failed(rep, "tool not installed");
        if (!JitExecutor.available(cell.tool()))
            return failed(rep, "JIT runner not available: " + cell.tool().runnerBinary + " or its runtime libraries");
        if (rep.program() == null) return failed(rep, "program missing: " + rep.programFrom());
        try {
            OutputFolder.claimContinue(dir, Reducer.writerFor(rep.program()), List.of());
            AtomicFiles.writeUnchecked(
                    dir.resolve(IDENTITY),
                    identity(
                            rep.clusterId(),
                            rep.key(),
                            rep.runId(),
                            rep.programSha256(),
                            rep.programFrom(),
                            "miscompile_key"));
            MiscompileResult res = miscompiles.reduce(
                    new MiscompileRequest(rep.program(), cell, o.budget(), o.jobs(), dir, true), line -> {});
            log.accept("  "
                    + (res.reproduced()
                            ? res.opsBefore() + " -> " + res.opsAfter() + " ops, reproduces on: " + res.reproducesOn()
                            : "does not reproduce"));
            return rowFromMiscompileStats(rep, stats);
        } catch (IOException | RuntimeException e) {
            // One broken cluster must not end the batch: it becomes a row with the error.
            return failed(rep, "error: " + e.getMessage());
        }
    }

    private static MiscompileRow failed(MiscompileRepresentatives.Representative rep, String status) {
        return new MiscompileRow(
                rep.clusterId(), rep.key(), rep.runId(), rep.tool(), "", status, 0, 0, 0, 0, "", "", "");
    }

    private static MiscompileRow rowFromMiscompileStats(MiscompileRepresentatives.Representative r, Path stats) {
        try {
            JsonNode s = JSON.readTree(stats.toFile());
            String original = s.path("miscompile_key").asText("");
            String after =
                    s.path("key_after").isNull() ? "" : s.path("key_after").asText("");
            List<String> on = new ArrayList<>();
            s.path("versions").forEach(v -> {
                if (v.path("same_miscompile").asBoolean()) on.add(v.path("tool").asText());
            });
            String status;
            String verdict = s.path("verdict").asText("");
            if (!s.path("reproduced").asBoolean()) {
                // a runtime-crash key: the fuzzer's miscompile record of a compiled program that died; the miscompile
                // reducer keeps printed values only
                status = verdict.isEmpty() || verdict.equals("miscompile") || verdict.equals("agree")
                        ? "does not reproduce"
                        : "does not reproduce as a miscompile: " + verdict;
            } else if (!r.key().equals(original)
                    && !r.key().equals(s.path("miscompile_key_issue15").asText(""))) {
                // A cluster recorded before the rewrite key carries the slice key: it is compared in that form
                status = "reduced, but miscompiles with another key: " + original;
            } else if (after.isEmpty()) status = "no longer miscompiles on a fresh check";
            else if (!after.equals(original)) status = "reduced (key changed)";
            else status = "reduced";
            return new MiscompileRow(
                    r.clusterId(),
                    r.key(),
                    r.runId(),
                    r.tool(),
                    s.path("cell").asText(),
                    status,
                    s.path("ops_before").asInt(),
                    s.path("ops_after").asInt(),
                    s.path("bytes_before").asInt(),
                    s.path("bytes_after").asInt(),
                    String.join(" ", on),
                    after,
                    r.clusterId() + "/report.md");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Row reduceOne(
            ClusterRepresentatives.Representative rep, Path dir, String folder, Options o, Consumer<String> log) {
        Path stats = dir.resolve("stats.json");
        Optional<String> foreign = foreignFolder(dir, rep.runId(), rep.programSha256());
        if (foreign.isPresent()) return failed(folder, rep, "error: " + foreign.get());
        if (Files.isRegularFile(stats)) {
            log.accept("  finished in an earlier run, not redone");
            return rowFromStats(folder, rep, stats);
        }
        Optional<Tool> tool;
        try {
            // The analysis's records are data: its tool only says which discovered mlir-opt stands in, and its flags
            // must pass.
            ForeignArgs.check(
                    "cluster " + rep.clusterId() + " (run " + rep.runId() + ")", rep.pipeline(), rep.extraArgs());
            tool = discovery.forData(
                    "cluster " + rep.clusterId() + " (run " + rep.runId() + ")", rep.tool(), rep.toolVersion());
        } catch (RefusedInput e) {
            log.accept("  " + e.getMessage());
            return failed(folder, rep, "refused: " + e.getMessage());
        }
        if (tool.isEmpty()) return failed(folder, rep, "tool not installed");
        if (rep.program() == null) return failed(folder, rep, "program missing: " + rep.programFrom());
        try {
            OutputFolder.claimContinue(dir, Reducer.writerFor(rep.program()), List.of());
            AtomicFiles.writeUnchecked(
                    dir.resolve(IDENTITY),
                    identity(
                            rep.clusterId(),
                            rep.clusterKey(),
                            rep.runId(),
                            rep.programSha256(),
                            rep.programFrom(),
                            "crash_key",
                            rep.crashKey()));
            ReduceRequest req = new ReduceRequest(
                    rep.program(),
                    tool.get(),
                    rep.pipeline(),
                    rep.extraArgs(),
                    o.keep(),
                    o.budget(),
                    o.jobs(),
                    true,
                    dir,
                    o.confirmRuns(),
                    o.runTimeout(),
                    o.otherVersions());
            ReduceResult res = reducer.reduce(req, ReduceProgress.Listener.silent());
            log.accept("  "
                    + (res.reproduced()
                            ? res.opsBefore() + " -> " + res.opsAfter() + " ops, " + res.versionSummary()
                            : "does not reproduce"));
            return rowFromStats(folder, rep, stats);
        } catch (RuntimeException e) {
            // One broken cluster must not end the batch: it becomes a row with the error.
            return failed(folder, rep, "error: " + e.getMessage());
        }
    }

    private static Row failed(String folder, ClusterRepresentatives.Representative rep, String status) {
        return new Row(folder, rep.clusterKey(), rep.crashKey(), rep.runId(), rep.tool(), status, 0, 0, 0, 0, "", "");
    }

    /** cluster.json: the cluster, its key, the run and program it holds; {@code more} adds name/value pairs (the crash key). */
    private static String identity(
            String cluster, String clusterKey, String runId, String sha, String from, String... more) {
        ObjectNode id = JSON.createObjectNode();
        id.put("cluster", cluster);
        id.put("cluster_key", clusterKey);
        for (int i = 0; i + 1 < more.length; i += 2) id.put(more[i], more[i + 1]);
        id.put("run_id", runId);
        id.put("program_sha256", sha);
        id.put("program_from", from);
        return id.toPrettyString() + "\n";
    }

    /** Why {@code dir} belongs to another run (an --out reused for a different analysis), empty when it is this cluster's or new. */
    private static Optional<String> foreignFolder(Path dir, String runId, String programSha256) {
        Path file = dir.resolve(IDENTITY);
        if (!Files.isRegularFile(file)) return Optional.empty();
        try {
            JsonNode id = JSON.readTree(file.toFile());
            String run = id.path("run_id").asText();
            String sha = id.path("program_sha256").asText();
            if (run.equals(runId) && sha.equals(programSha256)) return Optional.empty();
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
                if (v.path("same_signature").asBoolean())
                    on.add(v.path("version").asText());
            });
            // Without --other-versions the list is empty, but the crashing tool itself was just re-checked.
            if (on.isEmpty() && reproduced && same)
                on.add(s.path("tool_version").asText());
            String status;
            if (!reproduced) status = "does not reproduce";
            else if (!r.crashKey().equals(key)) status = "reduced, but crashes with another key: " + key;
            else if (!same) status = "reduced (signature changed)";
            else status = "reduced";
            return new Row(
                    folder,
                    r.clusterKey(),
                    r.crashKey(),
                    r.runId(),
                    r.tool(),
                    status,
                    s.path("ops_before").asInt(),
                    s.path("ops_after").asInt(),
                    s.path("bytes_before").asInt(),
                    s.path("bytes_after").asInt(),
                    String.join(" ", on),
                    folder + "/report.md");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** index.csv and index.md of crash clusters alone. */
    static void writeIndex(Path outDir, List<Row> rows) {
        writeIndex(outDir, rows, List.of());
    }

    /**
     * index.csv (crash clusters), miscompiles.csv (miscompile clusters, when there are any) and index.md (a table of each
     * kind; the crash table also when there is neither), rewritten atomically after every cluster. A row without a
     * reduction has empty sizes, not zeros.
     */
    static void writeIndex(Path outDir, List<Row> rows, List<MiscompileRow> mrows) {
        StringBuilder csv = new StringBuilder(
                "cluster,cluster_key,crash_key,run_id,tool,status,ops_before,ops_after,bytes_before,bytes_after,reproduces_on,report\n");
        StringBuilder md = new StringBuilder(
                "# Reduced crash clusters\n\n| cluster | status | ops before | ops after | bytes before | bytes after | reproduces on | report | cluster key |\n|---|---|---|---|---|---|---|---|---|\n");
        for (Row r : rows) {
            List<String> sizes = sizes(r.report(), r.opsBefore(), r.opsAfter(), r.bytesBefore(), r.bytesAfter());
            csvLine(
                    csv,
                    List.of(r.cluster(), r.clusterKey(), r.crashKey(), r.runId(), r.tool(), r.status()),
                    sizes,
                    List.of(r.reproducesOn(), r.report()));
            mdLine(md, r.cluster(), r.status(), sizes, r.reproducesOn(), r.report(), List.of(code(r.clusterKey())));
        }
        AtomicFiles.writeUnchecked(outDir.resolve("index.csv"), csv.toString());
        if (!mrows.isEmpty()) {
            if (rows.isEmpty()) md.setLength(0);
            else md.append('\n');
            StringBuilder mcsv = new StringBuilder(
                    "cluster,miscompile_key,run_id,tool,cell,status,ops_before,ops_after,bytes_before,bytes_after,reproduces_on,key_after,report\n");
            md.append(
                            "# Reduced miscompile clusters\n\n| cluster | status | ops before | ops after | bytes before | bytes after | reproduces on | report | miscompile key | key after |\n")
                    .append("|---|---|---|---|---|---|---|---|---|---|\n");
            for (MiscompileRow r : mrows) {
                List<String> sizes = sizes(r.report(), r.opsBefore(), r.opsAfter(), r.bytesBefore(), r.bytesAfter());
                csvLine(
                        mcsv,
                        List.of(r.cluster(), r.miscompileKey(), r.runId(), r.tool(), r.cell(), r.status()),
                        sizes,
                        List.of(r.reproducesOn(), r.keyAfter(), r.report()));
                mdLine(
                        md,
                        r.cluster(),
                        r.status(),
                        sizes,
                        r.reproducesOn(),
                        r.report(),
                        List.of(code(r.miscompileKey()), r.keyAfter().isEmpty() ? "-" : code(r.keyAfter())));
            }
            AtomicFiles.writeUnchecked(outDir.resolve("miscompiles.csv"), mcsv.toString());
        }
        AtomicFiles.writeUnchecked(outDir.resolve("index.md"), md.toString());
    }

    /** The sizes of a row: empty, not zeros, when there is no reduction (no report). */
    private static List<String> sizes(String report, long opsBefore, long opsAfter, long bytesBefore, long bytesAfter) {
        return report.isEmpty()
                ? List.of("", "", "", "")
                : List.of("" + opsBefore, "" + opsAfter, "" + bytesBefore, "" + bytesAfter);
    }

    /** One CSV line: the {@code head} fields, the sizes, the {@code tail} fields. */
    private static void csvLine(StringBuilder csv, List<String> head, List<String> sizes, List<String> tail) {
        List<String> fields = new ArrayList<>();
        for (String f : head) fields.add(csvField(f));
        fields.addAll(sizes);
        for (String f : tail) fields.add(csvField(f));
        csv.append(String.join(",", fields)).append('\n');
    }

    /** One markdown table row: cluster, status, sizes ("-" when empty), versions, a link to the report, then the key cells. */
    private static void mdLine(
            StringBuilder md,
            String cluster,
            String status,
            List<String> sizes,
            String reproducesOn,
            String report,
            List<String> keys) {
        md.append("| ").append(cluster).append(" | ").append(mdCell(status));
        for (String size : sizes) md.append(" | ").append(size.isEmpty() ? "-" : size);
        md.append(" | ")
                .append(reproducesOn.isEmpty() ? "-" : reproducesOn)
                .append(" | ")
                .append(report.isEmpty() ? "-" : "[report](" + report + ")");
        for (String key : keys) md.append(" | ").append(key);
        md.append(" |\n");
    }

    /** A key as inline code in a markdown cell. */
    private static String code(String key) {
        return "`" + mdCell(key).replace("`", "'") + "`";
    }

    private static String mdCell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }

    private static String csvField(String s) {
        if (s == null) return "";
        return s.contains(",") || s.contains("\"") || s.contains("\n") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }
}
