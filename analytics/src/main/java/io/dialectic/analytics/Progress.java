package io.dialectic.analytics;

import java.io.PrintStream;

/** Where an analysis reports what it is doing (stderr for the CLI, a status line in the app). */
@FunctionalInterface
public interface Progress {
    void step(String message);

    static Progress none() {
        return m -> {};
    }

    /** Timestamped lines: {@code [analyze 12.3s] message}. */
    static Progress to(PrintStream out) {
        long t0 = System.nanoTime();
        return m -> out.printf("[analyze %6.1fs] %s%n", (System.nanoTime() - t0) / 1e9, m);
    }
}
