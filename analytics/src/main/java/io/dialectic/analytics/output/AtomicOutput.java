package io.dialectic.analytics.output;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * An output directory that appears complete or not at all: everything is
 * written into a hidden temporary sibling, which replaces the target by a
 * rename at {@link #commit()}. A failed run leaves the previous output alone.
 */
public final class AtomicOutput {
    private final Path target;
    private final Path temp;

    private AtomicOutput(Path target, Path temp) {
        this.target = target;
        this.temp = temp;
    }

    public static AtomicOutput begin(Path target) {
        Path abs = target.toAbsolutePath().normalize();
        try {
            Files.createDirectories(abs.getParent());
            Path temp = abs.getParent().resolve("." + abs.getFileName() + ".tmp-" + UUID.randomUUID().toString().substring(0, 8));
            Files.createDirectories(temp);
            return new AtomicOutput(abs, temp);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
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
    public Path commit() {
        try {
            Path old = null;
            if (Files.exists(target)) {
                old = target.resolveSibling("." + target.getFileName() + ".old-" + UUID.randomUUID().toString().substring(0, 8));
                move(target, old);
            }
            move(temp, target);
            if (old != null) delete(old);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Removes the temporary directory after a failure. */
    public void abort() {
        try {
            delete(temp);
        } catch (IOException ignored) {
            // best effort: a leftover hidden temp dir is harmless
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    static void delete(Path p) throws IOException {
        if (!Files.exists(p)) return;
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(q);
        }
    }
}
