package io.dialectic.app.ui;

import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What the status bar says about a failure: the cause in the user's words, never a raw Java exception
 * text. A bug in the app (a NullPointerException's "Cannot invoke ... because ... is null", a class cast,
 * an index out of range) reads "an internal error" and points to the details (the alert, or stderr when
 * the app runs headless); any other failure shows the first line of its message without Java class names.
 */
final class ErrorText {
    /** Exceptions that mean a bug in the app, not a problem with the user's files. */
    private static final Set<Class<?>> BUGS = Set.of(
            NullPointerException.class,
            ClassCastException.class,
            IndexOutOfBoundsException.class,
            ArrayIndexOutOfBoundsException.class,
            StringIndexOutOfBoundsException.class,
            ArithmeticException.class,
            UnsupportedOperationException.class,
            NoSuchElementException.class,
            ArrayStoreException.class);

    private static final Pattern CLASS_NAME =
            Pattern.compile("\\b(?:[a-z][a-z0-9_]*\\.)+[A-Z][A-Za-z0-9_]*(?:Exception|Error)(?::\\s*)?");

    private ErrorText() {}

    /** The root cause of {@code t}. */
    static Throwable root(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        return root;
    }

    /** True when the failure is a bug in the app (its details belong in a bug report, not in the status bar). */
    static boolean isBug(Throwable t) {
        Throwable r = root(t);
        return BUGS.contains(r.getClass()) || r instanceof Error;
    }

    static String describe(Throwable t) {
        Throwable root = root(t);
        if (isBug(t)) return "an internal error (please report it with the details)";
        if (root instanceof NoSuchFileException f) return "no such file or directory: " + f.getFile();
        if (root instanceof AccessDeniedException f) return "permission denied: " + f.getFile();
        String m = root.getMessage();
        if (m == null || m.isBlank()) return "failed (no reason given)";
        String line = m.lines().findFirst().orElse(m);
        String clean = CLASS_NAME.matcher(line).replaceAll("").strip();
        return clean.isEmpty() ? "failed (no reason given)" : clean;
    }
}
