package io.dialectic.analytics.features;

import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.config.InputSpec;
import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.source.Inputs;
import io.dialectic.analytics.source.RecordSource;
import io.dialectic.analytics.tables.ParquetFiles;
import io.dialectic.base.Futures;
import io.dialectic.base.storage.ShutdownGate;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.apache.spark.sql.Row;

/**
 * The embedded engine's featurizing: every input read once, streaming, in batches of {@link #BATCH} records; each batch
 * becomes a row group of {@link RunSchema#FEATURES} rows in its thread's open Parquet part (a part holds up to {@link
 * #PART_ROWS} rows), which the SQL reads as the view {@code features}, on one of {@code threads} threads: record after
 * record decoded, tagged ({@link Inputs#tag}), featurized ({@link RunFeaturizer}, the function both engines use) and
 * written. Nothing of a record is kept once it is written (but the row group's column buffers, until the batch ends);
 * the threads share one program cache, so a program re-run across campaigns and batches is parsed once while it stays
 * in the cache.
 */
public final class BatchFeaturizer {
    /**
     * Records a batch: small enough that the demo's few thousand runs in four inputs make work for every core,
     * large enough that a million records are a few hundred parts.
     */
    static final int BATCH = 1024;
    /**
     * Rows of a scratch part before its thread starts another. A part per batch makes a file per thousand records, and each
     * scan of the SQL phase reads every file's footer; larger batches would hold more records in flight (longer GC
     * pauses). A batch stays the unit of work
     * and of a row group; the part, left open between its batches, is the unit of a file.
     */
    static final int PART_ROWS = 32 * BATCH;
    /** Bytes of program features the threads keep for re-runs (the Spark engine keeps 64 MB a task). */
    static final long CACHE_BYTES = 128L << 20;
    /** Records between progress lines. */
    static final long PROGRESS_EVERY = 100_000;

    private BatchFeaturizer() {}

    /** Featurizes every input of {@code cfg} into {@code dir} (created; part-NNNNNN.parquet); returns the records read. */
    public static long write(AnalyzeConfig cfg, Path dir, int threads, Consumer<String> progress) {
        return write(cfg, dir, threads, progress, CACHE_BYTES);
    }

    /** {@link #write} with a program cache of {@code cacheBytes} (a test's small cache lets programs go). */
    static long write(AnalyzeConfig cfg, Path dir, int threads, Consumer<String> progress, long cacheBytes) {
        try {
            ShutdownGate.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ProgramCache cache = new ProgramCache(cacheBytes);
        // each thread's open part; closed when full, the rest once every batch is written
        List<OpenPart> open = new CopyOnWriteArrayList<>();
        ThreadLocal<OpenPart> partOf = ThreadLocal.withInitial(() -> {
            OpenPart p = new OpenPart();
            open.add(p);
            return p;
        });
        ThreadLocal<RunFeaturizer> featurizer = ThreadLocal.withInitial(() -> new RunFeaturizer(
                ProgramFeatures.options(cfg.pairs(), cfg.withResultTypes()), cfg.maxStderrChars(), cache));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "dialectic-featurize");
            t.setDaemon(true);
            return t;
        });
        // at most a batch per thread waiting beside the running ones: reading never runs far ahead
        Semaphore inFlight = new Semaphore(2 * threads);
        // Parquet's writer takes seconds to load in a fresh JVM: started now, beside the reading of the first batch
        CompletableFuture<Void> warm = CompletableFuture.runAsync(ParquetFiles::warmUp, pool);
        AtomicInteger parts = new AtomicInteger();
        AtomicLong done = new AtomicLong();
        List<CompletableFuture<Void>> written = new ArrayList<>();
        try {
            for (InputSpec in : cfg.inputs()) {
                List<Supplier<Row>> batch = new ArrayList<>(BATCH);
                RecordSource.forKind(in.kind()).stream(in, cfg, r -> {
                    batch.add(r);
                    if (batch.size() == BATCH) {
                        written.add(submit(
                                new ArrayList<>(batch),
                                in,
                                dir,
                                parts,
                                pool,
                                inFlight,
                                featurizer,
                                partOf,
                                done,
                                progress));
                        batch.clear();
                    }
                });
                if (!batch.isEmpty())
                    written.add(submit(batch, in, dir, parts, pool, inFlight, featurizer, partOf, done, progress));
                // a failed batch ends the analysis now, not after the rest is read
                for (CompletableFuture<Void> f : written) if (f.isCompletedExceptionally()) Futures.get(f);
            }
            for (CompletableFuture<Void> f : written) Futures.get(f);
            for (OpenPart p : open) p.close();
            Futures.get(warm);
            // the view needs a file even when there was nothing to read
            if (parts.get() == 0)
                ParquetFiles.writeFile(dir.resolve("part-000000.parquet"), RunSchema.FEATURES, List.of());
            return done.get();
        } finally {
            pool.shutdownNow();
            if (open.stream().anyMatch(OpenPart::isOpen)) {
                // a failed batch: the parts still open are let go once no thread writes them (their files go with the
                // work folder)
                try {
                    pool.awaitTermination(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                for (OpenPart p : open) p.closeQuietly();
            }
        }
    }

    /** A featurizing thread's part, open between its batches until it holds {@link #PART_ROWS} rows. */
    private static final class OpenPart {
        private ParquetFiles.ScratchPart part;

        /** The open part, or a new one in {@code dir}. */
        ParquetFiles.ScratchPart get(Path dir, AtomicInteger parts) {
            if (part == null)
                part = new ParquetFiles.ScratchPart(
                        dir.resolve(String.format("part-%06d.parquet", parts.getAndIncrement())), RunSchema.FEATURES);
            return part;
        }

        /** After a batch: its rows a row group; the part closed when full. */
        void endBatch() {
            part.endBatch();
            if (part.rows() >= PART_ROWS) close();
        }

        boolean isOpen() {
            return part != null;
        }

        void close() {
            if (part == null) return;
            ParquetFiles.ScratchPart p = part;
            part = null;
            p.close();
        }

        void closeQuietly() {
            try {
                close();
            } catch (RuntimeException e) {
                // the analysis failed already
            }
        }
    }

    private static CompletableFuture<Void> submit(
            List<Supplier<Row>> batch,
            InputSpec in,
            Path dir,
            AtomicInteger parts,
            ExecutorService pool,
            Semaphore inFlight,
            ThreadLocal<RunFeaturizer> featurizer,
            ThreadLocal<OpenPart> partOf,
            AtomicLong done,
            Consumer<String> progress) {
        inFlight.acquireUninterruptibly();
        return CompletableFuture.runAsync(
                () -> {
                    try {
                        RunFeaturizer f = featurizer.get();
                        OpenPart open = partOf.get();
                        ParquetFiles.ScratchPart part = open.get(dir, parts);
                        int n = batch.size();
                        // each record decoded, featurized and written in turn, its line let go once read: only the
                        // writer's
                        // column buffers outlive a record (the batch's rows held until the part was written survived
                        // young collections)
                        for (int i = 0; i < n; i++) {
                            Supplier<Row> r = batch.set(i, null);
                            part.write(f.apply(Inputs.tag(r.get(), in)));
                        }
                        open.endBatch();
                        long before = done.getAndAdd(n);
                        if (before / PROGRESS_EVERY != (before + n) / PROGRESS_EVERY) {
                            progress.accept("  featurized " + (before + n) + " records");
                        }
                    } finally {
                        inFlight.release();
                    }
                },
                pool);
    }
}
