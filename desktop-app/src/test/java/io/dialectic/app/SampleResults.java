package io.dialectic.app;

import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * The project's sample corpus (datasets/sample: one run-record file per
 * campaign, made by `dialectic run` on the real mlir-opt-19), copied to a
 * temporary directory so that what the app writes next to the results
 * (triage.json, reduced/, refuzz/) never lands in the repository.
 */
final class SampleResults {
    final Path dir;
    final List<RunRecord> records;

    private SampleResults(Path dir, List<RunRecord> records) {
        this.dir = dir;
        this.records = records;
    }

    static SampleResults copy(Path tmp) throws IOException {
        Path sample = SharedData.committed("datasets/sample");
        Path dir = Files.createDirectories(tmp.resolve("sample"));
        List<RunRecord> records = new ArrayList<>();
        try (Stream<Path> s = Files.list(sample)) {
            for (Path f : s.filter(p ->
                            p.toString().endsWith(".jsonl.gz") || p.toString().endsWith(".jsonl"))
                    .sorted()
                    .toList()) {
                Files.copy(f, dir.resolve(f.getFileName()));
                try (BufferedReader in = new BufferedReader(new InputStreamReader(
                        f.toString().endsWith(".gz")
                                ? new GZIPInputStream(Files.newInputStream(f))
                                : Files.newInputStream(f),
                        StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = in.readLine()) != null)
                        if (!line.isBlank()) records.add(RunRecordsJsonl.fromLine(line));
                }
            }
        }
        return new SampleResults(dir, records);
    }

    List<RunRecord> crashes() {
        return records.stream().filter(r -> r.outcome() == Outcome.CRASH).toList();
    }
}
