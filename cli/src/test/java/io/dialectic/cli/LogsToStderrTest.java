package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.analytics.SparkSessions;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LoggerContext;
import org.junit.jupiter.api.Test;

/**
 * Library log lines (Spark's "Your hostname ... resolves to a loopback address" WARN) never reach stdout,
 * where verbs print their results; with {@code analyze --quiet} (dialectic.log.threshold=ERROR) warnings
 * are dropped and errors kept. The command line's own log4j2.xml decides this.
 */
class LogsToStderrTest {
    @Test
    void warningsGoToStderrAndQuietDropsThem() {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(o, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(e, true, StandardCharsets.UTF_8));
            Logger spark = LogManager.getLogger("org.apache.spark.SparkContext");
            spark.warn("a Spark warning");
            assertEquals("", o.toString(StandardCharsets.UTF_8));
            assertTrue(
                    e.toString(StandardCharsets.UTF_8).contains("WARN  SparkContext: a Spark warning"), e.toString());
            // A job on one machine binds to loopback on purpose, so Spark's hostname warning says nothing to
            // a user
            SparkSessions.quietLogs();
            e.reset();
            LogManager.getLogger("org.apache.spark.util.Utils")
                    .warn("Your hostname, vm, resolves to a loopback address");
            assertEquals("", e.toString(StandardCharsets.UTF_8));

            System.setProperty("dialectic.log.threshold", "ERROR");
            ((LoggerContext) LogManager.getContext(false)).reconfigure();
            e.reset();
            spark.warn("a warning");
            spark.error("an error");
            assertEquals("", o.toString(StandardCharsets.UTF_8));
            String quiet = e.toString(StandardCharsets.UTF_8);
            assertTrue(!quiet.contains("a warning") && quiet.contains("an error"), quiet);
        } finally {
            System.clearProperty("dialectic.log.threshold");
            ((LoggerContext) LogManager.getContext(false)).reconfigure();
            System.setOut(out);
            System.setErr(err);
        }
    }
}
