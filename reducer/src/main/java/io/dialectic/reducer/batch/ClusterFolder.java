package io.dialectic.reducer.batch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.base.Json;
import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.base.storage.OutputFolder;
import io.dialectic.reducer.Reducer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Which run a batch's cluster folder holds ({@code cluster.json}), written before its reduction starts and checked
 * before it is continued, so an {@code --out} reused for another analysis is refused per cluster rather than mixed.
 */
final class ClusterFolder {
    /** The batch's own note of which run a cluster folder holds. */
    static final String IDENTITY = "cluster.json";

    private ClusterFolder() {}

    /** Claims {@code dir} for the reduction of {@code program} (continued when it is one already) and notes the run. */
    static void begin(
            Path dir,
            String program,
            String cluster,
            String clusterKey,
            String runId,
            String sha,
            String from,
            String... more) {
        OutputFolder.claimContinue(dir, Reducer.writerFor(program), List.of());
        AtomicFiles.writeUnchecked(dir.resolve(IDENTITY), identity(cluster, clusterKey, runId, sha, from, more));
    }

    /** cluster.json: the cluster, its key, the run and program it holds; {@code more} adds name/value pairs (the crash key). */
    static String identity(String cluster, String clusterKey, String runId, String sha, String from, String... more) {
        ObjectNode id = Json.MAPPER.createObjectNode();
        id.put("cluster", cluster);
        id.put("cluster_key", clusterKey);
        for (int i = 0; i + 1 < more.length; i += 2) id.put(more[i], more[i + 1]);
        id.put("run_id", runId);
        id.put("program_sha256", sha);
        id.put("program_from", from);
        return id.toPrettyString() + "\n";
    }

    /** Why {@code dir} belongs to another run (an --out reused for a different analysis), empty when it is this cluster's or new. */
    static Optional<String> foreign(Path dir, String runId, String programSha256) {
        Path file = dir.resolve(IDENTITY);
        if (!Files.isRegularFile(file)) return Optional.empty();
        try {
            JsonNode id = Json.MAPPER.readTree(file.toFile());
            String run = id.path("run_id").asText();
            String sha = id.path("program_sha256").asText();
            if (run.equals(runId) && sha.equals(programSha256)) return Optional.empty();
            return Optional.of(dir.getFileName() + " holds run " + run + " of another analysis; give a new --out");
        } catch (IOException e) {
            return Optional.of("unreadable " + file + ": " + e.getMessage());
        }
    }
}
