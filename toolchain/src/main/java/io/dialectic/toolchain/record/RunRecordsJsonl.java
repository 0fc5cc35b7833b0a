package io.dialectic.toolchain.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/** Reads and writes run records as JSON Lines, one record a line. */
public final class RunRecordsJsonl {
    private static final ObjectMapper MAPPER = new ObjectMapper().disable(SerializationFeature.INDENT_OUTPUT);

    private RunRecordsJsonl() {}

    public static String toLine(RunRecord r) {
        try {
            return MAPPER.writeValueAsString(r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Parses one line; throws {@link IOException} with the reason when it is not a record. */
    public static RunRecord fromLine(String line) throws IOException {
        return MAPPER.readValue(line, RunRecord.class);
    }

    public static void write(Writer w, RunRecord r) throws IOException {
        w.write(toLine(r));
        w.write('\n');
    }

    /** The outcome of reading one line: a record, or the reason it is not one. */
    public record Line(long lineNumber, RunRecord record, String error) {}

    /** Streams every line of {@code file}; a broken line is reported, never fatal. */
    public static void read(Path file, Consumer<Line> sink) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            long n = 0;
            while ((line = in.readLine()) != null) {
                n++;
                if (line.isBlank()) continue;
                try {
                    sink.accept(new Line(n, fromLine(line), null));
                } catch (IOException e) {
                    sink.accept(new Line(n, null, "line " + n + ": " + e.getMessage().lines().findFirst().orElse("bad JSON")));
                }
            }
        }
    }
}
