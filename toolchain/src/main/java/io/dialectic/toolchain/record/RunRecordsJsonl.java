package io.dialectic.toolchain.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.base.Json;
import io.dialectic.base.RecordFiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;

/** Reads and writes run records as JSON Lines, one record a line. */
public final class RunRecordsJsonl {
    private static final ObjectMapper MAPPER = Json.MAPPER;

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
        return READER.readValue(line, RunRecord.class);
    }

    /** {@link #fromLine} of a line's UTF-8 bytes {@code [offset, offset + length)} of {@code bytes}. */
    public static RunRecord fromBytes(byte[] bytes, int offset, int length) throws IOException {
        return READER.readValue(bytes, offset, length, RunRecord.class);
    }

    public static void write(Writer w, RunRecord r) throws IOException {
        w.write(toLine(r));
        w.write('\n');
    }

    /** The outcome of reading one line: a record, or the reason it is not one. */
    public record Line(long lineNumber, RunRecord record, String error) {}

    /**
     * The longest line read as a record (32 MiB). The runner caps a stderr at 256 KiB; a line far
     * beyond that is not a run record anyone can use, and reading it whole would cost its size
     * several times over in memory. A longer line is reported and skipped without being held.
     */
    public static final int MAX_LINE_BYTES = 32 << 20;

    /** Json.MAPPER lets MAX_LINE_BYTES, with its clear message, be the only limit on a line's strings. */
    private static final ObjectMapper READER = Json.MAPPER;

    /**
     * Streams every line of {@code file}; a broken line is reported, never fatal: bad JSON, invalid
     * UTF-8 (the byte offset in the line is named), a line over {@link #MAX_LINE_BYTES}. Lines end at
     * {@code \n}; a {@code \r} before it is dropped.
     */
    public static void read(Path file, Consumer<Line> sink) throws IOException {
        try (InputStream raw = Files.newInputStream(file);
                InputStream in = RecordFiles.isGzip(file) ? new GZIPInputStream(raw, 1 << 16) : raw) {
            byte[] chunk = new byte[1 << 16];
            ByteArrayOutputStream line = new ByteArrayOutputStream();
            long length = 0; // bytes of the current line, including those not kept
            long n = 0;
            int got;
            while ((got = in.read(chunk)) > 0) {
                int from = 0;
                for (int i = 0; i < got; i++) {
                    if (chunk[i] != '\n') continue;
                    length += i - from;
                    if (length <= MAX_LINE_BYTES) line.write(chunk, from, i - from);
                    lineDone(++n, line, length, sink);
                    line.reset();
                    length = 0;
                    from = i + 1;
                }
                length += got - from;
                if (length <= MAX_LINE_BYTES) line.write(chunk, from, got - from);
                else line.reset();
            }
            if (length > 0) lineDone(++n, line, length, sink);
        }
    }

    private static void lineDone(long n, ByteArrayOutputStream bytes, long length, Consumer<Line> sink) {
        if (length > MAX_LINE_BYTES) {
            sink.accept(new Line(
                    n,
                    null,
                    String.format(
                            Locale.ROOT,
                            "line %d: a record of %.1f MB, over the %d MiB limit of one line (a stderr this long is no crash report: cut it before importing)",
                            n,
                            length / 1e6,
                            MAX_LINE_BYTES >> 20)));
            return;
        }
        byte[] b = bytes.toByteArray();
        int len = b.length > 0 && b[b.length - 1] == '\r' ? b.length - 1 : b.length;
        String text;
        try {
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(b, 0, len))
                    .toString();
        } catch (CharacterCodingException e) {
            sink.accept(new Line(
                    n, null, "line " + n + ": invalid UTF-8 at byte " + firstInvalidByte(b, len) + " of the line"));
            return;
        }
        if (text.isBlank()) return;
        try {
            sink.accept(new Line(n, fromJson(text), null));
        } catch (IOException e) {
            sink.accept(new Line(
                    n,
                    null,
                    "line " + n + ": " + e.getMessage().lines().findFirst().orElse("bad JSON")));
        }
    }

    private static RunRecord fromJson(String line) throws IOException {
        return READER.readValue(line, RunRecord.class);
    }

    /** Offset of the first byte that is not part of a valid UTF-8 sequence. */
    static int firstInvalidByte(byte[] b, int len) {
        var dec = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(b, 0, len);
        CharBuffer out = CharBuffer.allocate(len + 1);
        var r = dec.decode(in, out, true);
        return r.isError() ? in.position() : len;
    }
}
