package io.dialectic.ir.compare;

import java.nio.file.Path;
import java.time.Duration;

/**
 * What {@link ParseBenchmark} measures.
 *
 * @param dir           folder of {@code .mlir} files (not recursive, name order)
 * @param limit         at most this many files (0 = all)
 * @param referenceTool an {@code mlir-opt} executable to compare with, or null to measure Dialectic only
 * @param timeout       per-file limit for the reference tool
 * @param patternDepth  d of the OD patterns computed per program (MLIRod's default 2)
 */
public record ParseBenchmarkOptions(Path dir, int limit, Path referenceTool, Duration timeout, int patternDepth) {
    public ParseBenchmarkOptions {
        if (dir == null) throw new IllegalArgumentException("dir is required");
        if (limit < 0) throw new IllegalArgumentException("limit must be >= 0");
        if (timeout == null) timeout = Duration.ofSeconds(30);
        if (patternDepth < 0 || patternDepth > 3) throw new IllegalArgumentException("patternDepth must be 0..3");
    }
}
