package io.dialectic.app.data;

import io.dialectic.base.RecordFiles;
import io.dialectic.toolchain.report.ReportTables;
import io.dialectic.toolchain.report.SqlQuote;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Where the tables of one results directory are. Two layouts open the same way:
 * an analytics report directory (Parquet tables written by {@code dialectic analyze},
 * see analytics/OUTPUTS.md) and a campaign directory (run records as JSON Lines,
 * written by {@code dialectic run} or {@code dialectic fuzz}). A Parquet table
 * {@code T} is {@code T.parquet} (a file or Spark's directory of parts) or a
 * directory {@code T/} of {@code .parquet} parts.
 *
 * @param dir       the directory given to the app
 * @param runs      DuckDB source expression of the run records table
 * @param runsFormat how {@link #runs} is stored
 * @param programs  DuckDB source of the per-program metrics table, when analytics wrote one
 * @param clusters  DuckDB source of the crash-cluster table, when analytics wrote one
 */
public record ResultsLocation(
        Path dir, String runs, Format runsFormat, Optional<String> programs, Optional<String> clusters) {

    /** Storage of the run table. */
    public enum Format {
        PARQUET,
        JSONL
    }

    /** Names the analytics job may give the per-run table, first match wins. */
    static final List<String> RUN_TABLES = List.of("runs", "run_records", "records");

    static final List<String> PROGRAM_TABLES = List.of("programs", "program_metrics", "program_features");
    static final List<String> CLUSTER_TABLES = List.of("clusters", "crash_clusters");

    /** Finds the tables in {@code dir}; throws with a message naming what was looked for when there are no runs. */
    public static ResultsLocation of(Path dir) {
        if (!Files.isDirectory(dir)) throw new IllegalArgumentException(dir + " is not a directory");
        for (String name : RUN_TABLES) {
            Optional<String> p = parquet(dir, name);
            if (p.isPresent()) {
                return new ResultsLocation(
                        dir,
                        p.get(),
                        Format.PARQUET,
                        firstParquet(dir, PROGRAM_TABLES),
                        firstParquet(dir, CLUSTER_TABLES));
            }
        }
        for (String name : List.of("runs.jsonl", "runs.jsonl.gz", "records.jsonl", "records.jsonl.gz")) {
            Path f = dir.resolve(name);
            if (Files.isRegularFile(f))
                return new ResultsLocation(
                        dir, SqlQuote.string(f.toString()), Format.JSONL, Optional.empty(), Optional.empty());
        }
        // A folder of run-record files, one per campaign (datasets/sample).
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(RecordFiles::isRecordFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!files.isEmpty()) {
            String list =
                    files.stream().map(p -> SqlQuote.string(p.toString())).collect(Collectors.joining(", ", "[", "]"));
            return new ResultsLocation(dir, list, Format.JSONL, Optional.empty(), Optional.empty());
        }
        throw new IllegalArgumentException(
                dir + " holds no run records: expected a Parquet table runs/ (from `dialectic analyze`), "
                        + "runs.jsonl (from `dialectic run` / `dialectic fuzz`) or *.jsonl[.gz] run-record files");
    }

    private static Optional<String> firstParquet(Path dir, List<String> names) {
        for (String n : names) {
            Optional<String> p = parquet(dir, n);
            if (p.isPresent()) return p;
        }
        return Optional.empty();
    }

    /** A DuckDB {@code read_parquet(...)} expression for table {@code name}, if it exists ({@link ReportTables}). */
    static Optional<String> parquet(Path dir, String name) {
        return ReportTables.source(dir, name);
    }

    /** Whether runs came from an analyzed report (Parquet) rather than a raw campaign directory. */
    public boolean isReport() {
        return runsFormat == Format.PARQUET;
    }
}
