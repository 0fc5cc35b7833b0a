package io.dialectic.reducer.result;

/**
 * A snapshot for the live progress line: the phase, the current best size,
 * oracle calls so far and elapsed seconds. Delivered on every improvement
 * and once a second.
 */
public record ReduceProgress(String phase, int bytes, int passes, long oracleCalls, double seconds) {
    /** {@code [program] 1234 B, 2 passes, 87 oracle calls, 12.3 s}. */
    public String line() {
        return String.format(
                "[%s] %d B, %d passes, %d oracle calls, %.1f s", phase, bytes, passes, oracleCalls, seconds);
    }

    /** Receives progress snapshots; must be quick and thread-safe. */
    @FunctionalInterface
    public interface Listener {
        void progress(ReduceProgress p);

        static Listener silent() {
            return p -> {};
        }
    }
}
