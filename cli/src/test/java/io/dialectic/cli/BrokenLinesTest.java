package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.testing.SharedData;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Broken lines of real run records are named by file and line number, not only counted. */
class BrokenLinesTest {
    @TempDir
    Path tmp;

    @Test
    void namesEachBrokenLineByNumber() throws Exception {
        List<String> lines = sampleLines(4);
        // Line 2 torn by a kill mid-write, line 4 not JSON at all; lines 1 and 3 are real records.
        lines.set(1, lines.get(1).substring(0, lines.get(1).length() / 2));
        lines.set(3, "garbage");
        Path f = Files.write(tmp.resolve("runs.jsonl"), lines);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        long n = BrokenLines.report(List.of(tmp), 2, new PrintStream(err, true, StandardCharsets.UTF_8), 10);
        assertEquals(2, n);
        List<String> shown = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(2, shown.size(), shown.toString());
        assertEquals(true, shown.get(0).startsWith("warning: " + f + ":2: broken JSON line ("), shown.get(0));
        assertEquals(true, shown.get(1).startsWith("warning: " + f + ":4: broken JSON line ("), shown.get(1));
        // At most max lines, then the total.
        err.reset();
        BrokenLines.report(List.of(f), 2, new PrintStream(err, true, StandardCharsets.UTF_8), 1);
        assertEquals(
                List.of("warning: " + f + ":2", "warning: 2 broken JSON lines in all (the first 1 shown)"),
                err.toString(StandardCharsets.UTF_8)
                        .lines()
                        .map(l -> l.startsWith("warning: /") ? l.substring(0, l.indexOf(": broken")) : l)
                        .toList());
        // Reading ends at the last broken line the analysis counted: with one counted, line 4 is never reached.
        err.reset();
        assertEquals(1, BrokenLines.report(List.of(f), 1, new PrintStream(err, true, StandardCharsets.UTF_8), 10));
        assertEquals(
                List.of("warning: " + f + ":2"),
                err.toString(StandardCharsets.UTF_8)
                        .lines()
                        .map(l -> l.substring(0, l.indexOf(": broken")))
                        .toList());
    }

    /**
     * {@code analyze} reads its input a second time, for line numbers, only when the analysis counted broken lines:
     * other error rows (a program that does not parse) leave the input alone. Before, any error row started a second
     * decoding of all the input, 29 s after the results of a 1M-record analysis.
     */
    @Test
    void analyzeNamesBrokenLinesOnlyWhenTheAnalysisCountedSome() throws Exception {
        List<String> lines = sampleLines(4);
        ObjectMapper json = new ObjectMapper();
        ObjectNode bad = (ObjectNode) json.readTree(lines.get(2));
        bad.put("program_text", "func.func @f( {"); // a real record whose program does not parse
        Path unparseable = Files.createDirectories(tmp.resolve("unparseable"));
        Files.write(unparseable.resolve("runs.jsonl"), List.of(lines.get(0), json.writeValueAsString(bad)));
        String ok = analyzeErr(unparseable, tmp.resolve("out1"));
        assertEquals(
                "{\"unparseable program\":1}",
                json.readTree(tmp.resolve("out1/summary.json").toFile())
                        .get("errors_by_reason")
                        .toString());
        assertFalse(ok.contains("broken JSON line"), ok);

        Path torn = Files.createDirectories(tmp.resolve("torn"));
        Path f = Files.write(
                torn.resolve("runs.jsonl"),
                List.of(lines.get(0), lines.get(1).substring(0, 40), json.writeValueAsString(bad)));
        String named = analyzeErr(torn, tmp.resolve("out2"));
        assertEquals(
                "{\"broken JSON line\":1,\"unparseable program\":1}",
                json.readTree(tmp.resolve("out2/summary.json").toFile())
                        .get("errors_by_reason")
                        .toString());
        assertTrue(named.contains("warning: " + f + ":2: broken JSON line ("), named);
        assertEquals(
                1, named.lines().filter(l -> l.contains("broken JSON line")).count(), named);
    }

    /** What {@code analyze INPUT --out OUT} prints on stderr, where it names broken lines. */
    private static String analyzeErr(Path input, Path out) {
        PrintStream old = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            CapturedRun.dialectic(
                    0, "analyze", input.toString(), "--engine", "embedded", "--quiet", "--out", out.toString());
        } finally {
            System.setErr(old);
        }
        return err.toString(StandardCharsets.UTF_8);
    }

    private static List<String> sampleLines(int n) throws Exception {
        Path sample;
        try (Stream<Path> s =
                Files.list(SharedData.repoRoot().resolve("datasets").resolve("sample"))) {
            sample = s.filter(p -> p.toString().endsWith(".jsonl.gz"))
                    .sorted()
                    .findFirst()
                    .orElseThrow();
        }
        List<String> lines = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(
                new InputStreamReader(new GZIPInputStream(Files.newInputStream(sample)), StandardCharsets.UTF_8))) {
            for (int i = 0; i < n; i++) lines.add(in.readLine());
        }
        return lines;
    }
}
