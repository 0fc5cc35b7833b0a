package io.dialectic.base.storage;

import io.dialectic.base.ProgramBytes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Writes a file so that a reader, a Ctrl-C or a kill -9 never sees it half written: the bytes go to a
 * hidden temporary file beside the target ({@code .NAME.*.tmp}, same file system), which is then moved
 * over the target in one rename. Every whole-file write of the project goes through here.
 */
public final class AtomicFiles {
    private AtomicFiles() {}

    /** What writes the content into the temporary file, which it creates (for writers that want a path, like ImageIO). */
    public interface Content {
        void writeTo(Path temp) throws IOException;
    }

    /** Writes {@code text} as UTF-8; false when the JVM is shutting down and nothing was written ({@link #write(Path, Content)}). */
    public static boolean write(Path file, String text) throws IOException {
        return write(
                file,
                ProgramBytes.encode(text),
                false); // UTF-8; program bytes that were not UTF-8 go back as they were
    }

    /** As {@link #write(Path, String)}, unchecked, for callers that cannot go on after a failed write. */
    public static void writeUnchecked(Path file, String text) {
        try {
            write(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /** Writes {@code bytes}; {@code sync} also forces them to the disk before the move (survives a power cut, not only a kill). */
    public static boolean write(Path file, byte[] bytes, boolean sync) throws IOException {
        return write(file, temp -> {
            try (FileChannel ch = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.CREATE_NEW)) {
                ByteBuffer buf = ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) ch.write(buf);
                if (sync) ch.force(true);
            }
        });
    }

    /**
     * The general form: {@code content} fills the temporary file, which then replaces {@code file}. Once the JVM
     * shuts down nothing is written any more ({@link ShutdownGate}): a result computed while the tools were being
     * killed never replaces a good one. Returns whether it wrote.
     */
    public static boolean write(Path file, Content content) throws IOException {
        return ShutdownGate.write(() -> writeNow(file, content));
    }

    private static void writeNow(Path file, Content content) throws IOException {
        Path dir = file.toAbsolutePath().normalize().getParent();
        Files.createDirectories(dir);
        // Not Files.createTempFile: its files are private (0600); this one gets the usual permissions (umask).
        Path temp = dir.resolve(
                "." + file.getFileName() + "." + ProcessHandle.current().pid() + "-"
                        + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
        try {
            content.writeTo(temp);
            move(temp, file);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** The temporary file name {@link #writeNow} uses: {@code .NAME.PID-HEX.tmp}. */
    private static final Pattern TEMP = Pattern.compile("\\..+\\.(\\d+)-[0-9a-f]+\\.tmp");

    /**
     * Deletes the temporary files that writers killed by SIGKILL left anywhere below {@code dir} (a kill -9
     * runs no cleanup). A file of a process still alive, or of this one, is left alone: it may be a write in
     * progress. Called when a verb takes over an output folder to continue it.
     *
     * @return how many were deleted
     */
    public static int removeAbandoned(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) return 0;
        long self = ProcessHandle.current().pid();
        int removed = 0;
        List<Path> temps;
        try (Stream<Path> s = Files.walk(dir)) {
            temps = s.filter(p -> TEMP.matcher(p.getFileName().toString()).matches())
                    .toList();
        }
        for (Path p : temps) {
            Matcher m = TEMP.matcher(p.getFileName().toString());
            if (!m.matches() || !Files.isRegularFile(p)) continue;
            long pid = Long.parseLong(m.group(1));
            if (pid == self || ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) continue;
            if (Files.deleteIfExists(p)) removed++;
        }
        return removed;
    }

    /** A rename that replaces {@code to}; atomic where the file system can (it can on one local file system). */
    static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
