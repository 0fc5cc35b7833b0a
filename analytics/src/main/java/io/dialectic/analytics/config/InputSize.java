package io.dialectic.analytics.config;

import io.dialectic.base.RecordFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * How big an analysis's input is on disk (its files, folders walked once), and the shuffle partitions that
 * suit it: about one per {@link #BYTES_PER_PARTITION} of input, at least one
 * per core once there are a few MB, at most the configured number. A demo's few MB need one partition, not
 * eight (each extra partition is an extra task in every one of the job's
 * shuffles); adaptive query execution then coalesces what is still too small.
 *
 * @param bytes total size of the input files; a missing input or unreadable folder counts 0
 * @param files how many files: a gzip file is one partition of Spark's reading, whatever its size
 * @param gzipBytes the part of {@code bytes} in gzip files
 */
public record InputSize(long bytes, long files, long gzipBytes) {
    /**
     * Scratch disk per gzip byte of input for the embedded engine (the feature parts and DuckDB's spill files), an
     * upper bound with room to spare (analytics/BENCH.md).
     */
    public static final long SCRATCH_PER_GZIP_BYTE = 4;
    /** Input bytes (gzip JSON Lines: about 1 KB a record) per shuffle partition. */
    public static final long BYTES_PER_PARTITION = 8L << 20;
    /** Below this much input per partition, parallelism is not worth a task per core. */
    public static final long MIN_BYTES_PER_PARTITION = 2L << 20;

    public static InputSize of(AnalyzeConfig cfg) {
        long bytes = 0, files = 0, gzip = 0;
        for (InputSpec in : cfg.inputs()) {
            Path p = in.path();
            if (Files.isRegularFile(p)) {
                long n = size(p);
                bytes += n;
                if (RecordFiles.isGzip(p)) gzip += n;
                files++;
            } else if (Files.isDirectory(p)) {
                long dirBytes = 0, dirFiles = 0;
                try (Stream<Path> s = Files.walk(p)) {
                    for (Path f : (Iterable<Path>) s.filter(Files::isRegularFile)::iterator) {
                        long n = size(f);
                        dirBytes += n;
                        if (RecordFiles.isGzip(f)) gzip += n;
                        dirFiles++;
                    }
                    bytes += dirBytes;
                    files += dirFiles;
                } catch (IOException | UncheckedIOException e) {
                    // an unreadable folder counts 0
                }
            }
        }
        return new InputSize(bytes, files, gzip);
    }

    /** About how much scratch disk the embedded engine needs for this input: decompressed, featurized, spilled. */
    public long scratchBytes() {
        return SCRATCH_PER_GZIP_BYTE * gzipBytes + (bytes - gzipBytes);
    }

    /**
     * A warning when {@code usable} bytes of disk look too few for {@link #scratchBytes}, else null: an analysis that
     * runs out of disk fails after most of its work (DuckDB's "No space left on device"; the input is never touched).
     */
    public String scratchWarning(long usable, String where) {
        long need = scratchBytes();
        if (usable >= need) return null;
        return "warning: " + where + " has " + human(usable) + " free; this input may need about " + human(need)
                + " of scratch space there (featurized parts, DuckDB's spill files): --out on a larger disk avoids failing late";
    }

    private static String human(long bytes) {
        return bytes >= 1_000_000_000L ? String.format("%.1f GB", bytes / 1e9) : String.format("%.0f MB", bytes / 1e6);
    }

    /**
     * @param configured the most partitions (the configuration's)
     * @param cores the session's default parallelism: an input of several MB gets at least one partition per
     *              core, so the work after a shuffle is not left to one core
     */
    public int shufflePartitions(int configured, int cores) {
        long parts = (bytes + BYTES_PER_PARTITION - 1) / BYTES_PER_PARTITION;
        long floor = Math.min(cores, bytes / MIN_BYTES_PER_PARTITION);
        return (int) Math.max(1, Math.min(configured, Math.max(parts, floor)));
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            return 0;
        }
    }
}
