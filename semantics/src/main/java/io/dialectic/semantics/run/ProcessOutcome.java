package io.dialectic.semantics.run;

/**
 * How one external process ended: exit code in Dialectic's one convention ({@code -N} for signal N, -9 when it was
 * killed at its timeout), output, whether it was killed for time.
 */
public record ProcessOutcome(int exitCode, String stdout, String stderr, boolean timedOut, long durationMs) {
    /** A signal ended it, or it printed LLVM's crash markers (assertion, stack dump, LLVM ERROR). */
    public boolean crashed() {
        return !timedOut
                && (exitCode < 0
                        || stderr.contains("Stack dump")
                        || stderr.contains("LLVM ERROR")
                        || stderr.contains("Assertion `")
                        || stderr.contains("UNREACHABLE"));
    }
}
