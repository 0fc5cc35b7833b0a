package io.dialectic.toolchain;

import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Says what a long step is doing, so a user never waits on a silent command: one line when the step
 * starts ("probing 412 passes of mlir-opt-19 19.1.7 ..."), a count line about every
 * {@link #EVERY_NANOS 5 s} while it runs ("probing passes: 120/412"), and a closing line when it took
 * longer than 2 s. Lines go to a {@code Consumer<String>} (the CLI's stderr); {@link #NONE} drops them.
 * Thread-safe: workers call {@link #tick} concurrently.
 */
public final class StepProgress {
    /** Drops every line (library callers that show nothing). */
    public static final Consumer<String> NONE = line -> {};

    static final long EVERY_NANOS = 5_000_000_000L;
    private static final long QUIET_NANOS = 2_000_000_000L;

    private final Consumer<String> sink;
    private final String name;
    private final int total;
    private final LongSupplier clock;
    private final long start;
    private final AtomicInteger done = new AtomicInteger();
    private long lastLine;

    StepProgress(Consumer<String> sink, String name, int total, LongSupplier clock) {
        this.sink = sink;
        this.name = name;
        this.total = total;
        this.clock = clock;
        this.start = clock.getAsLong();
        this.lastLine = start;
    }

    /** Announces the step: {@code announcement} is the full first line; {@code name} labels the count lines. */
    public static StepProgress start(Consumer<String> sink, String announcement, String name, int total) {
        return start(sink, announcement, name, total, System::nanoTime);
    }

    static StepProgress start(
            Consumer<String> sink, String announcement, String name, int total, LongSupplier nanoClock) {
        sink.accept(announcement);
        return new StepProgress(sink, name, total, nanoClock);
    }

    /** A step that says nothing. */
    public static StepProgress silent() {
        return new StepProgress(NONE, "", 0, System::nanoTime);
    }

    /** One more item done. */
    public void tick() {
        int d = done.incrementAndGet();
        synchronized (this) {
            long now = clock.getAsLong();
            if (now - lastLine < EVERY_NANOS || d >= total) return;
            lastLine = now;
        }
        sink.accept(String.format(Locale.ROOT, "%s: %d/%d", name, d, total));
    }

    /** The step is over: a closing line with the count and time, when it took longer than 2 s. */
    public void finish() {
        long took = clock.getAsLong() - start;
        if (took > QUIET_NANOS)
            sink.accept(String.format(Locale.ROOT, "%s: %d/%d done in %.1f s", name, done.get(), total, took / 1e9));
    }
}
