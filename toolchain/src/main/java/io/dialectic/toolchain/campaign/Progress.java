package io.dialectic.toolchain.campaign;

import java.io.PrintStream;

/** A one-line progress report on stderr: done/total, rate, ETA; at most once a second. */
final class Progress {
    private final PrintStream out;
    private final int total;
    private final long start;
    private long lastPrint;

    Progress(PrintStream out, int total, long startNanos) {
        this.out = out;
        this.total = total;
        this.start = startNanos;
        this.lastPrint = startNanos;
    }

    void tick(int done) {
        maybePrint(done);
    }

    synchronized void maybePrint(int done) {
        long now = System.nanoTime();
        if (out == null || now - lastPrint < 1_000_000_000L) return;
        lastPrint = now;
        print(done, now);
    }

    synchronized void finish(int done) {
        if (out == null) return;
        print(done, System.nanoTime());
        out.println();
    }

    private void print(int done, long now) {
        double secs = (now - start) / 1e9;
        double rate = secs > 0 ? done / secs : 0;
        long eta = rate > 0 ? Math.round((total - done) / rate) : -1;
        out.printf(
                "\r%d/%d runs  %.1f runs/s  ETA %s   ",
                done, total, rate, eta < 0 ? "?" : eta / 60 + "m" + String.format("%02d", eta % 60) + "s");
        out.flush();
    }
}
