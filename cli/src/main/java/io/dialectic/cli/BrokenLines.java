package io.dialectic.cli;

import io.dialectic.base.RecordFiles;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * Names the broken lines of run-record files by file and line number. The Spark job counts a line
 * that is no record as an error row, but Spark's text reader does not know line numbers; when an
 * analysis counted broken lines, this one sequential pass over its JSON Lines inputs tells the user where
 * they are ("runs.jsonl:812: broken JSON line: ..."). It costs a second decoding of the input, so it runs only then, and ends at the last of them.
 */
final class BrokenLines {
    private BrokenLines() {}

    /**
     * Prints at most {@code max} broken lines of the JSON Lines files among {@code inputs}, then how many there are;
     * returns the count. Reading stops once the {@code counted} broken lines of the analysis are found.
     */
    static long report(List<Path> inputs, long counted, PrintStream err, int max) {
        long found = 0;
        for (Path f : jsonlFiles(inputs)) {
            if (found >= counted) break;
            try (BufferedReader in = reader(f)) {
                String line;
                long n = 0;
                while (found < counted && (line = in.readLine()) != null) {
                    n++;
                    if (line.isBlank()) continue;
                    try {
                        RunRecordsJsonl.fromLine(line);
                    } catch (IOException | RuntimeException e) {
                        if (found++ < max) {
                            String why = String.valueOf(e.getMessage())
                                    .lines()
                                    .findFirst()
                                    .orElse("bad JSON");
                            err.println(
                                    "warning: " + f + ":" + n + ": broken JSON line (" + ErrorReport.clean(why) + ")");
                        }
                    }
                }
            } catch (IOException e) {
                err.println("warning: " + f + ": cannot read (" + ErrorReport.message(e) + ")");
            }
        }
        if (found > max) err.println("warning: " + found + " broken JSON lines in all (the first " + max + " shown)");
        return found;
    }

    private static List<Path> jsonlFiles(List<Path> inputs) {
        List<Path> out = new ArrayList<>();
        for (Path p : inputs) {
            if (Files.isRegularFile(p) && isJsonl(p)) out.add(p);
            else if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.list(p)) {
                    s.filter(f -> Files.isRegularFile(f) && isJsonl(f)).sorted().forEach(out::add);
                } catch (IOException e) {
                    // an unreadable folder was already an error row of the analysis
                }
            }
        }
        return out;
    }

    private static boolean isJsonl(Path p) {
        String n = p.getFileName().toString();
        return RecordFiles.isRecordFileName(n);
    }

    /** Lenient UTF-8: a bad byte is its own problem, reported by the analysis; here only line numbers matter. */
    private static BufferedReader reader(Path f) throws IOException {
        InputStream in = Files.newInputStream(f);
        if (f.getFileName().toString().endsWith(".gz")) in = new GZIPInputStream(in);
        return new BufferedReader(new InputStreamReader(
                in,
                StandardCharsets.UTF_8
                        .newDecoder()
                        .onMalformedInput(CodingErrorAction.REPLACE)
                        .onUnmappableCharacter(CodingErrorAction.REPLACE)));
    }
}
