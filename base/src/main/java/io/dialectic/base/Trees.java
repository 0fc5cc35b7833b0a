package io.dialectic.base;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Removing a folder and all it holds: the one {@code deleteTree}. */
public final class Trees {
    private Trees() {}

    /**
     * Deletes {@code p} and everything below it (a file: just it); nothing when it does not exist. Links are removed, not
     * followed. A file that appears or goes while it walks (a writer finishing in the folder) makes it walk again, a
     * bounded number of times.
     */
    public static void delete(Path p) throws IOException {
        for (int attempt = 0; ; attempt++) {
            if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) return;
            try (Stream<Path> s = Files.walk(p)) {
                for (Path f : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(f);
                return;
            } catch (DirectoryNotEmptyException | NoSuchFileException | UncheckedIOException e) {
                if (attempt >= 20) throw e instanceof UncheckedIOException u ? u.getCause() : (IOException) e;
                try {
                    Thread.sleep(50);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
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
