package io.dialectic.analytics.source;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.input_file_name;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.schema.WideRows;
import io.dialectic.base.RecordFiles;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Run records as JSON Lines (plain or gzip; a file or a folder of them).
 * Spark splits plain files into partitions and each task decodes its lines
 * with Jackson; a line that is not a record becomes an error row quoting it.
 */
final class JsonlSource implements RecordSource {
    @Override
    public Dataset<Row> load(SparkSession spark, InputSpec input, AnalyzeConfig config) {
        String[] files = files(input.path());
        if (files.length == 0)
            return new MissingSource()
                    .load(spark, new InputSpec(input.name(), input.path().resolve("*.jsonl")), config);
        Dataset<Row> lines =
                spark.read().text(files).select(col("value"), input_file_name().as("file"));
        // Name the file as the user gave it (as read() does), not by its absolute URI, whose name is escaped
        // ("night%201.jsonl")
        String given = input.path().toString();
        boolean oneFile = Files.isRegularFile(input.path());
        return WideRows.mapPartitions(
                lines, it -> decode(it, uri -> source(given, oneFile, fileName(uri))), RunSchema.RAW);
    }

    /** The source column of a record of file {@code name} in an input given as {@code given} (a file, or a folder of them). */
    private static String source(String given, boolean oneFile, String name) {
        return oneFile ? given : (given.endsWith("/") ? given : given + "/") + name;
    }

    /** The last segment of a file's URI, unescaped. */
    static String fileName(String uri) {
        String path;
        try {
            path = new URI(uri).getPath();
        } catch (URISyntaxException e) {
            path = null;
        }
        if (path == null) path = uri;
        return path.substring(path.lastIndexOf('/') + 1);
    }

    @Override
    public List<Row> read(InputSpec input, AnalyzeConfig config) {
        List<Row> out = new ArrayList<>();
        stream(input, config, r -> out.add(r.get()));
        return out;
    }

    /**
     * Line by line, each decoded by whoever asks for it (as Spark's text reader: gzip by extension, lines end at \n,
     * \r\n or \r, malformed UTF-8 replaced). The reader only splits the bytes ({@link ByteLines}); the featurizing
     * thread that asks decodes its line.
     */
    @Override
    public void stream(InputSpec input, AnalyzeConfig config, Consumer<Supplier<Row>> sink) {
        String[] files = files(input.path());
        if (files.length == 0) {
            new MissingSource().stream(new InputSpec(input.name(), input.path().resolve("*.jsonl")), config, sink);
            return;
        }
        String given = input.path().toString();
        boolean oneFile = Files.isRegularFile(input.path());
        for (String f : files) {
            Path file = Path.of(f);
            String source = source(given, oneFile, file.getFileName().toString());
            try (InputStream raw = Files.newInputStream(file);
                    InputStream in = f.endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw) {
                ByteLines.split(in, (b, from, to, ascii) -> {
                    if (!ByteLines.blank(b, from, to)) sink.accept(() -> decode(b, from, to, ascii, source));
                });
            } catch (IOException | UncheckedIOException e) {
                Row broken = RunSchema.broken(source, null, null, 0, "unreadable file: " + e);
                sink.accept(() -> broken);
            }
        }
    }

    /**
     * A line's record from its bytes: Jackson reads an ASCII line ({@code ascii}, as {@link ByteLines} found it) that
     * opens an object as it is (its UTF-8 decoding is itself, and Jackson takes it for UTF-8: no byte-order mark, no
     * zero byte second); any other line, and any line Jackson refuses so (the text's parser words the error row), is
     * decoded to text first.
     */
    static Row decode(byte[] b, int from, int to, boolean ascii, String file) {
        if (ascii && to - from >= 2 && b[from] == '{' && b[from + 1] != 0) {
            try {
                return RunSchema.raw(file, RunRecordsJsonl.fromBytes(b, from, to - from));
            } catch (IOException | RuntimeException e) {
                // worded by the text's parser below
            }
        }
        return decode(ByteLines.text(b, from, to), file);
    }

    /** One line's record, or the error row quoting a line that is not one. */
    static Row decode(String text, String file) {
        try {
            return RunSchema.raw(file, RunRecordsJsonl.fromLine(text));
        } catch (IOException | RuntimeException e) {
            String quote = text.length() > 80 ? text.substring(0, 80) + "..." : text;
            String why = String.valueOf(e.getMessage()).lines().findFirst().orElse("bad JSON");
            return RunSchema.broken(file, null, null, 0, RunSchema.BROKEN_LINE + ": " + why + " in: " + quote);
        }
    }

    /** Records of (line, file) rows; {@code sourceOf} names a row's file as the source column shows it. */
    private static Iterator<Row> decode(Iterator<Row> lines, UnaryOperator<String> sourceOf) {
        return new Iterator<>() {
            String lastFile, lastSource; // a part's lines share their file: named once
            Row next = advance();

            private Row advance() {
                while (lines.hasNext()) {
                    Row l = lines.next();
                    String text = l.getString(0);
                    if (text == null || text.isBlank()) continue;
                    if (!Objects.equals(l.getString(1), lastFile)) {
                        lastFile = l.getString(1);
                        lastSource = lastFile == null ? null : sourceOf.apply(lastFile);
                    }
                    return decode(text, lastSource);
                }
                return null;
            }

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public Row next() {
                Row r = next;
                next = advance();
                return r;
            }
        };
    }

    /** The record files of an input, sorted: the file itself, or the JSON Lines files directly in the folder. */
    static String[] files(Path p) {
        if (Files.isRegularFile(p)) return new String[] {p.toAbsolutePath().toString()};
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(p)) {
            s.filter(RecordFiles::isRecordFile)
                    .sorted()
                    .forEach(f -> out.add(f.toAbsolutePath().toString()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toArray(String[]::new);
    }
}
