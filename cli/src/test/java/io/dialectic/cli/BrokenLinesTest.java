package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
        Path sample;
        try (Stream<Path> s = Files.list(SharedData.repoRoot().resolve("datasets").resolve("sample"))) {
            sample = s.filter(p -> p.toString().endsWith(".jsonl.gz")).sorted().findFirst().orElseThrow();
        }
        List<String> lines = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(new GZIPInputStream(Files.newInputStream(sample)), StandardCharsets.UTF_8))) {
            for (int i = 0; i < 4; i++) lines.add(in.readLine());
        }
        // Line 2 torn by a kill mid-write, line 4 not JSON at all; lines 1 and 3 are real records.
        lines.set(1, lines.get(1).substring(0, lines.get(1).length() / 2));
        lines.set(3, "garbage");
        Path f = Files.write(tmp.resolve("runs.jsonl"), lines);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        long n = BrokenLines.report(List.of(tmp), new PrintStream(err, true, StandardCharsets.UTF_8), 10);
        assertEquals(2, n);
        List<String> shown = err.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(2, shown.size(), shown.toString());
        assertEquals(true, shown.get(0).startsWith("warning: " + f + ":2: broken JSON line ("), shown.get(0));
        assertEquals(true, shown.get(1).startsWith("warning: " + f + ":4: broken JSON line ("), shown.get(1));
        // At most max lines, then the total.
        err.reset();
        BrokenLines.report(List.of(f), new PrintStream(err, true, StandardCharsets.UTF_8), 1);
        assertEquals(List.of("warning: " + f + ":2", "warning: 2 broken JSON lines in all (the first 1 shown)"),
                err.toString(StandardCharsets.UTF_8).lines().map(l -> l.startsWith("warning: /") ? l.substring(0, l.indexOf(": broken")) : l).toList());
    }
}
