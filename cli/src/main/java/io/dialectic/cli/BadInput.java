package io.dialectic.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Input a verb cannot work with (a missing path, an option out of range), said in the user's words:
 * {@link ErrorReport} prints {@code dialectic VERB: MESSAGE} and exits 1, with no hint of a bug.
 */
@SuppressWarnings("serial") // thrown and caught in one JVM, never serialized
final class BadInput extends RuntimeException {
    BadInput(String message) {
        super(message);
    }

    /** {@code path} must exist: a file or a folder. */
    static Path existing(Path path) {
        if (!Files.exists(path)) throw new BadInput("no such file or directory: " + path);
        return path;
    }

    /** {@code path} must be a folder. */
    static Path folder(Path path, String what) {
        if (!Files.isDirectory(existing(path))) throw new BadInput(what + " is not a folder: " + path);
        return path;
    }
}
