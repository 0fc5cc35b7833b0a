package io.dialectic.app.triage;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.base.Json;
import io.dialectic.base.storage.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

/**
 * Triage verdicts, keyed by cluster key, in {@code triage.json} next to the
 * results ({@code <results>.app/}, see {@code AppConfig.workDir()}). Keyed by the key and not by a row number so that a verdict survives
 * re-analysis (the same bug gets the same key) and verdicts on clusters that a
 * new analysis no longer shows are kept, not dropped.
 *
 * <p>Every change is written at once, atomically: a temporary file in the same
 * directory, forced to disk, then moved over the old one, so a crash of the app
 * leaves either the old or the new file, never half of one.
 *
 * <p>File shape: {@code {"version":1,"clusters":{"<key>":{"status":"reported","note":"..","updated":"<instant>"}}}}.
 */
public final class TriageStore {
    public static final String FILE_NAME = "triage.json";
    private static final ObjectMapper JSON = Json.MAPPER;

    private final Path file;
    private final Clock clock;
    private final Map<String, TriageEntry> entries;

    private TriageStore(Path file, Clock clock, Map<String, TriageEntry> entries) {
        this.file = file;
        this.clock = clock;
        this.entries = entries;
    }

    /**
     * Loads {@code dir/triage.json} ({@code dir} = the app's folder beside the results); a missing file is an
     * empty store. A corrupt file is an error (never overwritten silently).
     */
    public static TriageStore open(Path dir) throws IOException {
        return open(dir, Clock.systemUTC());
    }

    public static TriageStore open(Path dir, Clock clock) throws IOException {
        Path file = dir.resolve(FILE_NAME);
        Map<String, TriageEntry> entries = new TreeMap<>();
        if (Files.exists(file)) {
            JsonNode root;
            try {
                root = JSON.readTree(file.toFile());
            } catch (IOException e) {
                throw new IOException(
                        file + " is not valid JSON ("
                                + e.getMessage().lines().findFirst().orElse("") + "): fix or move it away",
                        e);
            }
            JsonNode clusters = root.path("clusters");
            for (Iterator<Map.Entry<String, JsonNode>> it = clusters.fields(); it.hasNext(); ) {
                var e = it.next();
                JsonNode v = e.getValue();
                entries.put(
                        e.getKey(),
                        new TriageEntry(
                                TriageStatus.fromLabel(v.path("status").asText("new")),
                                v.path("note").asText(""),
                                v.path("updated").asText("")));
            }
        }
        return new TriageStore(file, clock, entries);
    }

    public Path file() {
        return file;
    }

    /** The verdict on {@code key}; {@link TriageEntry#NEW} when there is none. */
    public synchronized TriageEntry get(String key) {
        return entries.getOrDefault(key, TriageEntry.NEW);
    }

    /** Sets and persists the verdict on {@code key}; returns the stored entry. */
    public synchronized TriageEntry set(String key, TriageStatus status, String note) throws IOException {
        TriageEntry e = new TriageEntry(status, note, clock.instant().toString());
        Map<String, TriageEntry> next = new TreeMap<>(entries);
        next.put(key, e);
        write(next);
        entries.put(key, e);
        return e;
    }

    public synchronized Map<String, TriageEntry> all() {
        return Map.copyOf(entries);
    }

    private void write(Map<String, TriageEntry> all) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("version", 1);
        ObjectNode clusters = root.putObject("clusters");
        all.forEach((k, v) -> {
            ObjectNode o = clusters.putObject(k);
            o.put("status", v.status().label());
            o.put("note", v.note());
            o.put("updated", v.updated());
        });
        byte[] bytes = JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(root);
        AtomicFiles.write(file, bytes, true);
    }
}
