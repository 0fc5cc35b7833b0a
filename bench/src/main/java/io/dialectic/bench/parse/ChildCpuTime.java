package io.dialectic.bench.parse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU time (user + system) of this JVM's finished, waited-for child
 * processes, from {@code /proc/self/stat} ({@code cutime + cstime}, in
 * USER_HZ = 100 ticks a second). The difference across one
 * {@link Process#waitFor()} is that child's CPU time: Java has no
 * {@code getrusage(RUSAGE_CHILDREN)}, and a live process's
 * {@code ProcessHandle.Info} is gone once it exits. NaN where there is no
 * {@code /proc} (not Linux).
 */
final class ChildCpuTime {
    private static final Path STAT = Path.of("/proc/self/stat");
    private static final double TICKS_PER_SECOND = 100.0;

    private ChildCpuTime() {}

    /** Seconds so far, or NaN. */
    static double seconds() {
        try {
            String s = Files.readString(STAT);
            // Field 2 (the command) is in parentheses and may hold spaces: count from the last ')'.
            String[] f = s.substring(s.lastIndexOf(')') + 2).trim().split(" +");
            // f[0] is field 3 (state); cutime and cstime are fields 16 and 17.
            return (Long.parseLong(f[13]) + Long.parseLong(f[14])) / TICKS_PER_SECOND;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }
}
