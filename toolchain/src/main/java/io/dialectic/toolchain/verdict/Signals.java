package io.dialectic.toolchain.verdict;

/**
 * The signal that ended a run, from whatever the record kept. {@code ToolRunner} stores a signal death
 * as {@code signal = N, exit = -N}; other sources keep only an exit status: a negative one is
 * {@code -N}, and a shell's or a CI system's status {@code 128 + N} (134 = SIGABRT, 139 = SIGSEGV)
 * is read the same way for the signals a crash dies by (SIGILL, SIGABRT, SIGBUS, SIGFPE, SIGSEGV).
 * 137 (SIGKILL) is not read as a signal: it is what an out-of-memory killer or a wrapper's timeout
 * leaves, not a crash.
 */
public final class Signals {
    private Signals() {}

    public static Integer of(Integer exitCode, Integer signal) {
        if (signal != null) return signal;
        if (exitCode == null) return null;
        if (exitCode < 0) return -exitCode;
        return switch (exitCode) {
            case 132, 134, 135, 136, 139 -> exitCode - 128;
            default -> null;
        };
    }
}
