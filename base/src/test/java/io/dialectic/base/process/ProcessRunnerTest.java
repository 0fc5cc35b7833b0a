package io.dialectic.base.process;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one process runner, on the shell's own tools (these test process control, not a compiler): the private folder,
 * the clean environment, byte-exact input, the exit convention, the timeout's tree kill.
 */
class ProcessRunnerTest {
    @TempDir
    Path tmp;

    private final ProcessRunner runner = new ProcessRunner(Optional.empty());

    private static long dialecticRunFolders() throws Exception {
        try (Stream<Path> s = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return s.filter(p -> p.getFileName().toString().startsWith("dialectic-run"))
                    .count();
        }
    }

    @Test
    void aProcessSeesItsFilesByteForByteInAPrivateFolderThatIsGoneAfterAndWhatItLeftIsReported() throws Exception {
        byte[] latin = {'/', '/', ' ', 'c', 'a', 'f', (byte) 0xE9, '\n'};
        long before = dialecticRunFolders();
        ProcessResult r = runner.run(ProcessSpec.of(
                        "/bin/sh",
                        "-c",
                        "cat input.mlir; echo $TMPDIR > where; touch \"$TMPDIR/mlir_snapshot-1.tmp.mlir\"; env")
                .file("input.mlir", latin));
        assertTrue(r.ok(), r.stderrText());
        byte[] head = Arrays.copyOf(r.stdout(), latin.length);
        assertArrayEquals(latin, head, "the exact bytes, not a decoded and re-encoded text");
        String env = r.stdoutText().substring(latin.length - 1);
        assertTrue(env.contains("LC_ALL=C") && env.contains("TMPDIR="), env);
        Set<String> allowed = Set.of("PATH", "HOME", "LC_ALL", "TMPDIR", "PWD", "OLDPWD", "SHLVL", "_");
        for (String line : env.strip().lines().toList()) {
            if (line.contains("="))
                assertTrue(allowed.contains(line.substring(0, line.indexOf('='))), "a clean environment: " + line);
        }
        assertEquals(List.of("mlir_snapshot-1.tmp.mlir", "where"), r.leftFiles());
        assertEquals(before, dialecticRunFolders(), "the private folder is removed");
    }

    @Test
    void aSignalIsMinusNAndATimeoutKillsTheWholeTree() throws Exception {
        ProcessResult segv = runner.run(ProcessSpec.of("/bin/sh", "-c", "kill -SEGV $$"));
        assertEquals(-11, segv.exitCode());
        assertEquals(11, segv.signal());
        assertEquals(3, runner.run(ProcessSpec.of("/bin/sh", "-c", "exit 3")).exitCode());
        Path pid = tmp.resolve("grandchild.pid");
        long t0 = System.nanoTime();
        // the shell names its background child (the grandchild of this JVM) before it waits
        ProcessResult slow = runner.run(ProcessSpec.of("/bin/sh", "-c", "sleep 30 & echo $! > '" + pid + "'; sleep 30")
                .timeout(Duration.ofMillis(1000)));
        assertTrue(slow.timedOut());
        assertEquals(-9, slow.exitCode());
        assertTrue((System.nanoTime() - t0) / 1_000_000 < 10_000, "the timeout did not wait for the grandchild");
        assertTrue(Files.exists(pid), "the shell did not start its child within the timeout");
        long grandchild = Long.parseLong(Files.readString(pid).strip());
        // the kill is asynchronous: poll until the grandchild is gone, failing if it outlives the deadline
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (ProcessHandle.of(grandchild).map(ProcessHandle::isAlive).orElse(false)) {
            assertTrue(System.nanoTime() < deadline, "grandchild " + grandchild + " survived its parent's kill");
            Thread.sleep(20);
        }
    }

    @Test
    void stdinIsWrittenAndOutputBeyondTheCapIsDrainedAndFlagged() {
        ProcessResult r = runner.run(ProcessSpec.of("/bin/cat").stdin("hello\n".getBytes()));
        assertEquals("hello\n", r.stdoutText());
        ProcessResult big = runner.run(
                ProcessSpec.of("/bin/sh", "-c", "head -c 100000 /dev/zero").maxOutput(1000));
        assertTrue(big.ok());
        assertEquals(1000, big.stdout().length);
        assertTrue(big.stdoutTruncated());
    }

    @Test
    void theFoldersOfAKilledJvmAreRemovedByTheNextOneAndNoOtherFolder() throws Exception {
        // a pid above Linux's pid_max (4194304) belongs to no process
        Path dead = Files.createDirectories(
                tmp.resolve("dialectic-run-999999999-123").resolve("inner"));
        Path alive = Files.createDirectories(
                tmp.resolve("dialectic-run-" + ProcessHandle.current().pid() + "-456"));
        Path other = Files.createDirectories(tmp.resolve("someone-else"));
        ProcessRunner.sweep(tmp);
        assertFalse(Files.exists(dead.getParent()));
        assertTrue(Files.isDirectory(alive) && Files.isDirectory(other));
    }

    @Test
    void aProgramThatCannotStartIsAnErrorValue() {
        ProcessResult r = runner.run(ProcessSpec.of(tmp.resolve("no-such-tool").toString()));
        assertFalse(r.started());
        assertTrue(r.error().startsWith("cannot run "), r.error());
    }
}
