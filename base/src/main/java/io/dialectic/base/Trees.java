package io.dialectic.base;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Removing a folder and all it holds: the one {@code deleteTree}. */
public final class Trees {
    private Trees() {}

    /** Deletes {@code p} and everything below it (a file: just it); nothing when it does not exist. Links are removed, not followed. */
    public static void delete(Path p) throws IOException {
        if (!Files.exists(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return;
        try (Stream<Path> s = Files.walk(p)) {
            for (Path f : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(f);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** As {@link #delete}, leaving what cannot be removed (a leftover temporary folder never fails the work it served). */
    public static void deleteQuietly(Path p) {
        if (p == null) return;
        try (Stream<Path> s = Files.walk(p)) {
            s.sorted(Comparator.reverseOrder()).forEach(f -> {
                try {
                    Files.deleteIfExists(f);
                } catch (IOException e) {
                    // left behind: harmless
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // idem
        }
    }
}
