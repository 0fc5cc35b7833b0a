package io.dialectic.analytics;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * How big an analysis's input is on disk, and the shuffle partitions that
 * suit it: about one per {@link #BYTES_PER_PARTITION} of input, at least one
 * per core once there are a few MB, at most the configured number. A demo's few MB need one partition, not
 * eight (each extra partition is an extra task in every one of the job's
 * shuffles); adaptive query execution then coalesces what is still too small.
 */
public final class InputSize {
    /** Input bytes (gzip JSON Lines: about 1 KB a record) per shuffle partition. */
    public static final long BYTES_PER_PARTITION = 8L << 20;
    /** Below this much input per partition, parallelism is not worth a task per core. */
    public static final long MIN_BYTES_PER_PARTITION = 2L << 20;

    private InputSize() {}

    /**
     * @param cores the session's default parallelism: an input of several MB gets at least one partition per
     *              core, so the work after a shuffle is not left to one core
     */
    public static int shufflePartitions(AnalyzeConfig cfg, int cores) {
        long bytes = bytes(cfg);
        long parts = (bytes + BYTES_PER_PARTITION - 1) / BYTES_PER_PARTITION;
        long floor = Math.min(cores, bytes / MIN_BYTES_PER_PARTITION);
        return (int) Math.max(1, Math.min(cfg.shufflePartitions(), Math.max(parts, floor)));
    }

    /** How many files the inputs are (folders walked): a gzip file is one partition of Spark's reading, whatever its size. */
    public static long files(AnalyzeConfig cfg) {
        long n = 0;
        for (InputSpec in : cfg.inputs()) {
            Path p = in.path();
            if (Files.isRegularFile(p)) n++;
            else if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.walk(p)) {
                    n += s.filter(Files::isRegularFile).count();
                } catch (IOException | UncheckedIOException e) {
                    // unreadable: counted as none, like bytes()
                }
            }
        }
        return n;
    }

    /** Total size of the input files (folders walked); a missing input counts 0. */
    public static long bytes(AnalyzeConfig cfg) {
        long total = 0;
        for (InputSpec in : cfg.inputs()) total += bytes(in.path());
        return total;
    }

    static long bytes(Path p) {
        if (Files.isRegularFile(p)) return size(p);
        if (!Files.isDirectory(p)) return 0;
        try (Stream<Path> s = Files.walk(p)) {
            return s.filter(Files::isRegularFile).mapToLong(InputSize::size).sum();
        } catch (IOException | UncheckedIOException e) {
            return 0;
        }
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return 0;
        }
    }
}
