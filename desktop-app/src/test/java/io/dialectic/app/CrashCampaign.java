package io.dialectic.app;

import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.importer.CaseDirectorySource;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.verdict.Judge;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * A campaign directory made from the real crash cases of ../shared/crashes:
 * each case becomes a run record with the toolchain's outcome and cluster key,
 * tagged with fuzzer "v19" or "v22" by the tool that ran it, written as
 * runs.jsonl (what `dialectic run` / `dialectic fuzz` write).
 */
final class CrashCampaign {
    final Path dir;
    final List<RunRecord> records;

    private CrashCampaign(Path dir, List<RunRecord> records) {
        this.dir = dir;
        this.records = records;
    }

    /** All cases (limit <= 0) or the first {@code limit} by id. */
    static CrashCampaign write(Path dir, int limit) throws IOException {
        return write(dir, limit, id -> true);
    }

    /** The cases whose id {@code ids} accepts, at most {@code limit} (<= 0: all). */
    static CrashCampaign write(Path dir, int limit, Predicate<String> ids) throws IOException {
        Path cases = SharedData.crashes().resolve("cases");
        List<Path> dirs;
        try (Stream<Path> s = Files.list(cases)) {
            dirs = s.filter(Files::isDirectory)
                    .filter(p -> ids.test(p.getFileName().toString()))
                    .sorted()
                    .toList();
        }
        if (limit > 0 && dirs.size() > limit) dirs = dirs.subList(0, limit);
        Judge judge = Judge.defaults();
        List<RunRecord> out = new ArrayList<>();
        long seq = 0;
        for (Path c : dirs) {
            RunRecord r = judge.stamp(CaseDirectorySource.readCase(c));
            if (r.error() != null) continue;
            String fuzzer = r.runId().startsWith("v19") ? "v19" : "v22";
            out.add(r.toBuilder()
                    .campaign("crashes-" + fuzzer)
                    .fuzzer(fuzzer)
                    .seq(seq++)
                    .build());
        }
        Files.createDirectories(dir);
        try (Writer w = Files.newBufferedWriter(dir.resolve("runs.jsonl"), StandardCharsets.UTF_8)) {
            for (RunRecord r : out) RunRecordsJsonl.write(w, r);
        }
        return new CrashCampaign(dir, out);
    }

    long count(String outcome) {
        return records.stream()
                .filter(r -> r.outcome() != null && outcome.equals(r.outcome().label()))
                .count();
    }

    List<RunRecord> crashes() {
        return records.stream().filter(r -> r.outcome() == Outcome.CRASH).toList();
    }
}
