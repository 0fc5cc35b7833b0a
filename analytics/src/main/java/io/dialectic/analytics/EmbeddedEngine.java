package io.dialectic.analytics;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.Engine;
import io.dialectic.analytics.config.InputSize;
import io.dialectic.analytics.features.BatchFeaturizer;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.analytics.sql.DuckDbSql;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.base.Futures;
import io.dialectic.base.Trees;
import io.dialectic.base.storage.AtomicFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;

/**
 * The analysis in this JVM, without Spark ({@link Engine}): the inputs featurized on every core into Parquet parts
 * ({@link BatchFeaturizer}), read by DuckDB as the view {@code features} ({@link DuckDbSql}), then the engines' one
 * aggregation ({@link Aggregation}) and assembly ({@link Assembly}).
 */
final class EmbeddedEngine {
    private EmbeddedEngine() {}

    /**
     * DuckDB's memory before it spills to disk, beside the JVM's heap: the heap less 512 MB, at least 512 MB. 1M records
     * with a 1 GB heap peaked at 2.47 GB resident with 768 MB here (analytics/BENCH.md), so a 1 GB heap keeps 512 MB. A
     * larger heap is the user's word that the machine has room, and the SQL phase leaves it nearly idle (the
     * featurizing's batches, program cache and Parquet writers, under 512 MB, are gone by then): at 10M records
     * (-Xmx2g) the programs statement's hash join spilled its probe side (~20 GB of featurized runs, 300 of the 500 s
     * of SQL) because the 4.1M groups' keys did not fit in 512 MB, and still spilled with half the heap (910 MB).
     */
    static long duckDbMemoryMb() {
        return Math.max(512, (Runtime.getRuntime().maxMemory() >> 20) - 512);
    }

    /** Analyzes into {@code output}, featurized on every core into Parquet parts, then the same SQL on DuckDB; {@code t0} is when the analysis started. */
    static AnalysisResult analyze(
            AnalyzeConfig cfg, InputSize size, Progress progress, AtomicFolder output, long t0, TableWriter tables) {
        // the local master's threads; all cores when the master names a cluster (--engine embedded on a cluster's
        // master)
        int threads = Engine.localThreads(cfg.master());
        if (threads < 1) threads = Runtime.getRuntime().availableProcessors();
        // the featurized parts and DuckDB's spill files (as large as the input) go on the output's disk, not in a /tmp
        // that may be RAM; inside the output's temporary folder, whatever a kill -9 leaves is cleared with it
        // (AtomicFolder)
        Path work = output.dir().resolve(".work");
        try {
            String warning =
                    size.scratchWarning(Files.getFileStore(output.dir()).getUsableSpace(), "the output's disk");
            if (warning != null) progress.step(warning);
        } catch (IOException e) {
            // no figure for the disk: nothing to warn about
        }
        // DuckDB starts (its native library unpacked and loaded: most of a second) beside the featurizing
        int duckThreads = threads;
        long duckMemoryMb = duckDbMemoryMb();
        CompletableFuture<DuckDbSql> opened = CompletableFuture.supplyAsync(
                () -> new DuckDbSql(work.resolve("db"), duckThreads, duckMemoryMb, tables));
        try (ActionLanes lanes = new ActionLanes(1)) {
            progress.step("reading and featurizing " + cfg.inputs().size() + " input(s) on " + threads + " thread(s), "
                    + Analysis.IN_PROCESS_STEP + " (DuckDB, spilling past " + duckMemoryMb
                    + " MB; --engine spark to use Spark)");
            long records = BatchFeaturizer.write(cfg, work.resolve("features"), threads, progress::step);
            progress.step("featurized " + records + " record(s); writing the runs table");
            try (DuckDbSql sql = Futures.get(opened)) {
                sql.parquetView("features", work.resolve("features").resolve("*.parquet"));
                return Assembly.assemble(
                        cfg, progress, output, t0, tables, Aggregation.of(sql, cfg, progress, tables, lanes));
            }
        } finally {
            // a failed featurizing leaves the opened database to close before its folder goes
            opened.thenAccept(DuckDbSql::close).exceptionally(e -> null).join();
            Trees.deleteQuietly(work);
        }
    }
}
