package io.dialectic.cli;

import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import picocli.CommandLine;

/**
 * What a user sees when a verb fails: one line naming the verb and the cause
 * ("dialectic reduce: reports/x has no csv/clusters.csv ..."), exit code 1,
 * instead of a Java stack trace. {@code DIALECTIC_DEBUG=1} adds the trace, for
 * a bug report.
 */
final class ErrorReport implements CommandLine.IExecutionExceptionHandler {
    static final int EXIT = 1;

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, CommandLine.ParseResult parsed) {
        cmd.getErr().println(cmd.getCommandSpec().qualifiedName() + ": " + message(ex));
        if (System.getenv("DIALECTIC_DEBUG") != null) ex.printStackTrace(cmd.getErr());
        else if (!(ex instanceof IllegalArgumentException || ex instanceof java.io.IOException || ex instanceof UncheckedIOException)) {
            cmd.getErr().println("(an unexpected error: set DIALECTIC_DEBUG=1 for the stack trace to report it)");
        }
        cmd.getErr().flush();
        return EXIT;
    }

    static String message(Throwable ex) {
        Throwable t = ex instanceof UncheckedIOException && ex.getCause() != null ? ex.getCause() : ex;
        if (t instanceof NoSuchFileException e) return "no such file or directory: " + e.getFile();
        if (t instanceof AccessDeniedException e) return "permission denied: " + e.getFile();
        String m = t.getMessage();
        return m == null || m.isBlank() ? t.getClass().getSimpleName() : m;
    }
}
