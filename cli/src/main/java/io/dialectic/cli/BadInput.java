package io.dialectic.cli;

/**
 * Input a verb cannot work with (a missing path, an option out of range), said in the user's words:
 * {@link ErrorReport} prints {@code dialectic VERB: MESSAGE} and exits 1, with no hint of a bug.
 */
final class BadInput extends RuntimeException {
    BadInput(String message) {
        super(message);
    }

    /** {@code path} must exist: a file or a folder. */
    static java.nio.file.Path existing(java.nio.file.Path path) {
        if (!java.nio.file.Files.exists(path)) throw new BadInput("no such file or directory: " + path);
        return path;
    }

    /** {@code path} must be a folder. */
    static java.nio.file.Path folder(java.nio.file.Path path, String what) {
        if (!java.nio.file.Files.isDirectory(existing(path))) throw new BadInput(what + " is not a folder: " + path);
        return path;
    }
}
