package io.dialectic.reducer.batch;

import com.fasterxml.jackson.databind.JsonNode;
import io.dialectic.base.Json;
import io.dialectic.reducer.Reducer;
import io.dialectic.reducer.result.ReduceProgress;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.toolchain.ForeignArgs;
import io.dialectic.toolchain.RefusedInput;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The crash half of {@code reduce --all-clusters}: one crash cluster's representative ({@link ClusterRepresentatives})
 * reduced by the {@link Reducer} into its own folder, or its {@code stats.json} read when an earlier run finished it;
 * what became of it is its {@link CrashRow}'s status: {@code reduced}, {@code reduced (signature changed)},
 * {@code reduced, but crashes with another key: K} (the representative crashes today, but not with its cluster's key:
 * keys are the toolchain Judge's, compared as they are), {@code does not reproduce}, {@code program missing: WHY},
 * {@code tool not installed}, {@code refused: WHY}, {@code error: WHY}.
 */
final class CrashBatch {
    private final Reducer reducer;
    private final ToolDiscovery discovery;

    CrashBatch(Reducer reducer, ToolDiscovery discovery) {
        this.reducer = reducer;
        this.discovery = discovery;
    }

    CrashRow reduce(
            ClusterRepresentatives.Representative rep,
            Path dir,
            String folder,
            ClusterBatch.Options o,
            Consumer<String> log) {
        Path stats = dir.resolve("stats.json");
        Optional<String> foreign = ClusterFolder.foreign(dir, rep.runId(), rep.programSha256());
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
            ClusterFolder.begin(
                    dir,
                    rep.program(),
                    rep.clusterId(),
                    rep.clusterKey(),
                    rep.runId(),
                    rep.programSha256(),
                    rep.programFrom(),
                    "crash_key",
                    rep.crashKey());
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

    private static CrashRow failed(String folder, ClusterRepresentatives.Representative rep, String status) {
        return new CrashRow(
                folder, rep.clusterKey(), rep.crashKey(), rep.runId(), rep.tool(), status, ReductionSizes.NONE, "", "");
    }

    private static CrashRow rowFromStats(String folder, ClusterRepresentatives.Representative r, Path stats) {
        try {
            JsonNode s = Json.MAPPER.readTree(stats.toFile());
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
            return new CrashRow(
                    folder,
                    r.clusterKey(),
                    r.crashKey(),
                    r.runId(),
                    r.tool(),
                    status,
                    ReductionSizes.ofStats(s),
                    String.join(" ", on),
                    folder + "/report.md");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
