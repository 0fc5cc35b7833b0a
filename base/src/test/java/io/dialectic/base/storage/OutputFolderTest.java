package io.dialectic.base.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The output rule on real folders: what may be replaced or continued, and what is refused with everything left as it was. */
class OutputFolderTest {
    private static final OutputFolder.Writer REDUCE_A = new OutputFolder.Writer("reduce", "sha256:aaaa");
    private static final OutputFolder.Writer REDUCE_B = new OutputFolder.Writer("reduce", "sha256:bbbb");

    @Test
    void aFolderOfSomeoneElsesFilesIsRefusedAndKept(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("notes");
        Files.createDirectories(out);
        Files.writeString(out.resolve("todo.txt"), "mine\n");
        OutputFolder.Refused r =
                assertThrows(OutputFolder.Refused.class, () -> OutputFolder.checkReplace(out, "analyze", List.of()));
        assertTrue(r.getMessage().contains("todo.txt"), r.getMessage());
        assertThrows(OutputFolder.Refused.class, () -> OutputFolder.claimFresh(out, REDUCE_A, List.of()));
        assertThrows(OutputFolder.Refused.class, () -> OutputFolder.claimContinue(out, REDUCE_A, List.of()));
        assertEquals("mine\n", Files.readString(out.resolve("todo.txt")));
        assertEquals(List.of(out.resolve("todo.txt")), list(out));
    }

    /** A kill -9 during an atomic write leaves {@code .NAME.PID-HEX.tmp}; taking the folder over removes it, not a live writer's. */
    @Test
    void continuingAFolderRemovesTheTemporaryFilesOfADeadWriterOnly(@TempDir Path tmp) throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Path camp = Files.createDirectories(tmp.resolve("camp/pool"));
        Path dead = camp.resolve(".camp-000011.mlir." + gone.pid() + "-87896e01f90685ee.tmp");
        Path live = camp.resolve(".camp-000012.mlir." + ProcessHandle.current().pid() + "-0123abcd.tmp");
        Path other = camp.resolve(".notes.tmp");
        for (Path p : List.of(dead, live, other)) Files.writeString(p, "half");
        OutputFolder.mark(tmp.resolve("camp"), REDUCE_A);
        assertFalse(Files.exists(dead));
        assertTrue(Files.exists(live));
        assertTrue(Files.exists(other));
    }

    @Test
    void absentEmptyOrSameVerbFoldersMayBeReplaced(@TempDir Path tmp) throws Exception {
        OutputFolder.checkReplace(tmp.resolve("new"), "analyze", List.of());
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        OutputFolder.checkReplace(empty, "analyze", List.of());
        Path old = Files.createDirectories(tmp.resolve("old"));
        OutputFolder.mark(old, OutputFolder.Writer.of("analyze"));
        Files.writeString(old.resolve("summary.json"), "{}");
        OutputFolder.checkReplace(old, "analyze", List.of());
        OutputFolder.Refused other =
                assertThrows(OutputFolder.Refused.class, () -> OutputFolder.checkReplace(old, "reduce", List.of()));
        assertTrue(other.getMessage().contains("written by `dialectic analyze`"), other.getMessage());
        assertThrows(
                OutputFolder.Refused.class,
                () -> OutputFolder.checkReplace(old.resolve("summary.json"), "analyze", List.of()));
    }

    @Test
    void anInputIsNeverTheOutputNorHoldsNorHoldsIt(@TempDir Path tmp) throws Exception {
        Path campaign = Files.createDirectories(tmp.resolve("camp"));
        Files.writeString(campaign.resolve("runs.jsonl"), "{}\n");
        String is = assertThrows(
                        OutputFolder.Refused.class,
                        () -> OutputFolder.checkReplace(campaign, "analyze", List.of(campaign)))
                .getMessage();
        assertTrue(is.contains("is the input"), is);
        // the same place written differently
        assertThrows(
                OutputFolder.Refused.class,
                () -> OutputFolder.checkReplace(campaign.resolve("x").resolve(".."), "analyze", List.of(campaign)));
        String inside = assertThrows(
                        OutputFolder.Refused.class,
                        () -> OutputFolder.checkReplace(campaign.resolve("report"), "analyze", List.of(campaign)))
                .getMessage();
        assertTrue(inside.contains("is inside the input"), inside);
        String holds = assertThrows(
                        OutputFolder.Refused.class,
                        () -> OutputFolder.checkReplace(tmp, "analyze", List.of(campaign.resolve("runs.jsonl"))))
                .getMessage();
        assertTrue(holds.contains("holds the input"), holds);
        // through a symbolic link
        Path link = Files.createSymbolicLink(tmp.resolve("link"), campaign);
        assertThrows(
                OutputFolder.Refused.class, () -> OutputFolder.refuseInputs(link.resolve("out"), List.of(campaign)));
        // a sibling whose name starts alike is not inside
        OutputFolder.refuseInputs(tmp.resolve("camp-report"), List.of(campaign));
        assertEquals(List.of(campaign.resolve("runs.jsonl")), list(campaign));
    }

    @Test
    void resumeContinuesOnlyTheSameSubject(@TempDir Path tmp) throws Exception {
        Path d = tmp.resolve("d");
        OutputFolder.claimFresh(d, REDUCE_A, List.of());
        Files.writeString(d.resolve("reduced.mlir"), "A");
        OutputFolder.claimContinue(d, REDUCE_A, List.of());
        String msg = assertThrows(OutputFolder.Refused.class, () -> OutputFolder.claimContinue(d, REDUCE_B, List.of()))
                .getMessage();
        assertTrue(msg.contains("another input") && msg.contains("sha256:aaaa"), msg);
        assertEquals("A", Files.readString(d.resolve("reduced.mlir")));
        assertEquals(REDUCE_A, OutputFolder.readMarker(d).orElseThrow());
        // without resume the same verb may replace it: the old content goes, the new marker comes
        OutputFolder.claimFresh(d, REDUCE_B, List.of());
        assertFalse(Files.exists(d.resolve("reduced.mlir")));
        assertEquals(REDUCE_B, OutputFolder.readMarker(d).orElseThrow());
    }

    @Test
    void appendedFilesMustHaveBeenBegunByTheVerb(@TempDir Path tmp) throws Exception {
        Path mine = tmp.resolve("runs.jsonl");
        Files.writeString(mine, "{\"run_id\":\"1\",\"fuzzer\":\"dialectic-run\"}\n{\"run_id\":\"2\",\"fuz");
        OutputFolder.checkAppend(mine, "run", l -> l.contains("dialectic-run"), List.of());
        Path theirs = tmp.resolve("notes.txt");
        Files.writeString(theirs, "dear diary\n");
        assertThrows(
                OutputFolder.Refused.class,
                () -> OutputFolder.checkAppend(theirs, "run", l -> l.contains("dialectic-run"), List.of()));
        assertEquals("dear diary\n", Files.readString(theirs));
        assertThrows(
                OutputFolder.Refused.class,
                () -> OutputFolder.checkAppend(
                        tmp.resolve("corpus").resolve("out.jsonl"), "run", l -> true, List.of(tmp.resolve("corpus"))));
    }

    private static List<Path> list(Path dir) throws Exception {
        try (var s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }
}
