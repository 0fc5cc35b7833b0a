package io.dialectic.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.regex.Pattern;
import picocli.CommandLine;

/**
 * What a user sees when a verb fails, the same for every verb: one line {@code dialectic VERB: cause}
 * on stderr ("dialectic reduce: reports/x has no clusters and runs tables ...") and exit code {@link #EXIT},
 * instead of a Java stack trace or a Java class name. Bad options (picocli's parse errors), bad input
 * ({@link BadInput}, missing files) and failures alike; an unexpected failure adds one line asking for
 * the trace, which {@code DIALECTIC_DEBUG=1} prints.
 */
final class ErrorReport implements CommandLine.IExecutionExceptionHandler, CommandLine.IParameterExceptionHandler {
    static final int EXIT = 1;
    /** "java.nio.file.NoSuchFileException: " and the like inside a message built from an exception's toString(). */
    private static final Pattern CLASS_NAME =
            Pattern.compile("\\b(?:[a-z][a-z0-9_]*\\.)+([A-Z][A-Za-z0-9_]*(?:Exception|Error))(?::\\s*)?");

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, CommandLine.ParseResult parsed) {
        cmd.getErr().println(cmd.getCommandSpec().qualifiedName() + ": " + message(ex));
        if (System.getenv("DIALECTIC_DEBUG") != null) ex.printStackTrace(cmd.getErr());
        else if (!expected(ex))
            cmd.getErr().println("(an unexpected error: set DIALECTIC_DEBUG=1 for the stack trace to report it)");
        cmd.getErr().flush();
        return EXIT;
    }

    /** A bad option or argument ("--jobs must be 1..256"): the same one line, and where the options are explained. */
    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        String verb = cmd.getCommandSpec().qualifiedName();
        cmd.getErr().println(verb + ": " + clean(ex.getMessage()) + " (see " + verb + " --help)");
        cmd.getErr().flush();
        return EXIT;
    }

    private static boolean expected(Exception ex) {
        return ex instanceof BadInput
                || ex instanceof IllegalArgumentException
                || ex instanceof IOException
                || ex instanceof UncheckedIOException;
    }

    static String message(Throwable ex) {
        Throwable t = ex instanceof UncheckedIOException && ex.getCause() != null ? ex.getCause() : ex;
        if (t instanceof NoSuchFileException e) return "no such file or directory: " + e.getFile();
        if (t instanceof AccessDeniedException e) return "permission denied: " + e.getFile();
        if (t instanceof NotDirectoryException e) return "not a folder: " + e.getFile();
        if (t instanceof FileSystemException e && e.getReason() != null) return e.getFile() + ": " + e.getReason();
        // A bug's own text ("Cannot invoke ... because ... is null") means nothing to a user: the trace is for the
        // report.
        if (t instanceof NullPointerException
                || t instanceof ClassCastException
                || t instanceof IndexOutOfBoundsException
                || t instanceof ArithmeticException
                || t instanceof Error) return "an internal error";
        String m = t.getMessage();
        if (m == null || m.isBlank()) return "failed with no reason given";
        return clean(m);
    }

    /** The message without Java class names: "java.nio.file.NoSuchFileException: x" reads "no such file or directory: x". */
    static String clean(String m) {
        return CLASS_NAME.matcher(m).replaceAll(r -> switch (r.group(1)) {
            case "NoSuchFileException", "FileNotFoundException" -> "no such file or directory: ";
            case "AccessDeniedException" -> "permission denied: ";
            default -> "";
        });
    }
}
