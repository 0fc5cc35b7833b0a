package io.dialectic.analytics.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.analytics.SampleDemo;
import io.dialectic.analytics.aggregate.FeatureTables;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.sql.DuckDbSql;
import io.dialectic.base.Sha256;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.record.ValidRuns;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A program's text and lists are written on the run that carries its reading, not on every run of it; the programs
 * table finds them there. On the sample corpus (3,406 records, 4 campaigns), featurized with the job's cache and with a
 * cache so small that every program met again is carried again: the same programs table either way, and the same
 * runs table (a run that does not carry its reading takes the cache's features, which keep only what such runs need).
 */
class ReadingCarriersTest {
    @TempDir
    Path tmp;

    @Test
    void eachReadingIsCarriedOnceWhileCachedAndTheProgramsTableDoesNotDependOnIt() throws Exception {
        AnalyzeConfig cfg = SampleDemo.config(SharedData.repoRoot(), tmp.resolve("out"));
        BatchFeaturizer.write(cfg, tmp.resolve("cached"), 2, s -> {});
        BatchFeaturizer.write(cfg, tmp.resolve("forgetful"), 2, s -> {}, 1);
        Features cached = features(tmp.resolve("cached"));
        Features forgetful = features(tmp.resolve("forgetful"));

        assertEquals(
                cached.readings(), cached.carriers(), "the job's cache holds the sample: each reading carried once");
        assertTrue(cached.runsWithText() > cached.carriers(), "runs repeat programs in the sample: " + cached);
        assertTrue(
                forgetful.carriers() > cached.carriers(),
                "a one-program cache carries a program again when met again: " + forgetful);
        assertEquals(cached.readings(), forgetful.readings());
        assertEquals(cached.programs(), forgetful.programs(), "the programs table, whichever runs carry the readings");
        assertEquals(
                cached.runs(), forgetful.runs(), "the runs table, whether a run's features came from the cache or not");
        assertEquals(3406, cached.runs().size());
        assertEquals(cached.groups(), cached.programs().size(), "one row per (campaign, program)");
        assertTrue(
                cached.programs().stream().noneMatch(r -> r.endsWith("\tnull")),
                "every program has its text (the last column)");
    }

    /**
     * Records that share a campaign, run id and seq (a harness that restarted its numbering, a file concatenated twice)
     * and a text, but name different shas: each sha is a program of its own, with its own reading's carrier, and the
     * programs table finds each by that run's row identity, not by the shared run id.
     */
    @Test
    void runsThatShareTheirIdButNameAnotherShaEachKeepTheirProgram() throws Exception {
        String text = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n";
        String other = "func.func @g() {\n  return\n}\n";
        Path jsonl = tmp.resolve("dup.jsonl");
        try (Writer w = Files.newBufferedWriter(jsonl)) {
            for (String sha : new String[] {"a".repeat(64), "b".repeat(64), null})
                RunRecordsJsonl.write(w, rec("same", sha, text));
            RunRecordsJsonl.write(w, rec("other", null, other));
        }
        AnalyzeConfig cfg = AnalyzeConfig.of(List.of(new InputSpec("dup", jsonl)), tmp.resolve("out"));
        BatchFeaturizer.write(cfg, tmp.resolve("dup"), 2, s -> {});
        try (DuckDbSql sql = new DuckDbSql(tmp.resolve("dup-db"), 2, 256, null)) {
            sql.parquetView("features", tmp.resolve("dup").resolve("*.parquet"));
            FeatureTables.keepProgramKeys(sql);
            List<String> programs = sql
                    .collect("SELECT program_sha256, program_text FROM (" + FeatureTables.PROGRAMS + ") p ORDER BY 1")
                    .stream()
                    .map(r -> r.getString(0) + " " + r.getString(1).length())
                    .toList();
            assertEquals(
                    List.of(
                                    "a".repeat(64) + " " + text.length(),
                                    "b".repeat(64) + " " + text.length(),
                                    Sha256.ofProgram(other) + " " + other.length(),
                                    Sha256.ofProgram(text) + " " + text.length())
                            .stream()
                            .sorted()
                            .toList(),
                    programs);
        }
    }

    private static RunRecord rec(String id, String sha, String text) {
        return ValidRuns.of(id, text)
                .campaign("night")
                .fuzzer("fuzzer")
                .programPath(id + ".mlir")
                .programSha256(sha)
                .outcome(null)
                .build();
    }

    private record Features(
            long runsWithText, long carriers, long readings, long groups, List<String> programs, List<String> runs) {}

    private Features features(Path parts) {
        try (DuckDbSql sql = new DuckDbSql(parts.resolveSibling(parts.getFileName() + "-db"), 2, 256, null)) {
            sql.parquetView("features", parts.resolve("*.parquet"));
            Row counts = sql.collect(
                            "SELECT count(program_chars), count(1) FILTER (WHERE carries_reading),"
                                    + " count(DISTINCT (program_sha256, reading)), count(DISTINCT (campaign, program_sha256)) FROM features")
                    .get(0);
            FeatureTables.keepProgramKeys(sql);
            List<String> programs = sql
                    .collect("SELECT * FROM (" + FeatureTables.PROGRAMS + ") p ORDER BY campaign, program_sha256")
                    .stream()
                    .map(r -> r.mkString("\t"))
                    .toList();
            List<String> runs = sql
                    .collect("SELECT * FROM (" + FeatureTables.RUNS + ") r ORDER BY source, campaign, run_id, seq")
                    .stream()
                    .map(r -> r.mkString("\t"))
                    .toList();
            return new Features(
                    counts.getLong(0), counts.getLong(1), counts.getLong(2), counts.getLong(3), programs, runs);
        }
    }
}
