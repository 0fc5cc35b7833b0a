package io.dialectic.toolchain;

import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/** Read access to ../shared/crashes for tests (skips the test when it is absent). */
public final class CrashCases {
    private CrashCases() {}

    public static Path root() {
        return SharedData.crashes();
    }

    public static Path dir(String id) {
        return root().resolve("cases").resolve(id);
    }

    public static String stderr(String id) {
        return read(dir(id).resolve("stderr.txt"));
    }

    public static int exit(String id) {
        return Integer.parseInt(read(dir(id).resolve("exit_code.txt")).strip());
    }

    public static List<String> ids() {
        try (Stream<Path> s = Files.list(root().resolve("cases"))) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** index.csv rows by id. */
    public static Map<String, CSVRecord> index() {
        Map<String, CSVRecord> m = new LinkedHashMap<>();
        try (var in = Files.newBufferedReader(root().resolve("index.csv"))) {
            for (CSVRecord r : CSVFormat.DEFAULT
                    .builder()
                    .setHeader()
                    .setSkipHeaderRecord(true)
                    .get()
                    .parse(in)) m.put(r.get("id"), r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return m;
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
