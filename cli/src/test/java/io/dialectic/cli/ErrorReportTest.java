package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input ends a verb with one line that names the verb and the cause, not a stack trace. */
class ErrorReportTest {
    @TempDir
    Path tmp;

    @Test
    void aFolderThatIsNoAnalysisIsOneClearLine() {
        StringWriter err = new StringWriter();
        int code = Dialectic.commandLine()
                .setErr(new PrintWriter(err, true))
                .execute(
                        "reduce",
                        "--all-clusters",
                        tmp.toString(),
                        "--out",
                        tmp.resolve("out").toString());
        assertEquals(ErrorReport.EXIT, code);
        String text = err.toString();
        assertTrue(text.startsWith("dialectic reduce: " + tmp + " has no clusters and runs tables"), text);
        assertFalse(text.contains("\tat "), "no stack trace: " + text);
        assertEquals(1, text.strip().lines().count(), text);
    }

    @Test
    @SuppressWarnings("ReturnValueIgnored") // the call is made for the NullPointerException it throws
    void aBugIsNoJavaText() {
        String s = null;
        try {
            s.length();
        } catch (NullPointerException e) {
            assertEquals("an internal error", ErrorReport.message(e));
        }
        assertEquals(
                "bad case directory: no such file or directory: x/input.mlir",
                ErrorReport.clean("bad case directory: java.nio.file.NoSuchFileException: x/input.mlir"));
    }

    @Test
    void aMissingFileIsNamed() {
        assertEquals(
                "no such file or directory: x.mlir",
                ErrorReport.message(new UncheckedIOException(new NoSuchFileException("x.mlir"))));
    }
}
