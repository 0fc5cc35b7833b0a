package io.dialectic.bench.parse;

import java.nio.file.Path;
import java.time.Duration;

/**
 * What {@link ParseBenchmark} measures.
 *
 * @param dir           folder of {@code .mlir} files (not recursive, name order)
 * @param limit         at most this many files (0 = all)
 * @param referenceTool an {@code mlir-opt} executable to compare with, or null to measure Dialectic only
 * @param timeout       time limit for one reference process
 * @param patternDepth  d of the OD patterns computed per program (MLIRod's default 2)
 * @param passes        timed passes of Dialectic over the files after the first (cold) one; the median is reported
 * @param perFile       also run the reference once per file (process start-up included; slow)
 */
public record ParseBenchmarkOptions(
        Path dir, int limit, Path referenceTool, Duration timeout, int patternDepth, int passes, boolean perFile) {
    public ParseBenchmarkOptions {
        if (dir == null) throw new IllegalArgumentException("dir is required");
        if (limit < 0) throw new IllegalArgumentException("limit must be >= 0");
        if (timeout == null) timeout = Duration.ofMinutes(10);
        if (patternDepth < 0 || patternDepth > 3) throw new IllegalArgumentException("patternDepth must be 0..3");
        if (passes < 1) throw new IllegalArgumentException("passes must be >= 1");
    }

    /** Five timed passes, the one-process reference only. */
    public ParseBenchmarkOptions(Path dir, int limit, Path referenceTool, Duration timeout, int patternDepth) {
        this(dir, limit, referenceTool, timeout, patternDepth, 5, false);
    }
}
