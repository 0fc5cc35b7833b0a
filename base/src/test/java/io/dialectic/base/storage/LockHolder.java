package io.dialectic.base.storage;

import java.nio.file.Path;

/** A second process for {@link OutputLockTest}: takes the lock of its argument, says so, and holds it until killed. */
public final class LockHolder {
    private LockHolder() {}

    public static void main(String[] args) throws Exception {
        OutputLock lock = OutputLock.acquire(Path.of(args[0]), "dialectic run");
        System.out.println("locked " + (lock != null));
        System.out.flush();
        Thread.sleep(120_000);
    }
}
