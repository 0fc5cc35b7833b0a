package io.dialectic.analytics.source;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.base.Json;
import io.dialectic.base.ProgramBytes;
import io.dialectic.testing.SharedData;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;

/**
 * The byte lines of the JSON Lines reader against what it replaced: {@link BufferedReader#readLine} over the decoded
 * text for the lines, and the record decoded from the line's text for the rows.
 */
class ByteLinesTest {
    /** The lines and blanks as the text reader sees them. */
    private static List<String> byReader(byte[] in) throws IOException {
        List<String> out = new ArrayList<>();
        try (BufferedReader r =
                new BufferedReader(new InputStreamReader(new ByteArrayInputStream(in), StandardCharsets.UTF_8))) {
            for (String l = r.readLine(); l != null; l = r.readLine()) out.add((l.isBlank() ? "blank:" : "line:") + l);
        }
        return out;
    }

    /** Whether {@code [from, to)} holds no byte over 127: the oracle of the reader's flag. */
    private static boolean ascii(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) if (b[i] < 0) return false;
        return true;
    }

    private static List<String> byBytes(byte[] in, int chunk) throws IOException {
        List<String> out = new ArrayList<>();
        ByteLines.split(
                new ByteArrayInputStream(in),
                (b, from, to, ascii) -> {
                    // the flag may be false for an ASCII line, never true for another
                    if (ascii && !ascii(b, from, to))
                        throw new AssertionError("not ASCII: " + ByteLines.text(b, from, to));
                    out.add((ByteLines.blank(b, from, to) ? "blank:" : "line:") + ByteLines.text(b, from, to));
                },
                chunk);
        return out;
    }

    @Test
    void linesEndWhereTheTextReaderEndsThemOnEveryChunkEdge() throws IOException {
        // every end a line can have, blanks of every kind (U+2003 is white space to isBlank), UTF-8 cut across an end,
        // a last line without one
        byte[][] pieces = {
            "{\"a\":1}".getBytes(StandardCharsets.UTF_8),
            "\n".getBytes(),
            "\r".getBytes(),
            "\r\n".getBytes(),
            "\n\r".getBytes(),
            "   \t".getBytes(),
            "\u2003".getBytes(StandardCharsets.UTF_8),
            "\u00e9t\u00e9".getBytes(StandardCharsets.UTF_8),
            {(byte) 0xE2, (byte) 0x82},
            {(byte) 0xFF},
            {0x1C, 0x0B},
            "x".repeat(37).getBytes()
        };
        Random random = new Random(7);
        for (int round = 0; round < 400; round++) {
            ByteArrayOutputStream text = new ByteArrayOutputStream();
            int n = random.nextInt(30);
            for (int i = 0; i < n; i++) text.writeBytes(pieces[random.nextInt(pieces.length)]);
            byte[] in = text.toByteArray();
            List<String> expected = byReader(in);
            for (int chunk : new int[] {1, 2, 3, 7, 8, 9, 16, 64, ByteLines.CHUNK}) {
                assertEquals(expected, byBytes(in, chunk), "round " + round + ", chunks of " + chunk);
            }
        }
    }

    @Test
    void theFirstLineEndIsFoundInEveryPositionOfAWord() throws IOException {
        for (int len = 1; len < 40; len++) {
            for (int at = 0; at < len; at++) {
                for (byte end : new byte[] {'\n', '\r'}) {
                    byte[] b = new byte[len];
                    Arrays.fill(b, (byte) 0x0B); // one below \n and \r's neighbours: a borrow's false flag
                    b[at] = end;
                    if (at + 1 < len) b[at + 1] = (byte) 0xC3; // a byte over 127 right after the end
                    List<int[]> lines = new ArrayList<>();
                    ByteLines.split(
                            new ByteArrayInputStream(b),
                            (c, from, to, ascii) -> lines.add(new int[] {from, to, ascii ? 1 : 0}),
                            64);
                    assertEquals(0, lines.get(0)[0]);
                    assertEquals(at, lines.get(0)[1], "length " + len + ", end at " + at);
                    // the first line is ASCII; its flag is true at least when no byte over 127 shares its last eight
                    if (at + 1 >= len || (at + 1) / 8 != at / 8)
                        assertEquals(1, lines.get(0)[2], "length " + len + ", end at " + at);
                }
            }
        }
    }

    /** A line's row from its bytes, and from its text: the same. */
    private static void sameRow(String line) {
        byte[] b = ("  " + line + "\n").getBytes(StandardCharsets.UTF_8);
        Row fromBytes = JsonlSource.decode(b, 2, b.length - 1, ascii(b, 2, b.length - 1), "f.jsonl");
        Row fromText = JsonlSource.decode(new String(b, 2, b.length - 3, StandardCharsets.UTF_8), "f.jsonl");
        assertEquals(fromText, fromBytes, line);
    }

    /** A record's line as a harness writes it (Jackson writes non-ASCII as UTF-8). */
    private static String line(String runId, String program, String stderr) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("run_id", runId);
        m.put("campaign", "c");
        m.put("program_text", program);
        m.put("tool", "mlir-opt-19");
        m.put("pipeline", List.of("canonicalize"));
        m.put("exit_code", 134);
        m.put("stderr", stderr);
        try {
            return Json.MAPPER.writeValueAsString(m);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aLineDecodesAsItsTextDoesWhateverItHolds() {
        String line = line("r1", "func.func @f() {\n  return\n}\n", "error: \"x\"\t\u00e9\u2003 \ud83d\ude00");
        sameRow(line);
        sameRow(line.replace("\\t", "\\u0009"));
        sameRow("\ufeff" + line); // a byte-order mark
        sameRow("{\"run_id\": \"a\u0000\"}");
        sameRow("{\u0000\"run_id\": \"a\"}");
        sameRow("{\"run_id\": 1e400, \"exit_code\": \"x\"}");
        sameRow("{\"run_id\": \"r\", \"exit_code\": 1.5}");
        sameRow("{\"run_id\": \"r\"} trailing");
        sameRow("{\"run_id\": \"r\"");
        sameRow("[1, 2]");
        sameRow("not json");
        sameRow("{\"run_id\": \"r\", \"unknown\": {\"a\": [1, null]}}");
        sameRow("{\"run_id\": \"bad escape \\q\"}");
        // invalid UTF-8: the text reader replaces it
        byte[] b = "{\"run_id\": \"X\"}".getBytes(StandardCharsets.UTF_8);
        b[12] = (byte) 0xC0;
        // even taken for ASCII, Jackson refuses it and the text decides
        assertEquals(
                JsonlSource.decode(new String(b, StandardCharsets.UTF_8), "f"),
                JsonlSource.decode(b, 0, b.length, true, "f"));
    }

    @Test
    void theSampleCorpusAndTheSharedCrashesDecodeAsTheirText() throws IOException {
        int lines = 0;
        try (Stream<Path> files = Files.list(SharedData.repoRoot().resolve("datasets/sample"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".jsonl.gz"))
                    .sorted()
                    .toList()) {
                try (InputStream in = new GZIPInputStream(Files.newInputStream(f))) {
                    for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                        sameRow(line);
                        lines++;
                    }
                }
            }
        }
        // the real crash logs as the stderr of records (their symbols, paths and quotes), the crashing programs as text
        try (Stream<Path> cases = Files.list(SharedData.crashes().resolve("cases"))) {
            for (Path c : cases.sorted().toList()) {
                String program = ProgramBytes.decode(Files.readAllBytes(c.resolve("input.mlir")));
                String stderr = ProgramBytes.decode(Files.readAllBytes(c.resolve("stderr.txt")));
                sameRow(line(c.getFileName().toString(), program, stderr));
                lines++;
            }
        }
        assertEquals(true, lines > 3000, lines + " lines");
    }
}
