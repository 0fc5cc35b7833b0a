package io.dialectic.toolchain.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.storage.JsonlTail;
import io.dialectic.testing.SharedData;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run-record file cut by a kill -9 in the middle of its last record, as the sample corpus's records would be. */
class JsonlTailTest {
    @Test
    void aTornLastRecordIsCutWithAWarningAndWholeRecordsStay(@TempDir Path tmp) throws Exception {
        List<String> lines = sampleLines(5);
        Path f = tmp.resolve("runs.jsonl");
        String whole = String.join("\n", lines.subList(0, 4)) + "\n";
        String last = lines.get(4);
        Files.writeString(f, whole + last.substring(0, last.length() / 2));
        Optional<String> w = JsonlTail.trimTorn(f);
        assertTrue(w.isPresent());
        assertTrue(w.get().contains("line 5") && w.get().contains(f.toString()), w.get());
        assertEquals(whole, Files.readString(f));
        List<String> errors = new ArrayList<>();
        RunRecordsJsonl.read(f, l -> {
            if (l.error() != null) errors.add(l.error());
        });
        assertEquals(List.of(), errors);
        // a clean file, and an empty one, are left alone
        assertEquals(Optional.empty(), JsonlTail.trimTorn(f));
        assertEquals(whole, Files.readString(f));
        Path empty = Files.createFile(tmp.resolve("empty.jsonl"));
        assertEquals(Optional.empty(), JsonlTail.trimTorn(empty));
        // a single torn record: nothing whole is left
        Path one = tmp.resolve("one.jsonl");
        Files.writeString(one, last.substring(0, 10));
        assertTrue(JsonlTail.trimTorn(one).isPresent());
        assertEquals(0, Files.size(one));
    }

    /** The first n records of the project's sample corpus (datasets/sample), as written by `dialectic run`. */
    static List<String> sampleLines(int n) throws Exception {
        Path gz = SharedData.repoRoot().resolve("datasets").resolve("sample").resolve("lowered-random.jsonl.gz");
        List<String> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(
                new InputStreamReader(new GZIPInputStream(Files.newInputStream(gz)), StandardCharsets.UTF_8))) {
            for (String l; out.size() < n && (l = in.readLine()) != null; ) out.add(l);
        }
        return out;
    }
}
