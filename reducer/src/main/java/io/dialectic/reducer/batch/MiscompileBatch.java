package io.dialectic.reducer.batch;

import com.fasterxml.jackson.databind.JsonNode;
import io.dialectic.base.Json;
import io.dialectic.reducer.MiscompileReducer;
import io.dialectic.reducer.report.MiscompileReport;
import io.dialectic.reducer.result.MiscompileRequest;
import io.dialectic.reducer.result.MiscompileResult;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.toolchain.RefusedInput;
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
 * The miscompile half of {@code reduce --all-clusters}: one miscompile cluster's representative
 * ({@link MiscompileRepresentatives}: a run of {@code fuzz --oracle differential} judged {@code miscompile}) reduced by
 * the {@link MiscompileReducer} ({@code --keep same-miscompile}: still miscompiles in its cell, UB-free, attributed to
 * the same pass) into its own folder, with the crash half's rules (a finished folder is not redone, an unfinished one
 * continues from its best program). Its {@link MiscompileRow}'s status is one of {@code reduced}, {@code reduced (key
 * changed)} (the same pass, other ops on the differing value's slice: its key is in {@code key_after}),
 * {@code reduced, but miscompiles with another key: K} (a key recorded before the rewrite key, pass + op names, is
 * compared with the original's key in that form), {@code no longer miscompiles on a fresh check},
 * {@code does not reproduce}, {@code does not reproduce as a miscompile: VERDICT} (e.g. {@code runtime-divergence}: a
 * {@code runtime-crash} key, whose compiled program dies; the reducer keeps printed values only),
 * {@code program missing: WHY}, {@code tool not installed}, {@code JIT runner not available: WHY},
 * {@code refused: WHY}, {@code error: WHY}.
 */
final class MiscompileBatch {
    private final ToolDiscovery discovery;
    private final MiscompileReducer miscompiles;

    MiscompileBatch(ToolDiscovery discovery) {
        this.discovery = discovery;
        this.miscompiles = new MiscompileReducer(discovery);
    }

    MiscompileRow reduce(
            MiscompileRepresentatives.Representative rep, Path dir, ClusterBatch.Options o, Consumer<String> log) {
        Optional<String> foreign = ClusterFolder.foreign(dir, rep.runId(), rep.programSha256());
        if (foreign.isPresent()) return failed(rep, "error: " + foreign.get());
        Path stats = dir.resolve(MiscompileReducer.STATS);
        if (Files.isRegularFile(stats)) {
            log.accept("  finished in an earlier run, not redone");
            return fromStats(rep, stats);
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
            ClusterFolder.begin(
                    dir,
                    rep.program(),
                    rep.clusterId(),
                    rep.key(),
                    rep.runId(),
                    rep.programSha256(),
                    rep.programFrom(),
                    "miscompile_key");
            MiscompileResult res = miscompiles.reduce(
                    new MiscompileRequest(rep.program(), cell, o.budget(), o.jobs(), dir, true), line -> {});
            log.accept("  "
                    + (res.reproduced()
                            ? res.opsBefore() + " -> " + res.opsAfter() + " ops, reproduces on: " + res.reproducesOn()
                            : "does not reproduce"));
            return fromStats(rep, stats);
        } catch (IOException | RuntimeException e) {
            // One broken cluster must not end the batch: it becomes a row with the error.
            return failed(rep, "error: " + e.getMessage());
        }
    }

    private static MiscompileRow failed(MiscompileRepresentatives.Representative rep, String status) {
        return new MiscompileRow(
                rep.clusterId(), rep.key(), rep.runId(), rep.tool(), "", status, ReductionSizes.NONE, "", "", "");
    }

    static MiscompileRow fromStats(MiscompileRepresentatives.Representative r, Path stats) {
        try {
            JsonNode s = Json.MAPPER.readTree(stats.toFile());
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
                    && !r.key().equals(s.path(MiscompileReport.SLICE_KEY).asText(""))
                    && !r.key().equals(s.path(MiscompileReport.SLICE_KEY_BEFORE).asText(""))) {
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
                    ReductionSizes.ofStats(s),
                    String.join(" ", on),
                    after,
                    r.clusterId() + "/report.md");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
