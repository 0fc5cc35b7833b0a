package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** A verb run through picocli as a user runs it, with what it printed to out and to err. */
record CapturedRun(String out, String err) {
    /** Runs {@code command} on {@code args} and asserts its exit code (showing err when it differs). */
    static CapturedRun of(Object command, int expectedExit, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = new CommandLine(command).setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true)).execute(args);
        assertEquals(expectedExit, code, err.toString());
        return new CapturedRun(out.toString(), err.toString());
    }
}
