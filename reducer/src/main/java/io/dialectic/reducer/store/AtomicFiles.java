package io.dialectic.reducer.store;

import io.dialectic.toolchain.ProgramBytes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes a file so a reader (or a kill -9) never sees it half written: temp file beside it, then an atomic move. */
public final class AtomicFiles {
    private AtomicFiles() {}

    public static void write(Path file, String content) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            Files.createDirectories(dir);
            Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
            Files.write(tmp, ProgramBytes.encode(content)); // UTF-8; a program's bytes that were not UTF-8 are written back as they were
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
