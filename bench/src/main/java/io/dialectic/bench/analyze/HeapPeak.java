package io.dialectic.bench.analyze;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/** Samples this JVM's heap every 200 ms; the peak is the largest sum of heap pools seen. */
public final class HeapPeak implements Runnable {
    private volatile boolean running = true;
    private volatile long peak;
    private final Thread thread = new Thread(this, "heap-peak");

    private HeapPeak() {}

    /** Starts sampling on a daemon thread. */
    public static HeapPeak start() {
        HeapPeak h = new HeapPeak();
        h.thread.setDaemon(true);
        h.thread.start();
        return h;
    }

    @Override
    public void run() {
        while (running) {
            long used = 0;
            for (MemoryPoolMXBean b : ManagementFactory.getMemoryPoolMXBeans()) {
                if (b.getType() == MemoryType.HEAP) used += b.getUsage().getUsed();
            }
            peak = Math.max(peak, used);
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    public long peakMb() {
        return peak >> 20;
    }

    public static long maxMb() {
        return Runtime.getRuntime().maxMemory() >> 20;
    }

    public void stop() {
        running = false;
        thread.interrupt();
    }
}
