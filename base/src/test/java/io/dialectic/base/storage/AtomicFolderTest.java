package io.dialectic.base.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A folder that appears whole or not at all, and what a kill -9 leaves behind is cleaned by the next writer. */
class AtomicFolderTest {
    @Test
    void commitReplacesAbortLeavesTheOldOne(@TempDir Path tmp) throws Exception {
        Path target = tmp.resolve("report");
        AtomicFolder first = AtomicFolder.begin(target);
        Files.writeString(first.dir().resolve("a.txt"), "1");
        assertFalse(Files.exists(target));
        first.commit();
        assertEquals("1", Files.readString(target.resolve("a.txt")));
        AtomicFolder second = AtomicFolder.begin(target);
        Files.writeString(second.dir().resolve("a.txt"), "2");
        second.abort();
        assertEquals("1", Files.readString(target.resolve("a.txt")));
        assertEquals(List.of("report"), names(tmp));
    }

    @Test
    void leftoversOfADeadProcessAreRemovedOrPutBack(@TempDir Path tmp) throws Exception {
        long dead = deadPid();
        Path target = tmp.resolve("report");
        // a kill -9 while writing: a temp folder; a kill -9 between the two renames of a commit: the old output moved
        // aside
        Files.createDirectories(tmp.resolve(".report.tmp-" + dead + "-0123abcd"));
        Path old = Files.createDirectories(tmp.resolve(".report.old-" + dead + "-89abcdef"));
        Files.writeString(old.resolve("summary.json"), "{}");
        // a live writer's temp folder (this JVM's pid is alive, but is not ours: another pid that lives, our parent)
        long alive = ProcessHandle.current().parent().orElseThrow().pid();
        Files.createDirectories(tmp.resolve(".report.tmp-" + alive + "-00000000"));
        AtomicFolder f = AtomicFolder.begin(target);
        assertEquals("{}", Files.readString(target.resolve("summary.json")));
        assertTrue(Files.exists(tmp.resolve(".report.tmp-" + alive + "-00000000")));
        assertFalse(Files.exists(tmp.resolve(".report.tmp-" + dead + "-0123abcd")));
        f.abort();
    }

    private static long deadPid() throws Exception {
        Process p = new ProcessBuilder("true").start();
        p.waitFor();
        return p.pid();
    }

    private static List<String> names(Path dir) throws Exception {
        try (var s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /**
     * A thread that makes folders inside an output while the JVM shuts down makes none once the hook has removed the
     * output: nothing of it is left beside the target (FaultInjectionTest's SIGTERM left {@code .report.tmp-*} so).
     * Five exits, each with the maker busy until the JVM halts.
     */
    @Test
    void aFolderMadeDuringShutdownIsNotMadeAgainOnceTheOutputIsRemoved(@TempDir Path tmp) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        for (int i = 0; i < 5; i++) {
            Path out = tmp.resolve("out" + i);
            Process p = new ProcessBuilder(
                            java,
                            "-cp",
                            System.getProperty("java.class.path"),
                            FolderMaker.class.getName(),
                            out.toString())
                    .redirectErrorStream(true)
                    .start();
            String said = new String(p.getInputStream().readAllBytes());
            assertEquals(0, p.waitFor(), said);
            String prefix = ".out" + i + ".";
            try (var left = Files.list(tmp)) {
                List<String> names = left.map(f -> f.getFileName().toString())
                        .filter(n -> n.startsWith(prefix))
                        .toList();
                assertEquals(List.of(), names, "left beside out" + i);
            }
            assertFalse(Files.exists(out));
        }
    }
}
