package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.triage.TriageEntry;
import io.dialectic.app.triage.TriageStatus;
import io.dialectic.app.triage.TriageStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TriageStoreTest {
    @TempDir
    Path dir;

    final Clock clock = Clock.fixed(Instant.parse("2026-11-22T01:00:00Z"), ZoneOffset.UTC);

    @Test
    void verdictsSurviveReopeningAndKeysWithAnyCharacters() throws IOException {
        String key = "LLVM ERROR: can't \"convert\" N | mlir::detail::walk<mlir::ForwardIterator>";
        TriageStore s = TriageStore.open(dir, clock);
        assertEquals(TriageEntry.NEW, s.get(key));
        s.set(key, TriageStatus.REPORTED, "https://github.com/llvm/llvm-project/issues/1");
        s.set("other", TriageStatus.DUPLICATE, "of " + key);
        TriageStore again = TriageStore.open(dir, clock);
        assertEquals(
                new TriageEntry(
                        TriageStatus.REPORTED, "https://github.com/llvm/llvm-project/issues/1", "2026-11-22T01:00:00Z"),
                again.get(key));
        assertEquals(TriageStatus.DUPLICATE, again.get("other").status());
        assertEquals(2, again.all().size());
        // Only triage.json is left: the temporary file was moved into place.
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(1, files.count());
        }
        assertTrue(Files.readString(dir.resolve("triage.json")).contains("\"status\" : \"reported\""));
    }

    @Test
    void aCorruptFileIsAnErrorNotAnEmptyStore() throws IOException {
        Files.writeString(dir.resolve("triage.json"), "{\"clusters\": {\"k\": ");
        IOException e = assertThrows(IOException.class, () -> TriageStore.open(dir, clock));
        assertTrue(e.getMessage().contains("not valid JSON"), e.getMessage());
        // And it was not overwritten.
        assertEquals("{\"clusters\": {\"k\": ", Files.readString(dir.resolve("triage.json")));
    }
}
