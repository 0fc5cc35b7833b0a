package io.dialectic.semantics.run;

/** How one external process ended: exit code (128+n for signal n as the JVM reports it), output, whether it was killed for time. */
public record ProcessOutcome(int exitCode, String stdout, String stderr, boolean timedOut, long durationMs) {
    /** A signal ended it, or it printed LLVM's crash markers (assertion, stack dump, LLVM ERROR). */
    public boolean crashed() {
        return !timedOut && (exitCode >= 128 || exitCode < 0
                || stderr.contains("Stack dump") || stderr.contains("LLVM ERROR") || stderr.contains("Assertion `")
                || stderr.contains("UNREACHABLE"));
    }
}
