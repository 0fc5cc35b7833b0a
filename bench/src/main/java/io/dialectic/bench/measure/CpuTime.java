package io.dialectic.bench.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU time (user + system) of this JVM and of the child processes it has waited for (the tools), from
 * {@code /proc/self/stat} ({@code utime + stime}, {@code cutime + cstime}; USER_HZ = 100 ticks a second). The
 * difference across a {@link Process#waitFor()} is that child's CPU time: Java has no
 * {@code getrusage(RUSAGE_CHILDREN)}, and a live process's {@code ProcessHandle.Info} is gone once it exits. On a
 * shared machine wall-clock rates follow the load of others, CPU per run does not. NaN where there is no
 * {@code /proc} (not Linux).
 */
public record CpuTime(double jvmMs, double childMs) {
    private static final Path STAT = Path.of("/proc/self/stat");
    private static final double MS_PER_TICK = 10.0;

    /** The time so far, or NaN fields when the platform cannot tell. */
    public static CpuTime now() {
        try {
            String s = Files.readString(STAT);
            // Field 2 (the command) is in parentheses and may hold spaces: count from the last ')'.
            String[] f = s.substring(s.lastIndexOf(')') + 2).trim().split(" +");
            // f[0] is field 3 (state); utime, stime, cutime, cstime are fields 14 to 17
            return new CpuTime(
                    (Long.parseLong(f[11]) + Long.parseLong(f[12])) * MS_PER_TICK,
                    (Long.parseLong(f[13]) + Long.parseLong(f[14])) * MS_PER_TICK);
        } catch (IOException | RuntimeException e) {
            return new CpuTime(Double.NaN, Double.NaN);
        }
    }

    /** Whether the platform told the time. */
    public boolean known() {
        return !Double.isNaN(jvmMs) && !Double.isNaN(childMs);
    }

    public CpuTime minus(CpuTime o) {
        return new CpuTime(jvmMs - o.jvmMs, childMs - o.childMs);
    }

    public double total() {
        return jvmMs + childMs;
    }
}
