package io.dialectic.base.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * What happens to outputs when the JVM is told to stop (Ctrl-C, SIGTERM, the end of {@code main}): one
 * shutdown hook, in this order,
 * <ol>
 *   <li>closes the gate: every write through {@link #write} that has begun is waited for (up to 5 s), and
 *       none begins after, so an appended JSON Lines file ends in a whole record and no result computed
 *       from the killed tool processes below (a crash key from a SIGKILL, a "does not reproduce") is
 *       ever written;</li>
 *   <li>removes the temporary folders still open ({@link AtomicFolder#abortOpen()}): an output is complete or absent;</li>
 *   <li>kills the tool processes this JVM started and that still run (an orphaned mlir-opt on a hanging
 *       input would otherwise run on with no time limit: the limit is enforced by this JVM).</li>
 * </ol>
 * A kill -9 runs none of this: {@link JsonlTail} and {@link AtomicFolder#begin} clean up on the next start.
 */
public final class ShutdownGate {
    private static final ReentrantReadWriteLock GATE = new ReentrantReadWriteLock();
    private static volatile boolean closed;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(ShutdownGate::close, "dialectic-shutdown"));
    }

    private ShutdownGate() {}

    /** A write that may throw. */
    public interface Write {
        void run() throws IOException;
    }

    /** Runs {@code w} unless the JVM is shutting down; returns whether it ran. Writes may run concurrently with each other. */
    public static boolean write(Write w) throws IOException {
        if (closed) return false;
        GATE.readLock().lock();
        try {
            if (closed) return false;
            w.run();
            return true;
        } finally {
            GATE.readLock().unlock();
        }
    }

    /**
     * {@link Files#createDirectories} through the gate, for folders inside an output being written: once the hook has
     * removed the output's temporary folder, a thread still running (the JVM runs on until its hooks end) must not make
     * it again (DuckDB's folder, made by the thread that opens it beside the featurizing, would come back after the
     * hook's delete and leave a {@code .NAME.tmp-*} behind; FaultInjectionTest).
     *
     * @throws IOException also when the JVM is shutting down (nothing is made)
     */
    public static Path createDirectories(Path dir) throws IOException {
        if (!write(() -> Files.createDirectories(dir)))
            throw new IOException("not made, the JVM is shutting down: " + dir);
        return dir;
    }

    /** True once the JVM has begun to shut down. */
    public static boolean isClosed() {
        return closed;
    }

    /** Makes sure the hook is installed (class initialisation does it): call once where a long-running verb starts. */
    public static void install() {
        // the static initialiser has run when this returns
    }

    static void close() {
        closed = true;
        try {
            if (GATE.writeLock().tryLock(5, TimeUnit.SECONDS)) {
                // held until the JVM halts: no write starts again
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        AtomicFolder.abortOpen();
        List<ProcessHandle> children = ProcessHandle.current().descendants().toList();
        children.forEach(ProcessHandle::destroyForcibly);
    }
}
