package io.dialectic.app.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;

/** The status bar never shows a raw Java exception text. */
class ErrorTextTest {
    @Test
    @SuppressWarnings("ReturnValueIgnored") // the call is made for the NullPointerException it throws
    void aNullPointerIsAnInternalErrorNotItsJavaText() {
        // What the JVM says for a null program text (helpful NPE message).
        String npe = null;
        RuntimeException e;
        try {
            npe.length();
            throw new AssertionError();
        } catch (NullPointerException x) {
            e = new RuntimeException(x);
        }
        assertEquals("an internal error (please report it with the details)", ErrorText.describe(e));
        assertEquals(
                "an internal error (please report it with the details)",
                ErrorText.describe(new NullPointerException()));
    }

    @Test
    void aFileProblemIsItsMessageWithoutClassNames() {
        assertEquals(
                "no such file or directory: reports/x/runs.jsonl",
                ErrorText.describe(new UncheckedIOException(new NoSuchFileException("reports/x/runs.jsonl"))));
        assertEquals(
                "no such table: clusters",
                ErrorText.describe(
                        new IllegalStateException("java.sql.SQLException: no such table: clusters\n at line 2")));
    }
}
