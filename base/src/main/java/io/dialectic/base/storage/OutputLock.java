package io.dialectic.base.storage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * One writer per output, as AFL++ refuses an output directory another instance is using. A verb that writes an output
 * ({@code run --out F}, {@code fuzz}, {@code reduce}, {@code analyze}, the app's reductions and re-fuzz campaigns) holds
 * this lock on it while it writes; a second writer is refused at once, with one line that names the holder:
 * {@code OUT is being written by dialectic run (pid N, since T); wait or choose another --out}.
 *
 * <p>The lock is an OS file lock ({@code fcntl}) on a file beside the output, {@code .NAME.dialectic-lock}, which also
 * says who holds it. The OS drops the lock when its process dies however it dies (kill -9 included), so a lock file
 * left by a dead writer is taken over, and the takeover is said ({@code warnings}). Beside, not inside: an output folder
 * is replaced whole by a rename ({@link AtomicFolder}), which would take a lock inside it along. Within one JVM, a second
 * lock on the same output (the app reducing one cluster twice) is refused the same way.
 */
public final class OutputLock implements AutoCloseable {
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT).withZone(ZoneId.systemDefault());
    /** Outputs locked by this JVM (a FileChannel lock is per process: a second one in the same JVM must be refused here). */
    private static final Map<Path, String> HELD = new ConcurrentHashMap<>();

    private final Path output;
    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;

    /** The output is being written by another writer. */
    @SuppressWarnings("serial") // thrown and caught in one JVM, never serialized
    public static final class Busy extends IllegalArgumentException {
        public Busy(String message) {
            super(message);
        }
    }

    private OutputLock(Path output, Path file, FileChannel channel, FileLock lock) {
        this.output = output;
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    /** The lock file of {@code output}. */
    public static Path lockFile(Path output) {
        Path abs = output.toAbsolutePath().normalize();
        Path parent = abs.getParent() == null ? abs : abs.getParent();
        return parent.resolve("." + abs.getFileName() + ".dialectic-lock");
    }

    /**
     * As {@link #acquire(Path, String, Consumer)}, a takeover said on stderr as {@code VERB: taking over ...}; null (nothing to
     * hold, and try-with-resources closes nothing) when there is no output ({@code run} printing to stdout).
     */
    public static OutputLock acquire(Path output, String verb) {
        return output == null ? null : acquire(output, verb, w -> System.err.println(verb + ": " + w));
    }

    /**
     * Takes the lock of {@code output} for {@code verb} ({@code dialectic run}); {@code warnings} hears of a takeover from
     * a dead writer.
     *
     * @throws Busy when another live writer holds it
     */
    public static OutputLock acquire(Path output, String verb, Consumer<String> warnings) {
        Path key = output.toAbsolutePath().normalize();
        Path file = lockFile(output);
        String me = verb + "\t" + ProcessHandle.current().pid() + "\t"
                + Instant.now().toEpochMilli() + "\n";
        String other = HELD.putIfAbsent(key, me);
        if (other != null) throw new Busy(busy(output, other));
        try {
            Files.createDirectories(file.getParent());
            // A writer that closes removes the file; one that opened it just before may then lock a removed file. So
            // the
            // lock counts only when the path names the same file (inode) before the open and after the lock, else it is
            // taken again. (Read through no other descriptor: closing any descriptor of a file drops this process's
            // lock.)
            for (int attempt = 0; ; attempt++) {
                Object before = inode(file, true);
                FileChannel ch = FileChannel.open(
                        file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
                FileLock l;
                try {
                    l = ch.tryLock();
                } catch (OverlappingFileLockException e) {
                    l = null;
                }
                if (l == null) {
                    String who = read(ch);
                    ch.close();
                    throw new Busy(busy(output, who));
                }
                if (before == null || !before.equals(inode(file, false))) {
                    l.release();
                    ch.close();
                    if (attempt >= 10) throw new Busy(busy(output, ""));
                    continue;
                }
                String previous = read(ch);
                ch.truncate(0);
                ch.write(ByteBuffer.wrap(me.getBytes(StandardCharsets.UTF_8)), 0);
                ch.force(true);
                if (!previous.isBlank())
                    warnings.accept(
                            "taking over " + output + " from " + describe(previous) + ", which is no longer running");
                return new OutputLock(key, file, ch, l);
            }
        } catch (IOException e) {
            HELD.remove(key);
            throw new UncheckedIOException("cannot lock " + output + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            HELD.remove(key);
            throw e;
        }
    }

    /** Releases the lock and removes its file. */
    @Override
    public void close() {
        try {
            channel.truncate(0);
            Files.deleteIfExists(file);
            lock.release();
            channel.close();
        } catch (IOException e) {
            // an empty lock file left behind is taken over silently by the next writer
        } finally {
            HELD.remove(output);
        }
    }

    private static String busy(Path output, String who) {
        return output + " is being written by " + (who.isBlank() ? "another writer" : describe(who))
                + "; wait or choose another --out";
    }

    /** {@code dialectic run (pid N, since T)} from the lock file's line. */
    private static String describe(String line) {
        String[] f = line.strip().split("\t");
        if (f.length < 3) return "another writer";
        String since;
        try {
            since = TIME.format(Instant.ofEpochMilli(Long.parseLong(f[2])));
        } catch (NumberFormatException e) {
            since = "?";
        }
        return f[0] + " (pid " + f[1] + ", since " + since + ")";
    }

    /** The file's inode (stat, no open); null when it is absent (created first when {@code create}). */
    private static Object inode(Path file, boolean create) throws IOException {
        try {
            if (create) {
                try {
                    Files.createFile(file);
                } catch (FileAlreadyExistsException e) {
                    // the usual case
                }
            }
            return Files.getAttribute(file, "unix:ino");
        } catch (NoSuchFileException e) {
            return null;
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            return "no inodes here"; // not a Unix file system: the check is skipped
        }
    }

    private static String read(FileChannel ch) throws IOException {
        ByteBuffer b = ByteBuffer.allocate((int) Math.min(4096, ch.size()));
        ch.read(b, 0);
        return new String(b.array(), 0, b.position(), StandardCharsets.UTF_8);
    }
}
