package io.dialectic.analytics.bench;

import io.dialectic.analytics.Analysis;
import io.dialectic.analytics.AnalysisResult;
import io.dialectic.analytics.AnalyzeConfig;
import io.dialectic.analytics.InputSpec;
import io.dialectic.analytics.Progress;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * {@code dialectic bench analyze}: how fast the analysis goes on this machine.
 *
 * <ol>
 *   <li>generate {@code records} run records ({@link BenchCorpus}) and a smaller
 *       {@code speedupRecords} corpus;</li>
 *   <li>analyze the small one on {@code local[1]} then {@code local[2]}: records/s and speed-up;</li>
 *   <li>analyze the large one on {@code local[2]} end to end (all Parquet tables, summary.json,
 *       report.html; CSV copies only with {@code csv}), with the peak heap.</li>
 * </ol>
 * The generated corpora are deleted at the end unless {@code keep}.
 */
public final class AnalyzeBenchmark {
    private AnalyzeBenchmark() {}

    /** The benchmark's settings, read once by the CLI. */
    public record Config(Path corpus, Path crashes, long records, long speedupRecords, Path work, boolean csv, boolean keep,
            boolean skipFull) {}

    /** The figures. Rates are records per second of analysis (generation excluded). */
    public record Result(long records, double generateSeconds, long corpusBytes, long speedupRecords, double local1Seconds,
            double local2Seconds, double local1Rate, double local2Rate, double speedup, double fullSeconds, double fullRate,
            long peakHeapMb, long maxHeapMb, long fullPrograms, long fullCrashClusters, long fullErrors) {

        public String describe() {
            StringBuilder sb = new StringBuilder();
            sb.append(String.format(Locale.ROOT, "generated %d records in %.0f s (%.0f MB gzip JSONL)%n", records, generateSeconds, corpusBytes / 1e6));
            sb.append(String.format(Locale.ROOT, "speed-up corpus %d records: local[1] %.1f s = %.0f rec/s, local[2] %.1f s = %.0f rec/s, speed-up %.2fx%n",
                    speedupRecords, local1Seconds, local1Rate, local2Seconds, local2Rate, speedup));
            // records == 0: --skip-full, there is no full run to report.
            sb.append(records == 0 ? String.format("full run skipped (--skip-full)%n")
                    : String.format(Locale.ROOT, "full run %d records on local[2]: %.1f s = %.0f rec/s (%d programs, %d crash clusters, %d error rows)%n",
                            records, fullSeconds, fullRate, fullPrograms, fullCrashClusters, fullErrors));
            sb.append(String.format(Locale.ROOT, "peak heap %d MB of %d MB max", peakHeapMb, maxHeapMb));
            return sb.toString();
        }
    }

    public static Result run(Config cfg, Progress progress) throws IOException {
        Files.createDirectories(cfg.work());
        HeapPeak heap = HeapPeak.start();
        try {
            long t0 = System.nanoTime();
            Path big = cfg.work().resolve("corpus");
            Path small = cfg.work().resolve("corpus-small");
            delete(big);
            delete(small);
            progress.step("generating " + cfg.records() + " records from " + cfg.corpus() + " and " + cfg.crashes());
            if (!cfg.skipFull()) new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.records(), 16, 4, 1).write(big);
            new BenchCorpus(cfg.corpus(), cfg.crashes(), cfg.speedupRecords(), 8, 4, 2).write(small);
            double gen = seconds(t0);
            long bytes = size(big) + size(small);

            progress.step("speed-up: " + cfg.speedupRecords() + " records on local[1]");
            double s1 = analyze(small, cfg.work().resolve("out-local1"), "local[1]", false, progress).seconds();
            progress.step(String.format(Locale.ROOT, "local[1]: %.1f s; now local[2]", s1));
            double s2 = analyze(small, cfg.work().resolve("out-local2"), "local[2]", false, progress).seconds();
            progress.step(String.format(Locale.ROOT, "local[2]: %.1f s (speed-up %.2fx)", s2, s1 / s2));

            double full = 0;
            long programs = 0, clusters = 0, errors = 0;
            if (!cfg.skipFull()) {
                progress.step("full run: " + cfg.records() + " records on local[2]");
                long t1 = System.nanoTime();
                AnalysisResult r = analyze(big, cfg.work().resolve("out-full"), "local[2]", cfg.csv(), progress);
                full = seconds(t1);
                programs = r.programs();
                clusters = r.crashClusters();
                errors = r.errors();
            }
            long n = cfg.skipFull() ? 0 : cfg.records();
            Result res = new Result(n, gen, bytes, cfg.speedupRecords(), s1, s2, cfg.speedupRecords() / s1,
                    cfg.speedupRecords() / s2, s1 / s2, full, full > 0 ? n / full : 0, heap.peakMb(), heap.maxMb(),
                    programs, clusters, errors);
            if (!cfg.keep()) {
                delete(big);
                delete(small);
            }
            return res;
        } finally {
            heap.stop();
        }
    }

    private static AnalysisResult analyze(Path corpus, Path out, String master, boolean csv, Progress progress) {
        AnalyzeConfig cfg = AnalyzeConfig.of(List.of(new InputSpec(null, corpus)), out).withMaster(master).withCsv(csv)
                .withShufflePartitions(16);
        return Analysis.run(cfg, m -> progress.step("  " + m));
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }

    private static long size(Path dir) throws IOException {
        if (!Files.exists(dir)) return 0;
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }

    private static void delete(Path p) throws IOException {
        if (!Files.exists(p)) return;
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(q);
        }
    }

    /** Samples the heap every 200 ms; the peak is the largest sum of heap pools seen. */
    private static final class HeapPeak implements Runnable {
        private volatile boolean running = true;
        private volatile long peak;
        private final Thread thread = new Thread(this, "heap-peak");

        static HeapPeak start() {
            HeapPeak h = new HeapPeak();
            h.thread.setDaemon(true);
            h.thread.start();
            return h;
        }

        @Override
        public void run() {
            while (running) {
                long used = 0;
                for (MemoryPoolMXBean b : ManagementFactory.getMemoryPoolMXBeans()) {
                    if (b.getType() == MemoryType.HEAP) used += b.getUsage().getUsed();
                }
                peak = Math.max(peak, used);
                try {
                    Thread.sleep(200);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        long peakMb() {
            return peak >> 20;
        }

        long maxMb() {
            return Runtime.getRuntime().maxMemory() >> 20;
        }

        void stop() {
            running = false;
            thread.interrupt();
        }
    }
}
