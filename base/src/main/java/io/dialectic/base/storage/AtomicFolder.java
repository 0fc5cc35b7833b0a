package io.dialectic.base.storage;

import io.dialectic.base.Trees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A folder that appears complete or not at all: everything is written into a hidden temporary sibling
 * {@code .NAME.tmp-PID-XXXXXXXX}, which replaces the target by a rename at {@link #commit()}.
 *
 * <p>What is left behind by an interruption: a Ctrl-C or SIGTERM removes the temporary folders still
 * open ({@link ShutdownGate}'s hook calls {@link #abortOpen()}) and no commit happens after it; a kill -9 cannot, so {@link #begin} first removes
 * the temporary siblings of the same target whose process is gone (the PID in the name says whose it
 * is; a concurrent writer that is alive is left alone). A kill -9 between the two renames of
 * {@link #commit()} leaves the previous output as {@code .NAME.old-PID-*}: {@link #begin} puts it back.
 * Whether the target may be replaced at all is {@link OutputFolder}'s rule, checked by the caller first.
 */
public final class AtomicFolder {
    private static final Pattern LEFTOVER = Pattern.compile("\\.(.+)\\.(tmp|old)-(\\d+)-[0-9a-f]{8}");
    private static final Set<AtomicFolder> OPEN = ConcurrentHashMap.newKeySet();

    private final Path target;
    private final Path temp;
    private boolean done;

    private AtomicFolder(Path target, Path temp) {
        this.target = target;
        this.temp = temp;
    }

    /** Creates the temporary folder for {@code target} (after clearing leftovers of dead processes). */
    public static AtomicFolder begin(Path target) {
        Path abs = target.toAbsolutePath().normalize();
        try {
            Files.createDirectories(abs.getParent());
            recoverLeftovers(abs);
            Path temp = abs.getParent().resolve(hidden(abs, "tmp"));
            Files.createDirectory(temp);
            AtomicFolder f = new AtomicFolder(abs, temp);
            ShutdownGate.install();
            OPEN.add(f);
            return f;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary folder beside " + abs + ": " + e.getMessage(), e);
        }
    }

    /** Where to write now. */
    public Path dir() {
        return temp;
    }

    public Path target() {
        return target;
    }

    /** Moves the finished output into place, replacing the old one. */
    public synchronized Path commit() {
        if (ShutdownGate.isClosed()) abort();
        if (done)
            throw new IllegalStateException("output " + target + " was already "
                    + (Files.exists(temp) ? "committed" : "removed (interrupted)"));
        try {
            Path old = null;
            if (Files.exists(target)) {
                old = target.resolveSibling(hidden(target, "old"));
                move(target, old);
            }
            move(temp, target);
            done = true;
            OPEN.remove(this);
            if (old != null) Trees.delete(old);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot move the finished output into " + target + ": " + e.getMessage(), e);
        }
    }

    /** Removes the temporary folder (after a failure, or an interruption); the target is untouched. */
    public synchronized void abort() {
        if (done) return;
        done = true;
        OPEN.remove(this);
        try {
            Trees.delete(temp);
        } catch (IOException ignored) {
            // best effort: the next begin() of this target removes it (its process is then gone)
        }
    }

    /** Aborts every folder still being written in this JVM; returns their targets (the shutdown hook, a Ctrl-C). */
    public static List<Path> abortOpen() {
        List<Path> aborted = new ArrayList<>();
        for (AtomicFolder f : List.copyOf(OPEN)) {
            f.abort();
            aborted.add(f.target);
        }
        return aborted;
    }

    private static String hidden(Path target, String kind) {
        return "." + target.getFileName() + "." + kind + "-"
                + ProcessHandle.current().pid() + "-"
                + UUID.randomUUID().toString().substring(0, 8);
    }

    /** Removes temporary siblings left by dead processes; an old output whose replacement never arrived is put back. */
    static void recoverLeftovers(Path target) throws IOException {
        Path parent = target.getParent();
        if (!Files.isDirectory(parent)) return;
        List<Path> siblings;
        try (Stream<Path> s = Files.list(parent)) {
            siblings = s.toList();
        }
        for (Path p : siblings) {
            Matcher m = LEFTOVER.matcher(p.getFileName().toString());
            if (!m.matches() || !m.group(1).equals(target.getFileName().toString())) continue;
            long pid = Long.parseLong(m.group(3));
            if (pid != ProcessHandle.current().pid()
                    && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) continue;
            if (m.group(2).equals("old") && !Files.exists(target)) move(p, target);
            else Trees.delete(p);
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }
}
