package io.dialectic.toolchain.batch;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.dialectic.base.Json;
import io.dialectic.base.storage.ShutdownGate;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The file of batch faults a campaign keeps: one JSON line per program whose batch faulted while its lone run did not,
 * with the run id its record has. Both runs are thus kept: the record is the lone run, this line the batch's side.
 */
public final class BatchFaults {
    /** The folder beside a runs file: a subfolder, so that {@code analyze FOLDER} (the .jsonl files directly in it) never reads it as runs. */
    public static final String FOLDER = "batch-faults";

    private BatchFaults() {}

    /** {@code DIR/batch-faults/NAME} for the runs file {@code DIR/NAME}. */
    public static Path beside(Path runs) {
        Path abs = runs.toAbsolutePath();
        return abs.getParent().resolve(FOLDER).resolve(abs.getFileName().toString());
    }

    /** Appends one line, flushed, under a lock (workers call it concurrently). */
    public static synchronized void append(Path file, String runId, BatchFault f) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("run_id", runId);
        line.put("fault", f);
        try {
            String text = Json.SNAKE_CASE.writeValueAsString(line) + "\n";
            Files.createDirectories(file.getParent());
            ShutdownGate.write(() -> Files.writeString(
                    file, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
