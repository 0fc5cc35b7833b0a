package io.dialectic.toolchain;

import java.time.Duration;

/**
 * Resource limits of one run.
 *
 * @param timeout            wall-clock limit; at expiry the whole process tree is killed
 * @param maxOutputBytes     cap on each of stdout and stderr kept in memory (the rest is read and dropped)
 * @param addressSpaceBytes  RLIMIT_AS for the tool, applied through {@code prlimit --as=N --} (0 = no limit)
 */
public record RunLimits(Duration timeout, int maxOutputBytes, long addressSpaceBytes) {
    /** 10 s, 256 KiB per stream, 8 GiB address space (the limits the shared crash corpus was made with). */
    public static RunLimits defaults() {
        return new RunLimits(Duration.ofSeconds(10), 256 * 1024, 8L << 30);
    }

    public RunLimits {
        if (timeout == null || timeout.isNegative() || timeout.isZero())
            throw new IllegalArgumentException("timeout must be positive");
        if (maxOutputBytes < 0) throw new IllegalArgumentException("maxOutputBytes must be >= 0");
    }

    public RunLimits withTimeout(Duration t) {
        return new RunLimits(t, maxOutputBytes, addressSpaceBytes);
    }
}
