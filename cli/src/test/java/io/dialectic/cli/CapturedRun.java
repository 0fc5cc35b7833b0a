package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** A verb run through picocli as a user runs it, with what it printed to out and to err. */
record CapturedRun(String out, String err) {
    /** Runs {@code command} on {@code args} and asserts its exit code (showing err when it differs). */
    static CapturedRun of(Object command, int expectedExit, String... args) {
        return of(new CommandLine(command), expectedExit, args);
    }

    /** The whole {@code dialectic} command as its launcher runs it (error handlers included) on {@code args}, e.g. "run", "corpus", ... */
    static CapturedRun dialectic(int expectedExit, String... args) {
        return of(Dialectic.commandLine(), expectedExit, args);
    }

    private static CapturedRun of(CommandLine cmd, int expectedExit, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = cmd.setOut(new PrintWriter(out, true))
                .setErr(new PrintWriter(err, true))
                .execute(args);
        assertEquals(expectedExit, code, err.toString());
        return new CapturedRun(out.toString(), err.toString());
    }
}
