package io.dialectic.base.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One writer per output, across processes; a dead writer's lock is taken over, and that is said. */
class OutputLockTest {
    @TempDir
    Path tmp;

    @Test
    @SuppressWarnings("try") // each lock is held for its block, never read
    void aSecondWriterInThisProcessIsRefusedAndTheLockGoesWithItsWriter() {
        Path out = tmp.resolve("runs.jsonl");
        try (OutputLock first = OutputLock.acquire(out, "dialectic run")) {
            OutputLock.Busy e = assertThrows(OutputLock.Busy.class, () -> OutputLock.acquire(out, "dialectic run"));
            assertTrue(
                    e.getMessage()
                            .startsWith(out + " is being written by dialectic run (pid "
                                    + ProcessHandle.current().pid() + ", since "),
                    e.getMessage());
            assertTrue(e.getMessage().endsWith("; wait or choose another --out"), e.getMessage());
            assertTrue(Files.exists(OutputLock.lockFile(out)));
        }
        assertFalse(Files.exists(OutputLock.lockFile(out)), "the lock file goes with its writer");
        List<String> said = new ArrayList<>();
        try (OutputLock again = OutputLock.acquire(out, "dialectic run", said::add)) {
            assertEquals(List.of(), said, "a writer that finished is no takeover");
        }
    }

    @Test
    @SuppressWarnings("try") // each lock is held for its block, never read
    void anotherProcessHoldsTheLockUntilItDiesThenItIsTakenOverAndSaid() throws Exception {
        Path out = tmp.resolve("camp");
        String java = ProcessHandle.current().info().command().orElse("java");
        ProcessRunner.Running holder = new ProcessRunner()
                .start(ProcessSpec.of(
                                java,
                                "-cp",
                                System.getProperty("java.class.path"),
                                LockHolder.class.getName(),
                                out.toString())
                        .timeout(Duration.ofMinutes(3)));
        try {
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (!Files.isRegularFile(OutputLock.lockFile(out))
                    || Files.readString(OutputLock.lockFile(out)).isBlank()) {
                assertTrue(System.nanoTime() < deadline, "the holder never took the lock");
                Thread.sleep(50);
            }
            OutputLock.Busy e = assertThrows(OutputLock.Busy.class, () -> OutputLock.acquire(out, "dialectic fuzz"));
            assertTrue(
                    e.getMessage().contains("is being written by dialectic run (pid " + holder.pid() + ", since "),
                    e.getMessage());
        } finally {
            holder.kill(); // kill -9: no chance to release or remove anything
            holder.await();
        }
        List<String> said = new ArrayList<>();
        try (OutputLock mine = OutputLock.acquire(out, "dialectic fuzz", said::add)) {
            assertEquals(1, said.size(), said.toString());
            assertTrue(
                    said.get(0).startsWith("taking over " + out + " from dialectic run (pid " + holder.pid()),
                    said.get(0));
        }
    }
}
